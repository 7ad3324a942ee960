// The production topology a club runs (docs/deploy.md, DESIGN §8): Caddy in front of every origin,
// two API processes on PostgreSQL behind its load balancer. Journeys go through Caddy only: a
// member books and pays while API processes are killed, a remote is released and rolled back, real
// 404s, the pages' policy with zero violations, link previews, and hostile requests to every origin
// (scripts/fuzz-origin.mjs).
// One database, one Caddy and one browser for the whole file (its run time is in docs/deploy-figures.md).
import assert from 'node:assert/strict';
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { choose } from '../harness/navigation';
import { api, createMember, signInToken, useSession, type Account } from '../harness/accounts';
import { screenshot, tempDir } from '../harness/browser';
import { createEvent, hkDay } from '../harness/events';
import { ADMIN, startProductionTopology, type ProductionSite } from '../harness/production-site';
import { releaseCommand } from '../harness/releases';
import { CASES, fuzzOrigin } from '../../scripts/fuzz-origin.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
let site: ProductionSite;
let adminToken: string;

/** What a page showed or met that a person would call an error: error toasts, uncaught errors, 5xx, failed API calls. */
async function watchForErrors(page: Page, apiUrl: string) {
  const problems: string[] = [];
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __errorToasts: string[] }).__errorToasts = seen;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-scope="toast"][data-part="root"][data-type="error"]')) {
        const text = (toast as HTMLElement).innerText.trim();
        if (!seen.includes(text)) seen.push(text);
      }
    }).observe(document, { childList: true, subtree: true });
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  page.on('response', (response) => {
    if (response.status() >= 500) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    // The live-updates stream is cut with its process and opens again by itself.
    if (request.url().startsWith(apiUrl) && !request.url().includes('/ext/liveupdate/stream')) problems.push(`failed: ${request.method()} ${request.url()} ${request.failure()?.errorText}`);
  });
  return async () => [...problems, ...(await page.evaluate(() => (window as unknown as { __errorToasts: string[] }).__errorToasts)).map((text) => `error toast: ${text}`)];
}

/** The section's page has drawn: more than a spinner in <main>. */
async function sectionShown(page: Page) {
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main');
      return !!main && !main.querySelector('[role="status"], [data-testid="remote-unavailable"]') && main.innerText.trim().length > 20;
    },
    undefined,
    { timeout: 30_000 },
  );
}

const servedVersion = async (name: string) =>
  ((await (await fetch(`${site.url}/remotes.json`)).json()) as { remotes: Array<{ name: string; version: string }> }).remotes.find((remote) => remote.name === name)!.version;

/** Caddy's live configuration, on a connection of its own (a reload restarts the admin endpoint). */
const caddyConfig = () =>
  new Promise<string>((resolve, reject) => {
    http
      .get(`http://${site.caddyAdmin}/config/`, { agent: false }, (response) => {
        let body = '';
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve(body));
      })
      .on('error', reject);
  });

const took = (what: string, since: number) => process.stderr.write(`[production-topology] ${what} in ${((Date.now() - since) / 1000).toFixed(1)} s\n`);

before(async () => {
  const start = Date.now();
  site = await startProductionTopology();
  adminToken = await signInToken(site.apiUrl, ADMIN.email, ADMIN.password);
  took('started (database, 2 API processes, site files, Caddy, Chromium)', start);
});

after(async () => {
  const start = Date.now();
  await site?.stop();
  took('stopped', start);
});

describe('production topology: Caddy in front, two API processes on PostgreSQL', () => {
  it('a member books and pays while one API process, then the other, is killed: no error reaches the page', async () => {
    const member: Account = await createMember(site.apiUrl, 'Rush Member');
    const eventId = await createEvent(site.apiUrl, adminToken, { name: 'Caddy Coaching Clinic', date: hkDay(6), priceMember: 200, priceNonMember: 320 });
    const page = await site.newPage({ language: 'en' });
    const problems = await watchForErrors(page, site.apiUrl);
    await useSession(page, site.url, member.token);
    await page.goto(`${site.url}/events/${eventId}`);
    await page.getByRole('heading', { level: 1, name: 'Caddy Coaching Clinic' }).waitFor();
    const panel = page.getByTestId('booking-panel');
    await panel.getByText('HK$320').waitFor();

    await site.apiProcesses[0].kill();
    await panel.getByRole('button', { name: 'Book' }).click();
    const dialog = page.getByRole('dialog');
    assert.equal(await dialog.getByRole('textbox', { name: /Name/ }).inputValue(), member.fullName);
    await dialog.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByText('You are enrolled').waitFor();
    const card = page.getByTestId('enrollment-card');
    await card.getByText('Pending payment').waitFor();

    await site.apiProcesses[0].restart();
    await site.apiProcesses[1].kill();
    const [checkout] = await Promise.all([page.context().waitForEvent('page'), card.getByRole('button', { name: 'Pay HK$320' }).click()]);
    await checkout.getByText('Test payment').first().waitFor();
    assert.ok(checkout.url().startsWith(`${site.apiUrl}/ext/payment/checkout/`), 'the checkout is served through Caddy');
    await checkout.getByRole('button', { name: /Pay HK\$320/ }).click();
    await checkout.waitForURL(new RegExp(`^${site.url}/events/${eventId}$`));
    await checkout.getByText('Payment verified').waitFor();
    await checkout.close();
    await page.bringToFront();
    await card.getByText('Paid', { exact: true }).waitFor({ timeout: 20_000 });
    await page.getByTestId('entry-qr').waitFor();
    await screenshot(page, 'production-enrolment-paid-en-1280');

    const { myEnrollment } = await api.get<{ myEnrollment: { paymentStatus: string } }>(site.apiUrl, `cms/event/get/${eventId}`, member.token);
    assert.equal(myEnrollment.paymentStatus, 'Paid');
    assert.equal(site.sql(`SELECT payment_status FROM enrollments WHERE event_id = '${eventId}'`), 'Paid', 'stored once, paid');
    assert.deepEqual(await problems(), []);
    await site.apiProcesses[1].restart();
    await page.close();
  });

  it('a remote is released and rolled back through it: the page Caddy serves follows, Caddy reloaded only when its Caddyfile changed', async () => {
    const first = await servedVersion('mfe_forum');
    // The forum team's next version: the same build with another title, under a new version.
    const next = `1.1.0-${'0123456789abcdef'.split('').sort(() => Math.random() - 0.5).join('').slice(0, 10)}`;
    const variant = tempDir('golf-forum-next-');
    const dist = path.join(variant, 'dist');
    cpSync(path.join(ROOT, 'mfe-forum/dist'), dist, { recursive: true });
    const manifestFile = path.join(dist, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    manifest.metaData.buildInfo.buildVersion = next;
    writeFileSync(manifestFile, JSON.stringify(manifest));
    for (const [language, from, to] of [['en', 'list:{title:"Discussions"', 'list:{title:"Discussions (new)"'], ['zh', 'list:{title:"討論區"', 'list:{title:"討論區（新版）"']]) {
      const file = path.join(dist, readdirSync(dist).find((name) => name.startsWith(`forum.${language}.`) && name.endsWith('.js'))!);
      const text = readFileSync(file, 'utf8');
      assert.ok(text.includes(from), `${file} holds the title`);
      writeFileSync(file, text.replace(from, to));
      // Its compressed copies were of the old text: Caddy serves the file itself.
      rmSync(`${file}.br`, { force: true });
      rmSync(`${file}.gz`, { force: true });
    }

    const configBefore = await caddyConfig();
    const released = releaseCommand(site.releasesDir, 'release', variant, '--no-build');
    assert.match(released, new RegExp(`mfe_forum: ${first} → ${next}`));
    assert.doesNotMatch(released, /web server reloaded/, 'a release that moves no origin leaves the Caddyfile as it was');
    assert.equal(await caddyConfig(), configBefore);
    const html = await (await fetch(`${site.url}/discussions`)).text();
    assert.ok(html.includes(`/${next}/`) && !html.includes(`/${first}/`), "the page's head names the new version only");

    const page = await site.newPage({ language: 'en' });
    const loaded: string[] = [];
    page.on('request', (request) => loaded.push(request.url()));
    await page.goto(`${site.url}/discussions`);
    await page.getByRole('heading', { level: 1, name: 'Discussions (new)' }).waitFor();
    assert.ok(loaded.some((url) => url.startsWith(`${site.origins.mfe_forum}/${next}/`)));
    assert.ok(!loaded.some((url) => url.startsWith(`${site.origins.mfe_forum}/${first}/`)), 'nothing of the old version');

    // The topology changes (the API processes listed the other way round): the rollback's Caddyfile differs and Caddy reloads it.
    const settingsFile = path.join(site.releasesDir, 'site', 'web-server.json');
    const settings = JSON.parse(readFileSync(settingsFile, 'utf8'));
    writeFileSync(settingsFile, JSON.stringify({ ...settings, apiUpstreams: [...settings.apiUpstreams].reverse() }));
    const rolledBack = releaseCommand(site.releasesDir, 'rollback', 'mfe-forum');
    assert.match(rolledBack, new RegExp(`mfe_forum: ${next} → ${first}`));
    assert.match(rolledBack, /web server reloaded/);
    const config = JSON.parse(await caddyConfig());
    const upstreams = JSON.stringify(config).match(/"dial":"127\.0\.0\.1:\d+"/g);
    assert.deepEqual(upstreams?.slice(0, 2), [...settings.apiUpstreams].reverse().map((upstream: string) => `"dial":"${upstream}"`));
    assert.ok((await (await fetch(`${site.url}/discussions`)).text()).includes(`/${first}/`));
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Discussions', exact: true }).waitFor();
    await page.close();
  });

  it('an unknown path is a 404 with the shell’s page; a remote’s missing file is a 404', async () => {
    const unknown = await fetch(`${site.url}/no-such-page/at-all`);
    assert.equal(unknown.status, 404);
    assert.match(unknown.headers.get('content-type') ?? '', /^text\/html/);
    assert.match(await unknown.text(), /<div id="root"><div class="golf-skeleton" data-golf-skeleton="zh">/);
    const page = await site.newPage({ language: 'en' });
    const response = await page.goto(`${site.url}/no-such-page`);
    assert.equal(response?.status(), 404);
    await page.getByRole('heading', { name: /not found/i }).first().waitFor();
    await page.close();

    const version = await servedVersion('mfe_events');
    assert.equal((await fetch(`${site.origins.mfe_events}/${version}/mf-manifest.json`)).status, 200);
    for (const missing of [`/${version}/no-such-chunk.js`, '/0.0.0-0000000000/mf-manifest.json', `/${version}/.incoming-1/mf-manifest.json`]) {
      assert.equal((await fetch(`${site.origins.mfe_events}${missing}`)).status, 404, missing);
    }
    assert.equal((await fetch(`${site.url}/no-such-file.js`)).status, 404);
  });

  it('public pages and a member page carry the policy; clicking through them, the browser reports no violation', async () => {
    for (const pathname of ['/announcements', '/event-calendar', '/discussions', '/about-us', '/membership', '/my-bookings']) {
      const response = await fetch(`${site.url}${pathname}`);
      assert.equal(response.status, 200, pathname);
      assert.match(response.headers.get('content-security-policy') ?? '', /default-src 'self'.*script-src 'self' 'sha256-/, pathname);
      assert.equal(response.headers.get('x-frame-options'), 'DENY');
    }
    const member = await createMember(site.apiUrl, 'Policy Member');
    const page = await site.newPage({ language: 'en' });
    await page.goto(`${site.url}/announcements`);
    await sectionShown(page);
    for (const entry of ['Discussions', 'Event Calendar', 'Golf Courses', 'About Us']) {
      await choose(page, entry);
      await sectionShown(page);
    }
    await useSession(page, site.url, member.token);
    await page.reload();
    for (const [entry, address] of [['Membership', /\/membership$/], ['My Bookings', /\/my-bookings$/], ['Settings', /\/settings$/], ['Announcements', /\/announcements$/]] as const) {
      await choose(page, entry);
      await page.waitForURL(address);
      await sectionShown(page);
    }
    await screenshot(page, 'production-announcements-member-en-1280');
    assert.deepEqual(site.takeCspViolations(), []);
    await page.close();
  });

  it('a link previewer reading an announcement link gets its card; a person gets the app', async () => {
    const title = 'Caddy Cup: results & photos';
    const { announcement } = await api.post<{ announcement: { _id: string } }>(
      site.apiUrl,
      'cms/announcement/create',
      { title, content: `Results from Fanling. ${'A fine day. '.repeat(10)}`, scope: 'All', category: 'Event', displayDate: hkDay(0), displayCreatedBy: 'Youth Golf Team', imageFileId: null },
      adminToken,
    );
    const link = `${site.url}/announcements/${announcement._id}`;
    const card = await fetch(link, { headers: { 'user-agent': 'WhatsApp/2.24.6.77 A' } });
    assert.equal(card.status, 200);
    const cardHtml = await card.text();
    assert.match(cardHtml, /<meta property="og:title" content="Caddy Cup: results &amp; photos"/);
    assert.ok(cardHtml.includes(`<meta property="og:url" content="${link}"`), 'the card names the link');

    const person = await fetch(link, { headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36' } });
    assert.equal(person.status, 200);
    const personHtml = await person.text();
    assert.match(personHtml, /<div id="root"><div class="golf-skeleton" data-golf-skeleton="zh">/);
    assert.ok(!personHtml.includes('Caddy Cup'), 'the release-time page, not the card');
    assert.match(person.headers.get('content-security-policy') ?? '', /script-src/);
  });

  it('hostile requests (scripts/fuzz-origin.mjs) to every origin Caddy serves get a 4xx, and each still answers afterwards', async () => {
    // Requests HTTP/1.1 lets a server accept, which Caddy (Go's server) answers as a GET of / —
    // the shell's page, or a 404 on the other origins: an absolute-form target names the resource
    // whatever its scheme or port (RFC 9112 §3.2.2), an empty Host is a valid value (§3.2), and a
    // body framed by both Transfer-Encoding and Content-Length may be read by Transfer-Encoding alone
    // (§6.1; Caddy frames what it forwards itself). The Node server of `npm start` refuses them.
    const acceptedByCaddy = ['absolute-form with a port out of range', 'absolute-form of another scheme', 'Content-Length and Transfer-Encoding both', 'empty Host'];
    for (const name of acceptedByCaddy) assert.ok(CASES.some((testCase) => testCase.name === name), `fuzz-origin.mjs still has "${name}"`);
    const cases = CASES.map((testCase) => (acceptedByCaddy.includes(testCase.name) ? { ...testCase, allow: ['2xx', '4xx'] } : testCase));
    const benign = new Set(cases.filter((testCase) => testCase.allow?.includes('2xx')).map((testCase) => testCase.name));
    const origins = [...Object.entries(site.origins), ['api', site.apiUrl]];
    const live = async (name: string, origin: string) => (name === 'shell' ? `${origin}/announcements` : name === 'api' ? `${origin}/ready` : `${origin}/${await servedVersion(name)}/mf-manifest.json`);
    for (const [name, origin] of origins) {
      const results = await fuzzOrigin(origin, { cases });
      assert.deepEqual(
        results.filter((result) => result.problem).map((result) => `${name}, ${result.case}: ${result.problem}`),
        [],
      );
      for (const result of results) {
        for (const status of result.statuses) {
          assert.ok((status >= 400 && status < 500) || (benign.has(result.case) && status < 400), `${name}, ${result.case}: ${status}`);
        }
      }
      assert.equal((await fetch(await live(name, origin))).status, 200, `${name} still answers`);
    }
  });
});
