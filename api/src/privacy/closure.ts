import { FORMER_MEMBER } from '@golf/contract/display-name';
import type { Database, RawSql } from '../db/client.js';

/** How long a closed account waits before it is erased: the member may change their mind. */
export const CLOSURE_GRACE_DAYS = 30;
/** Payment records are kept this long with the payer's name (Hong Kong's record-keeping rule). */
export const PAYMENT_RECORD_YEARS = 7;
/** The author shown on the posts an erased account leaves, in both of the site's languages. */
export { FORMER_MEMBER };

/** Whose data a closure (or an export) is about: an account, or a junior of a family. */
export type Subject = { userId: string } | { personId: string };

/** The files only this account's data uses: its uploads, but never an announcement's or event's image. */
const OWN_FILES = `
  SELECT f.id FROM files f
   WHERE f.uploaded_by = $1
     AND NOT EXISTS (SELECT 1 FROM announcements a WHERE a.image_file_id = f.id)
     AND NOT EXISTS (SELECT 1 FROM events e WHERE e.image_file_id = f.id)
     AND NOT EXISTS (SELECT 1 FROM forum_threads t WHERE f.id = ANY (t.attachments) AND t.author_id <> $1)
     AND NOT EXISTS (SELECT 1 FROM forum_replies r WHERE f.id = ANY (r.attachments) AND r.author_id <> $1)`;

/** Strips `fileIds` from every post's attachments and deletes the files. */
async function removeFiles(raw: RawSql, fileIds: string[]): Promise<void> {
  if (fileIds.length === 0) return;
  await raw.query(`UPDATE forum_threads SET attachments = array(SELECT a FROM unnest(attachments) a WHERE a <> ALL ($1::text[])) WHERE attachments && $1::text[]`, [fileIds]);
  await raw.query(`UPDATE forum_replies SET attachments = array(SELECT a FROM unnest(attachments) a WHERE a <> ALL ($1::text[])) WHERE attachments && $1::text[]`, [fileIds]);
  await raw.query(`UPDATE forum_revisions SET attachments = array(SELECT a FROM unnest(attachments) a WHERE a <> ALL ($1::text[])) WHERE attachments && $1::text[]`, [fileIds]);
  await raw.query(`UPDATE people SET image_file_id = NULL WHERE image_file_id = ANY ($1::text[])`, [fileIds]);
  await raw.query(`DELETE FROM files WHERE id = ANY ($1::text[])`, [fileIds]);
}

/**
 * Empties the bodies of mails that carry any of `values` (an address, a name, a phone): other
 * people's mail may quote the member (an invitation names its sender). Headers stay, as retention
 * keeps them.
 */
async function scrubMails(raw: RawSql, values: string[]): Promise<void> {
  const needles = values.map((value) => value.trim().toLowerCase()).filter((value) => value.length >= 3);
  if (needles.length === 0) return;
  await raw.query(
    `UPDATE mail_outbox SET text_body = '', html_body = '', attachments = '[]'::jsonb, subject = ''
      WHERE EXISTS (SELECT 1 FROM unnest($1::text[]) n
                     WHERE position(n IN lower(text_body)) > 0 OR position(n IN lower(html_body)) > 0 OR position(n IN lower(subject)) > 0)`,
    [needles],
  );
}

/** A junior's record and what hangs on it, erased. Returns false when the junior is already gone. */
async function erasePerson(raw: RawSql, personId: string): Promise<boolean> {
  const [person] = await raw.query<{ imageFileId: string | null; names: string[] }>(
    `SELECT image_file_id AS "imageFileId", array_remove(ARRAY[name_zh, name_en, emergency_name, emergency_phone, school], NULL) AS names FROM people WHERE id = $1 FOR UPDATE`,
    [personId],
  );
  if (!person) return false;
  await raw.query(`UPDATE data_requests SET requester = '', details = '' WHERE person_id = $1`, [personId]);
  // The junior's archives, and the guardians' own archives (they hold the family's juniors).
  await raw.query(
    `DELETE FROM data_exports WHERE person_id = $1
        OR (person_id IS NULL AND user_id IN (SELECT g.user_id FROM family_guardians g JOIN people p ON p.family_id = g.family_id WHERE p.id = $1))`,
    [personId],
  );
  // The junior's places stay counted; who it was does not (their refunds name them too).
  await raw.query(`UPDATE enrollments SET full_name = $2, remarks = NULL WHERE person_id = $1`, [personId, FORMER_MEMBER]);
  await raw.query(
    `UPDATE enrollment_refunds SET full_name = $2 WHERE full_name = (SELECT concat_ws(' ', name_zh, name_en) FROM people WHERE id = $1)
        AND user_id IN (SELECT g.user_id FROM family_guardians g JOIN people p ON p.family_id = g.family_id WHERE p.id = $1)`,
    [personId, FORMER_MEMBER],
  );
  await raw.query(`DELETE FROM people WHERE id = $1`, [personId]);
  if (person.imageFileId) {
    const [used] = await raw.query(`SELECT 1 FROM users WHERE image_file_id = $1 UNION ALL SELECT 1 FROM people WHERE image_file_id = $1 LIMIT 1`, [person.imageFileId]);
    if (!used) await removeFiles(raw, [person.imageFileId]);
  }
  await scrubMails(raw, person.names);
  return true;
}

/**
 * An account erased (DESIGN §11, issue 40 point 4): every personal field emptied or replaced, the
 * account kept as "Former member" so the threads it wrote still read; its uploads, sessions,
 * tokens, archives and mail removed; payments keep the payer's name only. A guardian who was the
 * family's only guardian takes the juniors' records along. Returns null when already erased.
 */
async function eraseAccount(raw: RawSql, userId: string): Promise<{ juniors: number } | null> {
  const [user] = await raw.query<{ email: string; fullName: string; phone: string; countryCode: string; closedAt: Date | null }>(
    `SELECT email, full_name AS "fullName", phone, country_code AS "countryCode", closed_at AS "closedAt" FROM users WHERE id = $1 FOR UPDATE`,
    [userId],
  );
  if (!user || user.closedAt) return null;
  let juniorsErased = 0;

  // The family: the juniors go with their last guardian.
  const [family] = await raw.query<{ familyId: string; guardians: number }>(
    `SELECT g.family_id AS "familyId", (SELECT count(*)::int FROM family_guardians o WHERE o.family_id = g.family_id) AS guardians
       FROM family_guardians g WHERE g.user_id = $1`,
    [userId],
  );
  if (family && family.guardians === 1) {
    const juniors = await raw.query<{ id: string }>(`SELECT id FROM people WHERE family_id = $1`, [family.familyId]);
    for (const junior of juniors) if (await erasePerson(raw, junior.id)) juniorsErased++;
    await raw.query(`DELETE FROM families WHERE id = $1`, [family.familyId]);
  } else if (family) {
    await raw.query(`DELETE FROM family_guardians WHERE user_id = $1`, [userId]);
  }

  const files = (await raw.query<{ id: string }>(OWN_FILES, [userId])).map((row) => row.id);
  await raw.query(`UPDATE users SET image_file_id = NULL WHERE id = $1`, [userId]);
  await removeFiles(raw, files);

  // Payments stay 7 years with the payer's name; refunds are payment records too.
  await raw.query(`UPDATE payments SET payer_name = $2, checkout_url = '', return_path = '' WHERE user_id = $1`, [userId, user.fullName]);
  await raw.query(`UPDATE enrollment_refunds SET email = '' WHERE user_id = $1`, [userId]);
  // Attendance stays counted; who it was does not.
  await raw.query(`UPDATE enrollments SET full_name = $2, email = '', phone = '', remarks = NULL, payment_link = NULL WHERE user_id = $1`, [userId, FORMER_MEMBER]);

  // Forum: the posts stay under "Former member"; their earlier versions and the reports written go.
  await raw.query(
    `DELETE FROM forum_revisions v WHERE EXISTS (SELECT 1 FROM forum_threads t WHERE v.target_type = 'thread' AND t.id = v.target_id AND t.author_id = $1)
        OR EXISTS (SELECT 1 FROM forum_replies r WHERE v.target_type = 'reply' AND r.id = v.target_id AND r.author_id = $1)`,
    [userId],
  );
  await raw.query(`DELETE FROM forum_reports WHERE reporter_id = $1`, [userId]);

  const email = user.email.toLowerCase();
  await raw.query(`DELETE FROM mail_outbox WHERE lower(to_address) = $1`, [email]);
  await scrubMails(raw, [email, user.fullName, user.phone]);
  await raw.query(`DELETE FROM contact_enquiries WHERE lower(email) = $1`, [email]);
  await raw.query(`DELETE FROM email_tokens WHERE user_id = $1 OR lower(email) = $2`, [userId, email]);
  await raw.query(`DELETE FROM password_reset_tokens WHERE user_id = $1`, [userId]);
  await raw.query(`DELETE FROM rate_limit_counters WHERE lower(key) = $1 OR position($1 IN lower(key)) > 0`, [email]);
  await raw.query(`DELETE FROM sessions WHERE user_id = $1`, [userId]);
  await raw.query(`DELETE FROM data_exports WHERE user_id = $1`, [userId]);
  await raw.query(`UPDATE data_requests SET requester = '', details = '' WHERE user_id = $1`, [userId]);

  await raw.query(
    `UPDATE users SET email = 'former-' || id || '@closed.invalid', password_hash = NULL, full_name = $2, phone = '', country_code = '',
            gender = NULL, ksc_id = NULL, display_name = NULL, handicap_index = NULL, image_file_id = NULL, registration_status = 'Closed', account_frozen = true,
            email_verified_at = NULL, reminders_enabled = false, marketing_consent = false, password_change_asked = false, annual_membership_activated = false,
            annual_membership_expired_at = NULL, closed_at = now(), updated_at = now()
      WHERE id = $1`,
    [userId, FORMER_MEMBER],
  );
  return { juniors: juniorsErased };
}

export interface ClosureRun {
  accounts: number;
  juniors: number;
  /** Accounts erased here whose sessions the caller ends in every process (app.sessions.end). */
  erasedUserIds: string[];
  paymentNames: number;
}

/**
 * Erases the closures whose grace has passed, each in its own transaction, after `freePlaces` gave
 * up their unpaid places still to come (api/src/privacy/future-places.ts); a closure another
 * process is erasing at this moment is skipped (SKIP LOCKED), one already erased is not touched
 * again. Payer names older than the record-keeping period are removed too.
 */
export async function eraseDueClosures(database: Database, freePlaces: (who: Subject) => Promise<unknown> = async () => undefined): Promise<ClosureRun> {
  const run: ClosureRun = { accounts: 0, juniors: 0, erasedUserIds: [], paymentNames: 0 };
  const due = await database.rawTransaction((raw) =>
    raw.query<{ id: string; userId: string | null; personId: string | null }>(
      `SELECT id, user_id AS "userId", person_id AS "personId" FROM account_closures WHERE cancelled_at IS NULL AND erased_at IS NULL AND erase_after <= now() ORDER BY erase_after LIMIT 200`,
    ),
  );
  for (const { id, userId, personId } of due) {
    // Places booked during the grace are given up too, before the names go (decision 94).
    await freePlaces(userId ? { userId } : { personId: personId! });
    await database.rawTransaction(async (raw) => {
      const [closure] = await raw.query<{ userId: string | null; personId: string | null }>(
        `SELECT user_id AS "userId", person_id AS "personId" FROM account_closures WHERE id = $1 AND cancelled_at IS NULL AND erased_at IS NULL FOR UPDATE SKIP LOCKED`,
        [id],
      );
      if (!closure) return;
      const account = closure.userId ? await eraseAccount(raw, closure.userId) : null;
      if (account) {
        run.accounts++;
        run.juniors += account.juniors;
        run.erasedUserIds.push(closure.userId!);
      }
      if (closure.personId && (await erasePerson(raw, closure.personId))) run.juniors++;
      await raw.query(`UPDATE account_closures SET erased_at = now() WHERE id = $1`, [id]);
    });
  }
  // Past the record-keeping period the erased payers' names go too (the amounts and dates stay).
  run.paymentNames = await database.rawTransaction(async (raw) => {
    const changed = async (text: string) => (await raw.query<{ n: number }>(`WITH done AS (${text} RETURNING 1) SELECT count(*)::int AS n FROM done`, [PAYMENT_RECORD_YEARS]))[0]!.n;
    return (
      (await changed(`UPDATE payments SET payer_name = NULL WHERE payer_name IS NOT NULL AND created_at < now() - make_interval(years => $1)`)) +
      (await changed(
        `UPDATE enrollment_refunds r SET full_name = '' FROM users u
          WHERE u.id = r.user_id AND u.closed_at IS NOT NULL AND r.full_name <> '' AND r.refunded_at < now() - make_interval(years => $1)`,
      ))
    );
  });
  return run;
}
