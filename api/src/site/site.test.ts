// Link previews and the announcements' sitemap, as the web server in front asks for them.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startTestApp, type TestApp } from '../../test/helpers.js';
import { createEvent } from '../events/test-support.js';

let t: TestApp;
let admin: string;
const SITE = 'https://www.club.example';

before(async () => {
  t = await startTestApp({ config: { webOrigins: [SITE, 'https://forum.club.example'], publicApiUrl: 'https://api.club.example' } });
  admin = await t.adminToken();
});
after(() => t.close());

async function createAnnouncement(title: string, scope = 'All') {
  const response = await t.request({
    method: 'POST',
    url: '/cms/announcement/create',
    token: admin,
    payload: { title, content: `${'Long text. '.repeat(40)}end`, scope, category: 'Event', displayDate: '2031-05-02', displayCreatedBy: 'Team', imageFileId: null },
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().announcement as { _id: string };
}

const card = (path: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url: `/ext/site/share-card?path=${encodeURIComponent(path)}`, headers });
const meta = (html: string, property: string) => new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

test("an announcement's card carries its title, a short preview and its address on the configured site", async () => {
  const item = await createAnnouncement(`Cup "final" $' & <b>day</b>`);
  const response = await card(`/announcements/${item._id}`, { host: 'evil.example' });
  assert.equal(response.statusCode, 200);
  assert.match(String(response.headers['content-type']), /^text\/html/);
  const html = response.body;
  assert.equal(meta(html, 'og:title'), `Cup &quot;final&quot; $' &amp; &lt;b&gt;day&lt;/b&gt;`);
  assert.equal(meta(html, 'og:url'), `${SITE}/announcements/${item._id}`);
  assert.ok(Array.from(meta(html, 'og:description') ?? '').length <= 200, 'a preview, not the whole text');
  assert.ok(!html.includes('evil.example'), "the request's Host never reaches the page");
  assert.ok(!/<b>/.test(html), 'content is text, never markup');
});

test("an event's card opens the public calendar on its day with the event", async () => {
  const event = (await createEvent(t, { venue: 'Fanling' })) as { _id: string; date: string };
  const html = (await card(`/events/${event._id}`)).body;
  assert.equal(meta(html, 'og:url'), `${SITE}/event-calendar?date=${event.date}&amp;event=${encodeURIComponent(event._id)}`);
  assert.ok(meta(html, 'og:description')?.includes(event.date));
});

test('members-only, missing and odd addresses get the site card, never an error', async () => {
  const closed = await createAnnouncement('Members only news', 'MemberOnly');
  for (const path of [`/announcements/${closed._id}`, '/announcements/no-such', '/events/%E0%A4%A', '/login', '/announcements/a/b']) {
    const response = await card(path);
    assert.equal(response.statusCode, 200, path);
    assert.equal(meta(response.body, 'og:type'), 'website', path);
    assert.ok(!response.body.includes('Members only news'));
  }
  for (const bad of ['', 'no-slash', '/' + 'x'.repeat(400)]) {
    const response = await t.request({ method: 'GET', url: `/ext/site/share-card?path=${encodeURIComponent(bad)}` });
    assert.equal(response.statusCode, 400, bad);
    assert.equal(response.json().status, 'nok');
  }
});

test('the sitemap lists the announcements a visitor may read on the configured site, and no members-only one', async () => {
  const open = await createAnnouncement('Sitemap open');
  const closed = await createAnnouncement('Sitemap closed', 'MemberOnly');
  const response = await t.request({ method: 'GET', url: '/ext/site/sitemap.xml', headers: { host: 'evil.example' } });
  assert.equal(response.statusCode, 200);
  assert.match(String(response.headers['content-type']), /^application\/xml/);
  assert.ok(response.body.includes(`<loc>${SITE}/announcements/${open._id}</loc>`));
  assert.ok(!response.body.includes(closed._id));
  assert.ok(!response.body.includes('evil.example'));
});
