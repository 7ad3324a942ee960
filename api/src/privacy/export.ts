import { EXPORT_VALID_DAYS, REQUEST_DUE_DAYS } from '@golf/contract/privacy';
import type { Language } from '../core/i18n.js';
import type { Database, RawSql } from '../db/client.js';
import { renderMail } from '../mail/layout.js';
import { enqueueMailRaw, type Mail } from '../mail/outbox.js';
import { zip } from './zip.js';

/**
 * What the club holds about an account, table by table: each query takes the account's id ($1).
 * Secrets are left out (the password's hash, tokens' hashes, file bytes,
 * which come as files of their own).
 */
const ACCOUNT_TABLES: Record<string, string> = {
  users: `SELECT id, numeric_id, email, full_name, display_name, country_code, phone, gender, ksc_id, handicap_index, image_file_id, user_group, registration_status,
                 annual_membership_activated, annual_membership_expired_at, member_since, no_of_free_practice, no_of_free_coaching, point,
                 language, reminders_enabled, privacy_notice_version, privacy_consented_at, marketing_consent, marketing_consent_at,
                 email_verified_at, created_at, updated_at FROM users WHERE id = $1`,
  families: `SELECT f.* FROM families f JOIN family_guardians g ON g.family_id = f.id WHERE g.user_id = $1`,
  family_guardians: `SELECT o.family_id, o.user_id, u.full_name, o.created_at FROM family_guardians g JOIN family_guardians o ON o.family_id = g.family_id JOIN users u ON u.id = o.user_id WHERE g.user_id = $1`,
  people: `SELECT p.* FROM people p JOIN family_guardians g ON g.family_id = p.family_id WHERE g.user_id = $1 ORDER BY p.created_at`,
  enrollments: `SELECT e.*, ev.name_zh AS event_name_zh, ev.name_en AS event_name_en, ev.date AS event_date FROM enrollments e JOIN events ev ON ev.id = e.event_id WHERE e.user_id = $1 ORDER BY e.created_at`,
  enrollment_refunds: `SELECT * FROM enrollment_refunds WHERE user_id = $1 ORDER BY refunded_at`,
  event_waitlist: `SELECT * FROM event_waitlist WHERE user_id = $1 ORDER BY created_at`,
  free_practice_redemptions: `SELECT * FROM free_practice_redemptions WHERE user_id = $1 ORDER BY created_at`,
  payments: `SELECT id, purpose, enrollment_id, membership_mode, description, amount_cents, currency, provider, status, created_at, paid_at, refunded_at FROM payments WHERE user_id = $1 ORDER BY created_at`,
  forum_threads: `SELECT * FROM forum_threads WHERE author_id = $1 ORDER BY created_at`,
  forum_replies: `SELECT * FROM forum_replies WHERE author_id = $1 ORDER BY created_at`,
  forum_revisions: `SELECT v.* FROM forum_revisions v WHERE (v.target_type = 'thread' AND v.target_id IN (SELECT id FROM forum_threads WHERE author_id = $1))
                      OR (v.target_type = 'reply' AND v.target_id IN (SELECT id FROM forum_replies WHERE author_id = $1)) ORDER BY v.created_at`,
  forum_thread_likes: `SELECT * FROM forum_thread_likes WHERE user_id = $1`,
  forum_reply_likes: `SELECT * FROM forum_reply_likes WHERE user_id = $1`,
  forum_reports: `SELECT * FROM forum_reports WHERE reporter_id = $1`,
  files: `SELECT id, content_type, size, sha256, created_at FROM files WHERE uploaded_by = $1 OR id IN (SELECT image_file_id FROM users WHERE id = $1) ORDER BY created_at`,
  mail_outbox: `SELECT id, kind, to_address, language, subject, text_body, status, created_at, sent_at FROM mail_outbox WHERE lower(to_address) = (SELECT lower(email) FROM users WHERE id = $1) ORDER BY created_at`,
  contact_enquiries: `SELECT * FROM contact_enquiries WHERE lower(email) = (SELECT lower(email) FROM users WHERE id = $1) ORDER BY created_at`,
  sessions: `SELECT id, device, created_at, last_seen_at, ended_at FROM sessions WHERE user_id = $1 ORDER BY created_at`,
  reminders_sent: `SELECT * FROM reminders_sent WHERE user_id = $1`,
  admin_access_log: `SELECT l.action, a.full_name AS admin_name, l.path, l.created_at FROM admin_access_log l LEFT JOIN users a ON a.id = l.admin_id WHERE l.subject_user_id = $1 ORDER BY l.created_at`,
  data_requests: `SELECT id, kind, details, received_at, due_at, status, answered_at, reason FROM data_requests WHERE user_id = $1 ORDER BY received_at`,
  account_closures: `SELECT id, requested_at, erase_after, cancelled_at FROM account_closures WHERE user_id = $1`,
};

/** What the club holds about a junior: the record, and requests about them. */
const PERSON_TABLES: Record<string, string> = {
  people: `SELECT * FROM people WHERE id = $1`,
  files: `SELECT id, content_type, size, sha256, created_at FROM files WHERE id IN (SELECT image_file_id FROM people WHERE id = $1)`,
  data_requests: `SELECT id, kind, details, received_at, due_at, status, answered_at, reason FROM data_requests WHERE person_id = $1 ORDER BY received_at`,
  account_closures: `SELECT id, requested_at, erase_after, cancelled_at FROM account_closures WHERE person_id = $1`,
  // The junior's places and the membership payments a guardian made for them (issue 39).
  enrollments: `SELECT e.event_id, e.full_name, e.price_cents, e.payment_status, e.paid_with, e.paid_at, e.checked_in_at, e.created_at, ev.name_zh AS event_name_zh, ev.name_en AS event_name_en, ev.date AS event_date
                  FROM enrollments e JOIN events ev ON ev.id = e.event_id WHERE e.person_id = $1 ORDER BY e.created_at`,
  payments: `SELECT id, purpose, membership_mode, description, amount_cents, currency, status, created_at, paid_at, refunded_at FROM payments WHERE person_id = $1 ORDER BY created_at`,
};

const README = {
  zh: '此檔案包含青少年高爾夫社群所持有關於你的個人資料。data.json 按資料表列出每一筆紀錄；files/ 內是你上載的相片及檔案。',
  en: 'This archive holds the personal data the Youth Golf Community keeps about you. data.json lists every record, table by table; files/ holds the photos and files you uploaded.',
};

/** The rows of every table about the subject, and its files. */
export async function collectExport(raw: RawSql, subject: { userId: string } | { personId: string }) {
  const tables: Record<string, unknown[]> = {};
  const [queries, id] = 'userId' in subject ? [ACCOUNT_TABLES, subject.userId] : [PERSON_TABLES, subject.personId];
  for (const [table, text] of Object.entries(queries)) tables[table] = await raw.query(text, [id]);
  const fileIds = (tables.files as { id: string }[]).map((file) => file.id);
  const files = fileIds.length
    ? await raw.query<{ id: string; contentType: string; bytes: Buffer | Uint8Array }>(`SELECT id, content_type AS "contentType", bytes FROM files WHERE id = ANY ($1::text[])`, [fileIds])
    : [];
  return { tables, files };
}

/** The archive: data.json, a short README in both languages, and files/<id>.<ext>. */
export function archiveOf(collected: Awaited<ReturnType<typeof collectExport>>, exportedAt: Date): Buffer {
  const json = JSON.stringify({ exportedAt: exportedAt.toISOString(), tables: collected.tables }, null, 2);
  return zip([
    { name: 'README.txt', data: Buffer.from(`${README.zh}\n\n${README.en}\n`, 'utf8') },
    { name: 'data.json', data: Buffer.from(json, 'utf8') },
    ...collected.files.map((file) => ({ name: `files/${file.id}.${file.contentType === 'image/png' ? 'png' : 'jpg'}`, data: Buffer.from(file.bytes) })),
  ]);
}

const MAIL_TEXTS = {
  zh: {
    subject: '你的個人資料已可下載',
    greeting: '你好：',
    body: (whose: string) => `你要求下載的${whose}個人資料已準備好。請登入後在「設定」的「私隱」部分下載。檔案於 ${EXPORT_VALID_DAYS} 日內可供下載，之後會被刪除。`,
    own: '',
    junior: (name: string) => `青少年成員${name}的`,
    action: '前往下載',
    footnote: '如你沒有提出此要求，請聯絡社群管理員。',
  },
  en: {
    subject: 'Your data is ready to download',
    greeting: 'Hello,',
    body: (whose: string) => `The ${whose}data you asked to download is ready. Sign in and download it from the Privacy part of Settings. It can be downloaded for ${EXPORT_VALID_DAYS} days, then it is deleted.`,
    own: '',
    junior: (name: string) => `junior ${name}'s `,
    action: 'Go to the download',
    footnote: 'If you did not ask for this, please contact the club’s admins.',
  },
} as const;

function readyMail({ to, language, link, juniorName }: { to: string; language: Language; link: string; juniorName: string | null }): Mail {
  const texts = MAIL_TEXTS[language];
  return {
    kind: 'privacy-export-ready',
    to,
    language,
    ...renderMail({ language, subject: texts.subject, greeting: texts.greeting, paragraphs: [texts.body(juniorName ? texts.junior(juniorName) : texts.own)], action: { label: texts.action, url: link }, footnote: texts.footnote }),
  };
}

/** Queues an export and the access request it answers; the caller checked the junior is theirs. */
export async function queueExport(raw: RawSql, userId: string, personId: string | null) {
  const [request] = await raw.query<{ id: string }>(
    `INSERT INTO data_requests (kind, user_id, person_id, source, due_at, created_by) VALUES ('access', $1, $2, 'export', now() + make_interval(days => $3), $1) RETURNING id`,
    [userId, personId, REQUEST_DUE_DAYS],
  );
  const [row] = await raw.query<ExportRow>(`INSERT INTO data_exports (user_id, person_id, data_request_id) VALUES ($1, $2, $3) RETURNING ${EXPORT_COLUMNS}`, [userId, personId, request!.id]);
  return row!;
}

export const EXPORT_COLUMNS = `id, person_id AS "personId", status, requested_at AS "requestedAt", ready_at AS "readyAt", expires_at AS "expiresAt", size`;
export interface ExportRow {
  id: string;
  personId: string | null;
  status: 'queued' | 'ready' | 'failed';
  requestedAt: Date;
  readyAt: Date | null;
  expiresAt: Date | null;
  size: number | null;
}

export const exportAnswer = (row: ExportRow) => ({
  _id: row.id,
  personId: row.personId,
  status: row.status,
  requestedAt: new Date(row.requestedAt).toISOString(),
  readyAt: row.readyAt ? new Date(row.readyAt).toISOString() : null,
  expiresAt: row.expiresAt ? new Date(row.expiresAt).toISOString() : null,
  size: row.size,
});

/**
 * Builds the queued archives (each in its own transaction; one another process is building is
 * skipped), mails each owner a link, and marks the access request answered. Archives past their
 * 7 days are deleted. Returns how many were built and deleted.
 */
export async function buildQueuedExports(database: Database, siteOrigin: string, onError?: (error: unknown, exportId: string) => void): Promise<{ built: number; expired: number }> {
  const queued = await database.rawTransaction((raw) => raw.query<{ id: string }>(`SELECT id FROM data_exports WHERE status = 'queued' ORDER BY requested_at LIMIT 20`));
  let built = 0;
  for (const { id } of queued) {
    const building = database.rawTransaction(async (raw) => {
      const [job] = await raw.query<{ userId: string; personId: string | null; requestId: string | null; email: string; language: Language; juniorName: string | null; personGone: boolean }>(
        `SELECT x.user_id AS "userId", x.person_id AS "personId", x.data_request_id AS "requestId", u.email, u.language,
                coalesce(p.name_zh, p.name_en) AS "juniorName", (x.person_id IS NOT NULL AND p.id IS NULL) AS "personGone"
           FROM data_exports x JOIN users u ON u.id = x.user_id LEFT JOIN people p ON p.id = x.person_id
          WHERE x.id = $1 AND x.status = 'queued' FOR UPDATE OF x SKIP LOCKED`,
        [id],
      );
      if (!job) return;
      if (job.personGone) {
        await raw.query(`UPDATE data_exports SET status = 'failed' WHERE id = $1`, [id]);
        return;
      }
      const collected = await collectExport(raw, job.personId ? { personId: job.personId } : { userId: job.userId });
      const archive = archiveOf(collected, new Date());
      await raw.query(
        `UPDATE data_exports SET status = 'ready', archive = $2, size = $3, ready_at = now(), expires_at = now() + make_interval(days => $4) WHERE id = $1`,
        [id, archive, archive.length, EXPORT_VALID_DAYS],
      );
      if (job.requestId) await raw.query(`UPDATE data_requests SET status = 'answered', answered_at = now() WHERE id = $1 AND status = 'open'`, [job.requestId]);
      await enqueueMailRaw(raw, readyMail({ to: job.email, language: job.language === 'en' ? 'en' : 'zh', link: `${siteOrigin}/settings#privacy`, juniorName: job.juniorName }));
      built++;
    });
    // One archive that cannot be built is marked failed (the member is told on the page and asks
    // again; the access request stays open for the admins), so it does not hold up the others.
    await building.catch(async (error: unknown) => {
      onError?.(error, id);
      await database.rawTransaction((raw) => raw.query(`UPDATE data_exports SET status = 'failed' WHERE id = $1 AND status = 'queued'`, [id]));
    });
  }
  const expired = await database.rawTransaction(async (raw) =>
    (await raw.query<{ n: number }>(`WITH done AS (DELETE FROM data_exports WHERE expires_at < now() RETURNING 1) SELECT count(*)::int AS n FROM done`))[0]!.n,
  );
  return { built, expired };
}
