-- Messages sent with the public contact form; read by admins.
CREATE TABLE contact_enquiries (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  enquiry text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX contact_enquiries_created_at_idx ON contact_enquiries (created_at DESC);
