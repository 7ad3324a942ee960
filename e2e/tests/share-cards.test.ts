// A shared link shows a card (architecture §5d, decision 73): a link previewer (WhatsApp here) asking
// for a page is answered with the API's card page — an announcement's or an event's own title,
// preview and address, the site's for other pages — while a person gets the release-time page;
// what comes from the API is escaped, and an unknown item falls back to the site.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { ADMIN, startTestSite, type TestSite } from '../harness/site';
import { api, signInToken } from '../harness/accounts';
import { createEvent, hkDay } from '../harness/events';

let site: TestSite;
let adminToken: string;

const WHATSAPP = 'WhatsApp/2.24.10.79 A';

/** The page's head as a link preview reads it: no JavaScript, just the HTML. */
async function head(pathname: string, userAgent = WHATSAPP) {
  const response = await fetch(`${site.url}${pathname}`, { headers: { 'user-agent': userAgent } });
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
    // A person's browser gets the app's page for the same address.
    const person = await head(`/announcements/${announcement._id}`, 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1');
    assert.match(person.html, /<div id="root"><div class="golf-skeleton" data-golf-skeleton="zh">/);
    assert.equal(person.og('title'), null);
  });

  it("an admin's title with $ patterns is written as it is, not as pieces of the page", async () => {
    const title = "Cup $' final $& day $` $1";
    const { announcement } = await api.post<{ announcement: { _id: string } }>(
      site.apiUrl,
      'cms/announcement/create',
      { title, content: "Prize money: $& and $' are text.", scope: 'All', category: 'Event', displayDate: hkDay(0), displayCreatedBy: 'Youth Golf Team', imageFileId: null },
      adminToken,
    );
    const page = await head(`/announcements/${announcement._id}`);
    assert.equal(page.og('title'), title);
    assert.equal(page.title, "Cup $' final $&amp; day $` $1 | 青少年高爾夫社群 Youth Golf Community");
    assert.equal(page.description, "Prize money: $& and $' are text.");
    assert.equal(page.html.split('<body>').length, 2, 'one page, nothing of it repeated');
    assert.equal(page.html.split('</head>').length, 2);
  });

  it('an event page carries its name, day and place (and the site picture when it has none)', async () => {
    const eventId = await createEvent(site.apiUrl, adminToken, { name: 'Share Card Clinic', date: hkDay(5), venue: 'Kau Sai Chau', description: 'Short game clinic for juniors.' });
    const page = await head(`/events/${eventId}`);
    assert.equal(page.og('title'), 'Share Card Clinic');
    assert.equal(page.og('url'), `${site.url}/event-calendar?date=${hkDay(5)}&event=${eventId}`, 'the link works for visitors too');
    assert.equal(page.description, `${hkDay(5)} 19:00 · Kau Sai Chau · Short game clinic for juniors.`);
    // It opens the public calendar on the event's day with the event (DESIGN §5c): a visitor sees it.
    assert.equal(page.og('url'), `${site.url}/event-calendar?date=${hkDay(5)}&event=${eventId}`);
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
    // robots.txt names both sitemaps: the site's pages (written at release) and the announcements' (the API's).
    const robots = await (await fetch(`${site.url}/robots.txt`)).text();
    const sitemaps = [...robots.matchAll(/^Sitemap: (.+)$/gm)].map((match) => match[1]);
    assert.deepEqual(sitemaps, [`${site.url}/sitemap.xml`, `${site.apiUrl}/ext/site/sitemap.xml`]);
    const xml = (await Promise.all(sitemaps.map(async (url) => (await fetch(url)).text()))).join('\n');
    const entries = new Map([...xml.matchAll(/<loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map((match) => [match[1], match[2]]));
    assert.ok(entries.has(`${site.url}/announcements`), 'the section itself');
    assert.ok(!Number.isNaN(Date.parse(entries.get(`${site.url}/announcements/${open}`) ?? '')), 'a readable announcement, with its last change');
    assert.ok(!entries.has(`${site.url}/announcements/${closed}`), 'members-only announcements are not listed');
    assert.ok(!entries.has(`${site.url}/events/${eventId}`), 'event pages are for members; visitors have the calendar');
  });
});
