// Issue 19's journey: an event fills up, a second member joins its waiting list, the first is
// refunded from the attendees page, the second is offered the place (held for them, told by
// mail), takes it and pays on the sandbox checkout; the admin sees both on the attendees page,
// and /my-bookings shows the second member's entry QR.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { api, createMember, signInToken, useSession, type Account } from '../harness/accounts';
import { screenshot } from '../harness/browser';
import { createEvent, enrolThroughApi, hkDay } from '../harness/events';
import { payThroughCheckout } from '../harness/payments';
import { ADMIN, startTestSite, type TestSite } from '../harness/site';

let site: TestSite;
let adminToken: string;
let eventId: string;
let first: Account;
let second: Account;

before(async () => {
  site = await startTestSite();
  adminToken = await signInToken(site.apiUrl, ADMIN.email, ADMIN.password);
  eventId = await createEvent(site.apiUrl, adminToken, {
    name: 'E2E One Place Clinic',
    date: hkDay(4),
    time: '09:00:00',
    duration: '1 hour',
    venue: 'Tuen Mun Golf Centre',
    maxParticipants: 1,
    priceMember: 90,
    priceNonMember: 110,
    type: 'Coaching',
    description: 'Waiting list journey.',
  });
  first = await createMember(site.apiUrl, 'First Member');
  second = await createMember(site.apiUrl, 'Second Member');
  // The first member takes the only place and pays online.
  const enrollment = await enrolThroughApi(site.apiUrl, eventId, first);
  const { paymentLink } = await api.post<{ paymentLink: string }>(site.apiUrl, 'cms/event/payment/create', { enrollmentId: enrollment._id }, first.token);
  await payThroughCheckout(paymentLink);
});
after(() => site.stop());

describe('events: waiting list', () => {
  it('a full event fills from its waiting list after a refund, and the new member pays', async () => {
    const member = await site.newPage({ language: 'en' });
    await useSession(member, site.url, second.token);
    await member.goto(`${site.url}/events/${eventId}`);
    const panel = member.getByTestId('booking-panel');
    await panel.getByText('This event is full').waitFor();
    await panel.getByRole('button', { name: 'Join the waiting list' }).click();
    await panel.getByText(/You are number 1 on the waiting list/).waitFor();
    await screenshot(member, 'events-waitlist-joined-en');

    // The admin refunds the first member from the attendees page.
    const admin = await site.newPage({ language: 'en' });
    await useSession(admin, site.url, adminToken);
    await admin.goto(`${site.url}/admin/event-attendees/${eventId}`);
    await admin.getByRole('button', { name: `Refund ${first.fullName}` }).click();
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Refund' }).click();
    await admin.getByText(`${first.fullName} is refunded`).waitFor();

    // The second member is offered the place, by mail and on the page, and takes it.
    const { mails } = await api.get<{ mails: Array<{ to: string; subject: string }> }>(site.apiUrl, 'admin/outbox/list?page=1', adminToken);
    assert.ok(mails.some((mail) => mail.to === second.email && mail.subject.includes('E2E One Place Clinic')), 'the offer is mailed');
    await member.reload();
    await panel.getByText(/A place is held for you until/).waitFor();
    await screenshot(member, 'events-waitlist-held-en');
    await panel.getByRole('button', { name: 'Book' }).click();
    await member.getByRole('dialog').getByRole('button', { name: 'Confirm booking' }).click();
    const card = member.getByTestId('enrollment-card');
    await card.getByText('Pending payment').waitFor();

    const [checkout] = await Promise.all([member.context().waitForEvent('page'), card.getByRole('button', { name: 'Pay HK$110' }).click()]);
    await checkout.getByRole('button', { name: /Pay HK\$110/ }).click();
    await checkout.waitForURL(new RegExp(`/events/${eventId}$`));
    await checkout.getByTestId('entry-qr').waitFor();
    await checkout.close();

    // The member's bookings show it with its entry QR.
    await member.goto(`${site.url}/my-bookings`);
    const booking = member.getByRole('listitem').filter({ has: member.getByRole('heading', { name: 'E2E One Place Clinic' }) });
    await booking.getByText('Paid (online)').waitFor();
    await booking.getByTestId('entry-qr').waitFor();
    await screenshot(member, 'events-my-bookings-en');

    // The admin sees the new attendee paid and the refund.
    await admin.reload();
    await admin.getByRole('row').filter({ hasText: second.fullName }).getByText('Paid · Online').waitFor();
    await admin.getByRole('region', { name: 'Refunds' }).getByText(first.fullName).waitFor();
    const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Download CSV' }).click()]);
    assert.match(download.suggestedFilename(), /E2E One Place Clinic\.csv$/);
    await screenshot(admin, 'admin-attendees-after-waitlist-en');
    await admin.close();
    await member.close();
  });
});
