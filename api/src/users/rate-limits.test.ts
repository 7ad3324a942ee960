import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { buildApp } from '../app.js';
import { startTestApp, uniqueEmail, type TestApp } from '../../test/helpers.js';

let t: TestApp;
// Sign-in tests sign members up from one address: their own app, without a tight sign-up limit.
let s: TestApp;
before(async () => {
  t = await startTestApp({ config: { rateLimitPerMinute: 3 } });
  s = await startTestApp({ config: { signinMaxFailures: 10, signinMaxFailuresPerAddress: 20 } });
});
after(async () => {
  await t.close();
  await s.close();
});

const signUp = (address: string, target: TestApp['request'] = t.request) =>
  target({
    method: 'POST',
    url: '/ext/auth/signup',
    remoteAddress: address,
    payload: { email: uniqueEmail(), password: 'Tee-Time-2031', fullName: 'Rate Test', phone: '91234567', privacyConsent: true },
  });

const signIn = (email: string, password: string, address: string, language: 'en' | 'zh' = 'en') =>
  s.request({ method: 'POST', url: '/ext/auth/signin', remoteAddress: address, language, payload: { email, password } });

const statuses = (responses: Array<{ statusCode: number }>) => {
  const counts: Record<number, number> = {};
  for (const response of responses) counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1;
  return counts;
};

describe('per-address limits of the public forms', () => {
  test('sign-up allows RATE_LIMIT_PER_MINUTE requests per client address, then 429 with Retry-After', async () => {
    for (let i = 0; i < 3; i++) assert.equal((await signUp('10.0.0.1')).statusCode, 200);
    const limited = await signUp('10.0.0.1');
    assert.equal(limited.statusCode, 429);
    const retryAfter = Number(limited.headers['retry-after']);
    assert.ok(retryAfter > 0 && retryAfter <= 60, `Retry-After ${retryAfter}`);
    assert.equal(limited.json().status, 'nok');
    assert.match(limited.json().error, /Too many requests/);
    assert.equal((await signUp('10.0.0.2')).statusCode, 200, 'another address is not limited');
  });

  test('activation is limited the same way, in the asked language', async () => {
    const activate = () =>
      t.request({
        method: 'POST',
        url: '/ext/auth/activate',
        remoteAddress: '10.0.0.3',
        language: 'zh',
        payload: { email: uniqueEmail(), countryCode: '+852', phone: '91234567', password: 'Tee-Time-2031' },
      });
    for (let i = 0; i < 3; i++) assert.equal((await activate()).statusCode, 400);
    const limited = await activate();
    assert.equal(limited.statusCode, 429);
    assert.match(limited.json().error, /請求次數過多/);
  });

  test('concurrent requests from one address get exactly the limit through', async () => {
    const responses = await Promise.all(Array.from({ length: 12 }, () => signUp('10.0.0.4')));
    assert.deepEqual(statuses(responses), { 200: 3, 429: 9 });
  });

  test('the count starts again once the window has ended', async () => {
    for (let i = 0; i < 3; i++) await signUp('10.0.0.5');
    assert.equal((await signUp('10.0.0.5')).statusCode, 429);
    await t.app.db.execute(sql`UPDATE rate_limit_counters SET resets_at = now() - interval '1 second' WHERE key = '10.0.0.5'`);
    assert.equal((await signUp('10.0.0.5')).statusCode, 200);
  });

  test('two API processes on one database share the limit', async () => {
    // On PostgreSQL a second app with its own connection pool; on the embedded database (one
    // process by design) a second app over the same database.
    const second = t.config.databaseUrl
      ? await startTestApp({ databaseUrl: t.config.databaseUrl, config: t.config })
      : undefined;
    const otherApp = second?.app ?? (await buildApp({ config: t.config, database: t.database }));
    const viaOther: TestApp['request'] = (options) => otherApp.inject({ ...options, headers: { 'accept-language': 'en' } });
    try {
      assert.equal((await signUp('10.0.0.6')).statusCode, 200);
      assert.equal((await signUp('10.0.0.6', viaOther)).statusCode, 200);
      assert.equal((await signUp('10.0.0.6')).statusCode, 200);
      assert.equal((await signUp('10.0.0.6', viaOther)).statusCode, 429, 'the fourth, whichever process answers');
      assert.equal((await signUp('10.0.0.6')).statusCode, 429);
    } finally {
      if (second) await second.close();
      else await otherApp.close();
    }
  });
});

describe('sign-in failures', () => {
  test('100 concurrent wrong passwords for one account from one address: 10 are evaluated, 90 refused', async () => {
    const member = await s.signUpMember();
    const responses = await Promise.all(Array.from({ length: 100 }, (_, i) => signIn(member.email, `wrong-${i}`, '10.1.0.1')));
    assert.deepEqual(statuses(responses), { 401: 10, 429: 90 });
    const refused = responses.find((response) => response.statusCode === 429)!;
    const retryAfter = Number(refused.headers['retry-after']);
    assert.ok(retryAfter > 800 && retryAfter <= 900, `Retry-After ${retryAfter}`);
    assert.match(refused.json().error, /Too many failed sign-in attempts/);

    // The lock is on the pair: the right password from that address is refused too...
    const zh = await signIn(member.email, member.password, '10.1.0.1', 'zh');
    assert.equal(zh.statusCode, 429);
    assert.match(zh.json().error, /登入失敗次數過多/);
    // ...while the owner, elsewhere, signs in.
    assert.equal((await signIn(member.email, member.password, '10.1.0.2')).statusCode, 200);
  });

  test('the owner signs in from another address while their account is being flooded', async () => {
    const member = await s.signUpMember();
    const flood = Promise.all(Array.from({ length: 50 }, (_, i) => signIn(member.email, `wrong-${i}`, '10.2.0.1')));
    const owner = await signIn(member.email, member.password, '10.2.0.2');
    assert.equal(owner.statusCode, 200, owner.body);
    assert.deepEqual(statuses(await flood), { 401: 10, 429: 40 });
    assert.equal((await signIn(member.email, member.password, '10.2.0.2')).statusCode, 200);
  });

  test('a success clears the pair: 9 failures, success, 10 failures more before the lock', async () => {
    const member = await s.signUpMember();
    for (let i = 0; i < 9; i++) assert.equal((await signIn(member.email, 'wrong', '10.3.0.1')).statusCode, 401);
    assert.equal((await signIn(member.email, member.password, '10.3.0.1')).statusCode, 200);
    for (let i = 0; i < 10; i++) assert.equal((await signIn(member.email, 'wrong', '10.3.0.1')).statusCode, 401);
    assert.equal((await signIn(member.email, member.password, '10.3.0.1')).statusCode, 429);
  });

  test('one address trying many accounts is capped across them (SIGNIN_MAX_FAILURES_PER_ADDRESS)', async () => {
    const member = await s.signUpMember();
    for (let i = 0; i < 20; i++) assert.equal((await signIn(uniqueEmail(), 'guess', '10.4.0.1')).statusCode, 401);
    const capped = await signIn(uniqueEmail(), 'guess', '10.4.0.1');
    assert.equal(capped.statusCode, 429);
    assert.ok(Number(capped.headers['retry-after']) > 800);
    assert.equal((await signIn(member.email, member.password, '10.4.0.1')).statusCode, 429, 'even the right password of another account');
    assert.equal((await signIn(member.email, member.password, '10.4.0.2')).statusCode, 200, 'another address is not capped');
  });

  test('successful sign-ins do not use up the per-address cap', async () => {
    const member = await s.signUpMember();
    for (let i = 0; i < 25; i++) assert.equal((await signIn(member.email, member.password, '10.5.0.1')).statusCode, 200);
    assert.equal((await signIn(uniqueEmail(), 'guess', '10.5.0.1')).statusCode, 401);
  });
});
