-- Enrolments belong to a person (issue 39 point 3, DESIGN §10): the account that booked (user_id,
-- who pays and is written to) and the participant (person_id). An account's own person is the
-- account itself, so person_id = user_id for every existing row and for anyone enrolling alone;
-- a junior's is their `people` id. Capacity counts rows, one per participant, as before.
ALTER TABLE enrollments ADD COLUMN person_id text;
UPDATE enrollments SET person_id = user_id;
ALTER TABLE enrollments ALTER COLUMN person_id SET NOT NULL;
ALTER TABLE enrollments DROP CONSTRAINT enrollments_one_per_user;
-- One place per participant per event; a concurrent double click still gets a 409.
ALTER TABLE enrollments ADD CONSTRAINT enrollments_one_per_person UNIQUE (event_id, person_id);

-- One checkout may pay several enrolments of one account: the set it pays, in a fixed order. Its
-- enrollment_id stays the first of them, so the one-open-checkout index of 0101 still holds per set.
ALTER TABLE payments ADD COLUMN enrollment_ids text[];
UPDATE payments SET enrollment_ids = ARRAY[enrollment_id] WHERE enrollment_id IS NOT NULL;
CREATE INDEX payments_enrollment_ids_idx ON payments USING gin (enrollment_ids);
