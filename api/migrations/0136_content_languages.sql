-- Content in both languages (issue 42, DESIGN §13, decision 95): announcements and live updates
-- carry their title and text per language. Existing single-language rows are kept as they are,
-- filed under the language they are written in (a Han character means Chinese); a title written
-- "中文 | English" (the demo's) is split into both, and then so is a text written as Chinese
-- paragraphs followed by English ones.
CREATE FUNCTION pg_temp.golf_is_zh(value text) RETURNS boolean LANGUAGE sql IMMUTABLE AS
  'SELECT value ~ ''[\u3400-\u9fff\uf900-\ufaff]''';
-- {Chinese, English} of "中文 | English", else NULL.
CREATE FUNCTION pg_temp.golf_split_title(value text) RETURNS text[] LANGUAGE sql IMMUTABLE AS
  'SELECT regexp_match(value, ''^([^|]*[\u3400-\u9fff\uf900-\ufaff][^|]*)\|([^|\u3400-\u9fff\uf900-\ufaff]*[A-Za-z][^|\u3400-\u9fff\uf900-\ufaff]*)$'')';
-- {Chinese, English} of Chinese lines followed by English ones, else NULL.
CREATE FUNCTION pg_temp.golf_split_text(value text) RETURNS text[] LANGUAGE sql IMMUTABLE AS
  'SELECT regexp_match(value, ''^(.*[\u3400-\u9fff\uf900-\ufaff][^\n]*)\n\s*([^\u3400-\u9fff\uf900-\ufaff]*[A-Za-z][^\u3400-\u9fff\uf900-\ufaff]*)$'')';

ALTER TABLE announcements ADD COLUMN title_zh text, ADD COLUMN title_en text, ADD COLUMN content_zh text, ADD COLUMN content_en text;
ALTER TABLE live_updates ADD COLUMN title_zh text, ADD COLUMN title_en text, ADD COLUMN content_zh text, ADD COLUMN content_en text;

UPDATE announcements SET
  title_zh = CASE WHEN t IS NOT NULL THEN btrim(t[1]) WHEN pg_temp.golf_is_zh(title) THEN title END,
  title_en = CASE WHEN t IS NOT NULL THEN btrim(t[2]) WHEN NOT pg_temp.golf_is_zh(title) THEN title END,
  content_zh = CASE WHEN c IS NOT NULL THEN btrim(c[1], E' \t\r\n') WHEN pg_temp.golf_is_zh(content) THEN content END,
  content_en = CASE WHEN c IS NOT NULL THEN btrim(c[2], E' \t\r\n') WHEN NOT pg_temp.golf_is_zh(content) THEN content END
FROM (
  SELECT id AS split_id, t, CASE WHEN t IS NOT NULL THEN pg_temp.golf_split_text(content) END AS c
  FROM (SELECT id, content, pg_temp.golf_split_title(title) AS t FROM announcements) AS titles
) AS split
WHERE split_id = announcements.id;

UPDATE live_updates SET
  title_zh = CASE WHEN t IS NOT NULL THEN btrim(t[1]) WHEN pg_temp.golf_is_zh(title) THEN title END,
  title_en = CASE WHEN t IS NOT NULL THEN btrim(t[2]) WHEN NOT pg_temp.golf_is_zh(title) THEN title END,
  content_zh = CASE WHEN c IS NOT NULL THEN btrim(c[1], E' \t\r\n') WHEN pg_temp.golf_is_zh(content) THEN content END,
  content_en = CASE WHEN c IS NOT NULL THEN btrim(c[2], E' \t\r\n') WHEN NOT pg_temp.golf_is_zh(content) THEN content END
FROM (
  SELECT id AS split_id, t, CASE WHEN t IS NOT NULL THEN pg_temp.golf_split_text(content) END AS c
  FROM (SELECT id, content, pg_temp.golf_split_title(title) AS t FROM live_updates) AS titles
) AS split
WHERE split_id = live_updates.id;

ALTER TABLE announcements DROP COLUMN title, DROP COLUMN content,
  ADD CONSTRAINT announcements_title_written CHECK (title_zh IS NOT NULL OR title_en IS NOT NULL),
  ADD CONSTRAINT announcements_content_written CHECK (content_zh IS NOT NULL OR content_en IS NOT NULL);
ALTER TABLE live_updates DROP COLUMN title, DROP COLUMN content,
  ADD CONSTRAINT live_updates_title_written CHECK (title_zh IS NOT NULL OR title_en IS NOT NULL),
  ADD CONSTRAINT live_updates_content_written CHECK (content_zh IS NOT NULL OR content_en IS NOT NULL);
