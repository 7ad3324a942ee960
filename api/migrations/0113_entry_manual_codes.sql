-- A short manual code per enrolment, printed under its entry QR: the door types it when the camera
-- cannot read the QR (issue 35; the QR's own text is ~80 characters). Eight hex digits, shown as
-- 7F3A-2C91; unique within an event; the door finds the event by the day it is held.
ALTER TABLE enrollments ADD COLUMN entry_code text;
UPDATE enrollments SET entry_code = upper(substr(md5(id), 1, 8));
-- The rare clash within one event: the later enrolment takes other digits of its hash.
UPDATE enrollments e SET entry_code = upper(substr(md5(e.id), 9, 8))
  WHERE EXISTS (SELECT 1 FROM enrollments o WHERE o.event_id = e.event_id AND o.entry_code = e.entry_code AND o.id < e.id);
ALTER TABLE enrollments ALTER COLUMN entry_code SET DEFAULT upper(substr(md5(random()::text || clock_timestamp()::text), 1, 8));
ALTER TABLE enrollments ALTER COLUMN entry_code SET NOT NULL;
CREATE UNIQUE INDEX enrollments_entry_code_per_event ON enrollments (event_id, entry_code);
CREATE INDEX enrollments_entry_code ON enrollments (entry_code);
