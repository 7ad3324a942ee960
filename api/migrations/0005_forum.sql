-- Forum threads and replies. likes and comments are counters kept in step with the rows below
-- inside the same transaction, so lists never count rows.
CREATE TABLE forum_threads (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  author_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  category text NOT NULL,
  title text NOT NULL,
  content text NOT NULL,
  -- File ids from POST /cms/file.
  attachments text[] NOT NULL DEFAULT '{}',
  likes integer NOT NULL DEFAULT 0 CHECK (likes >= 0),
  comments integer NOT NULL DEFAULT 0 CHECK (comments >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX forum_threads_category_idx ON forum_threads (category, created_at DESC);
CREATE INDEX forum_threads_created_at_idx ON forum_threads (created_at DESC);

CREATE TABLE forum_replies (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  thread_id text NOT NULL REFERENCES forum_threads (id) ON DELETE CASCADE,
  author_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  content text NOT NULL,
  attachments text[] NOT NULL DEFAULT '{}',
  likes integer NOT NULL DEFAULT 0 CHECK (likes >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX forum_replies_thread_idx ON forum_replies (thread_id, created_at);

CREATE TABLE forum_thread_likes (
  thread_id text NOT NULL REFERENCES forum_threads (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (thread_id, user_id)
);

CREATE TABLE forum_reply_likes (
  reply_id text NOT NULL REFERENCES forum_replies (id) ON DELETE CASCADE,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (reply_id, user_id)
);
