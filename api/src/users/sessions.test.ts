// Issue 36 point 5 / DESIGN §9 "Sessions": signing out ends the token on the server, in every
// API process; tokens live 24 h and renew quietly while in use.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { decodeJwt, SignJWT } from 'jose';
import { eq } from 'drizzle-orm';
import { createTestDatabase, dropTestDatabase, startTestApp, type TestApp, type TestMember } from '../../test/helpers.js';
import { RENEWED_TOKEN_HEADER, TOKEN_LIFETIME_SECONDS } from '../core/auth.js';
import { sessions } from '../core/session-table.js';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const me = (token: string, app: TestApp = t) => app.request({ method: 'GET', url: '/cms/auth/me', token });
const post = (url: string, token?: string, extra: object = {}) => t.request({ method: 'POST', url, token, ...extra });
const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const MAC_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';

async function signInFrom(member: TestMember, userAgent: string): Promise<string> {
  const response = await t.request({ method: 'POST', url: '/ext/auth/signin', payload: { email: member.email, password: member.password }, headers: { 'user-agent': userAgent } });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().token;
}

/** A token of `token`'s session, signed with the server's secret, expiring in `seconds`. */
function tokenExpiringIn(token: string, seconds: number, secret = t.config.jwtSecret): Promise<string> {
  const { sub, sid } = decodeJwt(token);
  return new SignJWT({ sid })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub!)
    .setIssuer('golf-api')
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + seconds)
    .sign(new TextEncoder().encode(secret));
}

describe('POST /cms/auth/signout', () => {
  test("ends the caller's session at once: its token gets 401, the account's other sessions go on", async () => {
    const member = await t.signUpMember();
    const other = await t.signIn(member.email, member.password);
    assert.equal((await me(member.token)).statusCode, 200, 'the session is checked (and cached) before');
    const response = await post('/cms/auth/signout', member.token);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { status: 'ok' });
    const after = await me(member.token);
    assert.equal(after.statusCode, 401);
    assert.equal(after.json().error, 'Your session has ended. Please sign in again.');
    assert.equal((await post('/cms/auth/signout', member.token)).statusCode, 401, 'twice: the second is refused');
    assert.equal((await me(other)).statusCode, 200);
    assert.ok(await t.signIn(member.email, member.password), 'signing in again works');
  });

  test('a renewed token of an ended session is refused too', async () => {
    const member = await t.signUpMember();
    const oldButValid = await tokenExpiringIn(member.token, 3600);
    await post('/cms/auth/signout', member.token);
    assert.equal((await me(oldButValid)).statusCode, 401);
  });

  test('hostile inputs are refused with 4xx in the envelope, never 500', async () => {
    const member = await t.signUpMember();
    const { sub } = decodeJwt(member.token);
    const otherMember = await t.signUpMember();
    const cases: Array<[string, Record<string, string>, string | undefined]> = [
      ['no token', {}, undefined],
      ['garbage', { authorization: 'Bearer not.a.jwt' }, undefined],
      ['two tokens', { authorization: `Bearer ${member.token} ${member.token}` }, undefined],
      ['another member’s session under my id', { authorization: `Bearer ${await new SignJWT({ sid: decodeJwt(otherMember.token).sid }).setProtectedHeader({ alg: 'HS256' }).setSubject(sub!).setIssuer('golf-api').setExpirationTime('1h').sign(new TextEncoder().encode(t.config.jwtSecret))}` }, undefined],
      ['a session id that is not a string', { authorization: `Bearer ${await new SignJWT({ sid: 42 }).setProtectedHeader({ alg: 'HS256' }).setSubject(sub!).setIssuer('golf-api').setExpirationTime('1h').sign(new TextEncoder().encode(t.config.jwtSecret))}` }, undefined],
      ['an absurd session id', { authorization: `Bearer ${await new SignJWT({ sid: 'x'.repeat(5000) }).setProtectedHeader({ alg: 'HS256' }).setSubject(sub!).setIssuer('golf-api').setExpirationTime('1h').sign(new TextEncoder().encode(t.config.jwtSecret))}` }, undefined],
    ];
    for (const [label, headers] of cases) {
      for (const url of ['/cms/auth/signout', '/cms/auth/signout-all']) {
        const response = await t.request({ method: 'POST', url, headers });
        assert.equal(response.statusCode, 401, `${label} ${url}: ${response.body}`);
        assert.equal(response.json().status, 'nok');
      }
    }
    const badJson = await post('/cms/auth/signout', member.token, { headers: { 'content-type': 'application/json' }, payload: '{"oops' });
    assert.equal(badJson.statusCode, 400, badJson.body);
    assert.equal(badJson.json().status, 'nok');
    const huge = await post('/cms/auth/signout', member.token, { headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ junk: 'x'.repeat(2 * 1024 * 1024) }) });
    assert.equal(huge.statusCode, 413);
    const form = await post('/cms/auth/signout-all', member.token, { headers: { 'content-type': 'text/xml' }, payload: '<a/>' });
    assert.ok(form.statusCode >= 400 && form.statusCode < 500, `text/xml: ${form.statusCode}`);
    assert.equal((await me(member.token)).statusCode, 200, 'none of those ended the session');
    assert.equal((await me(otherMember.token)).statusCode, 200, 'nor the other member’s');
  });
});

describe('POST /cms/auth/signout-all and GET /cms/auth/sessions', () => {
  test('lists the live sessions with their device, then ends every one of them', async () => {
    const member = await t.signUpMember();
    const phone = await signInFrom(member, ANDROID_CHROME);
    const laptop = await signInFrom(member, MAC_SAFARI);
    const listed = await t.request({ method: 'GET', url: '/cms/auth/sessions', token: phone });
    assert.equal(listed.statusCode, 200, listed.body);
    const list = listed.json().sessions as Array<{ _id: string; device: string; current: boolean; lastSeenAt: string; createdAt: string }>;
    assert.equal(list.length, 3);
    assert.deepEqual(list.filter((session) => session.current).map((session) => session.device), ['Chrome · Android']);
    assert.ok(list.some((session) => session.device === 'Safari · macOS'));
    assert.ok(list.every((session) => !Number.isNaN(Date.parse(session.lastSeenAt)) && !Number.isNaN(Date.parse(session.createdAt))));
    const other = await t.signUpMember();
    assert.ok(!(await t.request({ method: 'GET', url: '/cms/auth/sessions', token: other.token })).json().sessions.some((session: { _id: string }) => list.some((mine) => mine._id === session._id)), 'another member sees only their own');

    assert.equal((await post('/cms/auth/signout-all', laptop)).statusCode, 200);
    for (const token of [member.token, phone, laptop]) assert.equal((await me(token)).statusCode, 401);
    assert.equal((await me(other.token)).statusCode, 200, 'another account is untouched');
    const ended = await t.database.db.select().from(sessions).where(eq(sessions.userId, member.id));
    assert.ok(ended.every((row) => row.endedAt !== null));
  });

  test('ends one chosen device: its token gets 401, the others go on; never another account\'s', async () => {
    const member = await t.signUpMember();
    const phone = await signInFrom(member, ANDROID_CHROME);
    const laptop = await signInFrom(member, MAC_SAFARI);
    const list = (await t.request({ method: 'GET', url: '/cms/auth/sessions', token: phone })).json().sessions as Array<{ _id: string; device: string }>;
    const laptopSession = list.find((session) => session.device === 'Safari · macOS')!;
    const ended = await post(`/cms/auth/sessions/${laptopSession._id}/end`, phone);
    assert.equal(ended.statusCode, 200, ended.body);
    assert.equal((await me(laptop)).statusCode, 401, 'the chosen device is signed out');
    assert.equal((await me(phone)).statusCode, 200);
    assert.equal((await me(member.token)).statusCode, 200);
    assert.ok(!(await t.request({ method: 'GET', url: '/cms/auth/sessions', token: phone })).json().sessions.some((session: { _id: string }) => session._id === laptopSession._id));
    // Again, or an id of another account, or nonsense: 404 in the envelope, and nothing ends.
    const again = await post(`/cms/auth/sessions/${laptopSession._id}/end`, phone, { language: 'zh' });
    assert.equal(again.statusCode, 404);
    assert.equal(again.json().error, '該裝置已不再登入。');
    const other = await t.signUpMember();
    const otherSession = (await t.request({ method: 'GET', url: '/cms/auth/sessions', token: other.token })).json().sessions[0]._id;
    assert.equal((await post(`/cms/auth/sessions/${otherSession}/end`, phone)).statusCode, 404);
    assert.equal((await me(other.token)).statusCode, 200, "another account's session is untouched");
    for (const id of ['%E0%A4%A', "x' OR '1'='1", 'a'.repeat(5000)]) {
      const response = await post(`/cms/auth/sessions/${encodeURIComponent(id)}/end`, phone);
      assert.ok(response.statusCode >= 400 && response.statusCode < 500, `${id.slice(0, 20)}: ${response.statusCode}`);
    }
    assert.equal((await post(`/cms/auth/sessions/${otherSession}/end`)).statusCode, 401, 'a visitor');
    // Ending its own is a sign-out.
    const phoneSession = list.find((session) => session.device === 'Chrome · Android')!;
    assert.equal((await post(`/cms/auth/sessions/${phoneSession._id}/end`, phone)).statusCode, 200);
    assert.equal((await me(phone)).statusCode, 401);
  });

  test('a signed-out session leaves the list', async () => {
    const member = await t.signUpMember();
    const second = await t.signIn(member.email, member.password);
    await post('/cms/auth/signout', second);
    const list = (await t.request({ method: 'GET', url: '/cms/auth/sessions', token: member.token })).json().sessions;
    assert.equal(list.length, 1);
    assert.equal(list[0].current, true);
  });
});

describe('freezing and passwords set by others end sessions', () => {
  test('freezing ends every session; unfreezing does not bring the old tokens back', async () => {
    const admin = await t.adminToken();
    const member = await t.signUpMember();
    const second = await t.signIn(member.email, member.password);
    await t.request({ method: 'PUT', url: '/admin/user/frozen/set', token: admin, payload: { userId: member.id, frozen: true } });
    await t.request({ method: 'PUT', url: '/admin/user/frozen/set', token: admin, payload: { userId: member.id, frozen: false } });
    for (const token of [member.token, second]) assert.equal((await me(token)).statusCode, 401);
  });

  test("a password set by an admin ends the account's sessions", async () => {
    const admin = await t.adminToken();
    const member = await t.signUpMember();
    const response = await t.request({ method: 'PUT', url: `/admin/user/update/${member.id}`, token: admin, payload: { updateType: 'SingleField', field: 'password', value: 'Set-By-Admin-9' } });
    assert.equal(response.statusCode, 200, response.body);
    assert.equal((await me(member.token)).statusCode, 401);
    assert.equal((await me(admin)).statusCode, 200, "the admin's own session goes on");
  });
});

describe('tokens live 24 h and renew quietly while in use', () => {
  test('a fresh token lives 24 h and is not renewed', async () => {
    const member = await t.signUpMember();
    const { iat, exp } = decodeJwt(member.token);
    assert.equal(exp! - iat!, TOKEN_LIFETIME_SECONDS);
    const response = await me(member.token);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers[RENEWED_TOKEN_HEADER], undefined);
  });

  test('past half its life, a successful call returns a fresh token of the same session', async () => {
    const member = await t.signUpMember();
    const ageing = await tokenExpiringIn(member.token, TOKEN_LIFETIME_SECONDS / 2 - 60);
    const response = await me(ageing);
    assert.equal(response.statusCode, 200);
    const renewed = String(response.headers[RENEWED_TOKEN_HEADER] ?? '');
    assert.ok(renewed, 'a renewed token is sent');
    const claims = decodeJwt(renewed);
    assert.equal(claims.sid, decodeJwt(member.token).sid);
    assert.ok(claims.exp! - Date.now() / 1000 > TOKEN_LIFETIME_SECONDS - 60, 'it lives a full 24 h again');
    assert.equal((await me(renewed)).statusCode, 200);
    assert.match(String(response.headers['access-control-expose-headers'] ?? (await t.request({ method: 'GET', url: '/cms/auth/me', token: ageing, headers: { origin: 'http://localhost:3000' } })).headers['access-control-expose-headers']), new RegExp(RENEWED_TOKEN_HEADER, 'i'), 'browsers may read it');
  });

  test('no renewal on a refused call, on sign-out, or for a token another server signed', async () => {
    const member = await t.signUpMember();
    const ageing = await tokenExpiringIn(member.token, 600);
    const refused = await t.request({ method: 'PUT', url: '/cms/profile/me/password', token: ageing, payload: { oldPassword: 'wrong-wrong', newPassword: 'whatever-new-1' } });
    assert.equal(refused.statusCode, 400);
    assert.equal(refused.headers[RENEWED_TOKEN_HEADER], undefined);
    const foreign = await tokenExpiringIn(member.token, 600, 'another-secret-another-secret-123');
    assert.equal((await me(foreign)).headers[RENEWED_TOKEN_HEADER], undefined);
    const signedOut = await post('/cms/auth/signout', ageing);
    assert.equal(signedOut.statusCode, 200);
    assert.equal(signedOut.headers[RENEWED_TOKEN_HEADER], undefined);
  });
});

// Production runs several API processes on one PostgreSQL: each caches live sessions for a few
// seconds, so an ended session must reach the others through NOTIFY, not by waiting out the cache.
describe('two API instances on one PostgreSQL', { skip: !process.env.DATABASE_URL && 'needs DATABASE_URL (the embedded database serves one process)' }, () => {
  let databaseUrl: string;
  let one: TestApp;
  let two: TestApp;
  before(async () => {
    databaseUrl = await createTestDatabase(process.env.DATABASE_URL!);
    one = await startTestApp({ databaseUrl });
    two = await startTestApp({ databaseUrl, config: { jwtSecret: one.config.jwtSecret } });
  });
  after(async () => {
    await two?.close();
    await one?.close();
    await dropTestDatabase(process.env.DATABASE_URL!, databaseUrl);
  });

  /** Asks until the answer is `status`; the deadline is well under the cache's 5 s. */
  async function statusSoon(app: TestApp, token: string, status: number, withinMs = 2_000): Promise<number> {
    const deadline = Date.now() + withinMs;
    let last = 0;
    while (Date.now() < deadline) {
      last = (await me(token, app)).statusCode;
      if (last === status) return last;
      await new Promise((resolve) => setImmediate(resolve));
    }
    return last;
  }

  test('signing out on one: the old token gets 401 from the other, whose cache had it as live', async () => {
    const member = await one.signUpMember();
    assert.equal((await me(member.token, two)).statusCode, 200, 'the second instance knows the session (cached now)');
    assert.equal((await one.request({ method: 'POST', url: '/cms/auth/signout', token: member.token })).statusCode, 200);
    assert.equal((await me(member.token, one)).statusCode, 401, 'at once on the instance that ended it');
    assert.equal(await statusSoon(two, member.token, 401), 401);
  });

  test('sign out everywhere on the second: every session ends on the first', async () => {
    const member = await one.signUpMember();
    const other = await one.signIn(member.email, member.password);
    for (const token of [member.token, other]) assert.equal((await me(token, one)).statusCode, 200);
    assert.equal((await two.request({ method: 'POST', url: '/cms/auth/signout-all', token: other })).statusCode, 200);
    for (const token of [member.token, other]) assert.equal(await statusSoon(one, token, 401), 401);
  });
});
