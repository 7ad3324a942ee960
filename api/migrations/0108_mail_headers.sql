-- Extra headers of a mail, such as List-Unsubscribe on reminders: {"name": "value"}.
ALTER TABLE mail_outbox ADD COLUMN headers jsonb NOT NULL DEFAULT '{}'::jsonb;
