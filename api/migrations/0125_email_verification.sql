-- Proving email addresses (issue 36 points 3 and 6, issue 35 item 9; DESIGN §9).
-- When the account's address was proved by a mailed link. NULL: not proved yet, and the account
-- can sign in and verify, nothing else. Every account that exists before this migration counts as
-- verified (ADD COLUMN with a default fills existing rows with it); sign-up writes NULL on purpose.
ALTER TABLE users ADD COLUMN email_verified_at timestamptz DEFAULT now();

-- Links mailed to prove an address: after sign-up, to activate a club-registered account, and to
-- move an account to a new address. Only the SHA-256 of a link's token is kept. Valid 24 hours,
-- used once.
CREATE TABLE email_tokens (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('signup', 'activation', 'email-change')),
  -- The address the link went to: the account's own, or the new one of a change.
  email text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX email_tokens_user_idx ON email_tokens (user_id, purpose);
