import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestApp } from './helpers.js';

let t: TestApp;
before(async () => {
  t = await startTestApp();
});
after(() => t.close());

describe('cross-cutting behaviour', () => {
  test('unknown routes answer the error envelope in the asked language', async () => {
    const en = await t.request({ method: 'GET', url: '/ext/nothing-here' });
    assert.equal(en.statusCode, 404);
    assert.deepEqual(en.json(), { status: 'nok', error: 'Not found.' });
    const zh = await t.request({ method: 'DELETE', url: '/ext/announcement/list', language: 'zh' });
    assert.equal(zh.statusCode, 404);
    assert.deepEqual(zh.json(), { status: 'nok', error: '找不到相關內容。' });
    const defaulted = await t.app.inject({ method: 'GET', url: '/nope' });
    assert.equal(defaulted.json().error, '找不到相關內容。', 'Chinese when no language is asked for');
  });

  test('CORS allows the configured web origins only', async () => {
    const preflight = await t.request({
      method: 'OPTIONS',
      url: '/cms/auth/me',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,accept-language' },
    });
    assert.equal(preflight.statusCode, 204);
    assert.equal(preflight.headers['access-control-allow-origin'], 'http://localhost:3000');
    assert.match(String(preflight.headers['access-control-allow-headers']), /Authorization/);
    const stranger = await t.request({ method: 'GET', url: '/ext/announcement/list', headers: { origin: 'https://evil.example' } });
    assert.equal(stranger.headers['access-control-allow-origin'], undefined);
  });

  test('security headers are set, and images may be shown by the web apps on other origins', async () => {
    const response = await t.request({ method: 'GET', url: '/ext/announcement/list' });
    assert.equal(response.headers['x-content-type-options'], 'nosniff');
    assert.equal(response.headers['cross-origin-resource-policy'], 'cross-origin');
    assert.ok(response.headers['content-security-policy']);
  });

  test('a body that is not an object, a wrong content type and a prototype-polluting body are refused', async () => {
    const send = (payload: string, type = 'application/json') =>
      t.request({ method: 'POST', url: '/ext/contactform/submit', payload, headers: { 'content-type': type } });
    assert.equal((await send('"just a string"')).statusCode, 400);
    assert.equal((await send('null')).statusCode, 400);
    assert.equal((await send('{"name": "a", "__proto__": {"polluted": true}}')).statusCode, 400);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
    assert.equal((await send('<xml/>', 'application/xml')).statusCode, 415);
    assert.equal((await send('{"a":1}', 'text/plain')).statusCode, 400, 'text is read as a string, which is not an enquiry');
  });
});

describe('API reference', () => {
  test('/docs/json is an OpenAPI document describing the routes', async () => {
    const response = await t.request({ method: 'GET', url: '/docs/json' });
    assert.equal(response.statusCode, 200);
    const document = response.json();
    assert.equal(document.openapi, '3.0.3');
    for (const path of ['/ext/auth/signin', '/cms/auth/me', '/cms/file', '/ext/announcement/list', '/ext/liveupdate/stream', '/ext/discussion/thread/list', '/admin/user/update/{id}', '/ext/contactform/submit']) {
      assert.ok(document.paths[path], `documents ${path}`);
    }
    const signin = document.paths['/ext/auth/signin'].post;
    assert.ok(signin.requestBody.content['application/json'].schema.properties.email);
    assert.ok(document.components.securitySchemes.bearer);
  });

  test('/docs serves the browsable reference', async () => {
    const response = await t.request({ method: 'GET', url: '/docs' });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-type']), /text\/html/);
    assert.match(response.body, /swagger/i);
  });
});
