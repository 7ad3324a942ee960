// Closing an account (issue 40 point 4): 30 days of grace, then erased. The test walks every text
// column of the schema for the member's address, names and phone: only the payer's name on payment
// records may remain. The forum thread they started stays readable. PGlite and PostgreSQL.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ageAccount, POSTGRES_ONLY, startTestApp, uploadImage, type TestApp, type TestMember } from '../../test/helpers.js';
import { eraseDueClosures, FORMER_MEMBER } from './closure.js';
import { createEvent, enrol, enrolForm } from '../events/test-support.js';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => t.database.rawTransaction((raw) => raw.query<T>(text, params));
const count = async (text: string, params: unknown[] = []) => (await sql<{ n: number }>(`SELECT count(*)::int AS n FROM ${text}`, params))[0]!.n;
const DAY = 24 * 60 * 60 * 1000;
let serial = 0;
/** Values no other row holds by chance: a name, and a phone no uuid can contain (it starts with 9 and the walk looks at whole numbers). */
const uniqueName = (base: string) => `${base} Quillfeather${++serial}${process.pid}`;
const uniquePhone = () => `9${String(Date.now() % 10_000_000).padStart(7, '0')}`.slice(0, 8);

/**
 * Every (table, column) holding any of the needles, over every text, varchar, json and array
 * column in the schema. A phone is matched as a whole number (not inside a longer string of digits).
 */
async function personalHits(needles: { text: string[]; phones: string[] }): Promise<string[]> {
  const columns = await sql<{ table: string; column: string }>(
    `SELECT c.table_name AS table, c.column_name AS column FROM information_schema.columns c
       JOIN information_schema.tables tb ON tb.table_schema = c.table_schema AND tb.table_name = c.table_name AND tb.table_type = 'BASE TABLE'
      WHERE c.table_schema = current_schema() AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY')
      ORDER BY c.table_name, c.column_name`,
  );
  assert.ok(columns.length > 50, `the walk found the schema's columns (${columns.length})`);
  const hits: string[] = [];
  for (const { table, column } of columns) {
    const [row] = await sql<{ n: number }>(
      `SELECT count(*)::int AS n FROM "${table}"
        WHERE EXISTS (SELECT 1 FROM unnest($1::text[]) n WHERE position(lower(n) IN lower("${column}"::text)) > 0)
           OR EXISTS (SELECT 1 FROM unnest($2::text[]) p WHERE "${column}"::text ~ ('(^|[^0-9])' || p || '($|[^0-9])'))`,
      [needles.text, needles.phones],
    );
    if (row!.n > 0) hits.push(`${table}.${column}`);
  }
  return hits;
}

async function closeAndErase(member: TestMember, url = '/cms/privacy/close') {
  const closed = await t.request({ method: 'POST', url, token: member.token });
  assert.equal(closed.statusCode, 200, closed.body);
  await sql(`UPDATE account_closures SET erase_after = now() - interval '1 second' WHERE erased_at IS NULL AND cancelled_at IS NULL`);
  return eraseDueClosures(t.database);
}

describe('closing an account', () => {
  test('waits 30 days, is mailed, can be cancelled, and is asked once', async () => {
    const member = await t.signUpMember();
    const closed = await t.request({ method: 'POST', url: '/cms/privacy/close', token: member.token });
    assert.equal(closed.statusCode, 200, closed.body);
    const waitDays = (Date.parse(closed.json().closure.eraseAfter) - Date.now()) / DAY;
    assert.ok(waitDays > 29.9 && waitDays <= 30, `erased after 30 days (${waitDays})`);
    assert.equal(await count(`mail_outbox WHERE to_address = $1 AND kind = 'privacy-closure'`, [member.email]), 1);

    const again = await t.request({ method: 'POST', url: '/cms/privacy/close', token: member.token, language: 'zh' });
    assert.equal(again.statusCode, 409);
    assert.match(again.json().error, /取消/);
    const status = (await t.request({ method: 'GET', url: '/cms/privacy', token: member.token })).json().privacy;
    assert.equal(status.closure.eraseAfter, closed.json().closure.eraseAfter);

    // Nothing is erased before its day.
    assert.equal((await eraseDueClosures(t.database)).accounts, 0);
    assert.equal((await t.request({ method: 'GET', url: '/cms/auth/me', token: member.token })).statusCode, 200, 'the member can still sign in during the grace');

    assert.equal((await t.request({ method: 'POST', url: '/cms/privacy/close/cancel', token: member.token })).statusCode, 200);
    assert.equal((await t.request({ method: 'POST', url: '/cms/privacy/close/cancel', token: member.token })).statusCode, 404);
    assert.equal((await t.request({ method: 'GET', url: '/cms/privacy', token: member.token })).json().privacy.closure, null);
    await sql(`UPDATE account_closures SET erase_after = now() - interval '1 second' WHERE user_id = $1`, [member.id]);
    assert.equal((await eraseDueClosures(t.database)).accounts, 0, 'a cancelled closure is never erased');
    assert.equal(await count(`users WHERE id = $1 AND closed_at IS NULL AND email = $2`, [member.id, member.email]), 1);
  });

  test('after the grace no personal field of the member remains in any table, and their thread reads on', async () => {
    const fullName = uniqueName('Zephyrine');
    const phone = uniquePhone();
    const member = await t.signUpMember({ fullName, phone });
    const other = await t.signUpMember({ fullName: uniqueName('Other') });
    await ageAccount(t, member.id);
    await ageAccount(t, other.id);
    const admin = await t.adminToken();

    // Their picture, a junior of their family (with a photo and an emergency contact), a thread with an image and a reply from someone else.
    const picture = await uploadImage(t, member.token);
    await sql(`UPDATE users SET image_file_id = $2, ksc_id = 'KSC-77123', annual_membership_activated = true, annual_membership_expired_at = now() + interval '200 days' WHERE id = $1`, [member.id, picture]);
    const juniorPhoto = await uploadImage(t, member.token);
    const juniorName = uniqueName('Barnaby');
    const emergencyName = uniqueName('Grandma');
    const junior = await t.request({
      method: 'POST',
      url: '/cms/family/juniors',
      token: member.token,
      payload: { name: { zh: '陳秘密', en: juniorName }, dateOfBirth: '2016-05-05', imageFileId: juniorPhoto, school: 'Quillfeather Primary', emergencyContact: { name: emergencyName, phone: '+852 6123 4567' } },
    });
    assert.equal(junior.statusCode, 200, junior.body);
    const image = await uploadImage(t, member.token);
    const thread = await t.request({
      method: 'POST',
      url: '/cms/discussion/thread/create',
      token: member.token,
      payload: { category: 'beginnerQuestions', title: 'Which wedge first?', content: 'I am new here.', attachments: [image] },
    });
    assert.equal(thread.statusCode, 200, thread.body);
    const threadId = thread.json().thread._id as string;
    assert.equal((await t.request({ method: 'POST', url: `/cms/discussion/thread/reply/create/${threadId}`, token: other.token, payload: { content: 'A 56 degree.', attachments: [] } })).statusCode, 200);
    assert.equal((await t.request({ method: 'POST', url: `/cms/discussion/thread/reply/create/${threadId}`, token: member.token, payload: { content: 'Thanks!', attachments: [] } })).statusCode, 200);
    await sql(`INSERT INTO forum_revisions (target_type, target_id, title, content, attachments, edited_by) VALUES ('thread', $1, 'Earlier title', $2, $3::text[], $4)`, [threadId, `signed ${fullName}`, [image], member.id]);

    // An enrolment, its payment and a refund; a membership payment; an enquiry, tokens, a rate-limit count, a logged request, an archive.
    const [event] = await sql<{ id: string }>(`INSERT INTO events (name_en, description_en, date, time, duration, venue_en, max_participants) VALUES ('Range day', 'x', current_date - 1, '10:00', '2h', 'Club', 10) RETURNING id`);
    const [enrolment] = await sql<{ id: string }>(
      `INSERT INTO enrollments (event_id, user_id, person_id, full_name, email, phone, remarks, price_cents) VALUES ($1, $2, $2, $3, $4, $5, $6, 10000) RETURNING id`,
      [event!.id, member.id, fullName, member.email, phone, `call ${fullName}`],
    );
    await sql(
      `INSERT INTO payments (id, user_id, purpose, enrollment_id, description, amount_cents, provider, checkout_url, return_path, status)
       VALUES ($1, $2, 'enrollment', $3, 'Range day', 10000, 'sandbox', $4, '/events', 'paid')`,
      [`pay-${member.id}`, member.id, enrolment!.id, `https://pay.example/checkout?email=${member.email}`],
    );
    await sql(`INSERT INTO enrollment_refunds (enrollment_id, event_id, user_id, full_name, email, amount_cents, paid_with, refunded_by) VALUES ($1, $2, $3, $4, $5, 100, 'payment', 'admin')`, [
      `old-${enrolment!.id}`,
      event!.id,
      member.id,
      fullName,
      member.email,
    ]);
    await sql(`INSERT INTO contact_enquiries (name, email, phone, enquiry) VALUES ($1, $2, $3, 'Lessons?')`, [fullName, member.email, phone]);
    await sql(`INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 hour')`, [`hash-${member.id}`, member.id]);
    await sql(`INSERT INTO rate_limit_counters (scope, key, hits, resets_at) VALUES ('reset', $1, 1, now() + interval '1 hour')`, [member.email]);
    await sql(`INSERT INTO mail_outbox (kind, to_address, language, subject, text_body, html_body) VALUES ('test', 'someone@example.com', 'en', 'About a member', $1, $2)`, [
      `${fullName} invited you`,
      `<p>${member.email}</p>`,
    ]);
    const logged = await t.request({ method: 'POST', url: '/admin/privacy/requests', token: admin, payload: { kind: 'correction', memberEmail: member.email, requester: fullName, details: `phone is ${phone}` } });
    assert.equal(logged.statusCode, 200, logged.body);
    assert.equal((await t.request({ method: 'POST', url: '/cms/privacy/export', token: member.token, payload: {} })).statusCode, 200);
    assert.equal((await t.request({ method: 'GET', url: `/admin/user/get/${member.id}`, token: admin })).statusCode, 200);

    const needles = { text: [member.email, fullName, juniorName, '陳秘密', emergencyName, 'Quillfeather Primary', 'KSC-77123'], phones: [phone, '61234567'] };
    const before = await personalHits(needles);
    for (const expected of ['users.email', 'users.full_name', 'users.phone', 'people.name_en', 'enrollments.email', 'contact_enquiries.email', 'mail_outbox.text_body', 'data_requests.requester']) {
      assert.ok(before.includes(expected), `the walk finds ${expected} before (found ${before.join(', ')})`);
    }

    const run = await closeAndErase(member);
    assert.equal(run.accounts, 1);
    assert.equal(run.juniors, 1, 'the only guardian’s junior goes too');

    assert.deepEqual(await personalHits(needles), ['enrollment_refunds.full_name', 'payments.payer_name'], 'only the payer’s name on payment records (a payment, a refund) remains');
    assert.equal(await count(`payments WHERE user_id = $1 AND payer_name = $2 AND amount_cents = 10000`, [member.id, fullName]), 1);
    assert.equal(await count(`files WHERE id = ANY ($1::text[])`, [[picture, juniorPhoto, image]]), 0, 'their photos and files are removed');
    assert.equal(await count(`sessions WHERE user_id = $1`, [member.id]), 0);
    assert.equal(await count(`data_exports WHERE user_id = $1`, [member.id]), 0);
    assert.equal((await t.request({ method: 'GET', url: '/cms/auth/me', token: member.token })).statusCode >= 400, true, 'the session is revoked');
    assert.equal((await t.request({ method: 'POST', url: '/ext/auth/signin', payload: { email: member.email, password: member.password } })).statusCode >= 400, true);

    // The thread reads on, by "Former member", with the other member's reply.
    const read = await t.request({ method: 'GET', url: `/ext/discussion/thread/get/${threadId}` });
    assert.equal(read.statusCode, 200, read.body);
    assert.equal(read.json().thread.author.fullName, FORMER_MEMBER);
    assert.equal(read.json().thread.author.imageFileId, null);
    assert.equal(read.json().thread.author.membershipTier, null, 'no member badge on a former member');
    assert.deepEqual(read.json().thread.attachments, []);
    const replies = (await t.request({ method: 'GET', url: `/ext/discussion/thread/reply/list/${threadId}` })).json();
    const contents = JSON.stringify(replies);
    assert.match(contents, /A 56 degree\./);
    assert.match(contents, /Thanks!/);

    // The enrolment is still counted; the payment and request logs keep their rows.
    assert.equal(await count(`enrollments WHERE id = $1 AND full_name = $2`, [enrolment!.id, FORMER_MEMBER]), 1);
    assert.equal(await count(`data_requests WHERE user_id = $1`, [member.id]), 2);
    // A second run erases nothing again.
    assert.deepEqual({ ...(await eraseDueClosures(t.database)), paymentNames: 0 }, { accounts: 0, juniors: 0, erasedUserIds: [], paymentNames: 0 });
  });

  test('the payer’s name goes after 7 years', async () => {
    const member = await t.signUpMember({ fullName: uniqueName('Old payer') });
    await sql(
      `INSERT INTO payments (id, user_id, purpose, membership_mode, description, amount_cents, provider, checkout_url, return_path, status, created_at)
       VALUES ($1, $2, 'membership', 'join', 'Membership', 50000, 'sandbox', 'x', '/membership', 'paid', now() - interval '7 years 1 day')`,
      [`old-${member.id}`, member.id],
    );
    await closeAndErase(member);
    assert.equal(await count(`payments WHERE id = $1 AND payer_name IS NULL AND amount_cents = 50000`, [`old-${member.id}`]), 1, 'the record stays, the name goes');
    assert.equal(await count(`payments WHERE user_id = $1 AND payer_name IS NOT NULL`, [member.id]), 0);
  });

  test('a guardian closes a junior’s record; another family cannot', async () => {
    const parent = await t.signUpMember();
    const second = await t.signUpMember();
    const stranger = await t.signUpMember();
    const juniorName = uniqueName('Junior');
    const added = await t.request({ method: 'POST', url: '/cms/family/juniors', token: parent.token, payload: { name: { en: juniorName }, dateOfBirth: '2015-03-03' } });
    const personId = added.json().junior._id as string;
    const kept = await t.request({ method: 'POST', url: '/cms/family/juniors', token: parent.token, payload: { name: { en: 'Kept Junior' }, dateOfBirth: '2014-03-03' } });
    await sql(`INSERT INTO family_guardians (family_id, user_id) SELECT family_id, $2 FROM people WHERE id = $1`, [personId, second.id]);
    // A paid place of the junior's (issue 39): it stays counted, without their name (an unpaid one
    // is given up at the closure, consent.test.ts).
    const event = await createEvent(t, { maxParticipants: 5 });
    const booked = await enrol(t, event._id, parent, { ...enrolForm, participants: [personId] });
    assert.equal(booked.statusCode, 200, booked.body);
    await sql(`UPDATE enrollments SET payment_status = 'Paid', paid_with = 'cash', paid_at = now() WHERE id = $1`, [booked.json().enrollment._id]);

    assert.equal((await t.request({ method: 'POST', url: `/cms/privacy/juniors/${personId}/close`, token: stranger.token })).statusCode, 403);
    assert.equal((await t.request({ method: 'POST', url: `/cms/privacy/juniors/nobody/close`, token: parent.token })).statusCode, 404);
    const closed = await t.request({ method: 'POST', url: `/cms/privacy/juniors/${personId}/close`, token: parent.token });
    assert.equal(closed.statusCode, 200, closed.body);
    assert.equal((await t.request({ method: 'POST', url: `/cms/privacy/juniors/${personId}/close`, token: second.token })).statusCode, 409, 'one closure for both guardians');
    const status = (await t.request({ method: 'GET', url: '/cms/privacy', token: second.token })).json().privacy;
    assert.deepEqual(
      status.juniors.map((junior: { personId: string; closure: unknown }) => [junior.personId, Boolean(junior.closure)]),
      [
        [personId, true],
        [kept.json().junior._id, false],
      ],
    );
    assert.equal((await t.request({ method: 'POST', url: `/cms/privacy/juniors/${personId}/close/cancel`, token: stranger.token })).statusCode, 403);
    // Archives holding the junior: the junior's own, and a guardian's (the family's juniors are in it).
    assert.equal((await t.request({ method: 'POST', url: '/cms/privacy/export', token: parent.token, payload: { personId } })).statusCode, 200);
    assert.equal((await t.request({ method: 'POST', url: '/cms/privacy/export', token: second.token })).statusCode, 200);
    assert.equal((await t.request({ method: 'POST', url: '/cms/privacy/export', token: stranger.token })).statusCode, 200);

    await sql(`UPDATE account_closures SET erase_after = now() - interval '1 second' WHERE person_id = $1`, [personId]);
    assert.equal((await eraseDueClosures(t.database)).juniors, 1);
    assert.equal(await count(`people WHERE id = $1`, [personId]), 0);
    assert.equal(await count(`people WHERE id = $1`, [kept.json().junior._id]), 1);
    assert.equal(await count(`enrollments WHERE id = $1 AND full_name = $2`, [booked.json().enrollment._id, FORMER_MEMBER]), 1, 'the place stays, without the name');
    assert.equal(await count(`data_exports WHERE user_id = ANY ($1::text[])`, [[parent.id, second.id]]), 0, 'no archive holding the junior is left');
    assert.equal(await count(`data_exports WHERE user_id = $1`, [stranger.id]), 1, 'another family’s archive stays');
    assert.deepEqual(await personalHits({ text: [juniorName], phones: [] }), [], 'the junior’s name is nowhere (the guardian’s confirmation mail included)');
    assert.equal(await count(`users WHERE id = $1 AND closed_at IS NULL`, [parent.id]), 1, 'the guardian keeps their account');
  });

  test('a guardian who is not the last one leaves the family, the juniors stay', async () => {
    const parent = await t.signUpMember();
    const second = await t.signUpMember();
    const added = await t.request({ method: 'POST', url: '/cms/family/juniors', token: parent.token, payload: { name: { en: 'Stays Junior' }, dateOfBirth: '2015-03-03' } });
    await sql(`INSERT INTO family_guardians (family_id, user_id) SELECT family_id, $2 FROM people WHERE id = $1`, [added.json().junior._id, second.id]);
    const run = await closeAndErase(parent);
    assert.deepEqual([run.accounts, run.juniors], [1, 0]);
    const family = (await t.request({ method: 'GET', url: '/cms/family', token: second.token })).json().family;
    assert.equal(family.juniors.length, 1);
    assert.equal(family.guardians.length, 1);
  });

  test('an admin closes an account on request; members cannot', async () => {
    const member = await t.signUpMember();
    const admin = await t.adminToken();
    assert.equal((await t.request({ method: 'POST', url: `/admin/privacy/users/${member.id}/close`, token: member.token })).statusCode, 403);
    assert.equal((await t.request({ method: 'POST', url: `/admin/privacy/users/nobody/close`, token: admin })).statusCode, 404);
    const state = (url: string) => t.request({ method: 'GET', url, token: admin });
    assert.deepEqual((await state(`/admin/privacy/users/${member.id}`)).json(), { status: 'ok', closure: null, closedAt: null });
    assert.equal((await state('/admin/privacy/users/nobody')).statusCode, 404);
    assert.equal((await t.request({ method: 'GET', url: `/admin/privacy/users/${member.id}`, token: member.token })).statusCode, 403);
    const closed = await t.request({ method: 'POST', url: `/admin/privacy/users/${member.id}/close`, token: admin });
    assert.equal(closed.statusCode, 200, closed.body);
    assert.deepEqual((await state(`/admin/privacy/users/${member.id}`)).json().closure, closed.json().closure);
    assert.equal(await count(`mail_outbox WHERE to_address = $1 AND kind = 'privacy-closure'`, [member.email]), 1, 'the member is told and can cancel');
    assert.equal((await t.request({ method: 'POST', url: `/admin/privacy/users/${member.id}/close/cancel`, token: admin })).statusCode, 200);
    assert.equal((await t.request({ method: 'POST', url: `/admin/privacy/users/${member.id}/close/cancel`, token: admin })).statusCode, 404);
    await closeAndErase(member);
    const erased = (await state(`/admin/privacy/users/${member.id}`)).json();
    assert.equal(erased.closure, null);
    assert.ok(erased.closedAt);
    assert.equal((await t.request({ method: 'POST', url: `/admin/privacy/users/${member.id}/close`, token: admin })).statusCode, 404, 'an erased account cannot be closed again');
  });

  test('hostile requests get a 4xx', async () => {
    const member = await t.signUpMember();
    assert.equal((await t.request({ method: 'POST', url: '/cms/privacy/close' })).statusCode, 401);
    const bad = [
      { method: 'POST' as const, url: `/cms/privacy/juniors/${'x'.repeat(500)}/close` },
      { method: 'POST' as const, url: '/cms/privacy/juniors/%E0%A4%A/close' },
      { method: 'POST' as const, url: `/admin/privacy/users/${'x'.repeat(500)}/close` },
      { method: 'POST' as const, url: '/cms/privacy/close', payload: '{"a":', headers: { 'content-type': 'application/json' } },
    ];
    for (const request of bad) {
      const response = await t.request({ ...request, token: member.token });
      assert.ok(response.statusCode >= 400 && response.statusCode < 500, `${request.url}: ${response.statusCode} ${response.body}`);
      assert.equal(response.json().status, 'nok');
    }
  });

  test('two processes at once erase an account once', POSTGRES_ONLY, async () => {
    const member = await t.signUpMember();
    await t.request({ method: 'POST', url: '/cms/privacy/close', token: member.token });
    await sql(`UPDATE account_closures SET erase_after = now() - interval '1 second' WHERE user_id = $1`, [member.id]);
    const [one, two] = await Promise.all([eraseDueClosures(t.database), eraseDueClosures(t.database)]);
    assert.equal(one.accounts + two.accounts, 1);
  });
});
