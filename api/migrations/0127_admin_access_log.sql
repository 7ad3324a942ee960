-- Who of the club's admins opened which member's personal data, and when (issue 40 point 7):
-- a user's page, a family, attendee lists and their CSV, the outbox, the contact enquiries.
CREATE TABLE admin_access_log (
  id bigserial PRIMARY KEY,
  admin_id text REFERENCES users (id) ON DELETE SET NULL,
  action text NOT NULL,
  -- The member whose data it was, when the request names one.
  subject_user_id text REFERENCES users (id) ON DELETE SET NULL,
  path text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX admin_access_log_created_idx ON admin_access_log (created_at DESC, id DESC);
CREATE INDEX admin_access_log_subject_idx ON admin_access_log (subject_user_id, created_at DESC);
