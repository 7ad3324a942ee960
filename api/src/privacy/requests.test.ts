// The admins' log of data requests (issue 40 point 5): received, due in 40 days, answered or
// refused with the reason; a member's download answers an access request by itself. PGlite and PostgreSQL.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestApp, type TestMember } from '../../test/helpers.js';
import { buildQueuedExports } from './export.js';

let t: TestApp;
let admin: string;
let member: TestMember;
before(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
  member = await t.signUpMember({ fullName: 'Requesting Member' });
});
after(() => t.close());

const DAY = 24 * 60 * 60 * 1000;
const list = async (query = '') => {
  const response = await t.request({ method: 'GET', url: `/admin/privacy/requests${query}`, token: admin });
  assert.equal(response.statusCode, 200, response.body);
  return response.json();
};
const log = (payload: object, token = admin, language: 'en' | 'zh' = 'en') => t.request({ method: 'POST', url: '/admin/privacy/requests', token, payload, language });

describe('requests log', () => {
  test('a request is logged with its 40-day clock, then answered or refused with the reason', async () => {
    const logged = await log({ kind: 'correction', memberEmail: member.email, details: 'The phone number is wrong' });
    assert.equal(logged.statusCode, 200, logged.body);
    const request = logged.json().request;
    assert.equal(request.status, 'open');
    assert.equal(request.member.email, member.email);
    assert.equal(Math.round((Date.parse(request.dueAt) - Date.parse(request.receivedAt)) / DAY), 40);
    assert.equal(request.overdue, false);

    const byLetter = (await log({ kind: 'access', requester: 'Mrs Wong (by letter)' })).json().request;
    assert.equal(byLetter.member, null);

    const refusedWithout = await t.request({ method: 'POST', url: `/admin/privacy/requests/${byLetter._id}/answer`, token: admin, payload: { outcome: 'refused' }, language: 'zh' });
    assert.equal(refusedWithout.statusCode, 400);
    assert.match(refusedWithout.json().error, /原因/);
    const refused = await t.request({ method: 'POST', url: `/admin/privacy/requests/${byLetter._id}/answer`, token: admin, payload: { outcome: 'refused', reason: 'Could not verify who asked' } });
    assert.equal(refused.statusCode, 200, refused.body);
    assert.equal(refused.json().request.status, 'refused');
    assert.equal(refused.json().request.reason, 'Could not verify who asked');
    assert.equal((await t.request({ method: 'POST', url: `/admin/privacy/requests/${byLetter._id}/answer`, token: admin, payload: { outcome: 'answered' } })).statusCode, 409);

    // Overdue once its 40 days have passed unanswered; open ones come first, soonest due first.
    await t.database.rawTransaction((raw) => raw.query(`UPDATE data_requests SET received_at = now() - interval '41 days', due_at = now() - interval '1 day' WHERE id = $1`, [request._id]));
    const page = await list();
    assert.equal(page.requests[0]._id, request._id);
    assert.equal(page.requests[0].overdue, true);
    assert.ok(page.overdueCount >= 1);
    assert.deepEqual(
      (await list('?status=refused')).requests.map((row: { _id: string }) => row._id),
      [byLetter._id],
    );
    const answered = await t.request({ method: 'POST', url: `/admin/privacy/requests/${request._id}/answer`, token: admin, payload: { outcome: 'answered', reason: 'Corrected' } });
    assert.equal(answered.json().request.overdue, false);
  });

  test('a member’s download is an access request, answered when the archive is ready', async () => {
    const queued = await t.request({ method: 'POST', url: '/cms/privacy/export', token: member.token });
    assert.equal(queued.statusCode, 200, queued.body);
    const open = (await list('?status=open')).requests.find((row: { source: string; member: { _id: string } | null }) => row.source === 'export' && row.member?._id === member.id);
    assert.equal(open.kind, 'access');
    await buildQueuedExports(t.database, 'https://club.example');
    const done = (await list('?status=answered')).requests.find((row: { _id: string }) => row._id === open._id);
    assert.ok(done.answeredAt);
  });

  test('admins only; reads are logged; hostile requests get a 4xx', async () => {
    assert.equal((await t.request({ method: 'GET', url: '/admin/privacy/requests', token: member.token })).statusCode, 403);
    assert.equal((await log({ kind: 'access', requester: 'x' }, member.token)).statusCode, 403);
    assert.equal((await t.request({ method: 'GET', url: '/admin/privacy/requests' })).statusCode, 401);
    await list();
    const [row] = await t.database.rawTransaction((raw) => raw.query<{ n: number }>(`SELECT count(*)::int AS n FROM admin_access_log WHERE action = 'privacy.requests'`));
    assert.ok(row!.n >= 1);

    assert.equal((await log({ kind: 'access' })).statusCode, 400, 'someone must be named');
    assert.equal((await log({ kind: 'access', memberEmail: 'nobody@example.com' })).statusCode, 400);
    assert.equal((await list('?status=bogus&page=-3')).totalPages >= 1, true, 'an unknown filter or page reads as none and page 1');
    const bad = [
      { method: 'POST' as const, url: '/admin/privacy/requests', payload: '{"kind":', headers: { 'content-type': 'application/json' } },
      { method: 'POST' as const, url: '/admin/privacy/requests', payload: JSON.stringify({ kind: 'delete-everything', requester: 'x' }), headers: { 'content-type': 'application/json' } },
      { method: 'POST' as const, url: '/admin/privacy/requests', payload: JSON.stringify({ kind: 'access', requester: 'x'.repeat(5000) }), headers: { 'content-type': 'application/json' } },
      { method: 'POST' as const, url: '/admin/privacy/requests/nobody/answer', payload: JSON.stringify({ outcome: 'answered' }), headers: { 'content-type': 'application/json' } },
      { method: 'POST' as const, url: `/admin/privacy/requests/${'x'.repeat(500)}/answer`, payload: JSON.stringify({ outcome: 'answered' }), headers: { 'content-type': 'application/json' } },
      { method: 'POST' as const, url: '/admin/privacy/requests/x/answer', payload: JSON.stringify({ outcome: 42 }), headers: { 'content-type': 'application/json' } },
    ];
    for (const request of bad) {
      const response = await t.request({ ...request, token: admin });
      assert.ok(response.statusCode >= 400 && response.statusCode < 500, `${request.url}: ${response.statusCode} ${response.body}`);
      assert.equal(response.json().status, 'nok');
    }
  });
});
