-- Issue 36 point 5, DESIGN §9 "Sessions": one row per sign-in, checked on every call, so signing
-- out ends the token on the server. A token carries its session's id; ended_at set = signed out
-- (by the member, "sign out everywhere", a password change, a reset or a freeze).
CREATE TABLE sessions (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  -- A short summary of the user agent ("Chrome on Android"), shown in Settings.
  device text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz
);
CREATE INDEX sessions_live_by_user_idx ON sessions (user_id) WHERE ended_at IS NULL;

-- The sessions replace the per-account token version (every token of an account had one era):
-- tokens issued before this migration carry no session and end here, once.
ALTER TABLE users DROP COLUMN token_version;
