import assert from 'node:assert/strict';
import { test } from 'node:test';
import { startTestApp, postgresOnly } from '../../test/helpers.js';
import { sharedJwtSecret } from './jwt-secret.js';

test('without a configured secret, the generated one is kept in the database and read back', async () => {
  const t = await startTestApp({ config: { jwtSecret: '' } });
  try {
    assert.ok(t.config.jwtSecret.length >= 32, 'prepareDatabase filled it in');
    assert.equal(await sharedJwtSecret(t.database), t.config.jwtSecret, 'the same one every time');
    const member = await t.signUpMember();
    assert.equal((await t.request({ method: 'GET', url: '/cms/auth/me', token: member.token })).statusCode, 200);
  } finally {
    await t.close();
  }
});

test(
  'two processes on one PostgreSQL database without JWT_SECRET accept each other\'s tokens',
  postgresOnly('PostgreSQL only: the embedded database serves one process'),
  async () => {
    const first = await startTestApp({ config: { jwtSecret: '' } });
    const second = await startTestApp({ databaseUrl: first.config.databaseUrl, config: { jwtSecret: '' } });
    try {
      assert.equal(second.config.jwtSecret, first.config.jwtSecret);
      const member = await first.signUpMember();
      const me = await second.request({ method: 'GET', url: '/cms/auth/me', token: member.token });
      assert.equal(me.statusCode, 200, me.body);
      assert.equal(me.json().data.email, member.email);
    } finally {
      await second.close();
      await first.close();
    }
  },
);
