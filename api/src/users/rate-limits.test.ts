import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startTestApp, uniqueEmail, type TestApp } from '../../test/helpers.js';

let t: TestApp;
before(async () => {
  t = await startTestApp({ config: { rateLimitPerMinute: 3 } });
});
after(() => t.close());

const signUp = (address: string) =>
  t.request({
    method: 'POST',
    url: '/ext/auth/signup',
    remoteAddress: address,
    payload: { email: uniqueEmail(), password: 'secret1', fullName: 'Rate Test', phone: '91234567' },
  });

test('sign-up allows RATE_LIMIT_PER_MINUTE requests per client address, then 429 with Retry-After', async () => {
  for (let i = 0; i < 3; i++) assert.equal((await signUp('10.0.0.1')).statusCode, 200);
  const limited = await signUp('10.0.0.1');
  assert.equal(limited.statusCode, 429);
  assert.ok(Number(limited.headers['retry-after']) > 0);
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
      payload: { email: uniqueEmail(), countryCode: '+852', phone: '91234567', password: 'secret1' },
    });
  for (let i = 0; i < 3; i++) assert.equal((await activate()).statusCode, 400);
  const limited = await activate();
  assert.equal(limited.statusCode, 429);
  assert.match(limited.json().error, /請求次數過多/);
});
