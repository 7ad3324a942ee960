-- A junior's own annual membership (issue 39 point 4, DESIGN §10), joined and renewed from a
-- guardian's account: the same two fields an account has, on the person.
ALTER TABLE people ADD COLUMN membership_activated boolean NOT NULL DEFAULT false;
ALTER TABLE people ADD COLUMN membership_expired_at timestamptz;

-- A membership checkout is for the paying account itself (person_id NULL, as every existing row)
-- or for one of its juniors; one open checkout per account and person.
ALTER TABLE payments ADD COLUMN person_id text;
DROP INDEX payments_one_open_membership;
CREATE UNIQUE INDEX payments_one_open_membership ON payments (user_id, coalesce(person_id, ''))
  WHERE status = 'open' AND purpose = 'membership';
