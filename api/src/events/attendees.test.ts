import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp, type TestMember } from '../../test/helpers.js';
import { mailOutbox } from '../mail/table.js';
import { payments } from '../payments/table.js';
import { createEvent, dayFromToday, enrol, enrolForm, enrolled, payInSandbox, setMembership, userRow } from './test-support.js';
import { enrollmentRefunds, events, eventWaitlist } from './table.js';

let t: TestApp;
let admin: string;
before(async () => {
  t = await startTestApp(process.env.DEBUG_LOG ? { logger: { level: 'error' } } : {});
  admin = await t.adminToken();
});
after(() => t.close());

const attendees = (eventId: string, token = admin, language: 'en' | 'zh' = 'en') =>
  t.request({ method: 'GET', url: `/admin/event/${eventId}/enrollments`, token, language });
const markPaid = (enrollmentId: string, method: string, token = admin) =>
  t.request({ method: 'POST', url: `/admin/event/enrollment/${enrollmentId}/mark-paid`, token, payload: { method } });
const refund = (enrollmentId: string, token = admin) => t.request({ method: 'POST', url: `/admin/event/enrollment/${enrollmentId}/refund`, token });
const checkIn = (eventId: string, enrollmentId: string) =>
  t.request({ method: 'POST', url: '/admin/event/checkin', token: admin, payload: { code: `GBEVT:${eventId}:${enrollmentId}` } });

async function mailsTo(address: string) {
  return t.app.db.select({ kind: mailOutbox.kind, subject: mailOutbox.subject, text: mailOutbox.textBody }).from(mailOutbox).where(eq(mailOutbox.toAddress, address));
}

async function participants(eventId: string) {
  const [row] = await t.app.db.select({ current: events.currentParticipants }).from(events).where(eq(events.id, eventId));
  return row!.current;
}

/** A member enrolled in `eventId` with their own address, and their enrolment. */
async function member(eventId: string, name: string): Promise<{ who: TestMember; enrollment: { _id: string } }> {
  const who = await t.signUpMember({ fullName: name });
  const response = await enrol(t, eventId, who, { ...enrolForm, name, email: who.email });
  assert.equal(response.statusCode, 200, response.body);
  return { who, enrollment: response.json().enrollment };
}

async function payOnline(who: TestMember, enrollmentId: string) {
  const link = await t.request({ method: 'POST', url: '/cms/event/payment/create', token: who.token, payload: { enrollmentId } });
  assert.equal(link.statusCode, 200, link.body);
  await payInSandbox(t, link.json().paymentLink);
}

describe('attendees', () => {
  test('admins see who is coming with payment and check-in, and the totals; nobody else does', async () => {
    const event = await createEvent(t, { name: 'Wednesday Practice', priceNonMember: 180, date: dayFromToday(0), time: '23:59:00' });
    const paid = await member(event._id, 'Paid Online');
    const cash = await member(event._id, 'Pays Cash');
    await member(event._id, 'Not Yet Paid');
    await payOnline(paid.who, paid.enrollment._id);
    assert.equal((await markPaid(cash.enrollment._id, 'cash')).statusCode, 200);
    assert.equal((await checkIn(event._id, paid.enrollment._id)).json().result, 'checkedIn');

    const response = await attendees(event._id);
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json();
    assert.equal(body.event._id, event._id);
    assert.deepEqual(
      body.enrollments.map((row: { paymentStatus: string; paidWith: string | null; checkedInAt: string | null }) => [row.paymentStatus, row.paidWith, !!row.checkedInAt]),
      [
        ['Paid', 'payment', true],
        ['Paid', 'cash', false],
        ['Pending', null, false],
      ],
      'earliest enrolment first',
    );
    assert.deepEqual(body.totals, { enrolled: 3, paid: 2, checkedIn: 1, paidAmount: 360, held: 0, waiting: 0 });
    assert.deepEqual(body.refunds, []);
    assert.deepEqual(body.waitlist, []);

    const someone = await t.signUpMember();
    assert.equal((await attendees(event._id, someone.token)).statusCode, 403);
    assert.equal((await t.request({ method: 'GET', url: `/admin/event/${event._id}/enrollments` })).statusCode, 401);
    assert.equal((await t.request({ method: 'GET', url: `/admin/event/${event._id}/enrollments.csv`, token: someone.token })).statusCode, 403);
    const missing = await attendees('no-such-event', admin, 'zh');
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().error, '找不到活動。');
  });

  test('the CSV opens in a spreadsheet with Chinese names, in the admin’s language, and runs no formulas', async () => {
    const event = await createEvent(t, { name: '週三練習', date: '2031-01-08', priceNonMember: 180 });
    const who = await t.signUpMember({ fullName: '陳大文' });
    const enrollment = (await t.request({ method: 'POST', url: `/cms/event/enroll/${event._id}`, token: who.token, payload: { name: '陳大文', email: 'chan@example.hk', phone: '91234567', remarks: '=HYPERLINK("http://evil.example","x"), bring clubs' } })).json().enrollment;
    assert.equal((await markPaid(enrollment._id, 'bankTransfer')).statusCode, 200);

    const zh = await t.request({ method: 'GET', url: `/admin/event/${event._id}/enrollments.csv`, token: admin, language: 'zh', headers: { origin: t.app.config.webOrigins[0]! } });
    assert.equal(zh.statusCode, 200);
    // The admin page on the site's origin reads the file name from this header.
    assert.match(String(zh.headers['access-control-expose-headers']), /Content-Disposition/);
    assert.match(String(zh.headers['content-type']), /^text\/csv; charset=utf-8/);
    assert.match(String(zh.headers['content-disposition']), /^attachment; filename="attendees-2031-01-08\.csv"; filename\*=UTF-8''2031-01-08%20%E9%80%B1%E4%B8%89/);
    assert.deepEqual([...zh.rawPayload.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 byte-order mark');
    const [header, row, end] = zh.rawPayload.subarray(3).toString('utf8').split('\r\n');
    assert.equal(header, '姓名,電郵,電話,備註,價錢（港幣）,付款狀態,付款方式,付款時間,入場時間,報名時間,名單,名額保留至,監護人,緊急聯絡人,醫療備註,拍照同意');
    // The address is the account's (issue 36 point 3), whatever was typed.
    assert.ok(row!.startsWith(`陳大文,${who.email},`), row);
    assert.match(row!.slice(`陳大文,${who.email},`.length), /^91234567,"'=HYPERLINK\(""http:\/\/evil\.example"",""x""\), bring clubs",180,已付款,銀行轉帳,\d{4}-\d{2}-\d{2} \d{2}:\d{2},,\d{4}-\d{2}-\d{2} \d{2}:\d{2},已報名,,,,,$/);
    assert.equal(end, '', 'the file ends with a line break');

    const en = await t.request({ method: 'GET', url: `/admin/event/${event._id}/enrollments.csv`, token: admin, language: 'en' });
    assert.match(en.rawPayload.subarray(3).toString('utf8'), /^Name,Email,Phone,Remarks,Price \(HKD\),Payment status,Paid with,Paid at,Checked in at,Enrolled at,List,Place held until,Guardian,Emergency contact,Medical note,Photo consent\r\n陳大文,.*,Paid,Bank transfer,.*,Enrolled,,,,,\r\n$/);
  });

  test('the waiting list and the places held for it: who waits at which place, who holds one until when; in the CSV too', async () => {
    const event = await createEvent(t, { name: 'Full Clinic', date: '2031-02-05', maxParticipants: 2, priceNonMember: 50 });
    const first = await member(event._id, 'First Enrolled');
    await member(event._id, 'Second Enrolled');
    assert.equal((await markPaid(first.enrollment._id, 'cash')).statusCode, 200);
    const line: TestMember[] = [];
    for (const name of ['Waits One', '等候二', 'Waits Three']) {
      const who = await t.signUpMember({ fullName: name });
      assert.equal((await t.request({ method: 'POST', url: `/cms/event/waitlist/${event._id}`, token: who.token })).statusCode, 200);
      line.push(who);
    }
    const before = (await attendees(event._id)).json();
    assert.deepEqual(
      before.waitlist.map((entry: { fullName: string; position: number; holdUntil: string | null }) => [entry.fullName, entry.position, entry.holdUntil]),
      [
        ['Waits One', 1, null],
        ['等候二', 2, null],
        ['Waits Three', 3, null],
      ],
    );
    assert.equal(before.waitlist[0].email, line[0]!.email);
    assert.equal(typeof before.waitlist[0].phone, 'string');
    assert.deepEqual([before.totals.held, before.totals.waiting], [0, 3]);

    // A refund frees a place: it is held for the first in line, not free for anyone.
    assert.equal((await refund(first.enrollment._id)).statusCode, 200);
    const after = (await attendees(event._id)).json();
    assert.deepEqual(
      after.waitlist.map((entry: { fullName: string; position: number }) => [entry.fullName, entry.position]),
      [
        ['Waits One', 0],
        ['等候二', 1],
        ['Waits Three', 2],
      ],
    );
    const hours = (Date.parse(after.waitlist[0].holdUntil) - Date.now()) / 3_600_000;
    assert.ok(hours > 23.9 && hours <= 24, `held for the hold hours (${hours})`);
    assert.deepEqual(after.totals, { enrolled: 1, paid: 0, checkedIn: 0, paidAmount: 0, held: 1, waiting: 2 });

    // A hold that ran out is no longer shown as one.
    await t.app.db.update(eventWaitlist).set({ holdUntil: new Date(Date.now() - 1000) }).where(eq(eventWaitlist.userId, line[0]!.id));
    assert.deepEqual(
      (await attendees(event._id)).json().waitlist.map((entry: { fullName: string; position: number }) => [entry.fullName, entry.position]),
      [
        ['等候二', 1],
        ['Waits Three', 2],
      ],
    );
    await t.app.db.update(eventWaitlist).set({ holdUntil: new Date(Date.now() + 3_600_000) }).where(eq(eventWaitlist.userId, line[0]!.id));

    const zh = (await t.request({ method: 'GET', url: `/admin/event/${event._id}/enrollments.csv`, token: admin, language: 'zh' })).rawPayload.subarray(3).toString('utf8').split('\r\n');
    assert.equal(zh.length, 6, 'header, one enrolment, three on the list, the final line break');
    assert.match(zh[1]!, /^Second Enrolled,.*,已報名,,,,,$/);
    assert.match(zh[2]!, new RegExp(`^Waits One,${line[0]!.email.replace(/[.+]/g, '\\$&')},[^,]*,,,,,,,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},保留名額,\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},,,,$`));
    assert.match(zh[3]!, /^等候二,.*,候補第 1 位,,,,,$/);
    assert.match(zh[4]!, /^Waits Three,.*,候補第 2 位,,,,,$/);
    const en = (await t.request({ method: 'GET', url: `/admin/event/${event._id}/enrollments.csv`, token: admin, language: 'en' })).rawPayload.subarray(3).toString('utf8').split('\r\n');
    assert.match(en[2]!, /,Place held,\d{4}-/);
    assert.match(en[3]!, /,Waiting list no\. 1,,,,,$/);
  });
});

describe('payments taken by hand', () => {
  test('cash marks a pending enrolment paid, ends its open checkout, and sends the receipt; once only', async () => {
    const event = await createEvent(t, { name: 'Cash Clinic', priceNonMember: 120 });
    const { who, enrollment } = await member(event._id, 'Cash Payer');
    const link = await t.request({ method: 'POST', url: '/cms/event/payment/create', token: who.token, payload: { enrollmentId: enrollment._id } });
    assert.equal(link.statusCode, 200);

    const response = await markPaid(enrollment._id, 'cash');
    assert.equal(response.statusCode, 200, response.body);
    assert.equal(response.json().enrollment.paymentStatus, 'Paid');
    assert.equal(response.json().enrollment.paidWith, 'cash');
    assert.ok(response.json().enrollment.paidAt);
    const open = await t.app.db.select({ status: payments.status }).from(payments).where(eq(payments.enrollmentId, enrollment._id));
    assert.deepEqual(open.map((row) => row.status), ['expired'], 'the online checkout can no longer take money');
    assert.deepEqual((await mailsTo(who.email)).map((mail) => mail.kind).sort(), ['enrolment-held', 'enrolment-receipt']);

    const again = await markPaid(enrollment._id, 'bankTransfer');
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().error, 'This enrollment is already paid.');
    assert.equal((await markPaid('no-such-enrolment', 'cash')).statusCode, 404);
    assert.equal((await markPaid(enrollment._id, 'cheque')).statusCode, 400);
    assert.equal((await markPaid(enrollment._id, 'cash', who.token)).statusCode, 403);
  });
});

describe('refunds', () => {
  test('an online payment is refunded: the place is freed, a record stays, the member is told', async () => {
    const event = await createEvent(t, { name: 'Refund Day', priceNonMember: 150, maxParticipants: 2 });
    const { who, enrollment } = await member(event._id, 'Refund Me');
    await payOnline(who, enrollment._id);
    assert.equal(await participants(event._id), 1);

    const response = await refund(enrollment._id);
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual({ ...response.json().refund, _id: 'x', refundedAt: 'x' }, { _id: 'x', enrollmentId: enrollment._id, fullName: 'Refund Me', email: who.email, amount: 150, paidWith: 'payment', refundedAt: 'x' });
    assert.equal(await participants(event._id), 0, 'the place is free again');
    const [record] = await t.app.db.select().from(enrollmentRefunds).where(eq(enrollmentRefunds.enrollmentId, enrollment._id));
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.id, record!.paymentId!));
    assert.ok(payment!.refundedAt, 'the payment records its refund');
    const list = (await attendees(event._id)).json();
    assert.deepEqual(list.enrollments, []);
    assert.equal(list.refunds.length, 1);
    const mail = (await mailsTo(who.email)).find((sent) => sent.kind === 'enrolment-refunded');
    assert.ok(mail, 'the member is told');
    assert.match(mail.text, /HK\$150\.00/);
    // The member may enrol again in the freed place.
    assert.equal((await enrolled(t, event._id, who))._id.length > 0, true);

    const twice = await refund(enrollment._id);
    assert.equal(twice.statusCode, 404, 'a refund happens once');
  });

  test('refused for an unpaid or checked-in place; a free practice goes back to the member’s credit', async () => {
    const event = await createEvent(t, { name: 'Practice Refunds', type: 'Practice', priceNonMember: 100, priceMember: 80, date: dayFromToday(0), time: '23:59:00' });
    const pending = await member(event._id, 'Still Pending');
    const unpaid = await refund(pending.enrollment._id);
    assert.equal(unpaid.statusCode, 409);
    assert.equal(unpaid.json().error, 'Only a paid enrollment can be refunded.');

    const attended = await member(event._id, 'Came Already');
    await markPaid(attended.enrollment._id, 'cash');
    await checkIn(event._id, attended.enrollment._id);
    const late = await refund(attended.enrollment._id);
    assert.equal(late.statusCode, 409);
    assert.match(late.json().error, /already checked in/);

    const free = await t.signUpMember({ fullName: 'Free Practice' });
    await setMembership(t, free, { activated: true, freePractice: 1 });
    const freeEnrolment = await enrolled(t, event._id, free);
    const redeemed = await t.request({ method: 'POST', url: '/cms/event/freepractice/use', token: free.token, payload: { enrollmentId: freeEnrolment._id } });
    assert.equal(redeemed.statusCode, 200, redeemed.body);
    assert.equal((await userRow(t, free)).noOfFreePractice, 0);
    const back = await refund(freeEnrolment._id);
    assert.equal(back.statusCode, 200, back.body);
    assert.equal(back.json().refund.amount, 0);
    assert.equal((await userRow(t, free)).noOfFreePractice, 1, 'the session is back');
  });

  test('a refund racing a check-in: exactly one of them happens', async () => {
    const event = await createEvent(t, { name: 'Race Night', priceNonMember: 90, maxParticipants: 20, date: dayFromToday(0), time: '23:59:00' });
    for (let round = 0; round < 5; round += 1) {
      const { enrollment } = await member(event._id, `Racer ${'ABCDE'[round]}`);
      await markPaid(enrollment._id, 'cash');
      const [refunded, admitted] = await Promise.all([refund(enrollment._id), checkIn(event._id, enrollment._id)]);
      if (refunded.statusCode === 200) assert.equal(admitted.json().result, 'notFound', `round ${round}: refunded, then nobody to admit`);
      else {
        assert.equal(refunded.statusCode, 409, refunded.body);
        assert.equal(admitted.json().result, 'checkedIn', `round ${round}: admitted, so no refund`);
      }
    }
    const { totals, enrollments } = (await attendees(event._id)).json();
    assert.equal(await participants(event._id), enrollments.length, 'the headcount matches the enrolments left');
    assert.equal(totals.checkedIn, enrollments.length);
  });

  test('two admins refunding the same place at once refund it once', async () => {
    const event = await createEvent(t, { name: 'Double Click', priceNonMember: 60 });
    const { who, enrollment } = await member(event._id, 'Double');
    await payOnline(who, enrollment._id);
    const answers = await Promise.all([refund(enrollment._id), refund(enrollment._id)]);
    assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [200, 404]);
    assert.equal((await attendees(event._id)).json().refunds.length, 1);
    assert.equal(await participants(event._id), 0);
  });
});

test('a place on a free event is released the same way: nothing to give back, the member is told', async () => {
  const event = await createEvent(t, { name: 'Free Putting Night', priceNonMember: 0, priceMember: 0 });
  const { who, enrollment } = await member(event._id, 'Free Rider');
  const [row] = (await attendees(event._id)).json().enrollments;
  assert.deepEqual([row.paymentStatus, row.paidWith], ['Paid', 'free']);
  const released = await refund(enrollment._id);
  assert.equal(released.statusCode, 200, released.body);
  assert.deepEqual([released.json().refund.amount, released.json().refund.paidWith], [0, 'free']);
  const mail = (await mailsTo(who.email)).find((sent) => sent.kind === 'enrolment-refunded');
  assert.ok(mail);
  assert.doesNotMatch(mail.text, /HK\$/, 'no money is mentioned');
  assert.equal(await participants(event._id), 0);
});
