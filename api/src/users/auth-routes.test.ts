import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestApp, uniqueEmail, type TestApp } from '../../test/helpers.js';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

describe('sign-up and sign-in', () => {
  test('a new member signs up, signs in and reads their profile', async () => {
    const email = uniqueEmail();
    const signUp = await t.request({
      method: 'POST',
      url: '/ext/auth/signup',
      payload: { email, password: 'secret1', fullName: 'Lee Ka Ho', countryCode: '+852', phone: '9123 4567', kscId: '', handicapIndex: '12.3' },
    });
    assert.equal(signUp.statusCode, 200, signUp.body);
    assert.deepEqual(signUp.json(), { status: 'ok' });
    const token = await t.signIn(email, 'secret1');
    const me = await t.request({ method: 'GET', url: '/cms/auth/me', token });
    assert.equal(me.statusCode, 200);
    const data = me.json().data;
    assert.equal(data.email, email);
    assert.equal(data.phone, '91234567');
    assert.equal(data.kscId, null);
    assert.equal(data.handicapIndex, 12.3);
    assert.equal(data.userGroup, 'User');
    assert.equal(data.membershipTier, null);
    assert.equal(typeof data.numericId, 'number');
  });

  test('the seeded admin signs in', async () => {
    const token = await t.signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
    const me = await t.request({ method: 'GET', url: '/cms/auth/me', token });
    assert.equal(me.json().data.userGroup, 'Admin');
  });
});
