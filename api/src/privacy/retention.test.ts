// Retention (issue 40 point 6): what is past its time is erased, exactly that, once, also when
// two processes run the job at the same moment. PGlite and PostgreSQL.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { DEFAULT_RETENTION } from '../config.js';
import { POSTGRES_ONLY, startTestApp, uploadImage, type TestApp, type TestMember } from '../../test/helpers.js';
import { applyRetention } from './retention.js';

let t: TestApp;
let member: TestMember;
before(async () => {
  t = await startTestApp();
  member = await t.signUpMember();
});
after(() => t.close());

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => t.database.rawTransaction((raw) => raw.query<T>(text, params));
const count = async (text: string, params: unknown[] = []) => (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${text}`, params))[0]!.n;
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);

async function mail(tag: string, days: number, status = 'sent') {
  await sql(
    `INSERT INTO mail_outbox (kind, to_address, language, subject, text_body, html_body, status, attachments, created_at)
     VALUES ('test', $1, 'en', $2, 'Reset link https://x/reset?token=secret', '<p>secret</p>', $3, '[{"filename":"qr.png"}]'::jsonb, $4)`,
    [`${tag}@example.com`, `subject ${tag}`, status, daysAgo(days)],
  );
}

async function thread(title: string, attachments: string[], deletedDaysAgo: number | null) {
  const [row] = await sql<{ id: string }>(
    `INSERT INTO forum_threads (author_id, category, title, content, attachments, deleted_at, deleted_by) VALUES ($1, 'chitChat', $2, 'words', $3::text[], $4, $5) RETURNING id`,
    [member.id, title, attachments, deletedDaysAgo === null ? null : daysAgo(deletedDaysAgo), deletedDaysAgo === null ? null : member.id],
  );
  return row!.id;
}

describe('retention', () => {
  test('erases exactly what is past its time, and nothing the second time', async () => {
    await mail('body-old', 91);
    await mail('body-new', 89);
    await mail('row-old', 366);
    await mail('still-pending', 400, 'pending');
    await sql(`INSERT INTO contact_enquiries (name, email, phone, enquiry, created_at) VALUES ('Old', 'old@example.com', '1', 'x', $1), ('New', 'new@example.com', '1', 'x', $2)`, [daysAgo(366), daysAgo(364)]);

    const shared = await uploadImage(t, member.token);
    const onlyDeleted = await uploadImage(t, member.token);
    const erasedThread = await thread('Erase me', [shared, onlyDeleted], 31);
    const recentDeleted = await thread('Deleted yesterday', [], 1);
    await thread('Still shown', [shared], null);
    await sql(`INSERT INTO forum_revisions (target_type, target_id, title, content, created_at) VALUES ('thread', $1, 'old title', 'old words', $2)`, [erasedThread, daysAgo(40)]);
    await sql(`INSERT INTO forum_revisions (target_type, target_id, title, content, created_at) VALUES ('thread', $1, 'old title', 'old words', $2)`, [recentDeleted, daysAgo(366)]);
    await sql(`INSERT INTO forum_revisions (target_type, target_id, title, content, created_at) VALUES ('thread', $1, 'old title', 'old words', $2)`, [recentDeleted, daysAgo(10)]);
    await sql(`INSERT INTO rate_limit_counters (scope, key, hits, resets_at) VALUES ('signin', '203.0.113.7', 3, $1), ('signin', '203.0.113.8', 1, now() + interval '1 minute')`, [daysAgo(1)]);
    await sql(`INSERT INTO sessions (user_id, device, ended_at) VALUES ($1, 'old', $2), ($1, 'recent', $3), ($1, 'live', NULL)`, [member.id, daysAgo(31), daysAgo(29)]);

    const counts = await applyRetention(t.database, DEFAULT_RETENTION);
    // The year-old mail loses its body before its row: two bodies, one row.
    assert.deepEqual(counts, { outboxBodies: 2, outboxRows: 1, enquiries: 1, deletedPosts: 1, files: 1, revisions: 2, rateLimits: 1, sessions: 1 });

    const mails = await sql<{ to_address: string; text_body: string; html_body: string; attachments: unknown[]; subject: string }>(`SELECT to_address, subject, text_body, html_body, attachments FROM mail_outbox ORDER BY to_address`);
    const byAddress = Object.fromEntries(mails.map((row) => [row.to_address, row]));
    assert.deepEqual(byAddress['body-old@example.com'], { to_address: 'body-old@example.com', subject: 'subject body-old', text_body: '', html_body: '', attachments: [] }, 'headers kept, body gone');
    assert.match(byAddress['body-new@example.com']!.text_body, /secret/);
    assert.equal(byAddress['row-old@example.com'], undefined);
    assert.ok(byAddress['still-pending@example.com'], 'a mail not sent yet is never erased');
    assert.equal(await count(`contact_enquiries WHERE email = 'old@example.com'`), 0);
    assert.equal(await count(`contact_enquiries WHERE email = 'new@example.com'`), 1);

    const [erased] = await sql<{ title: string; content: string; attachments: string[] }>(`SELECT title, content, attachments FROM forum_threads WHERE id = $1`, [erasedThread]);
    assert.deepEqual(erased, { title: '', content: '', attachments: [] }, 'the row stays (replies may hang on it), its words and images go');
    assert.equal(await count(`forum_threads WHERE id = $1 AND title = 'Deleted yesterday'`, [recentDeleted]), 1);
    assert.equal(await count(`files WHERE id = $1`, [onlyDeleted]), 0, 'an image only the erased post used is deleted');
    assert.equal(await count(`files WHERE id = $1`, [shared]), 1, 'an image a shown post uses stays');
    assert.equal(await count(`forum_revisions WHERE target_id = $1`, [erasedThread]), 0);
    assert.equal(await count(`forum_revisions WHERE target_id = $1`, [recentDeleted]), 1, 'only the year-old version went');
    assert.deepEqual((await sql<{ key: string }>(`SELECT key FROM rate_limit_counters WHERE key LIKE '203.0.113.%'`)).map((row) => row.key), ['203.0.113.8']);
    assert.deepEqual((await sql<{ device: string }>(`SELECT device FROM sessions WHERE user_id = $1 AND device IN ('old', 'recent', 'live') ORDER BY device`, [member.id])).map((row) => row.device), ['live', 'recent']);

    assert.deepEqual(await applyRetention(t.database, DEFAULT_RETENTION), { outboxBodies: 0, outboxRows: 0, enquiries: 0, deletedPosts: 0, files: 0, revisions: 0, rateLimits: 0, sessions: 0 });
  });

  test('each figure is the configuration’s', async () => {
    await sql(`DELETE FROM contact_enquiries`);
    await sql(`INSERT INTO contact_enquiries (name, email, phone, enquiry, created_at) VALUES ('Ten', 'ten@example.com', '1', 'x', $1)`, [daysAgo(10)]);
    assert.equal((await applyRetention(t.database, { ...DEFAULT_RETENTION, enquiryDays: 11 })).enquiries, 0);
    assert.equal((await applyRetention(t.database, { ...DEFAULT_RETENTION, enquiryDays: 9 })).enquiries, 1);
  });

  test('two processes at once erase each row once', POSTGRES_ONLY, async () => {
    for (let index = 0; index < 20; index++) await mail(`twice-${index}`, 100);
    const [one, two] = await Promise.all([applyRetention(t.database, DEFAULT_RETENTION), applyRetention(t.database, DEFAULT_RETENTION)]);
    assert.equal(one.outboxBodies + two.outboxBodies, 20);
    assert.equal(await count(`mail_outbox WHERE to_address LIKE 'twice-%' AND text_body <> ''`), 0);
  });
});
