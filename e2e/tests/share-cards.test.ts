// A shared link shows a card (architecture §5d): the shell's server fills each page's description
// and Open Graph tags, for an announcement or an event from the real API, for other pages from
// the site itself; what comes from the API is escaped, and an unknown item falls back to the site.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN, startTestSite, type TestSite } from '../harness/site';
import { api, signInToken } from '../harness/accounts';
import { createEvent, hkDay } from '../harness/events';

let site: TestSite;
let adminToken: string;

/** The page's head as a link preview reads it: no JavaScript, just the HTML. */
async function head(pathname: string) {
  const response = await fetch(`${site.url}${pathname}`);
  const html = await response.text();
  const meta = (attribute: string, name: string) => {
    const match = new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html);
    return match ? match[1].replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&') : null;
  };
  return {
    status: response.status,
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    description: meta('name', 'description'),
    og: (property: string) => meta('property', `og:${property}`),
  };
}

describe('share cards', () => {
  before(async () => {
    site = await startTestSite();
    adminToken = await signInToken(site.apiUrl, ADMIN.email, ADMIN.password);
  });
  after(() => site.stop());

  it('an announcement page carries its own title, preview and the page address', async () => {
    const title = 'Junior Open "Final" <Day> & prize-giving';
    const content = `Results and photos from Fanling. ${'The course was in great shape. '.repeat(20)}`;
    const { announcement } = await api.post<{ announcement: { _id: string } }>(
      site.apiUrl,
      'cms/announcement/create',
      { title, content, scope: 'All', category: 'Event', displayDate: hkDay(0), displayCreatedBy: 'Youth Golf Team', imageFileId: null },
      adminToken,
    );
    const page = await head(`/announcements/${announcement._id}`);
    assert.equal(page.status, 200);
    assert.equal(page.og('title'), title);
    assert.equal(page.og('type'), 'article');
    assert.equal(page.og('url'), `${site.url}/announcements/${announcement._id}`);
    assert.ok(page.description?.startsWith('Results and photos from Fanling.'), page.description ?? '');
    assert.ok(Array.from(page.description ?? '').length <= 200, 'a preview, not the whole text');
    assert.equal(page.og('description'), page.description);
    assert.equal(page.og('image'), `${site.url}/icons/icon-512.png`);
    assert.match(page.title ?? '', /^Junior Open &quot;Final&quot; &lt;Day&gt; &amp; prize-giving \| /);
    assert.ok(!page.html.includes('<Day>'), 'the title is escaped, never markup');
    // The app still starts from the same page.
    assert.match(page.html, /<div id="root"><\/div>/);
  });

  it('an event page carries its name, day and place (and the site picture when it has none)', async () => {
    const eventId = await createEvent(site.apiUrl, adminToken, { name: 'Share Card Clinic', date: hkDay(5), venue: 'Kau Sai Chau', description: 'Short game clinic for juniors.' });
    const page = await head(`/events/${eventId}`);
    assert.equal(page.og('title'), 'Share Card Clinic');
    assert.equal(page.og('url'), `${site.url}/event-calendar?date=${hkDay(5)}&event=${eventId}`, 'the link works for visitors too');
    assert.equal(page.description, `${hkDay(5)} 19:00 · Kau Sai Chau · Short game clinic for juniors.`);
    assert.equal(page.og('image'), `${site.url}/icons/icon-512.png`);
  });

  it('other pages, and an item that does not exist, are described by the site', async () => {
    for (const pathname of ['/about-us', '/announcements/no-such-announcement']) {
      const page = await head(pathname);
      assert.equal(page.og('site_name'), '青少年高爾夫社群 Youth Golf Community');
      assert.equal(page.og('title'), '青少年高爾夫社群 Youth Golf Community');
      assert.match(page.description ?? '', /^香港青少年高爾夫社群/);
      assert.equal(page.og('type'), 'website');
    }
  });

  it('the sitemap lists the announcements a visitor may read, with when each changed, and no member pages', async () => {
    const post = (title: string, scope: string) =>
      api.post<{ announcement: { _id: string } }>(site.apiUrl, 'cms/announcement/create', { title, content: 'Sitemap text.', scope, category: 'Event', displayDate: hkDay(0), displayCreatedBy: 'Youth Golf Team', imageFileId: null }, adminToken);
    const open = (await post('Sitemap for everyone', 'All')).announcement._id;
    const closed = (await post('Sitemap for members', 'MemberOnly')).announcement._id;
    const eventId = await createEvent(site.apiUrl, adminToken, { name: 'Sitemap Clinic', date: hkDay(9), venue: 'Kau Sai Chau' });
    const xml = await (await fetch(`${site.url}/sitemap.xml`)).text();
    const entries = new Map([...xml.matchAll(/<loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map((match) => [match[1], match[2]]));
    assert.ok(entries.has(`${site.url}/announcements`), 'the section itself');
    assert.ok(!Number.isNaN(Date.parse(entries.get(`${site.url}/announcements/${open}`) ?? '')), 'a readable announcement, with its last change');
    assert.ok(!entries.has(`${site.url}/announcements/${closed}`), 'members-only announcements are not listed');
    assert.ok(!entries.has(`${site.url}/events/${eventId}`), 'event pages are for members; visitors have the calendar');
  });
});
