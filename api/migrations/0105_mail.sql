-- Outgoing mail (architecture §5b). A mail is written here in the same transaction as the change
-- that causes it; a worker claims due rows (a lease, so one process sends each) and sends them.
CREATE TABLE mail_outbox (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  kind text NOT NULL,
  to_address text NOT NULL,
  language text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  -- pending: waiting to be sent (or retried); sent; kept: no mail server configured, shown to
  -- admins only; failed: gave up after the last retry.
  status text NOT NULL DEFAULT 'pending',
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- A worker that claimed the row owns it until then (a crash gives it back).
  leased_until timestamptz,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);

CREATE INDEX mail_outbox_due_idx ON mail_outbox (next_attempt_at) WHERE status = 'pending';
CREATE INDEX mail_outbox_created_at_idx ON mail_outbox (created_at DESC);

-- Password reset links: only a hash of the token is kept; single use, 60 minutes.
CREATE TABLE password_reset_tokens (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id);
