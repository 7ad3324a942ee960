-- Families (issue 39, DESIGN §10): guardians are accounts; juniors are people without a sign-in,
-- kept under their family. A family is made when its first junior is added; an account guards at
-- most one family. A second guardian joins by a mailed invitation (email_tokens, 'guardian-invite').
CREATE TABLE families (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE family_guardians (
  family_id text NOT NULL REFERENCES families (id) ON DELETE CASCADE,
  user_id text NOT NULL UNIQUE REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (family_id, user_id)
);

-- A participant who is not an account (a junior). Names in Chinese and/or English, one required.
-- Consents: NULL until the guardian answers; the *_at columns date the answer.
CREATE TABLE people (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  family_id text NOT NULL REFERENCES families (id) ON DELETE CASCADE,
  name_zh text,
  name_en text,
  date_of_birth date NOT NULL,
  gender text CHECK (gender IN ('Male', 'Female', 'Other')),
  school text,
  ksc_id text,
  handicap_index double precision,
  image_file_id text,
  emergency_name text,
  emergency_relation text,
  emergency_phone text,
  medical_notes text,
  photo_consent boolean,
  photo_consent_at timestamptz,
  forum_consent boolean,
  forum_consent_at timestamptz,
  created_by text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (coalesce(name_zh, '') <> '' OR coalesce(name_en, '') <> '')
);

CREATE INDEX people_family_idx ON people (family_id);

ALTER TABLE email_tokens DROP CONSTRAINT email_tokens_purpose_check;
ALTER TABLE email_tokens ADD CONSTRAINT email_tokens_purpose_check CHECK (purpose IN ('signup', 'activation', 'email-change', 'guardian-invite'));
