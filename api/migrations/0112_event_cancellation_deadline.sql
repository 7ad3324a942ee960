-- A member cancels a paid booking, and is refunded, until the event's cancellation deadline: this
-- many hours before the event starts (issue 35). Per event, so a coaching day booked with a coach
-- can close earlier than a weekly practice; 48 hours unless the admin sets another.
ALTER TABLE events ADD COLUMN cancellation_hours integer NOT NULL DEFAULT 48
  CHECK (cancellation_hours >= 0 AND cancellation_hours <= 720);
