-- The admin dashboard's "waiting" panel (issue 43) counts the mails given up on within a window:
-- failed mails are few among many sent, so a partial index keeps that count off the whole outbox.
CREATE INDEX mail_outbox_failed_idx ON mail_outbox (created_at) WHERE status = 'failed';
