-- The language mail nobody asked for is written in: the one the member last used the site in
-- (every signed-in call sends it), Chinese until then.
ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'zh';

-- Files sent with a mail (an event's .ics): [{filename, contentType, content}] with text content.
ALTER TABLE mail_outbox ADD COLUMN attachments jsonb NOT NULL DEFAULT '[]'::jsonb;
