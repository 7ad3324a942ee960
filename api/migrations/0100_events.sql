-- Events, enrolments, free practice, check-in and payments (events, membership fees).
-- Money is integer HKD cents; the API speaks HKD dollars.
CREATE TABLE events (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  name text NOT NULL,
  description text NOT NULL,
  -- The club's local (Hong Kong) calendar day and wall-clock time, as the admin typed them.
  date date NOT NULL,
  time time NOT NULL,
  duration text NOT NULL,
  venue text NOT NULL,
  max_participants integer NOT NULL CHECK (max_participants >= 1),
  -- Kept in step with the enrolments below inside the enrolling transaction; the CHECK is the
  -- last line of defence against overbooking.
  current_participants integer NOT NULL DEFAULT 0 CHECK (current_participants >= 0),
  price_member_cents integer NOT NULL DEFAULT 0 CHECK (price_member_cents >= 0),
  price_non_member_cents integer NOT NULL DEFAULT 0 CHECK (price_non_member_cents >= 0),
  image_file_id text,
  type text NOT NULL DEFAULT 'Practice'
    CHECK (type IN ('Practice', 'Coaching', 'Gathering', 'Event', 'Crossover Event', 'Other')),
  coach text,
  tag text,
  allow_registration boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT events_not_overbooked CHECK (current_participants <= max_participants)
);

CREATE INDEX events_date_idx ON events (date, time);
CREATE INDEX events_created_at_idx ON events (created_at DESC);

CREATE TABLE enrollments (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  event_id text NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  full_name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  remarks text,
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  payment_status text NOT NULL DEFAULT 'Pending' CHECK (payment_status IN ('Pending', 'Paid')),
  -- 'payment' or 'freePractice' once Paid; NULL for a free event or while Pending.
  paid_with text CHECK (paid_with IN ('payment', 'freePractice')),
  paid_at timestamptz,
  payment_link text,
  payment_link_id text,
  checked_in_at timestamptz,
  checked_in_by text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- One enrolment per user per event; a concurrent double click gets a 409, not a second place.
  CONSTRAINT enrollments_one_per_user UNIQUE (event_id, user_id)
);

CREATE INDEX enrollments_user_idx ON enrollments (user_id);

-- One row per free-practice redemption. The unique month key makes "one a month" hold even
-- under concurrent requests; the per-event count is taken under the event's row lock.
CREATE TABLE free_practice_redemptions (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  event_id text NOT NULL REFERENCES events (id) ON DELETE CASCADE,
  enrollment_id text NOT NULL UNIQUE REFERENCES enrollments (id) ON DELETE CASCADE,
  -- Hong Kong calendar month, YYYY-MM.
  month text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT free_practice_once_a_month UNIQUE (user_id, month)
);

CREATE INDEX free_practice_redemptions_event_idx ON free_practice_redemptions (event_id);

-- The Hong Kong month each member was last topped up to one free-practice credit (architecture §5a).
CREATE TABLE free_practice_top_ups (
  user_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  month text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A checkout with the payment provider, for an enrolment or for the annual membership fee.
CREATE TABLE payments (
  -- Random and unguessable: the sandbox checkout page is addressed by it.
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('enrollment', 'membership')),
  enrollment_id text REFERENCES enrollments (id) ON DELETE SET NULL,
  membership_mode text CHECK (membership_mode IN ('join', 'renew')),
  description text NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency text NOT NULL DEFAULT 'HKD',
  provider text NOT NULL CHECK (provider IN ('sandbox', 'stripe')),
  provider_session_id text,
  checkout_url text NOT NULL,
  -- Path on the first WEB_ORIGIN the browser returns to, without the ?payment= outcome.
  return_path text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'expired')),
  created_at timestamptz NOT NULL DEFAULT now(),
  paid_at timestamptz,
  CONSTRAINT payments_purpose_target CHECK (
    (purpose = 'enrollment' AND membership_mode IS NULL)
    OR (purpose = 'membership' AND membership_mode IS NOT NULL AND enrollment_id IS NULL)
  )
);

CREATE INDEX payments_enrollment_idx ON payments (enrollment_id);
CREATE INDEX payments_user_idx ON payments (user_id, purpose, status);
CREATE UNIQUE INDEX payments_provider_session_idx ON payments (provider, provider_session_id);
