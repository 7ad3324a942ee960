// The forum on a phone (375 px): the category tree becomes a dropdown, nothing spills sideways,
// and a member can still start a thread and reply.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { startTestSite, type TestSite } from '../harness/site';
import { createMember, useSession, type Account } from '../harness/accounts';
import { screenshot } from '../harness/browser';

let site: TestSite;
let member: Account;

async function assertNoSidewaysScroll(page: Page, where: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 375, `${where} is ${width}px wide at 375px`);
}

before(async () => {
  site = await startTestSite({ viewport: { width: 375, height: 800 } });
  member = await createMember(site.apiUrl, 'Phone Member');
});

after(() => site.stop());

describe('forum on a phone (375 px)', () => {
  it('a visitor picks a category from the dropdown and reads a thread', async () => {
    const page = await site.newPage({ language: 'en' });
    await page.goto(`${site.url}/discussions`);
    await page.getByTestId('thread-card').first().waitFor();
    assert.equal(await page.getByRole('navigation', { name: 'Categories' }).isVisible(), false, 'no sidebar on a phone');
    const select = page.getByRole('combobox', { name: 'Category' });
    assert.equal(await select.inputValue(), 'latest', 'the forum opens on the newest threads of every category');
    await assertNoSidewaysScroll(page, 'the list');
    await screenshot(page, 'forum-list-en-375');

    await select.selectOption('beginnerQuestions');
    await page.waitForURL(/category=beginnerQuestions/);
    await page.getByRole('heading', { name: 'Beginner Questions' }).waitFor();
    await page.getByTestId('thread-card').first().getByRole('link').click();
    await page.getByTestId('reply').first().waitFor();
    await assertNoSidewaysScroll(page, 'the thread');
    await screenshot(page, 'forum-thread-en-375');
    await page.close();
  });

  it('a member replies and starts a thread on a phone, in Chinese', async () => {
    const page = await site.newPage({ language: 'zh' });
    await useSession(page, site.url, member.token);
    await page.goto(`${site.url}/discussions`);
    await page.getByTestId('thread-card').first().getByRole('link').click();
    await page.getByRole('textbox', { name: '你的回覆' }).fill('手機回覆測試');
    await page.getByRole('button', { name: '發佈回覆' }).click();
    await page.getByText('已發佈回覆！').waitFor();
    await page.getByTestId('reply').filter({ hasText: '手機回覆測試' }).waitFor();
    await screenshot(page, 'forum-thread-zh-375');

    await page.getByRole('link', { name: '返回討論區' }).click();
    await page.getByRole('link', { name: '發起討論' }).click();
    await page.getByRole('heading', { name: '發起討論' }).waitFor();
    // From Latest no category is chosen for the member: they pick one.
    assert.equal(await page.getByRole('combobox', { name: /分類/ }).inputValue(), '');
    await assertNoSidewaysScroll(page, 'the form');
    await screenshot(page, 'forum-create-zh-375');
    await page.close();
  });
});
