CREATE TABLE announcements (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  title text NOT NULL,
  content text NOT NULL,
  -- NULL: derived from content when read.
  preview text,
  -- Written as All or MemberOnly; older values (Member, Members, Public, Important) are read
  -- through the mapping in architecture §5a.
  scope text NOT NULL DEFAULT 'All',
  category text,
  image_file_id text,
  display_date date NOT NULL DEFAULT CURRENT_DATE,
  display_created_by text NOT NULL,
  featured boolean NOT NULL DEFAULT false,
  created_by text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX announcements_order_idx ON announcements (display_date DESC, created_at DESC);
CREATE INDEX announcements_category_idx ON announcements (category, display_date DESC, created_at DESC);
