// A parent's privacy on a 390 px phone (issue 40 points 3–4): from Settings they ask for their
// data, see it being prepared, get the mail, and download one zip holding their own record and
// their junior's; on the family page they close a junior's record after the dialog says what
// happens in 30 days, and see the date it will be erased (with the way to keep it), in both languages.
// An admin finds the download in the requests log as an answered access request, logs a request
// received by letter and refuses it with the reason (1280 px in English, 375 px in Chinese).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import { api, createMember, signInToken, useSession, type Account } from '../harness/accounts';
import { screenshot } from '../harness/browser';
import { ADMIN, startTestSite, type TestSite } from '../harness/site';

let site: TestSite;
let parent: Account;
let juniorId: string;

before(async () => {
  site = await startTestSite({ viewport: { width: 390, height: 844 } });
  parent = await createMember(site.apiUrl, 'Wong Mei');
  const today = new Date();
  const added = await api.post<{ junior: { _id: string } }>(
    site.apiUrl,
    'cms/family/juniors',
    { name: { zh: '陳小明', en: 'Chan Siu Ming' }, dateOfBirth: `${today.getFullYear() - 9}-03-03` },
    parent.token,
  );
  juniorId = added.junior._id;
});
after(() => site?.stop());

/** The entries of a zip (local headers in order), inflated. */
function unzipEntries(archive: Buffer): Map<string, Buffer> {
  const entries = new Map<string, Buffer>();
  let at = 0;
  while (archive.readUInt32LE(at) === 0x04034b50) {
    const size = archive.readUInt32LE(at + 18);
    const nameLength = archive.readUInt16LE(at + 26);
    const start = at + 30 + nameLength + archive.readUInt16LE(at + 28);
    entries.set(archive.subarray(at + 30, at + 30 + nameLength).toString('utf8'), inflateRawSync(archive.subarray(start, start + size)));
    at = start + size;
  }
  return entries;
}

describe('privacy', () => {
  it('a parent downloads their data', async () => {
    const page = await site.newPage({ language: 'en' });
    await useSession(page, site.url, parent.token);
    await page.goto(`${site.url}/settings#privacy`);
    const section = page.getByRole('region', { name: 'Privacy' });
    await section.getByText('You have not asked for a copy yet.').waitFor();
    await section.getByRole('button', { name: 'Download my data' }).click();
    await section.getByText(/Being prepared since/).waitFor();
    await screenshot(page, 'privacy-settings-preparing-en-390');

    // The archive is built by the API's scheduled work (every minute); the page looks again on its own.
    await section.getByText(/Ready: can be downloaded until/).waitFor({ timeout: 120_000 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `no sideways scrolling at 390 px (${overflow} px)`);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'privacy-settings-ready-en-390');

    const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: 'Download', exact: true }).click()]);
    assert.match(download.suggestedFilename(), /^golf-club-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = unzipEntries(readFileSync((await download.path())!));
    assert.ok(entries.has('README.txt'));
    const data = JSON.parse(entries.get('data.json')!.toString('utf8')) as { tables: Record<string, Array<Record<string, unknown>>> };
    assert.equal(data.tables.users![0]!.email, parent.email);
    assert.deepEqual(
      data.tables.people!.map((row) => row.name_en),
      ['Chan Siu Ming'],
    );

    // The mail says where to download it.
    const adminToken = await signInToken(site.apiUrl, ADMIN.email, ADMIN.password);
    const { mails } = await api.get<{ mails: Array<{ to: string; subject: string; text: string }> }>(site.apiUrl, 'admin/outbox/list?page=1', adminToken);
    const ready = mails.find((mail) => mail.to === parent.email && /ready to download|已可下載/.test(mail.subject));
    assert.ok(ready, 'the parent was mailed');
    assert.match(ready.text, /\/settings#privacy/);
    await page.close();
  });

  it('a parent closes a junior’s record, and sees when it will be erased', async () => {
    const page = await site.newPage({ language: 'en' });
    await useSession(page, site.url, parent.token);
    await page.goto(`${site.url}/membership/family`);
    const card = page.getByTestId('junior-card');
    await card.getByRole('button', { name: 'Close this record (Chan Siu Ming)' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(/will be erased on \d{1,2} \w{3} \d{4}/).waitFor();
    await screenshot(page, 'privacy-junior-confirm-en-390');
    await dialog.getByRole('button', { name: 'Close it in 30 days' }).click();
    await card.getByText(/This record will be erased on/).waitFor();
    await card.getByRole('button', { name: 'Keep this record (Chan Siu Ming)' }).waitFor();
    await screenshot(page, 'privacy-junior-closing-en-390');

    const { privacy } = await api.get<{ privacy: { juniors: Array<{ personId: string; closure: { eraseAfter: string } | null }> } }>(site.apiUrl, 'cms/privacy', parent.token);
    const closure = privacy.juniors.find((junior) => junior.personId === juniorId)?.closure;
    assert.ok(closure, 'the closure is recorded');
    const days = (Date.parse(closure.eraseAfter) - Date.now()) / (24 * 60 * 60 * 1000);
    assert.ok(days > 29.9 && days <= 30, `erased in 30 days (${days})`);
    await page.close();

    const zh = await site.newPage({ language: 'zh' });
    await useSession(zh, site.url, parent.token);
    await zh.goto(`${site.url}/membership/family`);
    await zh.getByTestId('junior-card').getByText(/此紀錄將於.*刪除。/).waitFor();
    await zh.getByTestId('junior-card').getByRole('button', { name: '保留此紀錄（陳小明）' }).waitFor();
    await screenshot(zh, 'privacy-junior-closing-zh-390');
    await zh.goto(`${site.url}/settings#privacy`);
    await zh.getByRole('region', { name: '私隱' }).getByRole('button', { name: '關閉我的帳戶' }).waitFor();
    await screenshot(zh, 'privacy-settings-zh-390');
    await zh.close();

    // The same screens on a wide screen, in English.
    const wide = await site.newPage({ language: 'en' });
    await wide.setViewportSize({ width: 1280, height: 900 });
    await useSession(wide, site.url, parent.token);
    await wide.goto(`${site.url}/settings#privacy`);
    await wide.getByRole('region', { name: 'Privacy' }).getByText(/Ready: can be downloaded until/).waitFor();
    await screenshot(wide, 'privacy-settings-en-1280');
    await wide.goto(`${site.url}/membership/family`);
    await wide.getByTestId('junior-card').getByRole('button', { name: 'Keep this record (Chan Siu Ming)' }).waitFor();
    await screenshot(wide, 'privacy-family-en-1280');
    await wide.close();
  });

  it('an admin sees the download in the requests log, logs a request and refuses it with the reason', async () => {
    const page = await site.newPage({ language: 'en' });
    await page.setViewportSize({ width: 1280, height: 900 });
    await useSession(page, site.url, await signInToken(site.apiUrl, ADMIN.email, ADMIN.password));
    await page.goto(`${site.url}/admin/data-requests`);
    const downloaded = page.getByTestId('data-request').filter({ hasText: parent.email });
    await downloaded.getByText('The member downloaded their data: this answers the request.').waitFor();
    assert.match(await downloaded.innerText(), /Access[\s\S]*Answered/);

    await page.getByRole('button', { name: 'Log a request' }).click();
    const form = page.getByRole('dialog');
    await form.getByLabel('Kind of request').selectOption('correction');
    await form.getByLabel(/Member’s email/).fill(parent.email);
    await form.getByLabel('What was asked').fill('Please correct my phone number (letter of 20 Nov)');
    await form.getByRole('button', { name: 'Log it' }).click();
    const logged = page.getByTestId('data-request').filter({ hasText: 'Please correct my phone number' });
    await logged.getByRole('button', { name: 'Refuse' }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByRole('button', { name: 'Refuse' }).click();
    await dialog.getByText('Give the reason for refusing').waitFor();
    await dialog.getByLabel('Reason').fill('The letter was not signed by the member');
    await dialog.getByRole('button', { name: 'Refuse' }).click();
    await logged.getByText(/Refused .* · Reason: The letter was not signed by the member/).waitFor();
    await screenshot(page, 'privacy-data-requests-en-1280');
    await page.close();

    const zh = await site.newPage({ language: 'zh' });
    await zh.setViewportSize({ width: 375, height: 812 });
    await useSession(zh, site.url, await signInToken(site.apiUrl, ADMIN.email, ADMIN.password));
    await zh.goto(`${site.url}/admin/data-requests`);
    await zh.getByTestId('data-request').filter({ hasText: '原因：The letter was not signed by the member' }).waitFor();
    const overflow = await zh.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `no sideways scrolling at 375 px (${overflow} px)`);
    await screenshot(zh, 'privacy-data-requests-zh-375');
    await zh.close();
  });
});
