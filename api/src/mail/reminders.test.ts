import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../test/helpers.js';
import { addressOf, useAppWithSmtp, type TestSmtp } from '../../test/smtp.js';
import { writeEventReminders } from '../events/reminders.js';
import { createEvent, dayFromToday, enrol, setMembership } from '../events/test-support.js';
import { writeMembershipReminders } from '../membership/reminders.js';
import { users } from '../users/table.js';
import { reminderLinks } from './reminders.js';
import { deliverDue, type SendMail } from './worker.js';

let t: TestApp;
let smtp: TestSmtp;
let send: SendMail;
useAppWithSmtp((parts) => ({ t, smtp, send } = parts));

const linkIn = (text: string | undefined) => /(http:\/\/\S+\/ext\/mail\/unsubscribe\?\S+)/.exec(text ?? '')?.[1];

test('the day before an event each member enrolled gets one reminder, with the .ics and an unsubscribe link that works without signing in', async () => {
  const member = await t.signUpMember({ fullName: 'Tang Ka Ho' });
  const quiet = await t.signUpMember({ fullName: 'No Reminders' });
  const event = await createEvent(t, { name: 'Tomorrow Clinic', date: dayFromToday(1), priceNonMember: 0, priceMember: 0 });
  const later = await createEvent(t, { name: 'Next Week', date: dayFromToday(7), priceNonMember: 0, priceMember: 0 });
  for (const who of [member, quiet]) assert.equal((await enrol(t, event._id, who, { name: who === member ? 'Tang Ka Ho' : 'No Reminders', email: who.email, phone: '91234567', remarks: null })).statusCode, 200);
  assert.equal((await enrol(t, later._id, member)).statusCode, 200);
  // One member switched reminders off in /settings.
  assert.deepEqual((await t.request({ method: 'PUT', url: '/cms/profile/me/reminders', token: quiet.token, payload: { enabled: false } })).json(), { status: 'ok', remindersEnabled: false });
  assert.equal((await t.request({ method: 'GET', url: '/cms/auth/me', token: quiet.token })).json().data.remindersEnabled, false);
  await deliverDue(t.database, send);
  smtp.received.length = 0; // the enrolment confirmations

  const links = reminderLinks(t.app);
  const written = await Promise.all([writeEventReminders(t.app.db, links), writeEventReminders(t.app.db, links)]);
  assert.equal(written[0]! + written[1]!, 1, 'one reminder, however many runs');
  assert.equal(await writeEventReminders(t.app.db, links), 0);
  await deliverDue(t.database, send);
  const [reminder] = await smtp.waitFor(1);
  assert.equal(addressOf(reminder!), member.email);
  assert.equal(reminder!.subject, 'Tomorrow: Tomorrow Clinic');
  assert.match(reminder!.attachments[0]!.content.toString('utf8'), /SUMMARY:Tomorrow Clinic/);

  const unsubscribe = linkIn(reminder!.text);
  assert.ok(unsubscribe, 'the reminder carries the link');
  // …and the headers mail clients turn into their own unsubscribe button (RFC 2369 / 8058).
  assert.deepEqual(reminder!.headers.get('list'), { unsubscribe: { url: unsubscribe }, 'unsubscribe-post': { name: 'List-Unsubscribe=One-Click' } });
  const path = new URL(unsubscribe!).pathname + new URL(unsubscribe!).search;
  const page = await t.request({ method: 'GET', url: path });
  assert.equal(page.statusCode, 200);
  assert.match(page.body, /Reminder emails are off/);
  assert.equal((await t.request({ method: 'GET', url: '/cms/auth/me', token: member.token })).json().data.remindersEnabled, false);
  // A forged link changes nothing and says so, in Chinese too.
  const forged = await t.request({ method: 'GET', url: `/ext/mail/unsubscribe?user=${encodeURIComponent(quiet.id)}&sig=forged`, language: 'zh' });
  assert.equal(forged.statusCode, 400);
  assert.match(forged.body, /此連結無效/);
  // The mail client's one-click POST (RFC 8058: a form body `List-Unsubscribe=One-Click`) works the same.
  await t.request({ method: 'PUT', url: '/cms/profile/me/reminders', token: member.token, payload: { enabled: true } });
  const oneClick = await t.app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
  assert.equal(oneClick.statusCode, 200, oneClick.body);
  assert.equal((await t.request({ method: 'GET', url: '/cms/auth/me', token: member.token })).json().data.remindersEnabled, false);
});

test('a membership ending in 30 days and again in 7 gets one reminder each, in the member’s language', async () => {
  const member = await t.signUpMember({ fullName: '何嘉敏' });
  await t.request({ method: 'GET', url: '/cms/auth/me', token: member.token, language: 'zh' });
  await setMembership(t, member, { activated: true, expiresInDays: 20 });
  const links = reminderLinks(t.app);
  assert.equal(await writeMembershipReminders(t.app.db, links), 1);
  assert.equal(await writeMembershipReminders(t.app.db, links), 0, 'not again at the next run');
  await t.app.db.update(users).set({ annualMembershipExpiredAt: new Date(Date.now() + 5 * 86_400_000) }).where(eq(users.id, member.id));
  assert.equal(await writeMembershipReminders(t.app.db, links), 1, 'the 7-day reminder for the same expiry');
  await deliverDue(t.database, send);
  const mails = await smtp.waitFor(2);
  const mine = mails.filter((mail) => addressOf(mail) === member.email).map((mail) => mail.subject);
  assert.deepEqual(mine.sort(), ['你的年度會籍將於 20 天後到期', '你的年度會籍將於 5 天後到期'].sort());
});

test("a guardian who booked their juniors gets one reminder naming everyone going, not one per child", async () => {
  const parent = await t.signUpMember({ fullName: 'Chan Tai Man' });
  const juniors: string[] = [];
  for (const name of [{ en: 'Chan Siu Ming' }, { zh: '陳小芳' }]) {
    const added = await t.request({ method: 'POST', url: '/cms/family/juniors', token: parent.token, payload: { name, dateOfBirth: `${Number(dayFromToday(0).slice(0, 4)) - 9}-03-01` } });
    juniors.push(added.json().junior._id);
  }
  const event = await createEvent(t, { name: 'Family Clinic', date: dayFromToday(1), priceNonMember: 0, priceMember: 0 });
  const booked = await enrol(t, event._id, parent, { name: 'Chan Tai Man', phone: '91234567', remarks: null, participants: [parent.id, ...juniors] });
  assert.equal(booked.statusCode, 200, booked.body);
  await deliverDue(t.database, send);
  smtp.received.length = 0;

  assert.equal(await writeEventReminders(t.app.db, reminderLinks(t.app)), 1);
  await deliverDue(t.database, send);
  const [reminder] = await smtp.waitFor(1);
  assert.equal(addressOf(reminder!), parent.email);
  assert.match(reminder!.text ?? '', /Hello Chan Tai Man,/);
  assert.match(reminder!.text ?? '', /Going: Chan Tai Man, Chan Siu Ming, 陳小芳 \(each with their own entry QR code\)/);
});
