-- Forum moderation (issue 20): members edit and delete their own posts, report others' posts, and
-- admins review reports, hide, restore and delete. Posts are never removed from the table: a hidden
-- or deleted post stays for the admins and the moderation log.

ALTER TABLE forum_threads
  ADD COLUMN edited_at timestamptz,
  ADD COLUMN hidden_at timestamptz,
  ADD COLUMN deleted_at timestamptz,
  -- Who deleted it: the author (a thread with replies then keeps them under a placeholder) or an
  -- admin (the thread reads as 404 to everyone else).
  ADD COLUMN deleted_by text REFERENCES users (id) ON DELETE SET NULL;

ALTER TABLE forum_replies
  ADD COLUMN edited_at timestamptz,
  ADD COLUMN hidden_at timestamptz,
  ADD COLUMN deleted_at timestamptz,
  ADD COLUMN deleted_by text REFERENCES users (id) ON DELETE SET NULL;

-- Lists read only what everyone may see.
CREATE INDEX forum_threads_visible_idx ON forum_threads (created_at DESC) WHERE hidden_at IS NULL AND deleted_at IS NULL;

-- A member reports a post once; the open reports of a post are those not yet reviewed.
CREATE TABLE forum_reports (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  target_type text NOT NULL CHECK (target_type IN ('thread', 'reply')),
  target_id text NOT NULL,
  reporter_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  reason text NOT NULL,
  details text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  CONSTRAINT forum_reports_once UNIQUE (target_type, target_id, reporter_id)
);
CREATE INDEX forum_reports_open_idx ON forum_reports (target_type, target_id) WHERE resolved_at IS NULL;

-- Every moderation action: who (null: the members' reports reached the threshold), what, when, why.
CREATE TABLE forum_moderation_log (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  target_type text NOT NULL CHECK (target_type IN ('thread', 'reply')),
  target_id text NOT NULL,
  thread_id text NOT NULL,
  action text NOT NULL CHECK (action IN ('hide', 'restore', 'delete', 'edit')),
  actor_id text REFERENCES users (id) ON DELETE SET NULL,
  reason text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX forum_moderation_log_created_idx ON forum_moderation_log (created_at DESC, id DESC);

-- What a post said before each edit (the edit history admins read in the queue).
CREATE TABLE forum_revisions (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  target_type text NOT NULL CHECK (target_type IN ('thread', 'reply')),
  target_id text NOT NULL,
  title text,
  content text NOT NULL,
  attachments text[] NOT NULL DEFAULT '{}',
  edited_by text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX forum_revisions_target_idx ON forum_revisions (target_type, target_id, created_at DESC);
