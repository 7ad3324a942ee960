-- Golf (issue 41, DESIGN §12): courses and their tees, and the rounds members record on a phone.
-- A tee keeps its 18 holes' par and stroke index, its Course and Slope Ratings for 18 holes and
-- each nine, where the ratings come from and the date they are effective from. `demo` marks a
-- course whose ratings are demo figures, to be replaced with the association's.
CREATE TABLE golf_courses (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  name_zh text NOT NULL,
  name_en text NOT NULL,
  demo boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE golf_tees (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  course_id text NOT NULL REFERENCES golf_courses (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  name text NOT NULL,
  colour text NOT NULL,
  -- [{ "par": 4, "strokeIndex": 7 }, …] for holes 1–18
  holes jsonb NOT NULL,
  course_rating double precision NOT NULL,
  slope integer NOT NULL,
  front_course_rating double precision NOT NULL,
  front_slope integer NOT NULL,
  back_course_rating double precision NOT NULL,
  back_slope integer NOT NULL,
  rating_source text NOT NULL,
  effective_from date NOT NULL
);

CREATE INDEX golf_tees_course_idx ON golf_tees (course_id, position);

-- A round: its id is made on the phone that recorded it, so a round sent twice (a poor signal, a
-- retry) is stored once. The player is the recording account or a junior of its family.
CREATE TABLE golf_rounds (
  id text PRIMARY KEY,
  recorded_by text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  player_user_id text REFERENCES users (id) ON DELETE CASCADE,
  player_person_id text REFERENCES people (id) ON DELETE CASCADE,
  tee_id text NOT NULL REFERENCES golf_tees (id),
  played_on date NOT NULL,
  nine text CHECK (nine IN ('front', 'back')),
  kind text NOT NULL DEFAULT 'practice' CHECK (kind IN ('practice', 'competition')),
  pcc double precision NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((player_user_id IS NULL) <> (player_person_id IS NULL))
);

CREATE INDEX golf_rounds_user_idx ON golf_rounds (player_user_id, played_on);
CREATE INDEX golf_rounds_person_idx ON golf_rounds (player_person_id, played_on);
CREATE INDEX golf_rounds_tee_idx ON golf_rounds (tee_id);

CREATE TABLE golf_hole_scores (
  round_id text NOT NULL REFERENCES golf_rounds (id) ON DELETE CASCADE,
  hole integer NOT NULL CHECK (hole BETWEEN 1 AND 18),
  strokes integer NOT NULL CHECK (strokes BETWEEN 1 AND 20),
  PRIMARY KEY (round_id, hole)
);
