-- Uploads stored before re-encoding existed (issue 36 point 2) still carry their EXIF, GPS
-- included. `reencoded`: NULL for those (added without a default, so every existing row is NULL),
-- true for what the server re-encoded, false for a stored file that could not be decoded (never
-- served). New uploads are re-encoded at upload: the default from now on is true.
ALTER TABLE files ADD COLUMN reencoded boolean;
ALTER TABLE files ALTER COLUMN reencoded SET DEFAULT true;
CREATE INDEX files_not_reencoded ON files (created_at) WHERE reencoded IS NULL;
