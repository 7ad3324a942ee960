import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, uniqueEmail, uploadImage, type TestApp, type TestMember } from '../../test/helpers.js';

let t: TestApp;
let admin: string;
let member: TestMember;
before(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
  member = await t.signUpMember({ fullName: 'Searchable Person', phone: '55512345' });
});
after(() => t.close());

const update = (id: string, field: string, value: unknown, token = admin) =>
  t.request({ method: 'PUT', url: `/admin/user/update/${id}`, token, payload: { updateType: 'SingleField', field, value } });

describe('role matrix', () => {
  const calls = [
    { method: 'GET' as const, url: '/admin/user/list' },
    { method: 'GET' as const, url: '/admin/user/get/x' },
    { method: 'PUT' as const, url: '/admin/user/update/x', payload: { updateType: 'SingleField', field: 'point', value: 1 } },
    { method: 'PUT' as const, url: '/admin/user/frozen/set', payload: { userId: 'x', frozen: true } },
  ];
  for (const call of calls) {
    test(`${call.method} ${call.url}: 401 without a token, 403 for a member`, async () => {
      assert.equal((await t.request(call)).statusCode, 401);
      const forbidden = await t.request({ ...call, token: member.token });
      assert.equal(forbidden.statusCode, 403);
      assert.deepEqual(forbidden.json(), { status: 'nok', error: 'You do not have permission to do this.' });
    });
  }
});

describe('GET /admin/user/list', () => {
  test('pages of 10, newest first, with total and lastPage', async () => {
    for (let i = 0; i < 11; i++) await t.signUpMember();
    const first = (await t.request({ method: 'GET', url: '/admin/user/list?page=1', token: admin })).json();
    assert.equal(first.status, 'ok');
    assert.equal(first.users.length, 10);
    assert.ok(first.total >= 13);
    assert.equal(first.lastPage, Math.ceil(first.total / 10));
    const last = (await t.request({ method: 'GET', url: `/admin/user/list?page=${first.lastPage}`, token: admin })).json();
    assert.ok(last.users.length >= 1);
    const dates = first.users.map((u: { createdAt: string }) => Date.parse(u.createdAt));
    assert.deepEqual(dates, [...dates].sort((a, b) => b - a));
    assert.ok(first.users[0].createdAt && 'registrationStatus' in first.users[0] && !('passwordHash' in first.users[0]));
  });

  test('keyword matches name, email, phone and member number', async () => {
    const byName = (await t.request({ method: 'GET', url: '/admin/user/list?keyword=searchable', token: admin })).json();
    assert.deepEqual(byName.users.map((u: { _id: string }) => u._id), [member.id]);
    const byPhone = (await t.request({ method: 'GET', url: '/admin/user/list?keyword=5551234', token: admin })).json();
    assert.ok(byPhone.users.some((u: { _id: string }) => u._id === member.id));
    const byEmail = (await t.request({ method: 'GET', url: `/admin/user/list?keyword=${encodeURIComponent(member.email.toUpperCase())}`, token: admin })).json();
    assert.deepEqual(byEmail.users.map((u: { _id: string }) => u._id), [member.id]);
    const numericId = byName.users[0].numericId;
    const byNumber = (await t.request({ method: 'GET', url: `/admin/user/list?keyword=${encodeURIComponent('#' + String(numericId).padStart(8, '0'))}`, token: admin })).json();
    assert.ok(byNumber.users.some((u: { _id: string }) => u._id === member.id));
  });

  test('wildcards and SQL in the keyword are taken literally; odd pages still answer', async () => {
    for (const keyword of ['%', '_', "' OR 1=1 --"]) {
      const response = await t.request({ method: 'GET', url: `/admin/user/list?keyword=${encodeURIComponent(keyword)}`, token: admin });
      assert.equal(response.statusCode, 200);
      assert.equal(response.json().total, 0, keyword);
    }
    for (const page of ['abc', '-3', '0', '99999']) {
      const response = await t.request({ method: 'GET', url: `/admin/user/list?page=${page}`, token: admin });
      assert.equal(response.statusCode, 200, page);
    }
    assert.equal((await t.request({ method: 'GET', url: `/admin/user/list?keyword=${'x'.repeat(500)}`, token: admin })).statusCode, 400);
  });
});

describe('GET /admin/user/get/{id}', () => {
  test('reads one user; unknown ids are 404', async () => {
    const response = await t.request({ method: 'GET', url: `/admin/user/get/${member.id}`, token: admin });
    assert.equal(response.json().user.email, member.email);
    for (const id of ['nope', '00000000-0000-0000-0000-000000000000', "1'--"]) {
      const missing = await t.request({ method: 'GET', url: `/admin/user/get/${encodeURIComponent(id)}`, token: admin });
      assert.equal(missing.statusCode, 404);
      assert.equal(missing.json().error, 'User not found.');
    }
  });
});

describe('GET /admin/user/list: filters and sort', () => {
  test('active, expired, guest and frozen follow the membership rule; sort by name or soonest expiry', async () => {
    const tag = `Filter${Date.now()}`;
    const made = async (name: string) => t.signUpMember({ fullName: `${tag} ${name}` });
    const [guest, active, expired, frozen, forever] = [await made('Guest'), await made('Active'), await made('Expired'), await made('Frozen'), await made('Forever')];
    assert.equal((await update(active.id, 'annualMembershipActivated', true)).statusCode, 200);
    assert.equal((await update(active.id, 'annualMembershipExpiredAt', '2099-06-30')).statusCode, 200);
    await update(expired.id, 'annualMembershipActivated', true);
    await update(expired.id, 'annualMembershipExpiredAt', '2020-01-31');
    await update(forever.id, 'annualMembershipActivated', true);
    await update(forever.id, 'annualMembershipExpiredAt', '');
    await t.request({ method: 'PUT', url: '/admin/user/frozen/set', token: admin, payload: { userId: frozen.id, frozen: true } });

    const names = async (query: string) =>
      (await t.request({ method: 'GET', url: `/admin/user/list?keyword=${tag}&${query}`, token: admin })).json().users.map((u: { fullName: string }) => u.fullName.replace(`${tag} `, ''));
    assert.deepEqual((await names('status=active&sort=name')).sort(), ['Active', 'Forever']);
    assert.deepEqual(await names('status=expired'), ['Expired']);
    assert.deepEqual((await names('status=guest&sort=name')), ['Frozen', 'Guest']);
    assert.deepEqual(await names('status=frozen'), ['Frozen']);
    assert.deepEqual(await names('sort=name'), ['Active', 'Expired', 'Forever', 'Frozen', 'Guest']);
    assert.deepEqual((await names('sort=expiry')).slice(0, 2), ['Expired', 'Active'], 'soonest ending first, no end date last');
    assert.deepEqual(await names('status=bogus&sort=bogus'), await names(''), 'unknown filters read as the defaults');
    assert.equal(guest.id.length > 0, true);
  });

  test('the membership expiry is edited as a date (to the end of that day in Hong Kong), or cleared', async () => {
    const target = await t.signUpMember();
    const set = await update(target.id, 'annualMembershipExpiredAt', '2027-03-31');
    assert.equal(set.statusCode, 200, set.body);
    assert.equal(set.json().user.annualMembershipExpiredAt, '2027-03-31T15:59:59.999Z');
    assert.equal((await update(target.id, 'annualMembershipExpiredAt', null)).json().user.annualMembershipExpiredAt, null);
    for (const bad of ['31/03/2027', '2027-02-30', 42]) {
      const refused = await update(target.id, 'annualMembershipExpiredAt', bad);
      assert.equal(refused.statusCode, 400, String(bad));
    }
    const zh = await t.request({ method: 'PUT', url: `/admin/user/update/${target.id}`, token: admin, language: 'zh', payload: { updateType: 'SingleField', field: 'annualMembershipExpiredAt', value: 'tomorrow' } });
    assert.equal(zh.json().error, '會籍到期日必須是日期（YYYY-MM-DD），留空即沒有到期日。');
  });
});

describe('PUT /admin/user/update/{id}', () => {
  test('changes each editable field', async () => {
    const target = await t.signUpMember();
    const fileId = await uploadImage(t, target.token);
    const newEmail = uniqueEmail('renamed');
    const cases: Array<[string, unknown, string, unknown]> = [
      ['fullName', 'Renamed', 'fullName', 'Renamed'],
      ['email', newEmail.toUpperCase(), 'email', newEmail],
      ['phone', '6666 7777', 'phone', '66667777'],
      ['userGroup', 'Admin', 'userGroup', 'Admin'],
      ['userGroup', 'User', 'userGroup', 'User'],
      ['annualMembershipActivated', true, 'annualMembershipActivated', true],
      ['point', '120', 'point', 120],
      ['noOfFreePractice', 2, 'noOfFreePractice', 2],
      ['noOfFreeCoaching', '', 'noOfFreeCoaching', 0],
      ['gender', 'Male', 'gender', 'Male'],
      ['kscId', 'KSC-9', 'kscId', 'KSC-9'],
      ['handicapIndex', '5.5', 'handicapIndex', 5.5],
      ['imageFileId', fileId, 'imageFileId', fileId],
    ];
    for (const [field, value, key, expected] of cases) {
      const response = await update(target.id, field, value);
      assert.equal(response.statusCode, 200, `${field}: ${response.body}`);
      assert.deepEqual(response.json().user[key], expected, field);
    }
    const profile = (await t.request({ method: 'GET', url: `/admin/user/get/${target.id}`, token: admin })).json().user;
    assert.equal(profile.membershipTier, 'silver', 'activated without expiry is an active member');
  });

  test('a new password is hashed, works, and ends the sessions; an empty one changes nothing', async () => {
    const target = await t.signUpMember();
    assert.equal((await update(target.id, 'password', '')).statusCode, 200);
    assert.ok(await t.signIn(target.email, target.password));
    assert.equal((await update(target.id, 'password', 'set-by-admin')).statusCode, 200);
    assert.equal((await t.request({ method: 'GET', url: '/cms/auth/me', token: target.token })).statusCode, 401);
    assert.ok(await t.signIn(target.email, 'set-by-admin'));
  });

  test('validates per field', async () => {
    const target = await t.signUpMember();
    const refusals: Array<[string, unknown, RegExp]> = [
      ['email', 'bad', /valid email/],
      ['email', member.email, /already used by another account/],
      ['phone', 'abc', /valid phone/],
      ['userGroup', 'Root', /must be one of/],
      ['annualMembershipActivated', 'maybe', /not valid/],
      ['point', 'ten', /not valid/],
      ['point', -5, /at least 0/],
      ['noOfFreePractice', -1, /at least 0/],
      ['noOfFreePractice', 1.5, /not valid/],
      ['gender', 'X', /must be one of/],
      ['handicapIndex', 100, /between -10 and 54/],
      ['password', '123', /at least 8/],
      ['imageFileId', 'missing-file', /picture was not found/],
      ['fullName', '', /required/],
      ['passwordHash', 'x', /cannot be changed/],
      ['tokenVersion', 0, /cannot be changed/],
      ['__proto__', 1, /cannot be changed/],
    ];
    for (const [field, value, message] of refusals) {
      const response = await update(target.id, field, value);
      assert.ok([400, 409].includes(response.statusCode), `${field}=${String(value)}: ${response.statusCode}`);
      assert.match(response.json().error, message, `${field}=${String(value)}`);
    }
    assert.equal((await t.request({ method: 'PUT', url: `/admin/user/update/${target.id}`, token: admin, payload: { updateType: 'Bulk', field: 'point', value: 1 } })).statusCode, 400);
    assert.equal((await update('no-such-user', 'point', 1)).statusCode, 404);
  });

  test('an admin cannot remove their own admin rights', async () => {
    const me = (await t.request({ method: 'GET', url: '/cms/auth/me', token: admin })).json().data;
    const response = await update(me._id, 'userGroup', 'User');
    assert.equal(response.statusCode, 409);
  });
});

describe('PUT /admin/user/frozen/set', () => {
  test('freezing ends the sessions and refuses cms calls; unfreezing lets the member back in', async () => {
    const target = await t.signUpMember();
    const frozen = await t.request({ method: 'PUT', url: '/admin/user/frozen/set', token: admin, payload: { userId: target.id, frozen: true } });
    assert.equal(frozen.statusCode, 200);
    assert.equal(frozen.json().user.accountFrozen, true);
    assert.equal((await t.request({ method: 'GET', url: '/cms/auth/me', token: target.token })).statusCode, 401);
    const unfrozen = await t.request({ method: 'PUT', url: '/admin/user/frozen/set', token: admin, payload: { userId: target.id, frozen: false } });
    assert.equal(unfrozen.json().user.accountFrozen, false);
    const token = await t.signIn(target.email, target.password);
    assert.equal((await t.request({ method: 'GET', url: '/cms/auth/me', token })).statusCode, 200);
  });

  test('a frozen account with a live token is refused with 403', async () => {
    const target = await t.signUpMember();
    // Freeze without raising tokenVersion, as a direct database change would.
    const { users } = await import('./table.js');
    const { eq } = await import('drizzle-orm');
    await t.app.db.update(users).set({ accountFrozen: true }).where(eq(users.id, target.id));
    const response = await t.request({ method: 'GET', url: '/cms/auth/me', token: target.token });
    assert.equal(response.statusCode, 403);
    assert.match(response.json().error, /frozen/);
  });

  test('refuses bad bodies, unknown users and freezing oneself', async () => {
    const put = (payload: object) => t.request({ method: 'PUT', url: '/admin/user/frozen/set', token: admin, payload });
    assert.equal((await put({ userId: member.id, frozen: 'yes' })).statusCode, 400);
    assert.equal((await put({ frozen: true })).statusCode, 400);
    assert.equal((await put({ userId: 'ghost', frozen: true })).statusCode, 404);
    const me = (await t.request({ method: 'GET', url: '/cms/auth/me', token: admin })).json().data;
    assert.equal((await put({ userId: me._id, frozen: true })).statusCode, 409);
  });
});
