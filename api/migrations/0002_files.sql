-- Uploaded images. The bytes live in the database so every API process sees every file and one
-- backup holds everything; reads are cached by clients and CDNs through immutable URLs.
CREATE TABLE files (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  content_type text NOT NULL CHECK (content_type IN ('image/png', 'image/jpeg')),
  size integer NOT NULL CHECK (size > 0),
  sha256 text NOT NULL,
  bytes bytea NOT NULL,
  uploaded_by text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
