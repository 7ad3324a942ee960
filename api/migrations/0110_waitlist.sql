-- Waiting lists (issue 19). A member joins the list of a full event; when a place frees, the first
-- in line is offered it: the place is held for them until hold_until and nobody else can take it.

CREATE TABLE event_waitlist (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  event_id text NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Set together when a freed place is offered; the row goes when the member enrols, leaves or
  -- the hold runs out (the place then passes to the next in line).
  offered_at timestamptz,
  hold_until timestamptz,
  CONSTRAINT event_waitlist_once UNIQUE (event_id, user_id)
);
CREATE INDEX event_waitlist_queue ON event_waitlist (event_id, created_at, id) WHERE offered_at IS NULL;
CREATE INDEX event_waitlist_holds ON event_waitlist (hold_until) WHERE hold_until IS NOT NULL;

-- Places held for someone on the list. Kept on the event row, in step with the holds, so the
-- enrolment's one conditional UPDATE (current + held < max) sees them under the row lock.
ALTER TABLE events ADD COLUMN held_places integer NOT NULL DEFAULT 0 CHECK (held_places >= 0);
