// A member cancels their own paid booking until the event's cancellation deadline and is refunded
// through the payment provider, the same way as an admin refund (issue 35, DESIGN §5c).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { startTestApp, type TestApp, type TestMember } from '../../test/helpers.js';
import { mailOutbox } from '../mail/table.js';
import { payments } from '../payments/table.js';
import { createEvent, dayFromToday, enrol, enrolForm, eventForm, payInSandbox } from './test-support.js';
import { enrollmentRefunds, events } from './table.js';

let t: TestApp;
let admin: string;
before(async () => {
  t = await startTestApp();
  admin = await t.adminToken();
});
after(() => t.close());

const cancel = (enrollmentId: string, who: TestMember, language: 'en' | 'zh' = 'en') =>
  t.request({ method: 'DELETE', url: `/cms/event/enroll/${enrollmentId}`, token: who.token, language });

async function participants(eventId: string) {
  const [row] = await t.app.db.select({ current: events.currentParticipants }).from(events).where(eq(events.id, eventId));
  return row!.current;
}

/** A new member enrolled in the event and paid online through the sandbox checkout. */
async function paidMember(eventId: string) {
  const who = await t.signUpMember();
  const enrolled = await enrol(t, eventId, who, { ...enrolForm, email: who.email });
  assert.equal(enrolled.statusCode, 200, enrolled.body);
  const enrollment = enrolled.json().enrollment as { _id: string };
  const link = await t.request({ method: 'POST', url: '/cms/event/payment/create', token: who.token, payload: { enrollmentId: enrollment._id } });
  assert.equal(link.statusCode, 200, link.body);
  await payInSandbox(t, link.json().paymentLink);
  return { who, enrollment };
}

test('events carry a cancellation deadline: 48 hours unless the admin sets another, within 0 to 720', async () => {
  const plain = await createEvent(t);
  assert.equal(plain.cancellationHours, 48);
  const own = await createEvent(t, { cancellationHours: '24' });
  assert.equal(own.cancellationHours, 24);
  const tooLong = await t.request({ method: 'POST', url: '/cms/event/create', token: admin, language: 'zh', payload: eventForm({ cancellationHours: 1000 }) });
  assert.equal(tooLong.statusCode, 400);
  assert.match(tooLong.json().error, /取消期限必須為開始前 0 至 720 小時/);
});

test('before the deadline a paid booking is cancelled and refunded through the provider; the place goes to the waiting list', async () => {
  const event = await createEvent(t, { name: 'Refundable Practice', priceNonMember: 150, maxParticipants: 1, date: dayFromToday(7) });
  const { who, enrollment } = await paidMember(event._id);
  const waiting = await t.signUpMember();
  assert.equal((await t.request({ method: 'POST', url: `/cms/event/waitlist/${event._id}`, token: waiting.token })).statusCode, 200);

  const response = await cancel(enrollment._id, who);
  assert.equal(response.statusCode, 200, response.body);
  assert.deepEqual(response.json(), { status: 'ok', refunded: 150 });
  assert.equal(await participants(event._id), 0, 'the place is freed');
  const [record] = await t.app.db.select().from(enrollmentRefunds).where(eq(enrollmentRefunds.enrollmentId, enrollment._id));
  assert.equal(record!.refundedBy, who.id, 'the member cancelled it');
  const [payment] = await t.app.db.select().from(payments).where(eq(payments.id, record!.paymentId!));
  assert.ok(payment!.refundedAt, 'refunded through the provider');
  const mails = await t.app.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, who.email), eq(mailOutbox.kind, 'enrolment-refunded')));
  assert.equal(mails.length, 1, 'the member is told by mail');

  const detail = await t.request({ method: 'GET', url: `/cms/event/get/${event._id}`, token: waiting.token });
  assert.equal(detail.json().myWaitlist.position, 0, 'the first in line holds the freed place');
  assert.ok(detail.json().myWaitlist.holdUntil);

  assert.equal((await cancel(enrollment._id, who)).statusCode, 404, 'a refund happens once');
});

test('after the deadline nothing changes and the member is told to contact the club (both languages)', async () => {
  const event = await createEvent(t, { date: dayFromToday(3), cancellationHours: 96 });
  const { who, enrollment } = await paidMember(event._id);
  const refused = await cancel(enrollment._id, who);
  assert.equal(refused.statusCode, 409);
  assert.match(refused.json().error, /cancellation deadline for this event has passed.*contact the club/);
  assert.match((await cancel(enrollment._id, who, 'zh')).json().error, /取消期限已過.*請聯絡本會/);
  assert.equal(await participants(event._id), 1);

  // The admin's deadline is the rule: 0 hours lets the member cancel up to the start.
  const late = await createEvent(t, { date: dayFromToday(1), cancellationHours: 0 });
  const second = await paidMember(late._id);
  assert.equal((await cancel(second.enrollment._id, second.who)).statusCode, 200);
});

test('cash and transfers go back through the club; another member’s booking reads as missing', async () => {
  const event = await createEvent(t, { date: dayFromToday(10) });
  const who = await t.signUpMember();
  const enrollment = (await enrol(t, event._id, who, { ...enrolForm, email: who.email })).json().enrollment as { _id: string };
  const paid = await t.request({ method: 'POST', url: `/admin/event/enrollment/${enrollment._id}/mark-paid`, token: admin, payload: { method: 'cash' } });
  assert.equal(paid.statusCode, 200, paid.body);
  const stranger = await t.signUpMember();
  assert.equal((await cancel(enrollment._id, stranger)).statusCode, 404);
  const refused = await cancel(enrollment._id, who);
  assert.deepEqual([refused.statusCode, refused.json().error], [409, 'This booking was paid in cash or by bank transfer. Please contact the club to cancel it.']);
  assert.equal(await participants(event._id), 1);
});
