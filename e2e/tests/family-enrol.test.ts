// A parent enrols their two juniors and pays once (issue 39 point 3), on a 390 px phone: the event
// page lists the family, the booking dialog asks who is going, one checkout pays both places, and
// each junior then has their own entry QR. The admin sees both on the attendees page with the
// guardian's phone and the consent flags, and the door admits one of them by its code.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { api, createMember, signInToken, useSession, type Account } from '../harness/accounts';
import { screenshot } from '../harness/browser';
import { hkDay } from '../harness/events';
import { ADMIN, startTestSite, type TestSite } from '../harness/site';

let site: TestSite;
let parent: Account;
let adminToken: string;
let eventId: string;

const yearsAgo = (years: number) => `${Number(hkDay(0).slice(0, 4)) - years}${hkDay(0).slice(4, 8)}${String(Math.min(Number(hkDay(0).slice(8)), 28)).padStart(2, '0')}`;

before(async () => {
  site = await startTestSite({ viewport: { width: 390, height: 844 } });
  parent = await createMember(site.apiUrl, 'Chan Tai Man');
  await api.post(site.apiUrl, 'cms/family/juniors', { name: { zh: '陳小明', en: 'Chan Siu Ming' }, dateOfBirth: yearsAgo(12), emergencyContact: { name: 'Wong Mei', relation: 'aunt', phone: '9123 4567' }, medicalNotes: 'Peanut allergy', photoConsent: true }, parent.token);
  await api.post(site.apiUrl, 'cms/family/juniors', { name: { en: 'Chan Siu Fong' }, dateOfBirth: yearsAgo(8), photoConsent: false }, parent.token);
  adminToken = await signInToken(site.apiUrl, ADMIN.email, ADMIN.password);
  const { event } = await api.post<{ event: { _id: string } }>(
    site.apiUrl,
    'cms/event/create',
    {
      name: 'E2E Family Practice',
      date: hkDay(0),
      time: '23:59:00',
      duration: '2 hours',
      venue: 'Kai Tak Driving Range',
      maxParticipants: 10,
      priceMember: 90,
      priceNonMember: 140,
      type: 'Practice',
      description: 'Family journey.',
      allowRegistration: true,
    },
    adminToken,
  );
  eventId = event._id;
});
after(() => site?.stop());

describe('a family books together', () => {
  it('a parent enrols both juniors, pays once and sees two entry QR codes; the admin sees them and the door admits one', async () => {
    const page = await site.newPage({ language: 'en' });
    await useSession(page, site.url, parent.token);
    await page.goto(`${site.url}/events/${eventId}`);
    const panel = page.getByTestId('family-booking-panel');
    await panel.getByText('Book for your family').waitFor();
    assert.equal(await panel.getByTestId('family-member').count(), 3, 'the parent and both juniors');

    await panel.getByRole('button', { name: 'Book', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Who is going').waitFor();
    await dialog.getByText('3 people · HK$420').waitFor();
    await dialog.getByRole('checkbox', { name: new RegExp(`${parent.fullName} \\(you\\)`) }).uncheck();
    await dialog.getByText('2 people · HK$280').waitFor();
    await screenshot(page, 'family-enrol-dialog-en-390');
    await dialog.getByRole('button', { name: 'Confirm booking' }).click();
    await page.getByText('2 places booked').first().waitFor();

    const payAll = panel.getByRole('button', { name: 'Pay for 2 places · HK$280' });
    await payAll.waitFor();
    assert.deepEqual(await panel.getByTestId('family-member').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-state'))), ['notBooked', 'pending', 'pending']);
    const [checkout] = await Promise.all([page.context().waitForEvent('page'), payAll.click()]);
    await checkout.getByRole('button', { name: /Pay HK\$280/ }).click();
    await checkout.waitForURL(new RegExp(`/events/${eventId}$`));
    await checkout.close();

    await page.bringToFront();
    await page.reload();
    await page.getByTestId('entry-qr').nth(1).waitFor({ timeout: 20_000 });
    assert.equal(await page.getByTestId('entry-qr').count(), 2, 'one entry QR per junior');
    await page.getByText('Place of 陳小明 Chan Siu Ming').waitFor();
    await page.getByText('Place of Chan Siu Fong').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `no sideways scrolling at 390 px (${overflow} px)`);
    await screenshot(page, 'family-enrol-paid-en-390');
    await page.close();

    // The same page in Chinese on a wide screen, and the family page with each junior's membership.
    const wide = await site.newPage({ language: 'zh' });
    await wide.setViewportSize({ width: 1280, height: 900 });
    await useSession(wide, site.url, parent.token);
    await wide.goto(`${site.url}/events/${eventId}`);
    await wide.getByTestId('family-booking-panel').getByText('為家人報名').waitFor();
    await wide.getByText('陳小明 Chan Siu Ming 的名額').waitFor();
    await screenshot(wide, 'family-enrol-paid-zh-1280');
    await wide.goto(`${site.url}/membership/family`);
    await wide.getByRole('button', { name: '為 陳小明 加入會籍' }).waitFor();
    assert.equal(await wide.getByTestId('junior-membership').count(), 2);
    await screenshot(wide, 'family-memberships-zh-1280');
    await wide.close();

    const { myFamily } = await api.get<{ myFamily: Array<{ enrollment: { _id: string; entryCode: string; paymentStatus: string } | null }> }>(site.apiUrl, `cms/event/get/${eventId}`, parent.token);
    assert.deepEqual(myFamily.map((person) => person.enrollment?.paymentStatus ?? null), [null, 'Paid', 'Paid']);

    const admin = await site.newPage({ language: 'zh' });
    await useSession(admin, site.url, adminToken);
    await admin.goto(`${site.url}/admin/event-attendees/${eventId}`);
    await admin.getByTestId('junior-care').nth(1).waitFor();
    const care = await admin.getByTestId('junior-care').allTextContents();
    assert.equal(care.length, 2);
    assert.ok(care.every((text) => text.includes(`監護人：${parent.fullName} · ${parent.phone}`)), care.join(' | '));
    assert.ok(care.some((text) => text.includes('可拍照') && text.includes('醫療備註：Peanut allergy')), care.join(' | '));
    assert.ok(care.some((text) => text.includes('不可拍照') && text.includes('未提供緊急聯絡人')), care.join(' | '));
    await screenshot(admin, 'family-attendees-zh-390');

    await admin.goto(`${site.url}/admin/check-in`);
    await admin.getByLabel('入場代碼').fill(myFamily[2]!.enrollment!.entryCode);
    await admin.getByRole('button', { name: '簽到' }).click();
    await admin.getByTestId('junior-care').waitFor();
    await admin.getByText('Chan Siu Fong').first().waitFor();
    await screenshot(admin, 'family-check-in-zh-390');
    const { totals } = await api.get<{ totals: { checkedIn: number } }>(site.apiUrl, `admin/event/${eventId}/enrollments`, adminToken);
    assert.equal(totals.checkedIn, 1);
  });
});
