// Admins' reads of members' personal data are logged (issue 40 point 7): who, what, whose, when.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestApp, type TestMember } from '../../test/helpers.js';

let t: TestApp;
let member: TestMember;
let admin: string;
before(async () => {
  t = await startTestApp();
  member = await t.signUpMember({ fullName: 'Lee Siu Lung' });
  admin = await t.adminToken();
});
after(() => t.close());

type Entry = { admin: { fullName: string } | null; action: string; subject: { _id: string; fullName: string } | null; path: string };

/** The log as the admins read it; the write happens after the answer, so wait for `count` entries. */
async function logOf(query = '', count = 0): Promise<Entry[]> {
  for (let tries = 0; ; tries++) {
    const response = await t.request({ method: 'GET', url: `/admin/privacy/access-log${query}`, token: admin });
    assert.equal(response.statusCode, 200, response.body);
    const entries = response.json().entries as Entry[];
    if (entries.length >= count || tries > 100) return entries;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('the admin access log', () => {
  test('a user’s page, their family, the user list and the mail are logged with who and whose', async () => {
    const views = [`/admin/user/get/${member.id}`, `/admin/family/of/${member.id}`, '/admin/user/list', '/admin/outbox/list', '/admin/contactform/list'];
    for (const url of views) assert.equal((await t.request({ method: 'GET', url, token: admin })).statusCode, 200, url);

    // The log is written after each answer: two views a moment apart may land in either order.
    const mine = await logOf(`?userId=${member.id}`, 2);
    assert.deepEqual(
      mine.map((entry) => [entry.admin?.fullName, entry.action, entry.subject?.fullName, entry.path]).sort((a, b) => String(a[1]).localeCompare(String(b[1]))),
      [
        ['Club Admin', 'family.view', 'Lee Siu Lung', `/admin/family/of/${member.id}`],
        ['Club Admin', 'user.view', 'Lee Siu Lung', `/admin/user/get/${member.id}`],
      ],
    );
    const all = await logOf('', 5);
    assert.deepEqual(all.slice(0, 5).map((entry) => entry.action).sort(), ['enquiries.read', 'family.view', 'outbox.read', 'user.view', 'users.list']);
  });

  test('a failed read, a member’s own reads and public pages write nothing', async () => {
    const before = (await logOf('', 0)).length;
    assert.equal((await t.request({ method: 'GET', url: '/admin/user/get/nobody', token: admin })).statusCode, 404);
    assert.equal((await t.request({ method: 'GET', url: '/cms/auth/me', token: member.token })).statusCode, 200);
    assert.equal((await t.request({ method: 'GET', url: `/admin/user/get/${member.id}`, token: member.token })).statusCode, 403);
    // One logged read after them: once it is in, the ones before it would be too.
    await t.request({ method: 'GET', url: '/admin/outbox/list', token: admin });
    const after = await logOf('', before + 1);
    assert.equal(after.length, before + 1);
    assert.equal(after[0]!.action, 'outbox.read');
  });

  test('members cannot read the log; a hostile query is a 4xx', async () => {
    assert.equal((await t.request({ method: 'GET', url: '/admin/privacy/access-log', token: member.token })).statusCode, 403);
    assert.equal((await t.request({ method: 'GET', url: '/admin/privacy/access-log' })).statusCode, 401);
    const long = await t.request({ method: 'GET', url: `/admin/privacy/access-log?userId=${'x'.repeat(500)}`, token: admin });
    assert.equal(long.statusCode, 400);
    assert.equal((await t.request({ method: 'GET', url: '/admin/privacy/access-log?page=abc', token: admin })).statusCode, 200);
  });
});
