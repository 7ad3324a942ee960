// A parent looks after their juniors from one account (issue 39 point 1-2), on a 390 px phone:
// from /membership to My family, adds two juniors (one with care details and consents), sees them
// listed in both languages, invites the other parent, who accepts the mailed link signed in with
// that address and finds the same juniors. A date of birth of an adult is refused in words.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { api, createMember, mailedToken, signInThroughPage, signInToken, useSession, type Account } from '../harness/accounts';
import { screenshot } from '../harness/browser';
import { ADMIN, startTestSite, type TestSite } from '../harness/site';

let site: TestSite;
let mother: Account;
let father: Account;

before(async () => {
  site = await startTestSite({ viewport: { width: 390, height: 844 } });
  mother = await createMember(site.apiUrl, 'Wong Mei');
  father = await createMember(site.apiUrl, 'Chan Tai Man');
});
after(() => site?.stop());

/** YYYY-MM-DD `years` years before today. */
const yearsAgo = (years: number) => {
  const today = new Date();
  return `${today.getFullYear() - years}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(Math.min(today.getDate(), 28)).padStart(2, '0')}`;
};

describe('a family', () => {
  it('a parent adds two juniors, and the second guardian they invite sees them', async () => {
    const page = await site.newPage({ language: 'en' });
    await signInThroughPage(page, site.url, mother.email, mother.password);
    await page.getByRole('link', { name: 'Open My family' }).click();
    await page.waitForURL(/\/membership\/family$/);
    await page.getByText('No juniors yet').waitFor();

    await page.getByRole('link', { name: 'Add a junior' }).first().click();
    await page.getByLabel('Name in English').fill('Big Brother');
    await page.getByLabel(/Date of birth/).fill(yearsAgo(19));
    await page.getByRole('button', { name: 'Add junior' }).click();
    await page.getByText('A junior must be under 18. Someone of 18 or more signs up with their own account.').waitFor();
    assert.equal(await page.getByLabel('Name in English').inputValue(), 'Big Brother', 'nothing typed is lost');

    await page.getByLabel('Name in Chinese').fill('陳小明');
    await page.getByLabel('Name in English').fill('Chan Siu Ming');
    await page.getByLabel(/Date of birth/).fill(yearsAgo(9));
    await page.getByLabel('Emergency contact name').fill('Wong Mei');
    await page.getByLabel('Emergency contact phone').fill('9123 4567');
    await page.getByLabel('Medical notes').fill('Peanut allergy');
    await page.getByLabel('May the club take and publish photos of this junior?').selectOption('yes');
    await page.getByLabel('May this junior appear in the forum?').selectOption('no');
    await page.getByRole('button', { name: 'Add junior' }).click();
    await page.waitForURL(/\/membership\/family$/);
    await page.getByTestId('junior-card').first().waitFor();

    await page.getByRole('link', { name: 'Add a junior' }).first().click();
    await page.getByLabel('Name in Chinese').fill('陳小芳');
    await page.getByLabel(/Date of birth/).fill(yearsAgo(6));
    await page.getByRole('button', { name: 'Add junior' }).click();
    await page.waitForURL(/\/membership\/family$/);
    await page.getByTestId('junior-card').nth(1).waitFor();
    const cards = await page.getByTestId('junior-card').allTextContents();
    assert.match(cards[0]!, /Chan Siu Ming.*Age 9.*Photos allowed.*No forum.*Medical notes kept.*Emergency: Wong Mei, 9123 4567/);
    assert.match(cards[1]!, /陳小芳.*Age 6.*Photos: not answered.*Forum: not answered.*No emergency contact/);
    assert.equal((cards[1]!.match(/陳小芳/g) ?? []).length, 1, 'a Chinese name alone is shown once');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `no sideways scrolling at 390 px (${overflow} px)`);
    await screenshot(page, 'family-en-390');

    await page.getByRole('textbox', { name: /Their email address/ }).fill(father.email);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`Invited: ${father.email}`, { exact: false }).waitFor();
    await page.close();

    const token = await mailedToken(site.apiUrl, father.email, '/membership/family/accept');
    const other = await site.newPage({ language: 'zh' });
    await useSession(other, site.url, father.token);
    await other.goto(`${site.url}/membership/family/accept?token=${token}`);
    await other.getByTestId('accept-invitation').and(other.locator('[data-state="accepted"], [data-state="failed"]')).waitFor();
    assert.equal(await other.getByTestId('accept-invitation').getAttribute('data-state'), 'accepted', await other.getByTestId('accept-invitation').textContent() ?? '');
    await other.getByText('你現在是這個家庭的監護人').waitFor();
    await other.getByRole('link', { name: '前往我的家庭' }).click();
    await other.getByTestId('junior-card').nth(1).waitFor();
    const seen = await other.getByTestId('junior-card').allTextContents();
    assert.match(seen[0]!, /陳小明.*Chan Siu Ming.*9 歲.*可拍照.*不可出現在討論區/);
    assert.match(seen[1]!, /陳小芳.*6 歲.*拍照：尚未回覆.*討論區：尚未回覆/);
    assert.match(await other.getByTestId('family-guardians').textContent() ?? '', /Wong Mei.*Chan Tai Man.*你/);
    await screenshot(other, 'family-zh-390');
    await other.close();
  });

  it('an admin sees the family on the parent’s page, with the care details and consents', async () => {
    const motherId = (await api.get<{ data: { _id: string } }>(site.apiUrl, 'cms/auth/me', mother.token)).data._id;
    const page = await site.newPage({ language: 'en' });
    await useSession(page, site.url, await signInToken(site.apiUrl, ADMIN.email, ADMIN.password));
    await page.goto(`${site.url}/admin/user-management/user-detail/${motherId}`);
    await page.getByTestId('admin-junior').nth(1).waitFor();
    const juniors = await page.getByTestId('admin-junior').allTextContents();
    assert.match(juniors[0]!, /Chan Siu Ming.*Age 9.*Photos: yes.*Forum: no.*Medical notes: Peanut allergy.*Emergency: Wong Mei, 9123 4567/);
    assert.match(juniors[1]!, /陳小芳.*Photos: not answered/);
    await screenshot(page, 'family-admin-en-390');
    await page.close();
  });
});
