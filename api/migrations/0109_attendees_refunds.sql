-- Club operations (issue 19): admins record payments by hand and refund paid places.
-- enrollments.paid_with now also takes 'cash' and 'bankTransfer' (recorded by an admin).
ALTER TABLE enrollments DROP CONSTRAINT enrollments_paid_with_check;
ALTER TABLE enrollments ADD CONSTRAINT enrollments_paid_with_check
  CHECK (paid_with IN ('payment', 'freePractice', 'cash', 'bankTransfer', 'free'));
-- A place with nothing to pay says so (its admin may still release it with a refund of nothing).
UPDATE enrollments SET paid_with = 'free' WHERE payment_status = 'Paid' AND paid_with IS NULL;

-- A refund frees the place (the enrolment row goes) and leaves this record behind.
CREATE TABLE enrollment_refunds (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  enrollment_id text NOT NULL,
  event_id text NOT NULL REFERENCES events(id) ON DELETE CASCADE,
  user_id text NOT NULL,
  full_name text NOT NULL,
  email text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  paid_with text NOT NULL CHECK (paid_with IN ('payment', 'freePractice', 'cash', 'bankTransfer', 'free')),
  payment_id text,
  refunded_by text NOT NULL,
  refunded_at timestamptz NOT NULL DEFAULT now(),
  -- One refund per enrolment, however many admins press the button.
  UNIQUE (enrollment_id)
);
CREATE INDEX enrollment_refunds_event ON enrollment_refunds (event_id, refunded_at);

-- The online payment a refund returned (its provider refund is keyed by the payment id).
ALTER TABLE payments ADD COLUMN refunded_at timestamptz;
