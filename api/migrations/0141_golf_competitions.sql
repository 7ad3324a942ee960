-- Golf competitions (issue 41 point 5, DESIGN §12): one per event, on a tee, 18 holes or a nine,
-- with age divisions on a cut-off date (and by gender when the club wants it). The draw is groups
-- with a tee time and a marker (an account); each enrolled person plays in one group. Scores are
-- one row per player and hole, so two markers entering a group's scores at once never lose a hole.
-- `published` lets visitors read the leaderboard; `ended_at` freezes it (`results` keeps it).
CREATE TABLE golf_competitions (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  event_id text NOT NULL UNIQUE REFERENCES events (id) ON DELETE CASCADE,
  tee_id text NOT NULL REFERENCES golf_tees (id),
  nine text CHECK (nine IN ('front', 'back')),
  cut_off date NOT NULL,
  by_gender boolean NOT NULL DEFAULT false,
  published boolean NOT NULL DEFAULT false,
  ended_at timestamptz,
  results jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE golf_competition_groups (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  competition_id text NOT NULL REFERENCES golf_competitions (id) ON DELETE CASCADE,
  position integer NOT NULL,
  tee_time text NOT NULL,
  marker_user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE
);

CREATE INDEX golf_competition_groups_marker_idx ON golf_competition_groups (marker_user_id);

-- A player is a person enrolled in the event: an account (users.id) or a junior (people.id). The
-- name shown (the public short form), the division and the course handicap from the practice
-- index are taken when the competition is set up: a result does not move with later rounds.
CREATE TABLE golf_competition_players (
  competition_id text NOT NULL REFERENCES golf_competitions (id) ON DELETE CASCADE,
  person_id text NOT NULL,
  group_id text NOT NULL REFERENCES golf_competition_groups (id) ON DELETE CASCADE,
  name text NOT NULL,
  division text NOT NULL,
  course_handicap integer,
  PRIMARY KEY (competition_id, person_id)
);

CREATE TABLE golf_competition_scores (
  competition_id text NOT NULL REFERENCES golf_competitions (id) ON DELETE CASCADE,
  person_id text NOT NULL,
  hole integer NOT NULL CHECK (hole BETWEEN 1 AND 18),
  strokes integer NOT NULL CHECK (strokes BETWEEN 1 AND 20),
  entered_by text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (competition_id, person_id, hole)
);
