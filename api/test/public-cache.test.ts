// Public reads from the cache (architecture §4 "Public reads"): ETag and 304, headers a CDN can
// reuse, a write seen at once (also by another process on PostgreSQL), and members' answers never
// passing through it.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildApp } from '../src/app.js';
import { PUBLIC_CACHE_CONTROL } from '../src/core/public-cache.js';
import { setMembership } from '../src/events/test-support.js';
import { startTestApp, type TestApp, type TestMember } from './helpers.js';

let t: TestApp;
let admin: string;
let member: TestMember;

const LIST = '/ext/announcement/list?page=1';

function announcement(title: string, scope = 'All') {
  return {
    title,
    content: `${title}: details.`,
    scope,
    category: 'Golf',
    displayDate: '2026-03-01',
    displayCreatedBy: 'Club Office',
    imageFileId: null,
  };
}

async function publish(title: string, scope = 'All', request: TestApp['request'] = t.request) {
  const response = await request({ method: 'POST', url: '/cms/announcement/create', token: admin, payload: announcement(title, scope) });
  assert.equal(response.statusCode, 200, response.body);
}

const titles = (body: string) => (JSON.parse(body) as { announcements: Array<{ title: string }> }).announcements.map((a) => a.title);

before(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
  member = await t.signUpMember();
  await setMembership(t, member, { activated: true, expiresInDays: 100 });
  await publish('First news');
});
after(() => t.close());

describe('public reads', () => {
  test('carry an ETag, public caching headers and Vary: Accept-Language; a matching If-None-Match gets 304', async () => {
    const first = await t.request({ method: 'GET', url: LIST });
    assert.equal(first.statusCode, 200);
    const etag = first.headers.etag as string;
    assert.match(etag, /^"[\w-]+"$/);
    assert.equal(first.headers['cache-control'], PUBLIC_CACHE_CONTROL);
    assert.match(String(first.headers.vary), /Accept-Language/);

    const again = await t.request({ method: 'GET', url: LIST });
    assert.equal(again.body, first.body);
    assert.equal(again.headers.etag, etag, 'the same answer, from the cache');
    assert.equal(again.headers['x-content-type-options'], 'nosniff', 'security headers on a cached answer too');

    const notModified = await t.request({ method: 'GET', url: LIST, headers: { 'if-none-match': etag } });
    assert.equal(notModified.statusCode, 304);
    assert.equal(notModified.body, '');
    const other = await t.request({ method: 'GET', url: LIST, headers: { 'if-none-match': '"something-else"' } });
    assert.equal(other.statusCode, 200);
  });

  test('a write makes the next read fresh', async () => {
    const before = await t.request({ method: 'GET', url: LIST });
    assert.ok(!titles(before.body).includes('Second news'));
    await publish('Second news');
    const after = await t.request({ method: 'GET', url: LIST, headers: { 'if-none-match': before.headers.etag as string } });
    assert.equal(after.statusCode, 200, 'the old ETag no longer matches');
    assert.ok(titles(after.body).includes('Second news'));
  });

  test('a MemberOnly announcement is never served to a visitor, even after a member read it', async () => {
    await publish('Members night', 'MemberOnly');
    const asMember = await t.request({ method: 'GET', url: LIST, headers: { authorization: `Bearer ${member.token}` } });
    const asMemberCms = await t.request({ method: 'GET', url: '/cms/announcement/list?page=1', token: member.token });
    assert.ok(titles(asMemberCms.body).includes('Members night'));
    assert.equal(asMemberCms.headers['cache-control'], 'private, no-store');
    assert.equal(asMemberCms.headers.etag, undefined);
    assert.notEqual(asMember.headers['cache-control'], PUBLIC_CACHE_CONTROL, 'a request with a token is not a public answer');

    for (let i = 0; i < 2; i++) {
      const visitor = await t.request({ method: 'GET', url: LIST });
      assert.ok(!titles(visitor.body).includes('Members night'));
    }
  });

  test('errors are not cached', async () => {
    const missing = await t.request({ method: 'GET', url: '/ext/announcement/get/no-such-id' });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.headers.etag, undefined);
    assert.notEqual(missing.headers['cache-control'], PUBLIC_CACHE_CONTROL);
  });

  test('a failed write leaves the cache alone', async () => {
    const first = await t.request({ method: 'GET', url: LIST });
    const refused = await t.request({ method: 'POST', url: '/cms/announcement/create', token: admin, payload: { title: '' } });
    assert.equal(refused.statusCode, 400);
    const again = await t.request({ method: 'GET', url: LIST, headers: { 'if-none-match': first.headers.etag as string } });
    assert.equal(again.statusCode, 304);
  });

  test('a write in another process reaches this one (PostgreSQL: through NOTIFY)', async () => {
    // On PostgreSQL a second app with its own connection pool; on the embedded database (one
    // process by design) a second app over the same database and its in-process channel.
    const second = t.config.databaseUrl ? await startTestApp({ databaseUrl: t.config.databaseUrl, config: t.config }) : undefined;
    const otherApp = second?.app ?? (await buildApp({ config: t.config, database: t.database }));
    const viaOther: TestApp['request'] = ({ token, ...options }) =>
      otherApp.inject({ ...options, headers: { 'accept-language': 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) } });
    try {
      const cached = await t.request({ method: 'GET', url: LIST });
      assert.ok(!titles(cached.body).includes('Written elsewhere'));
      await publish('Written elsewhere', 'All', viaOther);
      // The notification travels asynchronously: ask until it has arrived (a slow machine).
      let fresh = false;
      for (let attempt = 0; attempt < 50 && !fresh; attempt++) {
        fresh = titles((await t.request({ method: 'GET', url: LIST })).body).includes('Written elsewhere');
        if (!fresh) await new Promise((resolve) => setTimeout(resolve, 20));
      }
      assert.ok(fresh, 'this process dropped its cached list');
    } finally {
      if (second) await second.close();
      else await otherApp.close();
    }
  });
});
