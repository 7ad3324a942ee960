// Refusals made once for every route: who may call it before what was sent, text PostgreSQL
// cannot store, and the router's and body parser's own refusals, checked over real HTTP where
// the framework could answer outside the hooks (no helmet or CORS headers).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import Fastify from 'fastify';
import { setUpErrors } from '../src/core/errors.js';
import { mergeCatalogues } from '../src/core/i18n.js';
import { messages as coreMessages } from '../src/core/messages.js';
import { multipartFile, PNG_BYTES, startTestApp, type TestApp, type TestMember } from './helpers.js';

const ORIGIN = 'http://localhost:3000';

let t: TestApp;
let member: TestMember;
let admin: string;
let base: string;
before(async () => {
  t = await startTestApp();
  member = await t.signUpMember();
  admin = await t.adminToken();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  assert.ok(address && typeof address === 'object');
  base = `http://127.0.0.1:${address.port}`;
});
after(() => t.close());

/** A real HTTP request, from the web app's origin, in English. */
async function http(path: string, init: RequestInit & { token?: string } = {}) {
  const { token, headers, ...rest } = init;
  const response = await fetch(`${base}${path}`, {
    ...rest,
    headers: { origin: ORIGIN, 'accept-language': 'en', ...(token && { authorization: `Bearer ${token}` }), ...headers },
  });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** The refusal is the envelope with this text, behind helmet's and the CORS headers. */
function assertRefusal(response: { status: number; headers: Headers; body: string }, status: number, error: string) {
  assert.equal(response.status, status, response.body);
  assert.deepEqual(JSON.parse(response.body), { status: 'nok', error });
  assert.match(String(response.headers.get('content-type')), /^application\/json/);
  assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
  assert.ok(response.headers.get('content-security-policy'), 'helmet ran');
  assert.equal(response.headers.get('access-control-allow-origin'), ORIGIN, 'CORS ran');
}

describe('who may call a route is settled before what it was sent', () => {
  const invalidEvent = { name: 42, maxParticipants: 'lots' };

  test('an admin write: a visitor gets 401, a member 403, the admin the validation message', async () => {
    const send = (token?: string) => t.request({ method: 'POST', url: '/cms/event/create', token, payload: invalidEvent });
    assert.deepEqual((await send()).json(), { status: 'nok', error: 'Please sign in to continue.' });
    assert.equal((await send()).statusCode, 401);
    const asMember = await send(member.token);
    assert.equal(asMember.statusCode, 403);
    assert.deepEqual(asMember.json(), { status: 'nok', error: 'You do not have permission to do this.' });
    const asAdmin = await send(admin);
    assert.equal(asAdmin.statusCode, 400);
    assert.deepEqual(asAdmin.json(), { status: 'nok', error: 'Event name is required' });
  });

  test('the same holds for bodies that are not JSON, text with NUL and member routes', async () => {
    const broken = { 'content-type': 'application/json' };
    assert.equal((await t.request({ method: 'PUT', url: '/admin/user/frozen/set', headers: broken, payload: '{"userId":' })).statusCode, 401);
    assert.equal((await t.request({ method: 'PUT', url: '/admin/user/frozen/set', token: member.token, headers: broken, payload: '{"userId":' })).statusCode, 403);
    const nul = { title: 'a\u0000', content: 'b' };
    assert.equal((await t.request({ method: 'POST', url: '/cms/liveupdate/create', token: member.token, payload: nul })).statusCode, 403);
    assert.equal((await t.request({ method: 'POST', url: '/cms/discussion/thread/create', payload: { title: 5 } })).statusCode, 401);
  });
});

describe('text PostgreSQL cannot store is refused in every field, with the field named', () => {
  test('NUL in a query, a path id and a body field', async () => {
    const query = await t.request({ method: 'GET', url: '/ext/discussion/thread/list?keyword=%00' });
    assert.equal(query.statusCode, 400);
    assert.deepEqual(query.json(), { status: 'nok', error: 'Keyword contains a character that is not allowed.' });
    const zh = await t.request({ method: 'GET', url: '/ext/discussion/thread/list?keyword=%00', language: 'zh' });
    assert.deepEqual(zh.json(), { status: 'nok', error: '關鍵字含有不允許的字元。' });
    const path = await t.request({ method: 'GET', url: '/ext/announcement/get/a%00' });
    assert.deepEqual(path.json(), { status: 'nok', error: 'The id contains a character that is not allowed.' });
    const body = await t.request({ method: 'POST', url: '/ext/contactform/submit', payload: { name: 'Chan\u0000', email: 'a@b.hk', phone: '9', enquiry: 'Hi' } });
    assert.deepEqual(body.json(), { status: 'nok', error: 'Name contains a character that is not allowed.' });
  });

  test('a lone surrogate, in a value, in an array and in a key; a well-formed emoji passes', async () => {
    const thread = (payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/cms/discussion/thread/create', token: member.token, payload });
    const valid = { category: 'chitChat', title: 'Birdie', content: 'On the 9th' };
    assert.deepEqual((await thread({ ...valid, title: 'Bird\ud83c' })).json(), { status: 'nok', error: 'Title contains a character that is not allowed.' });
    assert.deepEqual((await thread({ ...valid, attachments: ['\udc00'] })).json(), { status: 'nok', error: 'Attachments contains a character that is not allowed.' });
    assert.equal((await thread({ ...valid, ['\ud800']: 1 })).statusCode, 400);
    const emoji = await thread({ ...valid, title: 'Birdie ⛳🏌️' });
    assert.equal(emoji.statusCode, 200, emoji.body);
    assert.equal(emoji.json().thread.title, 'Birdie ⛳🏌️');
  });

  test('a body nested far deeper than any form is refused, not a stack overflow', async () => {
    const deep = `{"title":${'['.repeat(200_000)}${']'.repeat(200_000)}}`;
    const response = await t.request({ method: 'POST', url: '/ext/contactform/submit', headers: { 'content-type': 'application/json' }, payload: deep });
    assert.equal(response.statusCode, 400);
    assert.equal(response.json().status, 'nok');
  });
});

describe('the router and the body parser refuse in the envelope, behind the security headers (real HTTP)', () => {
  test('an id over 200 characters: 414, without echoing the address', async () => {
    const response = await http(`/ext/announcement/get/${'a'.repeat(300)}`);
    assertRefusal(response, 414, 'The address is too long.');
    assert.doesNotMatch(response.body, /aaaa/);
  });

  test('broken percent-encoding in the path: 400', async () => {
    assertRefusal(await http('/ext/announcement/get/%E0%A4%A'), 400, 'The address is not valid.');
    assertRefusal(await http('/ext/announcement/get/%ED%A0%80'), 400, 'The address is not valid.');
    const zh = await http('/ext/announcement/list%', { headers: { 'accept-language': 'zh' } });
    assert.deepEqual(JSON.parse(zh.body), { status: 'nok', error: '網址無效。' });
  });

  test('a 10 MB JSON body: 413, and the connection stays usable', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024, 'a');
    const json = { 'content-type': 'application/json' };
    assertRefusal(await http('/ext/contactform/submit', { method: 'POST', headers: json, body: big }), 413, 'The request is too large.');
    assertRefusal(await http('/cms/event/create', { method: 'POST', headers: json, body: big, token: admin }), 413, 'The request is too large.');
    // A visitor is turned away before the body is read.
    assertRefusal(await http('/cms/event/create', { method: 'POST', headers: json, body: big }), 401, 'Please sign in to continue.');
    assert.equal((await http('/ext/announcement/list')).status, 200);
  });

  test('a 10 MB upload: 413 from the upload route, 401 for a visitor', async () => {
    const upload = multipartFile(Buffer.concat([PNG_BYTES, Buffer.alloc(10 * 1024 * 1024)]));
    const init = { method: 'POST', headers: upload.headers, body: upload.payload };
    assertRefusal(await http('/cms/file', { ...init, token: member.token }), 413, 'Each image must be less than 5MB.');
    assertRefusal(await http('/cms/file', init), 401, 'Please sign in to continue.');
  });

  test('a JSON content type with no body: fine where the route takes none, refused by the schema where it takes one', async () => {
    const created = await t.request({
      method: 'POST',
      url: '/cms/announcement/create',
      token: admin,
      payload: { title: 'T', content: 'C', displayCreatedBy: 'Club', displayDate: '2030-01-01' },
    });
    const id = created.json().announcement._id;
    const removed = await http(`/cms/announcement/${id}`, { method: 'DELETE', token: admin, headers: { 'content-type': 'application/json' } });
    assert.equal(removed.status, 200, removed.body);
    const listed = await http('/ext/announcement/list', { headers: { 'content-type': 'application/json' } });
    assert.equal(listed.status, 200, listed.body);
    assertRefusal(
      await http('/ext/contactform/submit', { method: 'POST', headers: { 'content-type': 'application/json' } }),
      400,
      'The request body is not valid.',
    );
  });
});

test('last resort: a value the database refuses (SQLSTATE class 22) is a 400; other database errors stay 500', async () => {
  const app = Fastify();
  setUpErrors(app, mergeCatalogues([coreMessages]));
  const failedQuery = (code: string) => Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('driver'), { code }) });
  app.get('/out-of-range', async () => {
    throw failedQuery('22003');
  });
  app.get('/deadlock', async () => {
    throw failedQuery('40P01');
  });
  const outOfRange = await app.inject({ method: 'GET', url: '/out-of-range', headers: { 'accept-language': 'en' } });
  assert.equal(outOfRange.statusCode, 400);
  assert.deepEqual(outOfRange.json(), { status: 'nok', error: 'The request is not valid.' });
  assert.equal((await app.inject({ method: 'GET', url: '/deadlock' })).statusCode, 500);
  await app.close();
});
