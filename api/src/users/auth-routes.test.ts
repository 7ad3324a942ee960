import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { decodeJwt, SignJWT } from 'jose';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, uniqueEmail, type TestApp } from '../../test/helpers.js';
import { and, eq } from 'drizzle-orm';
import { mailOutbox } from '../mail/table.js';
import { hashPassword } from './passwords.js';
import { users } from './table.js';
import { PRIVACY_NOTICE_VERSION } from '@golf/contract/privacy';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

const signUpPayload = (overrides: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  password: 'Tee-Time-2031',
  fullName: 'Lee Ka Ho',
  countryCode: '+852',
  phone: '91234567',
  kscId: null,
  handicapIndex: null,
  privacyConsent: true,
  ...overrides,
});

const signUp = (payload: unknown, language: 'en' | 'zh' = 'en') => t.request({ method: 'POST', url: '/ext/auth/signup', payload: payload as object, language });
const signIn = (email: string, password: string) => t.request({ method: 'POST', url: '/ext/auth/signin', payload: { email, password } });

describe('POST /ext/auth/signup', () => {
  test('creates an account whose profile reads back as sent', async () => {
    const email = uniqueEmail();
    const response = await signUp(signUpPayload({ email: email.toUpperCase(), phone: '9123 4567', kscId: 'KSC-1', handicapIndex: '12.34', countryCode: '+853' }));
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { status: 'ok' });
    const token = (await signIn(email, 'Tee-Time-2031')).json().token;
    const me = await t.request({ method: 'GET', url: '/cms/auth/me', token });
    assert.equal(me.statusCode, 200);
    const data = me.json().data;
    assert.equal(data.email, email, 'stored lower-cased');
    assert.equal(data.phone, '91234567', 'spaces removed');
    assert.equal(data.countryCode, '+853');
    assert.equal(data.kscId, 'KSC-1');
    assert.equal(data.handicapIndex, 12.3);
    assert.equal(data.userGroup, 'User');
    assert.equal(data.registrationStatus, 'Registered');
    assert.equal(data.annualMembershipActivated, false);
    assert.equal(data.membershipTier, null);
    assert.equal(data.accountFrozen, false);
    assert.equal(data.noOfFreePractice, 0);
    assert.equal(data.point, 0);
    assert.ok(Number.isInteger(data.numericId) && data.numericId > 0);
    assert.ok(!Number.isNaN(Date.parse(data.memberSince)));
    assert.equal('passwordHash' in data, false);
  });

  test('country code defaults to +852; empty optional fields read as null', async () => {
    const email = uniqueEmail();
    const { countryCode: _omitted, ...payload } = signUpPayload({ email, kscId: '', handicapIndex: '' });
    assert.equal((await signUp(payload)).statusCode, 200);
    const token = (await signIn(email, 'Tee-Time-2031')).json().token;
    const data = (await t.request({ method: 'GET', url: '/cms/auth/me', token })).json().data;
    assert.equal(data.countryCode, '+852');
    assert.equal(data.kscId, null);
    assert.equal(data.handicapIndex, null);
  });

  test('an email already used gets the same answer as a new one; its owner is mailed and nothing changes (issue 36 point 10)', async () => {
    const email = uniqueEmail();
    const first = await signUp(signUpPayload({ email }));
    const again = await signUp(signUpPayload({ email: email.toUpperCase(), password: 'another-password-9', fullName: 'Someone Else' }));
    assert.equal(again.statusCode, first.statusCode);
    assert.deepEqual(again.json(), first.json());
    assert.deepEqual(again.json(), { status: 'ok' });
    const accounts = await t.database.db.select().from(users).where(eq(users.email, email));
    assert.equal(accounts.length, 1);
    assert.equal(accounts[0]!.fullName, 'Lee Ka Ho', 'the account is untouched');
    assert.equal((await signIn(email, 'another-password-9')).statusCode, 401, 'the second password was not set');
    const mails = await t.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'signup-existing')));
    assert.equal(mails.length, 1);
    assert.match(mails[0]!.subject, /有人嘗試以你的電郵地址註冊|Someone tried to sign up with your email address/);
    assert.match(mails[0]!.textBody, /forgot-password/);
    const fresh = await t.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, uniqueEmail()), eq(mailOutbox.kind, 'signup-existing')));
    assert.equal(fresh.length, 0);
  });

  const invalid: Array<[string, Record<string, unknown>, RegExp]> = [
    ['missing email', { email: undefined }, /Email is required/],
    ['bad email', { email: 'not-an-email' }, /valid email/],
    ['email with a bcc parameter', { email: 'parent@example.com?bcc=spy%40evil.example' }, /valid email/],
    ['email with a line break', { email: 'parent@example.com\r\nBcc: spy@evil.example' }, /valid email/],
    ['email with a display name', { email: 'Parent <parent@example.com>' }, /valid email/],
    ['short password', { password: '12345' }, /at least 8 characters/],
    ['seven characters', { password: 'Tee-Tim' }, /^New password must be at least 8 characters long\.$/],
    ['a common password', { password: 'iloveyou' }, /one of the most common ones/],
    ['a common password in other case', { password: 'Password1' }, /one of the most common ones/],
    ['missing password', { password: undefined }, /Password is required/],
    ['blank full name', { fullName: '   ' }, /Full name is required/],
    ['missing phone', { phone: undefined }, /Phone is required/],
    ['letters in phone', { phone: 'call me' }, /valid phone/],
    ['bad country code', { countryCode: '852' }, /country code/],
    ['handicap out of range', { handicapIndex: 99 }, /between -10 and 54/],
    ['handicap not a number', { handicapIndex: 'abc' }, /between -10 and 54/],
    ['wrong type for full name', { fullName: 42 }, /Full name is not valid/],
    ['huge full name', { fullName: 'x'.repeat(10_000) }, /too long/],
    ['huge email', { email: `${'a'.repeat(300)}@x.com` }, /too long/],
  ];
  for (const [name, change, message] of invalid) {
    test(`refuses ${name} with 400 and a clear message`, async () => {
      const response = await signUp(signUpPayload(change));
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(response.json().status, 'nok');
      assert.match(response.json().error, message);
    });
  }

  test('the password reasons in Chinese', async () => {
    assert.equal((await signUp(signUpPayload({ password: 'abcdefg' }), 'zh')).json().error, '新密碼最少需要 8 個字元。');
    assert.equal((await signUp(signUpPayload({ password: '12345678' }), 'zh')).json().error, '這個密碼是最常見的密碼之一，很容易被猜中，請選擇另一個。');
  });

  test('a password set under the old 6-character rule still signs in, and the account is asked to change it until it does', async () => {
    const member = await t.signUpMember();
    const me = async (token: string) => (await t.request({ method: 'GET', url: '/cms/auth/me', token })).json().data;
    assert.equal((await me(member.token)).passwordChangeAsked, false, 'a password set under today\'s rule is not asked about');
    await t.database.db.update(users).set({ passwordHash: await hashPassword('ab12cd') }).where(eq(users.id, member.id));
    const response = await signIn(member.email, 'ab12cd');
    assert.equal(response.statusCode, 200, response.body);
    const token = response.json().token;
    assert.equal((await me(token)).passwordChangeAsked, true);
    // A common password of the right length is asked about too.
    await t.database.db.update(users).set({ passwordHash: await hashPassword('12345678') }).where(eq(users.id, member.id));
    assert.equal((await me((await signIn(member.email, '12345678')).json().token)).passwordChangeAsked, true);
    const changed = await t.request({ method: 'PUT', url: '/cms/profile/me/password', token, payload: { oldPassword: '12345678', newPassword: 'Fairway-Seven-7' } });
    assert.equal(changed.statusCode, 200, changed.body);
    assert.equal(changed.json().data.passwordChangeAsked, false, 'a new password ends the request');
    assert.equal((await me((await signIn(member.email, 'Fairway-Seven-7')).json().token)).passwordChangeAsked, false);
  });

  test('validation messages follow Accept-Language', async () => {
    const response = await signUp(signUpPayload({ email: 'nope' }), 'zh');
    assert.equal(response.json().error, '請輸入有效的電郵地址');
  });

  test('malformed JSON, a JSON array, an empty body and a form body are 400/415, never 500', async () => {
    const cases = [
      await t.request({ method: 'POST', url: '/ext/auth/signup', payload: '{"email":', headers: { 'content-type': 'application/json' } }),
      await t.request({ method: 'POST', url: '/ext/auth/signup', payload: '[]', headers: { 'content-type': 'application/json' } }),
      await t.request({ method: 'POST', url: '/ext/auth/signup', payload: '', headers: { 'content-type': 'application/json' } }),
      await t.request({ method: 'POST', url: '/ext/auth/signup' }),
    ];
    for (const response of cases) {
      assert.equal(response.statusCode, 400, response.body);
      assert.equal(response.json().status, 'nok');
    }
    const form = await t.request({ method: 'POST', url: '/ext/auth/signup', payload: 'email=a', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    assert.equal(form.statusCode, 415);
    assert.equal(form.json().status, 'nok');
  });

  test('SQL-looking input is stored as text', async () => {
    const name = "Robert'); DROP TABLE users;--";
    const email = uniqueEmail();
    assert.equal((await signUp(signUpPayload({ email, fullName: name }))).statusCode, 200);
    const token = (await signIn(email, 'Tee-Time-2031')).json().token;
    assert.equal((await t.request({ method: 'GET', url: '/cms/auth/me', token })).json().data.fullName, name);
  });
});

describe('POST /ext/auth/signin', () => {
  test('wrong password and unknown email get the same 401 answer', async () => {
    const member = await t.signUpMember();
    const wrong = await signIn(member.email, 'wrong-password');
    const unknown = await signIn(uniqueEmail(), 'wrong-password');
    assert.equal(wrong.statusCode, 401);
    assert.equal(unknown.statusCode, 401);
    assert.deepEqual(wrong.json(), unknown.json());
    assert.deepEqual(wrong.json(), { status: 'nok', error: 'Invalid credentials. Please try again.' });
  });

  test('the email is matched case-insensitively', async () => {
    const member = await t.signUpMember();
    assert.equal((await signIn(member.email.toUpperCase(), member.password)).statusCode, 200);
  });

  test('after 10 failures in 15 minutes from one address, that address gets 429 with Retry-After for the account, even with the right password', async () => {
    const member = await t.signUpMember();
    for (let i = 0; i < 10; i++) assert.equal((await signIn(member.email, `wrong-${i}`)).statusCode, 401);
    const blocked = await signIn(member.email, member.password);
    assert.equal(blocked.statusCode, 429);
    const retryAfter = Number(blocked.headers['retry-after']);
    assert.ok(retryAfter > 800 && retryAfter <= 900, `Retry-After ${retryAfter}`);
    assert.match(blocked.json().error, /Too many failed sign-in attempts/);
    // The owner elsewhere is not locked out (rate-limits.test.ts floods it).
    const elsewhere = await t.request({ method: 'POST', url: '/ext/auth/signin', remoteAddress: '10.8.0.1', payload: { email: member.email, password: member.password } });
    assert.equal(elsewhere.statusCode, 200);
    // Another account is not affected.
    const other = await t.signUpMember();
    assert.equal((await signIn(other.email, other.password)).statusCode, 200);
  });

  test('a successful sign-in clears earlier failures', async () => {
    const member = await t.signUpMember();
    for (let i = 0; i < 9; i++) await signIn(member.email, 'wrong');
    assert.equal((await signIn(member.email, member.password)).statusCode, 200);
    for (let i = 0; i < 9; i++) await signIn(member.email, 'wrong');
    assert.equal((await signIn(member.email, member.password)).statusCode, 200);
  });

  test('a frozen account is refused with 403', async () => {
    const member = await t.signUpMember();
    const admin = await t.adminToken();
    await t.request({ method: 'PUT', url: '/admin/user/frozen/set', token: admin, payload: { userId: member.id, frozen: true } });
    const response = await signIn(member.email, member.password);
    assert.equal(response.statusCode, 403);
    assert.match(response.json().error, /frozen/);
  });

  test('missing fields are 400', async () => {
    assert.equal((await t.request({ method: 'POST', url: '/ext/auth/signin', payload: { email: 'a@b.co' } })).statusCode, 400);
    assert.equal((await t.request({ method: 'POST', url: '/ext/auth/signin', payload: { password: 'x' } })).statusCode, 400);
  });
});

describe('GET /cms/auth/me', () => {
  test('needs a valid token', async () => {
    const none = await t.request({ method: 'GET', url: '/cms/auth/me' });
    assert.equal(none.statusCode, 401);
    assert.deepEqual(none.json(), { status: 'nok', error: 'Please sign in to continue.' });
    const garbage = await t.request({ method: 'GET', url: '/cms/auth/me', token: 'not.a.jwt' });
    assert.equal(garbage.statusCode, 401);
    const basic = await t.request({ method: 'GET', url: '/cms/auth/me', headers: { authorization: 'Basic abc' } });
    assert.equal(basic.statusCode, 401);
  });

  test('a token signed with another secret, an expired token, an unsigned one and one from before sessions are refused', async () => {
    const member = await t.signUpMember();
    const claims = { sid: decodeJwt(member.token).sid };
    const sign = (secret: string, expires: string | number, body: object = claims) =>
      new SignJWT({ ...body }).setProtectedHeader({ alg: 'HS256' }).setSubject(member.id).setIssuer('golf-api').setIssuedAt().setExpirationTime(expires).sign(new TextEncoder().encode(secret));
    const foreign = await sign('another-secret-another-secret-123', '1h');
    const expired = await sign(t.config.jwtSecret, Math.floor(Date.now() / 1000) - 60);
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ ...claims, sub: member.id, iss: 'golf-api' })).toString('base64url')}.`;
    const beforeSessions = await sign(t.config.jwtSecret, '1h', { tv: 0 });
    for (const token of [foreign, expired, unsigned, beforeSessions]) {
      const response = await t.request({ method: 'GET', url: '/cms/auth/me', token });
      assert.equal(response.statusCode, 401);
      assert.equal(response.json().error, 'Your session has ended. Please sign in again.');
    }
    assert.equal((await t.request({ method: 'GET', url: '/cms/auth/me', token: await sign(t.config.jwtSecret, '1h') })).statusCode, 200, 'control');
  });

  test('the admin profile says Admin', async () => {
    const token = await t.signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    assert.equal((await t.request({ method: 'GET', url: '/cms/auth/me', token })).json().data.userGroup, 'Admin');
  });
});

describe('POST /ext/auth/activate', () => {
  async function clubRegistered(overrides: Partial<typeof users.$inferInsert> = {}) {
    const email = uniqueEmail('club');
    await t.app.db.insert(users).values({ email, fullName: 'Club Member', phone: '61234567', countryCode: '+852', registrationStatus: 'Pending', ...overrides });
    return email;
  }
  const activate = (payload: Record<string, unknown>, language: 'en' | 'zh' = 'en') =>
    t.request({ method: 'POST', url: '/ext/auth/activate', payload, language });

  /** The activation link's token, from the mail the outbox holds for `email`. */
  async function mailedToken(email: string): Promise<string> {
    const rows = await t.app.db.select({ text: mailOutbox.textBody }).from(mailOutbox).where(eq(mailOutbox.toAddress, email));
    const token = rows.map((row) => /\/activate-membership\?token=([\w-]+)/.exec(row.text)?.[1]).find(Boolean);
    assert.ok(token, `no activation link mailed to ${email}`);
    return token;
  }
  const confirm = (payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/ext/auth/activate/confirm', payload: { privacyConsent: true, ...payload } });

  test('email and phone matching a club-registered account mail a link; the link sets its password (issue 36 point 6)', async () => {
    const email = await clubRegistered();
    assert.equal((await signIn(email, 'new-password')).statusCode, 401, 'cannot sign in before activation');
    const response = await activate({ email: email.toUpperCase(), countryCode: '+852', phone: '6123 4567', password: 'new-password' });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { status: 'ok' });
    assert.equal((await signIn(email, 'new-password')).statusCode, 401, 'email and phone alone claim nothing');
    assert.equal((await confirm({ token: await mailedToken(email), password: 'Tee-Time-2031' })).statusCode, 200);
    const token = (await signIn(email, 'Tee-Time-2031')).json().token;
    const me = (await t.request({ method: 'GET', url: '/cms/auth/me', token })).json().data;
    assert.equal(me.registrationStatus, 'Registered');
    assert.equal(me.privacyNoticeVersion, PRIVACY_NOTICE_VERSION, 'the notice is agreed when the member takes the account over');
    assert.equal(me.marketingConsent, false);
  });

  test('the link is refused without the privacy notice’s consent, and the account stays as it was (decision 94)', async () => {
    const email = await clubRegistered();
    assert.equal((await activate({ email, countryCode: '+852', phone: '61234567' })).statusCode, 200);
    const token = await mailedToken(email);
    for (const refused of [undefined, false, 'true']) {
      const response = await confirm({ token, password: 'Tee-Time-2031', privacyConsent: refused });
      assert.equal(response.statusCode, 400, response.body);
      assert.match(response.json().error, /read the Privacy notice/);
    }
    assert.equal((await signIn(email, 'Tee-Time-2031')).statusCode, 401, 'not activated');
    assert.equal((await confirm({ token, password: 'Tee-Time-2031', marketingConsent: true })).statusCode, 200, 'the link still works');
    const me = (await t.request({ method: 'GET', url: '/cms/auth/me', token: (await signIn(email, 'Tee-Time-2031')).json().token })).json().data;
    assert.deepEqual([me.privacyNoticeVersion, me.marketingConsent], [PRIVACY_NOTICE_VERSION, true]);
  });

  test('a second activation of the same account is refused', async () => {
    const email = await clubRegistered();
    assert.equal((await activate({ email, countryCode: '+852', phone: '61234567' })).statusCode, 200);
    assert.equal((await confirm({ token: await mailedToken(email), password: 'First-One-2031' })).statusCode, 200);
    assert.equal((await activate({ email, countryCode: '+852', phone: '61234567' })).statusCode, 400);
    assert.equal((await signIn(email, 'First-One-2031')).statusCode, 200);
  });

  test('every refusal reads the same, so it never reveals whether the email exists', async () => {
    const email = await clubRegistered();
    const registered = await t.signUpMember({ phone: '61234567' });
    const refusals = [
      await activate({ email, countryCode: '+852', phone: '69999999', password: 'Tee-Time-2031' }), // wrong phone
      await activate({ email, countryCode: '+853', phone: '61234567', password: 'Tee-Time-2031' }), // wrong country code
      await activate({ email: uniqueEmail(), countryCode: '+852', phone: '61234567', password: 'Tee-Time-2031' }), // unknown email
      await activate({ email: registered.email, countryCode: '+852', phone: '61234567', password: 'Tee-Time-2031' }), // already registered
    ];
    for (const response of refusals) {
      assert.equal(response.statusCode, 400);
      assert.deepEqual(response.json(), refusals[0]!.json());
    }
    assert.match(refusals[0]!.json().error, /could not activate/);
    assert.equal((await signIn(registered.email, registered.password)).statusCode, 200, 'the registered password is untouched');
  });

  test('validates its fields', async () => {
    assert.match((await activate({ email: 'x', countryCode: '+852', phone: '61234567', password: 'Tee-Time-2031' })).json().error, /valid email/);
    assert.match((await confirm({ token: 'x', password: '123' })).json().error, /at least 8/);
    assert.equal((await activate({ email: uniqueEmail(), countryCode: '+852', password: 'Tee-Time-2031' })).statusCode, 400);
  });
});
