// Issue 36 point 9: X-Forwarded-For is believed only from the configured proxy hops, so a client
// that writes its own (a new address on every request) does not get past the per-address limits.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { loadConfig } from '../config.js';
import { startTestApp, uniqueEmail, type TestApp } from '../../test/helpers.js';

const trustProxyOf = (value: string) => loadConfig({ JWT_SECRET: 'a-long-enough-secret-value', TRUST_PROXY: value }).trustProxy;

let legacy: TestApp; // TRUST_PROXY=true, as the README used to say
let listed: TestApp; // TRUST_PROXY=10.0.0.1: one known proxy
before(async () => {
  const limits = { rateLimitPerMinute: 3, signinMaxFailuresPerAddress: 4 };
  legacy = await startTestApp({ config: { ...limits, trustProxy: trustProxyOf('true') } });
  listed = await startTestApp({ config: { ...limits, trustProxy: trustProxyOf('10.0.0.1') } });
});
after(async () => {
  await legacy.close();
  await listed.close();
});

const signUp = (t: TestApp, remoteAddress: string, forwardedFor: string) =>
  t.request({
    method: 'POST',
    url: '/ext/auth/signup',
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { email: uniqueEmail(), password: 'Fairway-Pass-7', fullName: 'Rate Test', phone: '91234567', privacyConsent: true },
  });

const rotating = (i: number) => `198.18.${i}.${i + 1}`;

describe('forwarded addresses and the per-address limits', () => {
  test('TRUST_PROXY=true is one hop: an address the client wrote before the proxy\'s own does not count', async () => {
    // The proxy (10.0.0.1) appends the address it saw (203.0.113.7) to what the client sent.
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await signUp(legacy, '10.0.0.1', `${rotating(i)}, 203.0.113.7`)).statusCode);
    assert.deepEqual(statuses, [200, 200, 200, 429, 429]);
    // Another real client behind the same proxy is not limited.
    assert.equal((await signUp(legacy, '10.0.0.1', '203.0.113.8')).statusCode, 200);
  });

  test('a listed proxy: a peer that is not it gets no say with X-Forwarded-For', async () => {
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await signUp(listed, '203.0.113.9', rotating(i))).statusCode);
    assert.deepEqual(statuses, [200, 200, 200, 429, 429]);
    // Through the listed proxy the client is the address the proxy saw, whatever came before it.
    const through = [];
    for (let i = 0; i < 4; i++) through.push((await signUp(listed, '10.0.0.1', `${rotating(i)}, 203.0.113.10`)).statusCode);
    assert.deepEqual(through, [200, 200, 200, 429]);
  });

  test('failed sign-ins: rotating X-Forwarded-For from an untrusted peer does not beat the per-address cap', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      const response = await listed.request({
        method: 'POST',
        url: '/ext/auth/signin',
        remoteAddress: '203.0.113.11',
        headers: { 'x-forwarded-for': rotating(i) },
        payload: { email: uniqueEmail('nobody'), password: 'wrong-password' },
      });
      statuses.push(response.statusCode);
    }
    assert.deepEqual(statuses, [401, 401, 401, 401, 429, 429]);
  });
});
