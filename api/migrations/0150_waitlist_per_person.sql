-- Waiting-list entries belong to a person (issue 39, decision 97), as enrolments do since 0132: a
-- guardian with two juniors waits for two places. person_id is the participant (the account's own
-- person id = its user id, or a junior's `people` id); user_id stays the account that put them on
-- the list (it is mailed when a place is offered). Existing rows are the account's own person.
ALTER TABLE event_waitlist ADD COLUMN person_id text;
UPDATE event_waitlist SET person_id = user_id;
ALTER TABLE event_waitlist ALTER COLUMN person_id SET NOT NULL;
ALTER TABLE event_waitlist DROP CONSTRAINT event_waitlist_once;
-- One entry per person per event; two guardians adding the same junior at once get a 409.
ALTER TABLE event_waitlist ADD CONSTRAINT event_waitlist_one_per_person UNIQUE (event_id, person_id);
