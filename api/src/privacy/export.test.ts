// Download my data (issue 40 point 3): the archive holds the member's rows of every table and no
// one else's, is mailed as a link, downloaded by its owner only, for 7 days; it answers an access
// request by itself. PGlite and PostgreSQL.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { PRIVACY_NOTICE_VERSION } from '@golf/contract/privacy';
import { ageAccount, startTestApp, uploadImage, type TestApp, type TestMember } from '../../test/helpers.js';
import { buildQueuedExports } from './export.js';
import { unzip } from './zip.js';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => t.database.rawTransaction((raw) => raw.query<T>(text, params));
const count = async (text: string, params: unknown[] = []) => (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${text}`, params))[0]!.n;
let serial = 0;

/** A member with rows in most tables: a picture, a junior, a thread and a reply, an enrolment and its payment, an enquiry. */
async function memberWithData(label: string) {
  const fullName = `${label} Export${++serial}x${process.pid}`;
  const member = await t.signUpMember({ fullName });
  await ageAccount(t, member.id);
  const picture = await uploadImage(t, member.token);
  await sql(`UPDATE users SET image_file_id = $2 WHERE id = $1`, [member.id, picture]);
  const junior = await t.request({ method: 'POST', url: '/cms/family/juniors', token: member.token, payload: { name: { en: `${label} Junior${serial}` }, dateOfBirth: '2016-01-01' } });
  assert.equal(junior.statusCode, 200, junior.body);
  const thread = await t.request({ method: 'POST', url: '/cms/discussion/thread/create', token: member.token, payload: { category: 'beginnerQuestions', title: `${label} asks`, content: 'Hello', attachments: [] } });
  assert.equal(thread.statusCode, 200, thread.body);
  const threadId = thread.json().thread._id as string;
  assert.equal((await t.request({ method: 'POST', url: `/cms/discussion/thread/reply/create/${threadId}`, token: member.token, payload: { content: `${label} replies`, attachments: [] } })).statusCode, 200);
  const [event] = await sql<{ id: string }>(`INSERT INTO events (name_en, description_en, date, time, duration, venue_en, max_participants) VALUES ($1, 'x', current_date, '10:00', '2h', 'Club', 10) RETURNING id`, [`${label} day`]);
  const [enrolment] = await sql<{ id: string }>(`INSERT INTO enrollments (event_id, user_id, person_id, full_name, email, phone, price_cents) VALUES ($1, $2, $2, $3, $4, '91234567', 100) RETURNING id`, [
    event!.id,
    member.id,
    fullName,
    member.email,
  ]);
  await sql(
    `INSERT INTO payments (id, user_id, purpose, enrollment_id, description, amount_cents, provider, checkout_url, return_path, status) VALUES ($1, $2, 'enrollment', $3, $4, 100, 'sandbox', 'x', '/events', 'paid')`,
    [`pay-${member.id}`, member.id, enrolment!.id, `${label} day`],
  );
  await sql(`INSERT INTO contact_enquiries (name, email, phone, enquiry) VALUES ($1, $2, '91234567', 'Lessons?')`, [fullName, member.email]);
  await sql(`INSERT INTO mail_outbox (kind, to_address, language, subject, text_body, html_body, status) VALUES ('test', $1, 'en', 'Welcome', $2, '', 'sent')`, [member.email, `Hello ${fullName}`]);
  return { ...member, fullName, threadId, juniorId: junior.json().junior._id as string, picture };
}

async function exportOf(member: TestMember, personId?: string) {
  const queued = await t.request({ method: 'POST', url: '/cms/privacy/export', token: member.token, payload: personId ? { personId } : {} });
  assert.equal(queued.statusCode, 200, queued.body);
  assert.equal(queued.json().export.status, 'queued');
  assert.ok((await buildQueuedExports(t.database, 'https://club.example')).built >= 1);
  const id = queued.json().export._id as string;
  const download = await t.request({ method: 'GET', url: `/cms/privacy/exports/${id}/archive`, token: member.token });
  assert.equal(download.statusCode, 200, download.body);
  assert.equal(download.headers['content-type'], 'application/zip');
  const files = unzip(download.rawPayload);
  const data = JSON.parse(files.get('data.json')!.toString('utf8')) as { tables: Record<string, Record<string, unknown>[]> };
  return { id, files, data, text: files.get('data.json')!.toString('utf8') };
}

describe('download my data', () => {
  let mine: Awaited<ReturnType<typeof memberWithData>>;
  let theirs: Awaited<ReturnType<typeof memberWithData>>;
  before(async () => {
    mine = await memberWithData('Alpha');
    theirs = await memberWithData('Beta');
    // Beta replies on Alpha's thread: Alpha's thread is Alpha's row, Beta's reply is not.
    assert.equal((await t.request({ method: 'POST', url: `/cms/discussion/thread/reply/create/${mine.threadId}`, token: theirs.token, payload: { content: 'Beta was here', attachments: [] } })).statusCode, 200);
  });

  test('the archive holds every table’s rows about the member and no one else’s', async () => {
    const { data, files, text } = await exportOf(mine);
    const tables = data.tables;
    for (const table of ['users', 'families', 'family_guardians', 'people', 'enrollments', 'payments', 'forum_threads', 'forum_replies', 'files', 'mail_outbox', 'contact_enquiries', 'sessions', 'data_requests']) {
      assert.ok((tables[table] ?? []).length > 0, `${table} has the member’s rows`);
    }
    assert.equal(tables.users![0]!.email, mine.email);
    assert.equal(tables.users![0]!.password_hash, undefined, 'no password hash');
    assert.equal(tables.users![0]!.privacy_notice_version, PRIVACY_NOTICE_VERSION, 'the consent to the privacy notice (decision 94)');
    assert.equal(tables.users![0]!.marketing_consent, false);
    assert.ok('privacy_consented_at' in tables.users![0]! && 'marketing_consent_at' in tables.users![0]!);
    assert.deepEqual(tables.forum_threads!.map((row) => row.id), [mine.threadId]);
    assert.ok(tables.forum_replies!.every((row) => row.author_id === mine.id));
    assert.ok(tables.enrollments!.every((row) => row.user_id === mine.id));
    assert.ok(tables.people!.some((row) => row.id === mine.juniorId));
    assert.ok(tables.mail_outbox!.every((row) => row.to_address === mine.email));
    // Nothing of the other member: their id, address, name, posts.
    for (const foreign of [theirs.id, theirs.email, theirs.fullName, theirs.threadId, theirs.juniorId, 'Beta was here', 'Beta replies']) {
      assert.equal(text.includes(foreign), false, `${foreign} is not in the archive`);
    }
    // The files: README, data.json, and the picture's bytes.
    assert.ok(files.get('README.txt')!.toString('utf8').includes('data.json'));
    const pictureFile = [...files.keys()].find((name) => name.startsWith(`files/${mine.picture}.`));
    assert.ok(pictureFile, 'the picture is in files/');
    const [stored] = await sql<{ bytes: Buffer }>(`SELECT bytes FROM files WHERE id = $1`, [mine.picture]);
    assert.ok(Buffer.from(stored!.bytes).equals(files.get(pictureFile)!));
  });

  test('it is mailed as a link, answers the access request, and only its owner downloads it for 7 days', async () => {
    const { id } = await exportOf(mine);
    const [mail] = await sql<{ text_body: string }>(`SELECT text_body FROM mail_outbox WHERE to_address = $1 AND kind = 'privacy-export-ready' ORDER BY created_at DESC LIMIT 1`, [mine.email]);
    assert.match(mail!.text_body, /https:\/\/club\.example\/settings#privacy/);
    assert.equal(await count(`data_requests r JOIN data_exports x ON x.data_request_id = r.id WHERE x.id = $1 AND r.kind = 'access' AND r.status = 'answered' AND r.answered_at IS NOT NULL`, [id]), 1);

    const url = `/cms/privacy/exports/${id}/archive`;
    assert.equal((await t.request({ method: 'GET', url, token: theirs.token })).statusCode, 404, 'another member gets nothing');
    assert.equal((await t.request({ method: 'GET', url, token: await t.adminToken() })).statusCode, 404, 'nor does an admin');
    assert.equal((await t.request({ method: 'GET', url })).statusCode, 401);
    const status = (await t.request({ method: 'GET', url: '/cms/privacy', token: mine.token })).json().privacy;
    const listed = status.exports.find((row: { _id: string }) => row._id === id);
    assert.equal(listed.status, 'ready');
    const validDays = (Date.parse(listed.expiresAt) - Date.parse(listed.readyAt)) / (24 * 60 * 60 * 1000);
    assert.equal(Math.round(validDays), 7);

    await sql(`UPDATE data_exports SET expires_at = now() - interval '1 second' WHERE id = $1`, [id]);
    assert.equal((await t.request({ method: 'GET', url, token: mine.token })).statusCode, 404, 'gone after its days');
    assert.ok((await buildQueuedExports(t.database, 'https://club.example')).expired >= 1);
    assert.equal(await count(`data_exports WHERE id = $1`, [id]), 0, 'and deleted');
  });

  test('a guardian downloads a junior’s data; not another family’s; one at a time', async () => {
    const { data, text } = await exportOf(mine, mine.juniorId);
    assert.deepEqual(data.tables.people!.map((row) => row.id), [mine.juniorId]);
    assert.equal(text.includes(mine.email), false, 'the junior’s archive holds the junior’s record, not the guardian’s');
    assert.equal((await t.request({ method: 'POST', url: '/cms/privacy/export', token: theirs.token, payload: { personId: mine.juniorId } })).statusCode, 403);
    assert.equal((await t.request({ method: 'POST', url: '/cms/privacy/export', token: theirs.token, payload: { personId: 'nobody' } })).statusCode, 404);

    const queued = await t.request({ method: 'POST', url: '/cms/privacy/export', token: theirs.token });
    assert.equal(queued.statusCode, 200, queued.body);
    const twice = await t.request({ method: 'POST', url: '/cms/privacy/export', token: theirs.token, language: 'zh' });
    assert.equal(twice.statusCode, 409);
    assert.match(twice.json().error, /電郵/);
    const notReady = (await t.request({ method: 'GET', url: '/cms/privacy', token: theirs.token })).json().privacy.exports[0];
    assert.equal((await t.request({ method: 'GET', url: `/cms/privacy/exports/${notReady._id}/archive`, token: theirs.token })).statusCode, 404, 'not ready yet');
  });

  test('an archive that cannot be built is marked failed and holds up no other', async () => {
    await buildQueuedExports(t.database, 'https://club.example'); // what earlier tests left queued
    const broken = await t.request({ method: 'POST', url: '/cms/privacy/export', token: theirs.token, payload: {} });
    assert.equal(broken.statusCode, 200, broken.body);
    const fine = await t.request({ method: 'POST', url: '/cms/privacy/export', token: mine.token, payload: {} });
    assert.equal(fine.statusCode, 200, fine.body);
    // The database refuses to store the first archive (as a full disk would).
    const brokenId = broken.json().export._id as string;
    assert.match(brokenId, /^[0-9a-f-]{36}$/);
    await sql(`CREATE FUNCTION refuse_archive() RETURNS trigger LANGUAGE plpgsql AS $$
                 BEGIN IF NEW.id = '${brokenId}' AND NEW.status = 'ready' THEN RAISE EXCEPTION 'no space left'; END IF; RETURN NEW; END $$`);
    await sql(`CREATE TRIGGER refuse_archive BEFORE UPDATE ON data_exports FOR EACH ROW EXECUTE FUNCTION refuse_archive()`);
    try {
      const failures: string[] = [];
      const run = await buildQueuedExports(t.database, 'https://club.example', (_error, exportId) => failures.push(exportId));
      assert.deepEqual(failures, [broken.json().export._id]);
      assert.ok(run.built >= 1);
    } finally {
      await sql(`DROP TRIGGER refuse_archive ON data_exports`);
      await sql(`DROP FUNCTION refuse_archive()`);
    }
    const states = await sql<{ id: string; status: string }>(`SELECT id, status FROM data_exports WHERE id = ANY ($1::text[])`, [[broken.json().export._id, fine.json().export._id]]);
    assert.deepEqual(Object.fromEntries(states.map((row) => [row.id, row.status])), { [broken.json().export._id]: 'failed', [fine.json().export._id]: 'ready' });
  });

  test('hostile requests get a 4xx', async () => {
    const bad = [
      { method: 'POST' as const, url: '/cms/privacy/export', payload: '{"personId":', headers: { 'content-type': 'application/json' } },
      { method: 'POST' as const, url: '/cms/privacy/export', payload: JSON.stringify({ personId: { $ne: null } }), headers: { 'content-type': 'application/json' } },
      { method: 'POST' as const, url: '/cms/privacy/export', payload: JSON.stringify({ personId: 'x'.repeat(500) }), headers: { 'content-type': 'application/json' } },
      { method: 'GET' as const, url: `/cms/privacy/exports/${'x'.repeat(500)}/archive` },
      { method: 'GET' as const, url: '/cms/privacy/exports/%E0%A4%A/archive' },
    ];
    for (const request of bad) {
      const response = await t.request({ ...request, token: mine.token });
      assert.ok(response.statusCode >= 400 && response.statusCode < 500, `${request.url}: ${response.statusCode} ${response.body}`);
      assert.equal(response.json().status, 'nok');
    }
  });
});
