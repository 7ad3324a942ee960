import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { files } from './table.js';

export async function fileExists(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: files.id }).from(files).where(eq(files.id, id)).limit(1);
  return Boolean(row);
}

/** The ids among `ids` that name no uploaded file. */
export async function missingFileIds(db: Db, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const found = await db.select({ id: files.id }).from(files).where(inArray(files.id, ids));
  const present = new Set(found.map((row) => row.id));
  return ids.filter((id) => !present.has(id));
}

/**
 * How a file may be served (issue 36 point 2):
 * - `withheld`: it belongs to forum posts (now or in an earlier revision) and none that shows it is
 *   visible: the post was hidden or deleted (or its thread was), or an edit took the image out.
 *   It is then served to nobody (404), and caches keep it only briefly (`forum`).
 * - `forum`: a visible post shows it; it may be withheld later, so caches keep it for minutes.
 * - `public`: anything else (announcement, event and profile pictures, fresh uploads): cached for good.
 * An image used by an announcement, an event or a profile is never withheld by a post.
 * Raw SQL over the forum's and other resources' tables: files stay free of their imports.
 */
export async function fileVisibility(db: Db, id: string): Promise<'public' | 'forum' | 'withheld'> {
  const ids = sql`ARRAY[${id}]::text[]`;
  const [row] = await db
    .select({
      inForum: sql<boolean>`(EXISTS (SELECT 1 FROM forum_threads WHERE attachments @> ${ids})
        OR EXISTS (SELECT 1 FROM forum_replies WHERE attachments @> ${ids})
        OR EXISTS (SELECT 1 FROM forum_revisions WHERE attachments @> ${ids}))`,
      visibleInForum: sql<boolean>`(EXISTS (SELECT 1 FROM forum_threads WHERE attachments @> ${ids} AND hidden_at IS NULL AND deleted_at IS NULL)
        OR EXISTS (SELECT 1 FROM forum_replies r JOIN forum_threads t ON t.id = r.thread_id
          WHERE r.attachments @> ${ids} AND r.hidden_at IS NULL AND r.deleted_at IS NULL AND t.hidden_at IS NULL
            -- a thread its author deleted after others replied keeps its replies readable (forum/queries.ts)
            AND (t.deleted_at IS NULL OR (t.deleted_by = t.author_id AND t.comments > 0))))`,
      usedElsewhere: sql<boolean>`(EXISTS (SELECT 1 FROM announcements WHERE image_file_id = ${id})
        OR EXISTS (SELECT 1 FROM events WHERE image_file_id = ${id})
        OR EXISTS (SELECT 1 FROM users WHERE image_file_id = ${id}))`,
    })
    .from(files)
    .where(eq(files.id, id))
    .limit(1);
  if (!row?.inForum || row.usedElsewhere) return 'public';
  return row.visibleInForum ? 'forum' : 'withheld';
}
