// The forum as people use it: a visitor reads a thread; a member starts one with two photos;
// another member replies with a photo and likes it; a visitor then sees the new counts; and the
// same screens in Chinese. Against the real API with its demo threads.
import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { startTestSite, type TestSite } from '../harness/site';
import { createMember, signInToken, useSession, type Account } from '../harness/accounts';
import { screenshot, tempDir } from '../harness/browser';
import { encodePng } from '../harness/png';

let site: TestSite;
/** A long-standing demo member: new accounts post one image at most, this journey posts two. */
let authorToken: string;
let replier: Account;
const title = `E2E polo check ${Date.now()}`;
const imageDir = tempDir('forum-e2e-images-');

/** A real PNG file of one colour with a darker band, written to disk for the file chooser. */
function writePng(name: string, [r, g, b]: [number, number, number], width = 320, height = 200): string {
  const png = encodePng(width, height, (_x, y) => {
    const band = y > height / 3 && y < (height * 2) / 3 ? 0.7 : 1;
    return [Math.round(r * band), Math.round(g * band), Math.round(b * band)];
  });
  const file = path.join(imageDir, name);
  writeFileSync(file, png);
  return file;
}

async function openList(page: Page, query = '') {
  await page.goto(`${site.url}/discussions${query}`);
  await page.getByTestId('thread-card').first().waitFor();
}

/** Opens a thread from the list, as a reader would (clicking its card). */
async function openThread(page: Page, name: string | RegExp, query = '') {
  await openList(page, query);
  await page.getByTestId('thread-card').filter({ hasText: name }).getByRole('link').click();
  await page.getByTestId('thread-content').waitFor();
}

async function imagesLoaded(page: Page, selector: string) {
  await page.waitForFunction(
    (css) => [...document.querySelectorAll<HTMLImageElement>(css)].every((image) => image.complete && image.naturalWidth > 0),
    selector,
  );
}

const likeCount = async (page: Page, scope = page.locator('article').first()) =>
  Number((await scope.getByTestId('like-button').first().locator(':scope > span[aria-hidden="true"]').textContent())?.trim());

before(async () => {
  site = await startTestSite();
  authorToken = await signInToken(site.apiUrl, 'member.cheung@youthgolf.hk', 'Member-2025');
  replier = await createMember(site.apiUrl, 'Kind Replier');
});

after(() => site.stop());

describe('forum journeys (1280 px)', () => {
  it('a visitor reads a demo thread with its replies and is asked to sign in to reply or like', async () => {
    const page = await site.newPage({ language: 'en' });
    await openList(page);
    await page.getByRole('heading', { name: 'Latest' }).waitFor();
    assert.equal(await page.getByRole('link', { name: 'Create Discussion' }).count(), 0, 'no create button for visitors');
    await screenshot(page, 'forum-list-en-1280');

    await openThread(page, /Spring Cup/);
    await page.getByTestId('reply').first().waitFor();
    await page.getByRole('heading', { name: /Replies \(\d+\)/ }).waitFor();
    assert.match((await page.getByTestId('thread-content').textContent()) ?? '', /U15/);
    await page.getByText('Sign in to join the conversation.').waitFor();
    assert.equal(await page.getByRole('link', { name: 'Sign In' }).last().getAttribute('href'), '/login');

    const before = await likeCount(page);
    await page.getByTestId('like-button').first().click();
    await page.getByText('Please sign in to like discussions and replies.').waitFor();
    assert.equal(await likeCount(page), before, 'a visitor cannot change the count');
    await page.getByRole('button', { name: 'Share' }).click();
    await page.getByText('Link Copied').waitFor();
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), page.url());
    await screenshot(page, 'forum-thread-visitor-en-1280');
    await page.close();
  });

  it('a member starts a thread with two PNG photos from the category plus button', async () => {
    const page = await site.newPage({ language: 'en' });
    await useSession(page, site.url, authorToken);
    await openList(page);
    await page.getByRole('link', { name: 'New discussion in Golf OOTD' }).click();
    await page.waitForURL(/\/discussions\/create\?category=golfOotd/);
    assert.equal(await page.getByRole('combobox', { name: /Category/ }).inputValue(), 'golfOotd');

    await page.getByRole('button', { name: 'Create Discussion' }).click();
    await page.getByText('Please fill in all required fields').waitFor();

    await page.getByRole('textbox', { name: /Title/ }).fill(`  ${title}  `);
    await page.getByRole('textbox', { name: /Content/ }).fill('Front and back of the new club polo.\nToo bright for the course?');
    await page.locator('input[type="file"]').setInputFiles([writePng('front.png', [27, 106, 60]), writePng('back.png', [230, 160, 40])]);
    await page.getByText('Images Uploaded').waitFor();
    await page.getByRole('img', { name: 'back.png' }).waitFor();
    assert.equal(await page.getByRole('progressbar').count(), 0, 'both uploads finished');
    await screenshot(page, 'forum-create-en-1280');

    await page.getByRole('button', { name: 'Create Discussion' }).click();
    await page.getByText('Discussion thread created successfully').waitFor();
    await page.waitForURL(/\/discussions\?category=golfOotd$/);
    const card = page.getByTestId('thread-card').filter({ hasText: title });
    await card.waitFor();
    assert.equal(await card.getByRole('img', { name: /Attachment/ }).count(), 2);
    await imagesLoaded(page, '[data-testid="thread-card"] img');
    assert.equal(await card.getByText('Golf OOTD').count(), 1);
    await page.close();
  });

  it('another member likes the thread, replies with a photo and likes the reply', async () => {
    const page = await site.newPage({ language: 'en' });
    await useSession(page, site.url, replier.token);
    await openThread(page, title, '?category=golfOotd');
    assert.equal(await page.getByRole('heading', { level: 1 }).textContent(), title, 'the title was trimmed');
    await imagesLoaded(page, 'article img');
    await page.getByRole('button', { name: 'Open attachment 2 full size' }).click();
    await page.getByRole('dialog').getByRole('img', { name: 'Attachment 2' }).waitFor();
    await page.waitForFunction(() => document.querySelector('[role="dialog"]')?.getAnimations().every((a) => a.playState === 'finished'));
    await screenshot(page, 'forum-preview-en-1280');
    // The last of two photos: nothing after it, so Next is off and Previous goes back.
    const preview = page.getByRole('dialog');
    assert.equal(await preview.getByTestId('preview-position').innerText(), 'Image 2 of 2');
    assert.ok(await preview.getByRole('button', { name: 'Next image' }).isDisabled());
    await preview.getByRole('button', { name: 'Previous image' }).click();
    await preview.getByRole('img', { name: 'Attachment 1' }).waitFor();
    assert.ok(await preview.getByRole('button', { name: 'Previous image' }).isDisabled());
    assert.ok(await preview.getByRole('button', { name: 'Next image' }).isEnabled());
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });

    const like = page.getByTestId('like-button').first();
    await like.click();
    await page.waitForFunction(() => document.querySelector('[data-testid="like-button"]')?.getAttribute('aria-pressed') === 'true');
    assert.equal(await like.getAttribute('aria-pressed'), 'true');
    assert.equal(await page.getByRole('button', { name: 'Like (1 like)', pressed: true }).count(), 1);

    const submit = page.getByRole('button', { name: 'Post Reply' });
    assert.equal(await submit.isDisabled(), true, 'nothing to post yet');
    await page.getByRole('textbox', { name: 'Your reply' }).fill('Looks sharp. The orange one gets my vote!');
    await page.locator('input[type="file"]').setInputFiles([writePng('vote.png', [200, 90, 30])]);
    await page.getByText('Images Uploaded').waitFor();
    await page.waitForFunction(() => !document.querySelector('[role="progressbar"]'));
    await submit.click();
    await page.getByText('Reply Posted!').waitFor();
    const reply = page.getByTestId('reply').filter({ hasText: 'The orange one gets my vote' });
    await reply.waitFor();
    assert.equal(await page.getByRole('textbox', { name: 'Your reply' }).inputValue(), '', 'the form was cleared');
    await page.getByRole('heading', { name: 'Replies (1)' }).waitFor();
    await imagesLoaded(page, '[data-testid="reply"] img');
    await reply.getByTestId('like-button').click();
    await page.waitForFunction(() => document.querySelector('[data-testid="reply"] [data-testid="like-button"]')?.getAttribute('aria-pressed') === 'true');
    await screenshot(page, 'forum-thread-member-en-1280');

    // The like survives leaving and coming back: it was stored, not only drawn.
    await openThread(page, title, '?category=golfOotd');
    assert.equal(await page.getByTestId('like-button').first().getAttribute('aria-pressed'), 'true');
    await page.close();
  });

  it('a visitor sees the new counts on the card and in the thread', async () => {
    const page = await site.newPage({ language: 'en' });
    await openList(page, '?category=golfOotd');
    const card = page.getByTestId('thread-card').filter({ hasText: title });
    await card.getByText('1 like', { exact: true }).waitFor({ state: 'attached' });
    await card.getByText('1 reply', { exact: true }).waitFor({ state: 'attached' });
    await card.getByRole('link').click();
    await page.getByTestId('reply').waitFor();
    const stats = page.getByTestId('thread-stats');
    assert.match((await stats.textContent()) ?? '', /Likes\s*1\s*Replies\s*1/);
    assert.equal(await page.getByTestId('reply').getByRole('button', { name: 'Like (1 like)' }).count(), 1);
    await page.close();
  });

  it('reads the same in Chinese', async () => {
    const page = await site.newPage({ language: 'zh' });
    await openList(page, '?category=golfOotd');
    await page.getByRole('heading', { name: '高球穿搭' }).first().waitFor();
    await page.getByRole('button', { name: '技術實驗室' }).waitFor();
    await screenshot(page, 'forum-list-zh-1280');
    await page.getByTestId('thread-card').filter({ hasText: title }).getByRole('link').click();
    await page.getByRole('heading', { name: '回覆（1）' }).waitFor();
    await page.getByText('登入後即可參與討論。').waitFor();
    await screenshot(page, 'forum-thread-zh-1280');
    // The photo preview counts pictures (張), not pages (頁).
    await page.getByRole('button', { name: '以原尺寸開啟附件 1' }).first().click();
    const preview = page.getByRole('dialog');
    assert.equal(await preview.getByTestId('preview-position').innerText(), '第 1 張，共 2 張');
    assert.ok(await preview.getByRole('button', { name: '上一張' }).isDisabled());
    assert.ok(await preview.getByRole('button', { name: '下一張' }).isEnabled());
    await page.waitForFunction(() => document.querySelector('[role="dialog"]')?.getAnimations().every((a) => a.playState === 'finished'));
    await screenshot(page, 'forum-preview-zh-1280');
    await page.close();
  });
});
