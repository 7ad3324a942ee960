-- At most one open checkout per enrolment, and per member for the membership fee (join or
-- renew): concurrent "give me a payment link" calls all insert into the same slot, and the
-- unique indexes below let exactly one of them have it; the others read the winner's row.
--
-- A checkout paid when there was nothing left to buy with it (its enrolment already paid or gone,
-- or the year it was opened for already bought by another checkout) keeps status 'expired' with
-- paid_at set: the money needs a refund, and no second effect was applied.
--
-- Databases from before this migration may hold several open checkouts for one target: the
-- newest stays open, the older ones are ended (as superseded checkouts are from now on).
UPDATE payments AS older
SET status = 'expired'
WHERE older.status = 'open'
  AND older.purpose = 'enrollment'
  AND EXISTS (
    SELECT 1 FROM payments AS newer
    WHERE newer.status = 'open'
      AND newer.purpose = 'enrollment'
      AND newer.enrollment_id = older.enrollment_id
      AND (newer.created_at, newer.id) > (older.created_at, older.id)
  );

UPDATE payments AS older
SET status = 'expired'
WHERE older.status = 'open'
  AND older.purpose = 'membership'
  AND EXISTS (
    SELECT 1 FROM payments AS newer
    WHERE newer.status = 'open'
      AND newer.purpose = 'membership'
      AND newer.user_id = older.user_id
      AND (newer.created_at, newer.id) > (older.created_at, older.id)
  );

CREATE UNIQUE INDEX payments_one_open_enrollment ON payments (enrollment_id)
  WHERE status = 'open' AND purpose = 'enrollment';
CREATE UNIQUE INDEX payments_one_open_membership ON payments (user_id)
  WHERE status = 'open' AND purpose = 'membership';
