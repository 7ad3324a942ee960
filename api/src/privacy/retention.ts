import type { Retention } from '../config.js';
import type { Database } from '../db/client.js';

export type RetentionCounts = Record<'outboxBodies' | 'outboxRows' | 'enquiries' | 'deletedPosts' | 'files' | 'revisions' | 'rateLimits' | 'sessions', number>;

// Files a live page may still show: anything but the attachments of posts already erased.
const FILE_STILL_USED = `
  EXISTS (SELECT 1 FROM forum_threads t WHERE f.id = ANY (t.attachments))
  OR EXISTS (SELECT 1 FROM forum_replies r WHERE f.id = ANY (r.attachments))
  OR EXISTS (SELECT 1 FROM forum_revisions v WHERE f.id = ANY (v.attachments))
  OR EXISTS (SELECT 1 FROM announcements a WHERE a.image_file_id = f.id)
  OR EXISTS (SELECT 1 FROM events e WHERE e.image_file_id = f.id)
  OR EXISTS (SELECT 1 FROM users u WHERE u.image_file_id = f.id)
  OR EXISTS (SELECT 1 FROM people p WHERE p.image_file_id = f.id)`;

/**
 * Erases what is past its retention. Every statement is a plain condition on age, so running it
 * twice, or in two processes at once, erases the same rows once (scheduled once across processes
 * anyway). A deleted post is erased in one transaction with its revisions and the files only it
 * used, so no file is removed while a post still shows it.
 */
export async function applyRetention(database: Database, retention: Retention): Promise<RetentionCounts> {
  return database.rawTransaction(async (raw) => {
    const changed = async (text: string, params: unknown[]) => (await raw.query<{ n: number }>(`WITH done AS (${text} RETURNING 1) SELECT count(*)::int AS n FROM done`, params))[0]!.n;

    const outboxBodies = await changed(
      `UPDATE mail_outbox SET text_body = '', html_body = '', attachments = '[]'::jsonb
        WHERE status <> 'pending' AND created_at < now() - make_interval(days => $1) AND (text_body <> '' OR html_body <> '' OR attachments <> '[]'::jsonb)`,
      [retention.outboxBodyDays],
    );
    const outboxRows = await changed(`DELETE FROM mail_outbox WHERE status <> 'pending' AND created_at < now() - make_interval(days => $1)`, [retention.outboxDays]);
    const enquiries = await changed(`DELETE FROM contact_enquiries WHERE created_at < now() - make_interval(days => $1)`, [retention.enquiryDays]);

    // Deleted posts past their time: their attachments are candidates for removal once erased.
    const [erasable] = await raw.query<{ files: string[] | null }>(
      `SELECT array_agg(DISTINCT file) AS files FROM (
         SELECT unnest(attachments) AS file FROM forum_threads WHERE deleted_at < now() - make_interval(days => $1)
         UNION SELECT unnest(attachments) FROM forum_replies WHERE deleted_at < now() - make_interval(days => $1)
         UNION SELECT unnest(v.attachments) FROM forum_revisions v
           LEFT JOIN forum_threads t ON v.target_type = 'thread' AND t.id = v.target_id
           LEFT JOIN forum_replies r ON v.target_type = 'reply' AND r.id = v.target_id
          WHERE coalesce(t.deleted_at, r.deleted_at) < now() - make_interval(days => $1)) candidates`,
      [retention.deletedPostDays],
    );
    const revisionsOfDeleted = await changed(
      `DELETE FROM forum_revisions v
        WHERE (v.target_type = 'thread' AND EXISTS (SELECT 1 FROM forum_threads t WHERE t.id = v.target_id AND t.deleted_at < now() - make_interval(days => $1)))
           OR (v.target_type = 'reply' AND EXISTS (SELECT 1 FROM forum_replies r WHERE r.id = v.target_id AND r.deleted_at < now() - make_interval(days => $1)))`,
      [retention.deletedPostDays],
    );
    const deletedPosts =
      (await changed(
        `UPDATE forum_threads SET title = '', content = '', attachments = '{}'
          WHERE deleted_at < now() - make_interval(days => $1) AND (title <> '' OR content <> '' OR attachments <> '{}')`,
        [retention.deletedPostDays],
      )) +
      (await changed(
        `UPDATE forum_replies SET content = '', attachments = '{}'
          WHERE deleted_at < now() - make_interval(days => $1) AND (content <> '' OR attachments <> '{}')`,
        [retention.deletedPostDays],
      ));
    const files = erasable?.files?.length ? await changed(`DELETE FROM files f WHERE f.id = ANY ($1::text[]) AND NOT (${FILE_STILL_USED})`, [erasable.files]) : 0;

    const revisions = revisionsOfDeleted + (await changed(`DELETE FROM forum_revisions WHERE created_at < now() - make_interval(days => $1)`, [retention.revisionDays]));
    // Counts keyed by address or email are needed only until their window ends (the limiter sweeps
    // them too, but only while requests come in).
    const rateLimits = await changed(`DELETE FROM rate_limit_counters WHERE resets_at < now()`, []);
    const sessions = await changed(`DELETE FROM sessions WHERE ended_at < now() - make_interval(days => $1)`, [retention.addressDays]);
    return { outboxBodies, outboxRows, enquiries, deletedPosts, files, revisions, rateLimits, sessions };
  });
}
