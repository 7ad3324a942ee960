-- GET /ext/file/{id} asks whether a forum post that shows the file is still visible (issue 36
-- point 2): `attachments @> ARRAY[id]` finds the posts through these indexes, not a scan.
CREATE INDEX forum_threads_attachments_idx ON forum_threads USING gin (attachments);
CREATE INDEX forum_replies_attachments_idx ON forum_replies USING gin (attachments);
CREATE INDEX forum_revisions_attachments_idx ON forum_revisions USING gin (attachments);
