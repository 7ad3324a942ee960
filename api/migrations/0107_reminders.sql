-- Reminders (the day before an event, 30 and 7 days before a membership ends) can be switched
-- off in /settings or with the link in any reminder.
ALTER TABLE users ADD COLUMN reminders_enabled boolean NOT NULL DEFAULT true;

-- One row per reminder written: the job runs every few minutes in every process, and a reminder
-- goes once however often it runs (kind, what it is about, e.g. an event id or an expiry, and who).
CREATE TABLE reminders_sent (
  kind text NOT NULL,
  subject_key text NOT NULL,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, subject_key, user_id)
);
