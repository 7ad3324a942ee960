import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { ParsedMail } from 'mailparser';
import type { TestApp } from '../../test/helpers.js';
import { addressOf, decodeQrPng, useAppWithSmtp, type TestSmtp } from '../../test/smtp.js';
import { deliverDue, type SendMail } from '../mail/worker.js';
import { createEvent, enrol, payInSandbox } from './test-support.js';

let t: TestApp;
let smtp: TestSmtp;
let send: SendMail;
useAppWithSmtp((parts) => ({ t, smtp, send } = parts));


async function deliveredOnce(count: number): Promise<ParsedMail[]> {
  await Promise.all([deliverDue(t.database, send), deliverDue(t.database, send)]);
  // No wait: the test server answers a mail only once it has stored it, and deliverDue waits for
  // each answer, so every mail sent (a second copy too) is in `received` by now.
  assert.equal(smtp.received.length, count, 'each mail once');
  return smtp.received;
}

const attachment = (mail: ParsedMail, filename: string) => mail.attachments.find((file) => file.filename === filename);

/** The entry QR inside a confirmation: an inline image the HTML shows, saying the enrolment's code. */
function assertEntryQr(mail: ParsedMail, eventId: string, enrollmentId: string) {
  const qr = attachment(mail, 'entry-qr.png');
  assert.ok(qr, 'the entry QR code is attached');
  assert.equal(qr.contentType, 'image/png');
  assert.equal(qr.contentId, '<entry-qr>');
  // The HTML points at it by content id; mailparser, like a mail client, resolves that to the image.
  assert.match(String(mail.html), /<img src="data:image\/png;base64,[^"]+" width="240" height="240" alt="[^"]+"/);
  assert.equal(decodeQrPng(qr.content), `GBEVT:${eventId}:${enrollmentId}`, 'the code the door scans');
}

test('a free enrolment is confirmed by mail in the member’s language, with the entry QR and the event’s .ics', async () => {
  const member = await t.signUpMember({ fullName: '陳大文' });
  const event = await createEvent(t, { name: 'Free Putting Clinic', priceNonMember: 0, priceMember: 0, date: '2030-04-06', time: '10:00:00', duration: '2 hours' });
  // The site's language switch: every signed-in call carries it, and the profile keeps the last.
  await t.request({ method: 'GET', url: '/cms/auth/me', token: member.token, language: 'zh' });
  const enrolPayload = { name: '陳大文', email: 'parent@example.hk', phone: '91234567', remarks: null };
  const response = await t.request({ method: 'POST', url: `/cms/event/enroll/${event._id}`, token: member.token, payload: enrolPayload, language: 'zh' });
  assert.equal(response.statusCode, 200, response.body);
  const [mail] = await deliveredOnce(1);
  assert.equal(addressOf(mail!), member.email, 'to the account’s verified address, not the one typed (issue 36 point 3)');
  assert.equal(mail!.subject, '報名確認：Free Putting Clinic');
  assert.match(mail!.text ?? '', /陳大文，你好/);
  assert.match(mail!.text ?? '', /日期：2030-04-06/);
  assertEntryQr(mail!, event._id, response.json().enrollment._id);
  assert.match(String(mail!.html), /alt="入場二維碼"/);
  const ics = attachment(mail!, 'event.ics');
  assert.ok(ics);
  // Admins see what went with it in the outbox.
  const outbox = (await t.request({ method: 'GET', url: '/admin/outbox/list', token: await t.adminToken() })).json();
  assert.deepEqual(outbox.mails.find((sent: { to: string }) => sent.to === member.email).attachments, ['entry-qr.png', 'event.ics']);
  assert.match(ics!.content.toString('utf8'), /DTSTART:20300406T020000Z/);
});

test('a paid enrolment is held by mail, then the payment brings a receipt with the .ics, in English', async () => {
  const member = await t.signUpMember({ fullName: 'Wong Siu Ming' });
  await t.request({ method: 'GET', url: '/cms/auth/me', token: member.token, language: 'en' });
  const event = await createEvent(t, { name: 'Saturday Coaching', priceNonMember: 180, date: '2030-05-04', time: '14:00:00' });
  const enrolment = (await enrol(t, event._id, member, { name: 'Wong Siu Ming', email: 'wong@example.hk', phone: '91234567', remarks: null })).json().enrollment;
  const [held] = await deliveredOnce(1);
  assert.equal(held!.subject, 'Your place is held: Saturday Coaching');
  assert.equal(held!.attachments.length, 0, 'no entry code or calendar file before the place is confirmed');
  assert.doesNotMatch(String(held!.html), /<img/);
  smtp.received.length = 0;

  const link = await t.request({ method: 'POST', url: '/cms/event/payment/create', token: member.token, payload: { enrollmentId: enrolment._id } });
  assert.equal(link.statusCode, 200, link.body);
  await payInSandbox(t, link.json().paymentLink);
  const [receipt] = await deliveredOnce(1);
  assert.equal(receipt!.subject, 'Receipt and confirmation: Saturday Coaching');
  assert.match(receipt!.text ?? '', /We received your payment of HK\$180\.00/);
  assert.match(attachment(receipt!, 'event.ics')!.content.toString('utf8'), /SUMMARY:Saturday Coaching/);
  assertEntryQr(receipt!, event._id, enrolment._id);
  assert.match(String(receipt!.html), /alt="Entry QR code"/);
});

test('a membership payment brings a receipt with the new expiry date', async () => {
  const member = await t.signUpMember({ fullName: 'Lee Ka Yan' });
  await t.request({ method: 'GET', url: '/cms/auth/me', token: member.token, language: 'en' });
  const link = await t.request({ method: 'GET', url: '/cms/membership/create-subscription-link', token: member.token });
  assert.equal(link.statusCode, 200, link.body);
  await payInSandbox(t, link.json().paymentLink);
  const [receipt] = await deliveredOnce(1);
  assert.equal(addressOf(receipt!), member.email);
  assert.equal(receipt!.subject, 'Receipt: annual membership');
  assert.match(receipt!.text ?? '', /annual membership fee of HK\$500\.00 on .+ Your membership runs until \d{1,2} \w{3} \d{4}\./);
});

test('members enrolled hear when their event moves (with the new .ics) and when it is cancelled; a new price alone sends nothing', async () => {
  const english = await t.signUpMember({ fullName: 'Ho Wing' });
  const chinese = await t.signUpMember({ fullName: '李嘉欣' });
  const event = await createEvent(t, { name: 'Range Night', priceNonMember: 120, date: '2030-06-05', time: '19:00:00', venue: 'Kai Tak' });
  assert.equal((await enrol(t, event._id, english, { name: 'Ho Wing', email: 'ho@example.hk', phone: '91234567', remarks: null })).statusCode, 200);
  const chineseEnrolment = await t.request({ method: 'POST', url: `/cms/event/enroll/${event._id}`, token: chinese.token, language: 'zh', payload: { name: '李嘉欣', email: 'lee@example.hk', phone: '91234567', remarks: null } });
  assert.equal(chineseEnrolment.statusCode, 200);
  await deliveredOnce(2); // the two "held" mails
  smtp.received.length = 0;

  const admin = await t.adminToken();
  const form = { name: 'Range Night', date: '2030-06-05', time: '19:00:00', duration: '2 hours', venue: 'Kai Tak', maxParticipants: 10, priceMember: 100, priceNonMember: 150, type: 'Practice', description: 'Bring your own clubs.' };
  assert.equal((await t.request({ method: 'PUT', url: `/cms/event/update/${event._id}`, token: admin, payload: form })).statusCode, 200);
  assert.equal(await deliverDue(t.database, send), 0, 'a new price is not a change to announce');

  assert.equal((await t.request({ method: 'PUT', url: `/cms/event/update/${event._id}`, token: admin, payload: { ...form, time: '20:00:00', venue: 'Tuen Mun' } })).statusCode, 200);
  const changed = await deliveredOnce(2);
  const byAddress = new Map(changed.map((mail) => [addressOf(mail), mail]));
  assert.equal(byAddress.get(english.email)!.subject, 'Event changed: Range Night');
  assert.match(byAddress.get(english.email)!.text ?? '', /Time: 20:00 · Venue: Tuen Mun/);
  assert.match(byAddress.get(english.email)!.attachments[0]!.content.toString('utf8'), /DTSTART:20300605T120000Z/);
  assert.equal(byAddress.get(chinese.email)!.subject, '活動有更改：Range Night');
  smtp.received.length = 0;

  assert.equal((await t.request({ method: 'DELETE', url: `/cms/event/delete/${event._id}`, token: admin })).statusCode, 200);
  const cancelled = await deliveredOnce(2);
  assert.deepEqual(cancelled.map((mail) => mail.subject).sort(), ['Event cancelled: Range Night', '活動已取消：Range Night']);
});

test('an event written in both languages is mailed in the recipient’s, its .ics too (decision 95)', async () => {
  const zhMember = await t.signUpMember({ fullName: '李小華' });
  const enMember = await t.signUpMember({ fullName: 'Lee Siu Wah' });
  const event = await createEvent(t, {
    name: { zh: '雙語推桿班', en: 'Bilingual Putting Clinic' },
    venue: { zh: '啟德練習場', en: 'Kai Tak Range' },
    description: { zh: '中文介紹。', en: 'English description.' },
    priceNonMember: 0,
    priceMember: 0,
    date: '2030-04-07',
  });
  for (const [member, language, name] of [[zhMember, 'zh', '李小華'], [enMember, 'en', 'Lee Siu Wah']] as const) {
    await t.request({ method: 'GET', url: '/cms/auth/me', token: member.token, language });
    const response = await t.request({ method: 'POST', url: `/cms/event/enroll/${event._id}`, token: member.token, payload: { name, email: member.email, phone: '91234567', remarks: null }, language });
    assert.equal(response.statusCode, 200, response.body);
  }
  const mails = await deliveredOnce(2);
  const to = (member: { email: string }) => mails.find((mail) => addressOf(mail) === member.email)!;
  assert.equal(to(zhMember).subject, '報名確認：雙語推桿班');
  assert.match(to(zhMember).text ?? '', /啟德練習場/);
  assert.match(attachment(to(zhMember), 'event.ics')!.content.toString('utf8'), /SUMMARY:雙語推桿班/);
  assert.match(to(enMember).subject ?? '', /Bilingual Putting Clinic/);
  assert.match(to(enMember).text ?? '', /Kai Tak Range/);
  assert.doesNotMatch(to(enMember).text ?? '', /啟德/);
  assert.match(attachment(to(enMember), 'event.ics')!.content.toString('utf8'), /SUMMARY:Bilingual Putting Clinic\r?\nLOCATION:Kai Tak Range/);
});
