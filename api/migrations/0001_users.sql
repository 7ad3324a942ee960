-- Accounts: members, club-registered members awaiting activation, and admins.
CREATE SEQUENCE users_numeric_id_seq START 1;

CREATE TABLE users (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  -- Shown to members as # plus 8 digits.
  numeric_id integer NOT NULL UNIQUE DEFAULT nextval('users_numeric_id_seq'),
  -- Always stored lower-cased, so the unique index is the case-insensitive one.
  email text NOT NULL UNIQUE,
  -- NULL for an account the club registered that has not been activated yet.
  password_hash text,
  full_name text NOT NULL,
  country_code text NOT NULL DEFAULT '+852',
  phone text NOT NULL,
  gender text CHECK (gender IN ('Male', 'Female', 'Other')),
  ksc_id text,
  handicap_index double precision,
  image_file_id text,
  user_group text NOT NULL DEFAULT 'User' CHECK (user_group IN ('Admin', 'User')),
  -- 'Registered' once the member can sign in; anything else means awaiting activation.
  registration_status text NOT NULL DEFAULT 'Registered',
  account_frozen boolean NOT NULL DEFAULT false,
  -- Part of every token; raising it ends every session of the account.
  token_version integer NOT NULL DEFAULT 0,
  annual_membership_activated boolean NOT NULL DEFAULT false,
  annual_membership_expired_at timestamptz,
  member_since timestamptz NOT NULL DEFAULT now(),
  no_of_free_practice integer NOT NULL DEFAULT 0 CHECK (no_of_free_practice >= 0),
  no_of_free_coaching integer NOT NULL DEFAULT 0 CHECK (no_of_free_coaching >= 0),
  point integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

ALTER SEQUENCE users_numeric_id_seq OWNED BY users.numeric_id;

CREATE INDEX users_created_at_idx ON users (created_at DESC);

-- Failed sign-ins, counted per account over a sliding window. Kept in the database (not in
-- memory) so every API process sees the same count.
CREATE TABLE sign_in_failures (
  id bigserial PRIMARY KEY,
  email text NOT NULL,
  failed_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX sign_in_failures_email_idx ON sign_in_failures (email, failed_at);
