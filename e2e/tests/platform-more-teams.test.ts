// The platform for more teams (issue 38): against the site as `npm start` serves it, a sixth remote
// that only the composition names is released into the running site (no restart), shows in the
// menu in both languages and is rolled back; the shell is published without going live, made live,
// and rolled back, while a tab opened before each change keeps working on its own version. A
// remote's own pin of the build tooling is refused at build in one line, and a remote built with
// an older federation runtime than the site's is shown as the older side, under a heading.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../harness/browser';
import { newRemote, releaseCommand, releaseCommandWith, remoteVariant, removeVariants, replaceIn, runRelease } from '../harness/releases';
import { startTestSite, watchedPages, type TestSite } from '../harness/site';
import { until } from '../harness/wait';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TEE_TIMES = { zh: '預約開球時段', en: 'Book a tee time' };
const TEE_TIMES_NEXT = { zh: '預約開球時段（新版）', en: 'Book a tee time (new)' };
const MENU_LABEL = { zh: '開球時段', en: 'Tee Times' };

let site: TestSite;
const ownBrowsers: (() => Promise<void>)[] = [];
/** The site's composition with the sixth remote's entry, routes and menu: what its team adds. */
let template: string;

interface Composition {
  remotes: { name: string; version: string; entry: string }[];
  shell?: { version: string };
}

/**
 * The live composition. Asked once more when the first try meets a connection the server closed
 * while a release command held this process (a kept-alive socket past the server's idle timeout).
 */
function composition(): Promise<Composition> {
  const read = () => fetch(`${site.url}/remotes.json`).then((response) => response.json() as Promise<Composition>);
  return read().catch(read);
}

/** The URL of the shell's main.js in the page: it changes with the shell's version. */
function shellScript(page: Page): Promise<string | null> {
  return page.locator('script[src*="main."]').first().getAttribute('src');
}

/** Follows an entry of the site menu: in the bar when it fits there, else in the menu's list. */
async function followMenu(page: Page, label: string) {
  await page.getByTestId('nav-menu').waitFor();
  const inBar = page.getByRole('banner').getByRole('link', { name: label, exact: true }).filter({ visible: true });
  if (await inBar.count()) return inBar.first().click();
  await page.getByTestId('nav-menu').click();
  await page.getByTestId('nav-menu-content').getByRole('link', { name: label, exact: true }).click();
}

/**
 * A tab in a browser of its own: its HTTP cache has only what it loaded itself, so the files of a
 * page it opens later come from the site, not from another tab's visit.
 */
async function tabOfItsOwn(language: 'zh' | 'en') {
  const browser = await launchBrowser();
  const pages = watchedPages(browser);
  const close = async () => {
    await browser.close();
    pages.failOnViolations();
  };
  // Closed after the tests even when one fails (an open browser keeps the run alive).
  ownBrowsers.push(() => browser.close());
  return { page: await pages.newPage({ language }), close };
}

async function openPage(page: Page, pathname: string, heading: string) {
  await page.goto(`${site.url}${pathname}`);
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor({ timeout: 45_000 });
}

describe('platform: a remote added by data, the shell released like a remote', () => {
  before(async () => {
    site = await startTestSite();
    const composed = JSON.parse(readFileSync(path.join(ROOT, 'shell/remotes.json'), 'utf8'));
    composed.remotes.push({ name: 'mfe_teetimes' });
    composed.routes.push({ path: '/tee-times', remote: 'mfe_teetimes', module: './TeeTimes' });
    composed.menu.push({ href: '/tee-times', label: MENU_LABEL, access: 'public', order: 35 });
    template = path.join(site.releasesDir, '..', 'composition-with-tee-times.json');
    writeFileSync(template, JSON.stringify(composed));
  });
  after(async () => {
    for (const close of ownBrowsers) await close().catch(() => undefined);
    await site.stop();
    removeVariants();
  });

  it('a sixth remote released into the running site is served on its own origin, in the menu in both languages, and rolled back', async () => {
    const visitorBefore = await site.newPage({ language: 'zh' });
    await openPage(visitorBefore, '/golfcourses', '香港高爾夫球場');
    assert.equal(await visitorBefore.getByRole('banner').getByRole('link', { name: MENU_LABEL.zh, exact: true, includeHidden: true }).count(), 0, 'not in the menu before its release');

    const teeTimes = newRemote('tee-times', { name: 'mfe_teetimes', module: './TeeTimes', heading: TEE_TIMES });
    const output = releaseCommandWith({ COMPOSITION_TEMPLATE: template }, site.releasesDir, 'release', teeTimes);
    const origin = /mfe_teetimes is new to this site: (http:\/\/localhost:\d+)\//.exec(output)?.[1];
    assert.ok(origin, output);
    assert.match(output, /mfe_teetimes: \(none\) → 1\.0\.0-[0-9a-f]{10}/);
    const [shellPort, ...remotePorts] = [site.url, ...(await composition()).remotes.filter((r) => r.name !== 'mfe_teetimes').map((r) => r.entry)].map((url) => Number(new URL(url).port));
    assert.equal(Number(new URL(origin).port), Math.max(shellPort, ...remotePorts) + 1, 'the next port after the site’s');
    // The running site serves the new origin without a restart (it looks for new remotes by itself).
    const first = (await composition()).remotes.find((remote) => remote.name === 'mfe_teetimes')!;
    await until(async () => (await fetch(first.entry).catch(() => null))?.ok === true, 'the new remote’s origin answering');

    for (const language of ['zh', 'en'] as const) {
      for (const width of [1280, 375]) {
        const page = await site.newPage({ language });
        await page.setViewportSize({ width, height: 800 });
        await openPage(page, '/announcements', language === 'zh' ? '最新公告' : 'Announcements');
        await followMenu(page, MENU_LABEL[language]);
        await page.getByRole('heading', { level: 1, name: TEE_TIMES[language], exact: true }).waitFor({ timeout: 45_000 });
        assert.equal(new URL(page.url()).pathname, '/tee-times');
        await screenshot(page, `platform-more-teams-new-remote-${language}-${width}`);
        await page.close();
      }
    }
    // Its page is a page of the site now: a deep link answers 200 with its route's page.
    assert.equal((await fetch(`${site.url}/tee-times`)).status, 200);

    // Its next version, then a rollback to the first.
    const next = newRemote('tee-times-next', { name: 'mfe_teetimes', module: './TeeTimes', heading: TEE_TIMES_NEXT });
    replaceIn(path.join(next, 'package.json'), '"version": "1.0.0"', '"version": "1.1.0"');
    releaseCommandWith({ COMPOSITION_TEMPLATE: template }, site.releasesDir, 'release', next);
    const fresh = await site.newPage({ language: 'en' });
    await openPage(fresh, '/tee-times', TEE_TIMES_NEXT.en);
    const rolledBack = releaseCommand(site.releasesDir, 'rollback', 'mfe_teetimes');
    assert.match(rolledBack, new RegExp(`mfe_teetimes: 1\\.1\\.0-[0-9a-f]{10} → ${first.version}`));
    await openPage(fresh, '/tee-times', TEE_TIMES.en);

    // A rollback past its first version takes it off the site: no menu entry, its address a 404.
    const rolledBack2 = releaseCommand(site.releasesDir, 'rollback', 'mfe_teetimes');
    assert.match(rolledBack2, new RegExp(`mfe_teetimes: ${first.version} → \\(not on the site\\)`));
    const again = runRelease({}, site.releasesDir, 'rollback', 'mfe_teetimes');
    assert.equal(again.status, 1);
    assert.match(again.stderr, /mfe_teetimes is not on this site/);
    const after = await site.newPage({ language: 'en' });
    await openPage(after, '/announcements', 'Announcements');
    assert.equal(await after.getByRole('banner').getByRole('link', { name: MENU_LABEL.en, exact: true, includeHidden: true }).count(), 0, 'its menu entry is gone');
    assert.equal((await fetch(`${site.url}/tee-times`)).status, 404);
    for (const page of [visitorBefore, fresh, after]) await page.close();
  });

  it('the shell: published without going live, made live, rolled back, and an open tab survives both', async () => {
    const nextShell = remoteVariant('shell', 'shell-next', (dir) => {
      replaceIn(path.join(dir, 'src/i18n/golf-courses.ts'), "title: 'Golf Courses in Hong Kong',", "title: 'Golf Courses in Hong Kong (new)',");
      replaceIn(path.join(dir, 'src/i18n/golf-courses.ts'), "title: '香港高爾夫球場',", "title: '香港高爾夫球場（新版）',");
      replaceIn(path.join(dir, 'package.json'), '"version": "1.0.0"', '"version": "1.1.0"');
    });
    const firstShell = (await composition()).shell!.version;
    assert.match(firstShell, /^1\.0\.0-[0-9a-f]{10}$/);
    const before = await tabOfItsOwn('zh');
    const openBefore = before.page;
    await openPage(openBefore, '/about-us', '香港年輕高爾夫球手的家');
    const scriptBefore = await shellScript(openBefore);

    // Staged: published beside the live shell, not served.
    const staged = releaseCommand(site.releasesDir, 'release', nextShell, '--stage');
    const nextVersion = /published shell (1\.1\.0-[0-9a-f]{10})/.exec(staged)?.[1];
    assert.ok(nextVersion, staged);
    assert.match(staged, /not served \(staged\)/);
    assert.equal((await composition()).shell!.version, firstShell);
    const visitor = await site.newPage({ language: 'zh' });
    await openPage(visitor, '/golfcourses', '香港高爾夫球場');

    // Made live by naming it: the next load runs the new shell.
    assert.match(releaseCommand(site.releasesDir, 'release', 'shell', nextVersion), new RegExp(`shell: ${firstShell} → ${nextVersion}`));
    assert.equal((await composition()).shell!.version, nextVersion);
    await openPage(visitor, '/golfcourses', '香港高爾夫球場（新版）');
    assert.notEqual(await shellScript(visitor), scriptBefore, 'another shell build');
    await screenshot(visitor, 'platform-more-teams-shell-released');

    // The tab opened before the release opens a page whose code and texts it had not loaded yet
    // (from its own version's files), in both languages, and a remote's section.
    await followMenu(openBefore, '高爾夫球場');
    await openBefore.getByRole('heading', { level: 1, name: '香港高爾夫球場', exact: true }).waitFor();
    await openBefore.getByRole('button', { name: 'English' }).click();
    await openBefore.getByRole('heading', { level: 1, name: 'Golf Courses in Hong Kong', exact: true }).waitFor();
    await followMenu(openBefore, 'Discussions');
    await openBefore.getByRole('heading', { level: 1, name: 'Discussions' }).waitFor({ timeout: 45_000 });
    assert.equal(await openBefore.getByTestId('remote-unavailable').count(), 0);
    assert.equal(await shellScript(openBefore), scriptBefore, 'still the first shell');

    // A tab on the new shell, then a rollback: the next load runs the first shell, the tab goes on.
    const onNext = await tabOfItsOwn('zh');
    const openOnNext = onNext.page;
    await openPage(openOnNext, '/about-us', '香港年輕高爾夫球手的家');
    assert.match(releaseCommand(site.releasesDir, 'rollback', 'shell'), new RegExp(`shell: ${nextVersion} → ${firstShell}`));
    await openPage(visitor, '/golfcourses', '香港高爾夫球場');
    assert.equal(await shellScript(visitor), scriptBefore);
    await followMenu(openOnNext, '高爾夫球場');
    await openOnNext.getByRole('heading', { level: 1, name: '香港高爾夫球場（新版）', exact: true }).waitFor();
    assert.equal(await openOnNext.getByTestId('remote-unavailable').count(), 0);
    await visitor.close();
    await before.close();
    await onNext.close();
  });

  it('a remote pinning its own Module Federation is refused at build, in one line saying what to do', () => {
    const pinned = remoteVariant('mfe-forum', 'forum-pins-federation', (dir) => {
      const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
      writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ ...manifest, devDependencies: { '@module-federation/enhanced': '2.8.2' } }, null, 2));
      // What `npm install -w mfe-forum @module-federation/enhanced@2.8.2` leaves in the folder.
      mkdirSync(path.join(dir, 'node_modules/@module-federation/enhanced'), { recursive: true });
      writeFileSync(path.join(dir, 'node_modules/@module-federation/enhanced/package.json'), JSON.stringify({ name: '@module-federation/enhanced', version: '2.8.2' }));
    });
    const before = readFileSync(path.join(site.releasesDir, 'remotes.json'), 'utf8');
    const result = runRelease({}, site.releasesDir, 'release', pinned);
    assert.equal(result.status, 1);
    const site29 = JSON.parse(readFileSync(path.join(ROOT, 'node_modules/@module-federation/enhanced/package.json'), 'utf8')).version as string;
    assert.deepEqual(result.stderr.trim().split('\n'), [
      `forum-pins-federation pins @module-federation/enhanced 2.8.2, but every app is built with the site's ${site29} (rspack.shared.js; remotes run on the shell's federation runtime): ` +
        'remove it from forum-pins-federation/package.json and forum-pins-federation/node_modules, or move the whole site to it in the root package.json.',
    ]);
    assert.equal(result.stdout, '', 'nothing was built or published');
    assert.equal(readFileSync(path.join(site.releasesDir, 'remotes.json'), 'utf8'), before);
  });

  it('a remote built with an older federation runtime than the site’s says the section is the older side, under a heading', async () => {
    const forum = (await composition()).remotes.find((remote) => remote.name === 'mfe_forum')!.version;
    // A build made elsewhere with Module Federation 2.8 (its manifest says so), released as it is.
    const older = remoteVariant('mfe-forum', 'forum-older-federation', (dir) => replaceIn(path.join(dir, 'package.json'), '"version": "1.0.0"', '"version": "0.9.0"'));
    const build = spawnSync(process.execPath, [path.join(ROOT, 'scripts/build.mjs'), older], { cwd: ROOT, encoding: 'utf8' });
    assert.equal(build.status, 0, build.stderr);
    const manifestFile = path.join(older, 'dist/mf-manifest.json');
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    manifest.metaData.pluginVersion = '2.8.2';
    writeFileSync(manifestFile, JSON.stringify(manifest));
    releaseCommand(site.releasesDir, 'release', older, '--no-build');

    for (const [language, heading, hint] of [
      ['zh', '此部分是為較舊的網站版本而建', '負責的團隊需要為目前的網站重新發佈此部分。網站其他部分仍可正常使用。'],
      ['en', 'This section was built for an earlier site version', 'Its team needs to release it again for this site. The rest of the site keeps working.'],
    ] as const) {
      const page = await site.newPage({ language });
      await page.goto(`${site.url}/discussions`);
      const panel = page.getByTestId('section-outdated');
      await panel.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 45_000 });
      await panel.getByText(hint).waitFor();
      assert.equal(await panel.getByText(language === 'zh' ? '此部分需要較新的網站版本' : 'This section needs a newer site version').count(), 0);
      // The tab is titled by the panel's heading.
      await until(async () => (await page.title()).startsWith(heading), 'the tab titled by the panel');
      await screenshot(page, `platform-more-teams-older-section-${language}`);
      await page.close();
    }
    releaseCommand(site.releasesDir, 'release', 'mfe-forum', forum);
  });
});
