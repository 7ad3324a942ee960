-- Members' control over their data (issue 40 points 3–5): closing an account (erased after a
-- 30-day grace), downloading one's data (an archive built in the background), and the admins' log
-- of access and correction requests with the 40-day clock (PDPO s.19).

-- When the account was erased; it stays as "Former member" so the forum threads it wrote read on.
ALTER TABLE users ADD COLUMN closed_at timestamptz;
-- The payer's name, written when the payer's account is erased: payment records are kept 7 years
-- (Hong Kong's record-keeping rule) with that name and nothing more.
ALTER TABLE payments ADD COLUMN payer_name text;

-- A request to close an account (user_id) or a junior's record (person_id, no foreign key: the
-- junior's row is deleted when erased, the request stays as the record that it was done).
CREATE TABLE account_closures (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  user_id text REFERENCES users (id) ON DELETE CASCADE,
  person_id text,
  requested_by text REFERENCES users (id) ON DELETE SET NULL,
  requested_at timestamptz NOT NULL DEFAULT now(),
  erase_after timestamptz NOT NULL,
  cancelled_at timestamptz,
  erased_at timestamptz,
  CHECK ((user_id IS NULL) <> (person_id IS NULL))
);
CREATE UNIQUE INDEX account_closures_one_open_user ON account_closures (user_id) WHERE cancelled_at IS NULL AND erased_at IS NULL AND user_id IS NOT NULL;
CREATE UNIQUE INDEX account_closures_one_open_person ON account_closures (person_id) WHERE cancelled_at IS NULL AND erased_at IS NULL AND person_id IS NOT NULL;
CREATE INDEX account_closures_due ON account_closures (erase_after) WHERE cancelled_at IS NULL AND erased_at IS NULL;

-- Data access and correction requests (and erasure requests made to the club rather than in the
-- app). A member's own export is an access request answered when the archive is ready.
CREATE TABLE data_requests (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  kind text NOT NULL CHECK (kind IN ('access', 'correction', 'erasure')),
  -- The member it is about, when an account; requester describes anyone else (a parent by letter).
  user_id text REFERENCES users (id) ON DELETE SET NULL,
  person_id text,
  requester text NOT NULL DEFAULT '',
  details text NOT NULL DEFAULT '',
  source text NOT NULL DEFAULT 'admin' CHECK (source IN ('admin', 'export')),
  received_at timestamptz NOT NULL DEFAULT now(),
  due_at timestamptz NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'answered', 'refused')),
  answered_at timestamptz,
  answered_by text REFERENCES users (id) ON DELETE SET NULL,
  reason text NOT NULL DEFAULT '',
  created_by text REFERENCES users (id) ON DELETE SET NULL
);
CREATE INDEX data_requests_received_idx ON data_requests (received_at DESC, id DESC);
CREATE INDEX data_requests_open_due_idx ON data_requests (due_at) WHERE status = 'open';

-- "Download my data": queued, built by scheduled work into one zip (JSON + files), mailed as a
-- link, downloadable by its owner for 7 days, then deleted.
CREATE TABLE data_exports (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  -- Who asked and may download it.
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- A junior of the asker's family, or NULL for the asker's own data.
  person_id text,
  data_request_id text REFERENCES data_requests (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'ready', 'failed')),
  requested_at timestamptz NOT NULL DEFAULT now(),
  ready_at timestamptz,
  expires_at timestamptz,
  size integer,
  archive bytea
);
CREATE INDEX data_exports_user_idx ON data_exports (user_id, requested_at DESC);
CREATE INDEX data_exports_queued_idx ON data_exports (requested_at) WHERE status = 'queued';
