// A feature team releases its remote on its own (architecture §2, "Releases"): against the site as
// `npm start` serves it, a new mfe-forum version shows on the next load with the shell untouched,
// a tab opened before the release keeps working on its version, a rollback brings the earlier
// version back, and a remote that needs a newer @golf/shared shows the section's fallback.
import assert from 'node:assert/strict';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { launchBrowser, screenshot } from '../harness/browser';
import { releaseCommand, remoteVariant, removeVariants, replaceIn } from '../harness/releases';
import { startTestSite, type TestSite } from '../harness/site';
import { until } from '../harness/wait';

let site: TestSite;
let nextForum: string;
let forumNeedingNewerShared: string;

function servedVersion(name: string): Promise<string> {
  return fetch(`${site.url}/remotes.json`)
    .then((response) => response.json() as Promise<{ remotes: { name: string; version: string }[] }>)
    .then(({ remotes }) => remotes.find((remote) => remote.name === name)!.version);
}

/** The URL of the shell's main.js in the page: the shell is the same build when it does not change. */
function shellScript(page: Page): Promise<string | null> {
  return page.locator('script[src*="main."]').first().getAttribute('src');
}

async function openDiscussions(page: Page, title: string) {
  await page.goto(`${site.url}/discussions`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor({ timeout: 45_000 });
}

describe('platform: one remote released, rolled back and refused on its own', () => {
  before(async () => {
    site = await startTestSite();
    // The forum team's next version: its page title changes in both languages.
    nextForum = remoteVariant('mfe-forum', 'forum-next', (dir) => {
      replaceIn(path.join(dir, 'src/i18n/forum.zh.ts'), "title: '討論區',", "title: '討論區（新版）',");
      replaceIn(path.join(dir, 'src/i18n/forum.en.ts'), "title: 'Discussions',", "title: 'Discussions (new)',");
      replaceIn(path.join(dir, 'package.json'), '"version": "1.0.0"', '"version": "1.1.0"');
    });
    // A version built against a @golf/shared the shell does not have yet (whatever range it needs today).
    forumNeedingNewerShared = remoteVariant('mfe-forum', 'forum-needs-newer-shared', (dir) => {
      const manifest = path.join(dir, 'package.json');
      const range = JSON.parse(readFileSync(manifest, 'utf8')).dependencies['@golf/shared'] as string;
      replaceIn(manifest, `"@golf/shared": "${range}"`, '"@golf/shared": "^1.99.0"');
    });
  });
  after(async () => {
    await site.stop();
    removeVariants();
  });

  it('a release shows on the next load, the shell untouched, while an open tab keeps working; a rollback returns', async () => {
    const first = await servedVersion('mfe_forum');
    const openBefore = await site.newPage({ language: 'zh' });
    await openDiscussions(openBefore, '討論區');
    const shellBefore = await shellScript(openBefore);

    const output = releaseCommand(site.releasesDir, 'release', nextForum);
    const released = await servedVersion('mfe_forum');
    assert.match(released, /^1\.1\.0-[0-9a-f]{10}$/);
    assert.match(output, new RegExp(`mfe_forum: ${first} → ${released}`));

    const fresh = await site.newPage({ language: 'zh' });
    await openDiscussions(fresh, '討論區（新版）');
    assert.equal(await shellScript(fresh), shellBefore, 'the shell is the same build');
    await screenshot(fresh, 'platform-redeploy-released');

    // The tab opened before the release still runs the first version: it opens a thread and
    // switches language (the English texts, which it had not loaded, come from its version).
    await openBefore.getByTestId('thread-card').first().getByRole('link').click();
    await openBefore.getByRole('link', { name: '返回討論區' }).waitFor();
    await openBefore.getByRole('button', { name: 'English' }).click();
    await openBefore.getByRole('link', { name: 'Back to Discussions' }).waitFor();
    await openBefore.getByRole('link', { name: 'Back to Discussions' }).click();
    await openBefore.getByRole('heading', { level: 1, name: 'Discussions' }).waitFor();
    assert.equal(await openBefore.getByTestId('remote-unavailable').count(), 0);
    await screenshot(openBefore, 'platform-redeploy-open-tab');

    releaseCommand(site.releasesDir, 'rollback', 'mfe-forum');
    assert.equal(await servedVersion('mfe_forum'), first);
    const afterRollback = await site.newPage({ language: 'en' });
    await openDiscussions(afterRollback, 'Discussions');
    assert.equal(await afterRollback.getByRole('heading', { name: 'Discussions (new)' }).count(), 0);
    for (const page of [openBefore, fresh, afterRollback]) await page.close();
  });

  it('a tab whose version was removed from the host reloads once and runs the current release', async () => {
    const first = await servedVersion('mfe_forum');
    // A visitor whose browser never had the first version's English texts (the other tests' tabs
    // share a cache that has them).
    const visitor = await launchBrowser();
    const page = await visitor.newPage();
    await openDiscussions(page, '討論區');
    releaseCommand(site.releasesDir, 'release', nextForum);
    // The host drops the first version's files: the English texts are gone for this tab.
    rmSync(path.join(site.releasesDir, 'mfe_forum', first), { recursive: true });
    let loads = 0;
    page.on('load', () => (loads += 1));
    await page.getByRole('button', { name: 'English' }).click();
    // One reload, then the released version in English: no white page, no raw keys.
    await page.getByRole('heading', { level: 1, name: 'Discussions (new)' }).waitFor({ timeout: 45_000 });
    assert.equal(loads, 1, 'the page reloaded once');
    assert.equal(await page.getByText('list.title').count(), 0);
    await visitor.close();
  });

  it('a remote that needs a newer @golf/shared shows “this section needs a newer site version”, after one reload', async () => {
    const output = releaseCommand(site.releasesDir, 'release', forumNeedingNewerShared);
    assert.match(output, /published mfe_forum 1\.0\.0-/);
    for (const [language, text] of [['zh', '此部分需要較新的網站版本'], ['en', 'This section needs a newer site version']] as const) {
      const page = await site.newPage({ language });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      let loads = 0;
      page.on('load', () => (loads += 1));
      // The section's boundary logs each failure, then decides in the same call whether to reload.
      let decisions = 0;
      page.on('console', (message) => void (message.text().includes('[shell] a section failed to load or render') && (decisions += 1)));
      let navigations = 0;
      page.on('request', (request) => void (request.isNavigationRequest() && request.frame() === page.mainFrame() && (navigations += 1)));
      await page.goto(`${site.url}/discussions`);
      await page.getByTestId('section-outdated').getByText(text).waitFor({ timeout: 45_000 });
      // The reloaded page has decided too; a round trip lets a reload it started reach the test.
      await until(() => decisions >= 2 && loads >= 2, 'the reloaded page’s decision', { timeout: 15_000 });
      await page.evaluate(() => 0);
      assert.equal(navigations, 2, 'the page reloaded once, and only once');
      assert.equal(loads, 2, 'the page reloaded once, and only once');
      assert.deepEqual(errors, [], 'no uncaught error');
      // The rest of the site keeps working.
      await page.getByRole('link', { name: language === 'zh' ? '註冊' : 'Sign Up' }).first().waitFor();
      await screenshot(page, `platform-redeploy-outdated-${language}`);
      await page.close();
    }
    releaseCommand(site.releasesDir, 'rollback', 'mfe-forum');
    const page = await site.newPage({ language: 'zh' });
    await openDiscussions(page, '討論區（新版）');
    await page.close();
  });
});
