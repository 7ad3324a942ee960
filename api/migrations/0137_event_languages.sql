-- Events in both languages (issue 42 point 4, DESIGN §13, decision 95): an event's name,
-- description and venue per language, as announcements (0136). Existing rows keep their words,
-- filed under the language they are written in (a Han character means Chinese); a name written
-- "中文 English" (the demo's: Chinese, then an English part of at least two words without a Han
-- character) is split into both, and then so is its description when it is Chinese lines followed
-- by English ones. A venue written the same way is split on its own.
CREATE FUNCTION pg_temp.golf_event_is_zh(value text) RETURNS boolean LANGUAGE sql IMMUTABLE AS
  'SELECT value ~ ''[\u3400-\u9fff\uf900-\ufaff]''';
-- {Chinese, English} of "中文 English words", else NULL.
CREATE FUNCTION pg_temp.golf_event_split_name(value text) RETURNS text[] LANGUAGE sql IMMUTABLE AS
  'SELECT regexp_match(value, ''^(.*[\u3400-\u9fff\uf900-\ufaff][^A-Za-z]*?)\s*([A-Za-z][^\u3400-\u9fff\uf900-\ufaff]* [^\u3400-\u9fff\uf900-\ufaff]*)$'')';
-- {Chinese, English} of Chinese lines followed by English ones, else NULL.
CREATE FUNCTION pg_temp.golf_event_split_text(value text) RETURNS text[] LANGUAGE sql IMMUTABLE AS
  'SELECT regexp_match(value, ''^(.*[\u3400-\u9fff\uf900-\ufaff][^\n]*)\n\s*([^\u3400-\u9fff\uf900-\ufaff]*[A-Za-z][^\u3400-\u9fff\uf900-\ufaff]*)$'')';

ALTER TABLE events ADD COLUMN name_zh text, ADD COLUMN name_en text, ADD COLUMN description_zh text, ADD COLUMN description_en text,
  ADD COLUMN venue_zh text, ADD COLUMN venue_en text;

UPDATE events SET
  name_zh = CASE WHEN n IS NOT NULL THEN btrim(n[1]) WHEN pg_temp.golf_event_is_zh(name) THEN name END,
  name_en = CASE WHEN n IS NOT NULL THEN btrim(n[2]) WHEN NOT pg_temp.golf_event_is_zh(name) THEN name END,
  description_zh = CASE WHEN d IS NOT NULL THEN btrim(d[1], E' \t\r\n') WHEN pg_temp.golf_event_is_zh(description) THEN description END,
  description_en = CASE WHEN d IS NOT NULL THEN btrim(d[2], E' \t\r\n') WHEN NOT pg_temp.golf_event_is_zh(description) THEN description END,
  venue_zh = CASE WHEN v IS NOT NULL THEN btrim(v[1]) WHEN pg_temp.golf_event_is_zh(venue) THEN venue END,
  venue_en = CASE WHEN v IS NOT NULL THEN btrim(v[2]) WHEN NOT pg_temp.golf_event_is_zh(venue) THEN venue END
FROM (
  SELECT id AS split_id, n, CASE WHEN n IS NOT NULL THEN pg_temp.golf_event_split_text(description) END AS d, pg_temp.golf_event_split_name(venue) AS v
  FROM (SELECT id, description, venue, pg_temp.golf_event_split_name(name) AS n FROM events) AS names
) AS split
WHERE split_id = events.id;

ALTER TABLE events DROP COLUMN name, DROP COLUMN description, DROP COLUMN venue,
  ADD CONSTRAINT events_name_written CHECK (name_zh IS NOT NULL OR name_en IS NOT NULL),
  ADD CONSTRAINT events_description_written CHECK (description_zh IS NOT NULL OR description_en IS NOT NULL),
  ADD CONSTRAINT events_venue_written CHECK (venue_zh IS NOT NULL OR venue_en IS NOT NULL);

-- The helpers live for the session that migrates: names of their own (0136 made golf_is_zh), gone now.
DROP FUNCTION pg_temp.golf_event_is_zh(text);
DROP FUNCTION pg_temp.golf_event_split_name(text);
DROP FUNCTION pg_temp.golf_event_split_text(text);
