// A forum safe for young members (issue 20), as people use it: three established members (the
// seeded demo members: old accounts with posts, issue 36 point 7) report a reply with a phone
// number, it disappears for visitors, an admin restores it from the moderation queue and the log
// says who did what; a member edits their own thread, then deletes it.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { ADMIN, startTestSite, type TestSite } from '../harness/site';
import { api, createMember, signInToken, useSession, type Account } from '../harness/accounts';
import { axeFindings, describeFindings } from '../harness/axe';
import { screenshot } from '../harness/browser';

const DEMO_PASSWORD = 'Member-2025';
const DEMO_REPORTERS = ['member.lee@youthgolf.hk', 'member.ho@youthgolf.hk', 'member.ng@youthgolf.hk'];

let site: TestSite;
let writer: Account;
let reporters: Account[];
let adminToken: string;
let threadId: string;
const replyText = `Call me on 9123 4567 ${Date.now()}`;

const replyOnPage = (page: Page) => page.getByTestId('reply').filter({ hasText: replyText });

before(async () => {
  site = await startTestSite();
  writer = await createMember(site.apiUrl, 'Careless Writer');
  // Only established members' reports hide a post: the seeded members are a year old and have posted.
  reporters = await Promise.all(
    DEMO_REPORTERS.map(async (email) => ({ email, password: DEMO_PASSWORD, fullName: email, phone: '', token: await signInToken(site.apiUrl, email, DEMO_PASSWORD) })),
  );
  adminToken = await signInToken(site.apiUrl, ADMIN.email, ADMIN.password);
  // The reply is the scene of the journey, not its subject: written through the API.
  const { thread } = await api.post<{ thread: { _id: string } }>(site.apiUrl, 'cms/discussion/thread/create', { category: 'chitChat', title: 'Practice partners this weekend?', content: 'Anyone free on Saturday?' }, writer.token);
  threadId = thread._id;
  await api.post(site.apiUrl, `cms/discussion/thread/reply/create/${threadId}`, { content: replyText }, writer.token);
});

after(() => site.stop());

describe('forum moderation (1280 px)', () => {
  it('three members report a reply; it is hidden from visitors', async () => {
    for (const [index, reporter] of reporters.entries()) {
      const page = await site.newPage({ language: 'en' });
      await useSession(page, site.url, reporter.token);
      await page.goto(`${site.url}/discussions/${threadId}`);
      await replyOnPage(page).getByRole('button', { name: 'Report' }).click();
      const dialog = page.getByRole('dialog', { name: 'Report this post' });
      await dialog.getByRole('combobox', { name: 'Reason' }).selectOption('personalInfo');
      await dialog.getByRole('textbox', { name: 'Details (optional)' }).fill('It shows a phone number.');
      if (index === 0) await screenshot(page, 'forum-report-dialog-en');
      await dialog.getByRole('button', { name: 'Send Report' }).click();
      const last = index === reporters.length - 1;
      await page.getByText(last ? 'The post is now hidden until an admin reviews it.' : 'The admins will review it.').waitFor();
      if (!last) assert.equal(await replyOnPage(page).getByRole('button', { name: 'Reported' }).isDisabled(), true);
      else await replyOnPage(page).waitFor({ state: 'detached' });
      await page.close();
    }

    const visitor = await site.newPage({ language: 'en' });
    await visitor.goto(`${site.url}/discussions/${threadId}`);
    await visitor.getByTestId('thread-content').waitFor();
    await visitor.getByRole('heading', { name: 'Replies (0)' }).waitFor();
    assert.equal(await replyOnPage(visitor).count(), 0, 'the hidden reply is not shown to visitors');
    await visitor.close();
  });

  it('the admin sees it marked in the thread, restores it from the queue, and the log records both', async () => {
    const page = await site.newPage({ language: 'en' });
    await useSession(page, site.url, adminToken);
    await page.goto(`${site.url}/discussions/${threadId}`);
    await replyOnPage(page).getByTestId('post-state').getByText('Hidden', { exact: true }).waitFor();
    await replyOnPage(page).getByRole('link', { name: 'Review in moderation' }).click();

    await page.waitForURL(/\/admin\/moderation$/);
    const item = page.getByTestId('moderation-item').filter({ hasText: replyText });
    await item.getByText('3 open reports').waitFor();
    assert.equal(await item.getByText('It shows a phone number.').count(), 3);
    await screenshot(page, 'admin-moderation-queue-en');
    await item.getByRole('button', { name: 'Restore' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Restore this post?' });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('It is the club office number.');
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await page.getByText('Post restored').waitFor();
    await item.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Log' }).click();
    await page.getByText('Why: It is the club office number.').waitFor();
    await page.getByText('Members’ reports').first().waitFor();
    await screenshot(page, 'admin-moderation-log-en');
    await page.close();

    // Visitors' reads may be reused by the browser for 10 seconds (public-cache.ts): reload until then.
    const visitor = await site.newPage({ language: 'en' });
    await visitor.goto(`${site.url}/discussions/${threadId}`);
    // Not 'networkidle': a page may hold a live-updates stream open. Each try gives the replies a
    // moment to render after the thread is on screen.
    const replyShows = () => replyOnPage(visitor).waitFor({ timeout: 1_500 }).then(() => true, () => false);
    for (let tries = 0; !(await replyShows()); tries += 1) {
      assert.ok(tries < 12, 'the restored reply is back for visitors within the public cache’s 10 seconds');
      await visitor.reload();
      await visitor.getByTestId('thread-content').waitFor();
      await visitor.getByRole('heading', { name: /Replies/ }).waitFor();
    }
    await visitor.close();
  });

  it('a member edits their own thread (marked edited), then deletes it', async () => {
    const page = await site.newPage({ language: 'zh' });
    await useSession(page, site.url, writer.token);
    const { thread } = await api.post<{ thread: { _id: string } }>(site.apiUrl, 'cms/discussion/thread/create', { category: 'golfOotd', title: '新球衣', content: '大家覺得怎樣？' }, writer.token);
    await page.goto(`${site.url}/discussions/${thread._id}`);
    await page.getByRole('button', { name: '編輯', exact: true }).click();
    const form = page.getByRole('form', { name: '編輯討論' });
    await form.getByRole('textbox', { name: '標題' }).fill('新球衣（已更正）');
    await form.getByRole('textbox', { name: '內容' }).fill('大家覺得怎樣？詳情見 https://example.com/polo');
    await form.getByRole('button', { name: '儲存修改' }).click();
    await page.getByRole('heading', { level: 1, name: '新球衣（已更正）' }).waitFor();
    await page.getByTestId('edited-mark').first().waitFor();
    const link = page.getByTestId('thread-content').getByRole('link', { name: 'https://example.com/polo' });
    assert.equal(await link.getAttribute('rel'), 'nofollow ugc noopener');
    assert.equal(await link.getAttribute('target'), '_blank');
    await screenshot(page, 'forum-thread-edited-zh');

    await page.getByRole('button', { name: '刪除', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: '刪除此討論？' });
    await confirm.getByRole('button', { name: '刪除' }).click();
    await page.getByText('已刪除討論').waitFor();
    await page.waitForURL(/\/discussions$/);
    await page.getByTestId('thread-card').first().waitFor();
    assert.equal(await page.getByTestId('thread-card').filter({ hasText: '新球衣' }).count(), 0, 'gone from the list');
    await page.close();

    // Without replies nothing is left to keep: the thread is not found.
    const visitor = await site.newPage({ language: 'en' });
    await visitor.goto(`${site.url}/discussions/${thread._id}`);
    await visitor.getByText('Discussion not found.').waitFor();
    await visitor.close();
  });

  it('the author of a thread an admin hid reads it, told why, in both languages and on a phone; others get "not found"', async () => {
    const { thread } = await api.post<{ thread: { _id: string } }>(site.apiUrl, 'cms/discussion/thread/create', { category: 'chitChat', title: 'My number for lifts', content: 'Text me on 9876 5432' }, writer.token);
    await api.put(site.apiUrl, 'admin/moderation', { targetType: 'thread', targetId: thread._id, action: 'hide', reason: '請勿公開電話號碼 No phone numbers' }, adminToken);

    for (const language of ['en', 'zh'] as const) {
      const page = await site.newPage({ language });
      if (language === 'zh') await page.setViewportSize({ width: 390, height: 844 });
      await useSession(page, site.url, writer.token);
      await page.goto(`${site.url}/discussions/${thread._id}`);
      await page.getByRole('heading', { level: 1, name: 'My number for lifts' }).waitFor();
      const note = page.getByTestId('post-state');
      await note.getByText(language === 'en' ? 'An admin hid this post. Only you can see it.' : '管理員已隱藏此帖子。只有你看得到。').waitFor();
      await note.getByText(language === 'en' ? 'Reason: 請勿公開電話號碼 No phone numbers' : '原因：請勿公開電話號碼 No phone numbers').waitFor();
      assert.equal(await page.getByText(language === 'en' ? 'Discussion not found.' : '找不到此討論。').count(), 0);
      assert.equal(await page.getByTestId('thread-closed').count(), 1, 'no reply form on a hidden thread');
      if (language === 'zh') {
        const width = await page.evaluate(() => document.documentElement.scrollWidth);
        assert.ok(width <= 390, `no sideways scrolling (${width} px)`);
      }
      assert.deepEqual(describeFindings(`own hidden thread (${language})`, await axeFindings(page)), []);
      await screenshot(page, `forum-own-hidden-thread-${language}`);
      await page.close();
    }

    const other = await site.newPage({ language: 'zh' });
    await useSession(other, site.url, reporters[0]!.token);
    await other.goto(`${site.url}/discussions/${thread._id}`);
    await other.getByText('找不到此討論。').waitFor();
    assert.equal(await other.getByText('請勿公開電話號碼').count(), 0, 'the reason is hers alone');
    await other.close();
  });
});
