-- State that several API processes on one PostgreSQL database must share.

-- The JWT signing key generated when JWT_SECRET is not set: the first process inserts it, every
-- process reads the same one (src/db/jwt-secret.ts). One row at most.
CREATE TABLE jwt_secret (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  secret text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- When each scheduled job last ran, by whichever process (src/db/scheduled.ts).
CREATE TABLE scheduled_runs (
  name text PRIMARY KEY,
  last_run_at timestamptz NOT NULL
);
