import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify from 'fastify';
import { setUpAuth, type AccountSource } from './auth.js';

// Issue 37 point 3: a route group states its access check as an onRequest hook; nothing moves it.
const accounts: AccountSource = {
  load: async () => undefined,
  isFrozen: () => false,
  isAdmin: () => false,
  keepLanguage: async (account) => account,
};

function bareApp() {
  const app = Fastify();
  setUpAuth(app, { jwtSecret: 'x'.repeat(32), accounts });
  return app;
}

test('an access check listed as onRequest refuses a visitor before the body is read', async () => {
  const app = bareApp();
  let bodyRead = false;
  app.post('/members-only', { onRequest: app.requireUser, preValidation: async () => void (bodyRead = true) }, async () => 'ok');
  const response = await app.inject({ method: 'POST', url: '/members-only', payload: { any: 'thing' } });
  assert.equal(response.statusCode, 401);
  assert.equal(bodyRead, false);
  await app.close();
});

test('an access check listed where it would run after validation is refused when the route is added', async () => {
  for (const hook of ['preHandler', 'preValidation'] as const) {
    const app = bareApp();
    await assert.rejects(
      (async () => {
        app.post('/late-check', { [hook]: [app.requireAdmin] }, async () => 'ok');
        await app.ready();
      })(),
      /as onRequest/,
    );
    await app.close().catch(() => undefined);
  }
});
