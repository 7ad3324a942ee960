import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { uniqueEmail, type TestApp } from '../../test/helpers.js';
import { addressOf, useAppWithSmtp, type TestSmtp } from '../../test/smtp.js';
import { deliverDue, type SendMail } from '../mail/worker.js';
import { createEvent, enrolForm } from '../events/test-support.js';

let t: TestApp;
let smtp: TestSmtp;
let send: SendMail;
useAppWithSmtp((parts) => ({ t, smtp, send } = parts), { config: { rateLimitPerMinute: 1_000 }, drain: true });

/** Sends what the outbox holds through the real SMTP server and returns the mails that arrived. */
async function delivered(count: number): Promise<ParsedMail[]> {
  await deliverDue(t.database, send);
  return smtp.waitFor(count);
}

function linkIn(mail: ParsedMail | undefined, path: string): string {
  const match = new RegExp(`${path.replace('/', '\\/')}\\?token=([\\w-]+)`).exec(mail?.text ?? '');
  assert.ok(match, `no ${path} link in: ${mail?.text}`);
  return match[1]!;
}

const verify = (token: unknown, language: 'en' | 'zh' = 'en') => t.request({ method: 'POST', url: '/ext/auth/verify-email', payload: { token }, language });
const me = async (token: string) => (await t.request({ method: 'GET', url: '/cms/auth/me', token })).json().data;

describe('sign-up proves the address', () => {
  test('the new account gets a link by mail; unverified it signs in but cannot enrol, pay or post (translated 403); the link verifies it once', async () => {
    const member = await t.signUpMember({ fullName: 'Chan Tai Man' }, { verified: false });
    const [mail] = await delivered(1);
    assert.equal(addressOf(mail!), member.email);
    assert.equal(mail!.subject, 'Please confirm your email address');
    assert.match(mail!.html || '', /<a href="http:\/\/localhost:3000\/verify-email\?token=/);
    assert.equal((await me(member.token)).emailVerified, false);
    // Only the hash is stored.
    const token = linkIn(mail, '/verify-email');
    const [plain] = await t.database.rawTransaction((raw) => raw.query<{ n: number }>('SELECT count(*)::int AS n FROM email_tokens WHERE token_hash = $1', [token]));
    assert.equal(plain!.n, 0);
    const [hashed] = await t.database.rawTransaction((raw) => raw.query<{ n: number }>("SELECT count(*)::int AS n FROM email_tokens WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')", [token]));
    assert.equal(hashed!.n, 1);

    const event = await createEvent(t);
    const refusals = [
      { method: 'POST' as const, url: `/cms/event/enroll/${event._id}`, payload: enrolForm },
      { method: 'POST' as const, url: `/cms/event/waitlist/${event._id}` },
      { method: 'POST' as const, url: '/cms/event/payment/create', payload: { enrollmentId: 'x' } },
      { method: 'GET' as const, url: '/cms/membership/create-subscription-link' },
      { method: 'POST' as const, url: '/cms/discussion/thread/create', payload: { title: 'Hi', content: 'Hello' } },
    ];
    for (const call of refusals) {
      const response = await t.request({ ...call, token: member.token });
      assert.equal(response.statusCode, 403, `${call.url}: ${response.body}`);
      assert.equal(response.json().error, 'Please verify your email address first: open the link we emailed you, or ask for a new one.');
    }
    const zh = await t.request({ ...refusals[0]!, token: member.token, language: 'zh' });
    assert.equal(zh.json().error, '請先確認你的電郵地址：開啟我們寄給你的連結，或要求重新寄出。');

    const verified = await verify(token);
    assert.equal(verified.statusCode, 200, verified.body);
    assert.deepEqual(verified.json(), { status: 'ok', purpose: 'signup', email: member.email });
    assert.equal((await me(member.token)).emailVerified, true);
    assert.equal((await t.request({ ...refusals[0]!, token: member.token })).statusCode, 200);

    const again = await verify(token);
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().error, 'This link was already used.');
    assert.equal((await verify(token, 'zh')).json().error, '此連結已被使用。');
  });

  test('a link older than 24 hours answers 410; unknown and hostile tokens get 4xx, never 500', async () => {
    await t.signUpMember({}, { verified: false });
    const token = linkIn((await delivered(1))[0], '/verify-email');
    await t.database.db.execute(sql`UPDATE email_tokens SET expires_at = now() - interval '1 second' WHERE used_at IS NULL`);
    const expired = await verify(token);
    assert.equal(expired.statusCode, 410);
    assert.equal(expired.json().error, 'This link has expired (links work for 24 hours). Please ask for a new one.');
    assert.equal((await verify(token, 'zh')).json().error, '此連結已過期（連結於 24 小時內有效），請要求新的連結。');
    for (const hostile of ['nope', '', 'x'.repeat(5000), "' OR 1=1 --", null, 42, { $ne: null }, ['a']]) {
      const response = await verify(hostile);
      assert.ok(response.statusCode >= 400 && response.statusCode < 500, `${JSON.stringify(hostile)} → ${response.statusCode}`);
      assert.equal(response.json().status, 'nok');
    }
  });

  test('an unverified member asks for the link again (rate limited); a verified one is told it is done', async () => {
    const member = await t.signUpMember({}, { verified: false });
    await delivered(1);
    const resend = () => t.request({ method: 'POST', url: '/cms/auth/verify-email/resend', token: member.token });
    assert.equal((await resend()).statusCode, 200);
    const mails = await delivered(2);
    const token = linkIn(mails[1], '/verify-email');
    for (let i = 0; i < 4; i += 1) await resend();
    const limited = await resend();
    assert.equal(limited.statusCode, 429);
    assert.equal((await verify(token)).statusCode, 200);
    const visitor = await t.request({ method: 'POST', url: '/cms/auth/verify-email/resend' });
    assert.equal(visitor.statusCode, 401);
    const done = await t.signUpMember();
    const answer = await t.request({ method: 'POST', url: '/cms/auth/verify-email/resend', token: done.token });
    assert.equal(answer.statusCode, 409);
    assert.equal(answer.json().error, 'Your email address is already verified.');
  });
});

describe('activation of a club-registered account proves the address (issue 36 point 6)', () => {
  async function registered() {
    const email = uniqueEmail('club');
    await t.database.db.execute(sql`INSERT INTO users (email, full_name, phone, registration_status, annual_membership_activated, email_verified_at) VALUES (${email}, 'Wong Siu Ling', '98765432', 'Pending', true, NULL)`);
    return email;
  }
  const activate = (payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/ext/auth/activate', payload });
  const confirm = (payload: Record<string, unknown>, language: 'en' | 'zh' = 'en') =>
    t.request({ method: 'POST', url: '/ext/auth/activate/confirm', payload: { privacyConsent: true, ...payload }, language });

  test('email and phone only mail a link to the registered address; only the link sets the password', async () => {
    const email = await registered();
    const asked = await activate({ email, countryCode: '+852', phone: '9876 5432', password: 'Attacker-Pass-1' });
    assert.equal(asked.statusCode, 200, asked.body);
    // Nothing is claimed yet: not even the password sent along signs in.
    assert.equal((await t.request({ method: 'POST', url: '/ext/auth/signin', payload: { email, password: 'Attacker-Pass-1' } })).statusCode, 401);
    const [mail] = await delivered(1);
    assert.equal(addressOf(mail!), email);
    assert.equal(mail!.subject, 'Activate your membership');
    const token = linkIn(mail, '/activate-membership');

    const weak = await confirm({ token, password: '123456' });
    assert.equal(weak.statusCode, 400);
    assert.equal((await confirm({ token, password: 'Owner-Pass-2026' })).statusCode, 200);
    const session = await t.signIn(email, 'Owner-Pass-2026');
    const profile = await me(session);
    assert.equal(profile.emailVerified, true);
    assert.equal(profile.registrationStatus, 'Registered');
    const again = await confirm({ token, password: 'Other-Pass-2026' });
    assert.equal(again.statusCode, 409);
    assert.equal((await confirm({ token, password: 'Other-Pass-2026' }, 'zh')).json().error, '此連結已被使用。');
    // A sign-up link is no activation link, and the other way round.
    assert.equal((await verify(token)).statusCode, 400);
  });

  test('wrong details mail nothing', async () => {
    const email = await registered();
    assert.equal((await activate({ email, countryCode: '+852', phone: '91110000' })).statusCode, 400);
    await deliverDue(t.database, send);
    assert.equal(smtp.received.length, 0);
  });
});

describe('settings change the email (link to the new address) and the phone (issue 35 item 9)', () => {
  const changeEmail = (token: string, email: unknown, language: 'en' | 'zh' = 'en') => t.request({ method: 'POST', url: '/cms/profile/me/email', token, payload: { email }, language });

  test('the new address gets the link, the old one a notice; the address changes only when the link is used, and the bookings follow', async () => {
    const member = await t.signUpMember({ fullName: 'Ho Chun Kit' });
    const event = await createEvent(t);
    assert.equal((await t.request({ method: 'POST', url: `/cms/event/enroll/${event._id}`, token: member.token, payload: enrolForm })).statusCode, 200);
    smtp.received.length = 0;
    await deliverDue(t.database, send);
    smtp.received.length = 0;

    const newEmail = uniqueEmail('moved');
    const asked = await changeEmail(member.token, newEmail.toUpperCase());
    assert.deepEqual(asked.json(), { status: 'ok', pendingEmail: newEmail });
    const mails = await delivered(2);
    const link = mails.find((mail) => addressOf(mail) === newEmail);
    const notice = mails.find((mail) => addressOf(mail) === member.email);
    assert.ok(link && notice);
    assert.equal(notice.subject, 'The email address of your account is being changed');
    assert.doesNotMatch(notice.text ?? '', /token=/, 'the old address cannot confirm the change');
    assert.equal((await me(member.token)).email, member.email, 'unchanged until confirmed');

    const used = await verify(linkIn(link, '/verify-email'));
    assert.deepEqual(used.json(), { status: 'ok', purpose: 'email-change', email: newEmail });
    assert.equal((await me(member.token)).email, newEmail);
    await t.signIn(newEmail, member.password);
    const bookings = await t.request({ method: 'GET', url: `/admin/event/${event._id}/enrollments`, token: await t.adminToken() });
    assert.equal(bookings.json().enrollments[0].email, newEmail);
  });

  test('an address in use, the same address or a hostile one is refused with a translated 4xx', async () => {
    const member = await t.signUpMember();
    const other = await t.signUpMember();
    const taken = await changeEmail(member.token, other.email);
    assert.equal(taken.statusCode, 409);
    assert.equal((await changeEmail(member.token, other.email, 'zh')).json().error, '此電郵已被另一個帳戶使用。');
    assert.equal((await changeEmail(member.token, member.email)).statusCode, 400);
    for (const hostile of ['parent@example.com?bcc=spy%40evil.example', 'a@b.c', 'x'.repeat(300) + '@example.com', '', null, 7, ['a@example.com']]) {
      const response = await changeEmail(member.token, hostile);
      assert.equal(response.statusCode, 400, `${JSON.stringify(hostile)}: ${response.body}`);
    }
    assert.equal((await t.request({ method: 'POST', url: '/cms/profile/me/email', payload: { email: 'a@example.com' } })).statusCode, 401);
  });

  test('the phone changes by the contract’s phone rule', async () => {
    const member = await t.signUpMember();
    const put = (payload: unknown, language: 'en' | 'zh' = 'en') => t.request({ method: 'PUT', url: '/cms/profile/me/phone', token: member.token, payload: payload as object, language });
    const ok = await put({ countryCode: '+853', phone: '6612 3456' });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.json().data.phone, '66123456');
    assert.equal(ok.json().data.countryCode, '+853');
    const bad = await put({ countryCode: '+852', phone: 'call me' });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().error, 'Please enter a valid phone number.');
    assert.equal((await put({ countryCode: '+852', phone: 'call me' }, 'zh')).json().error, '請輸入有效的電話號碼。');
    for (const hostile of [{ countryCode: '852', phone: '91234567' }, { phone: '91234567' }, { countryCode: '+852', phone: '9'.repeat(40) }, []]) {
      assert.equal((await put(hostile)).statusCode, 400, JSON.stringify(hostile));
    }
  });
});

describe('enrolment mail and names (issue 36 point 3)', () => {
  test('mail goes to the account’s verified address, never the typed one; names are plain text', async () => {
    const member = await t.signUpMember();
    const event = await createEvent(t, { name: 'Phishing Check Open Day', priceMember: 0, priceNonMember: 0 });
    const typed = { ...enrolForm, email: 'victim@example.com' };
    const phishing = await t.request({ method: 'POST', url: `/cms/event/enroll/${event._id}`, token: member.token, payload: { ...typed, name: 'Your account is locked, verify at http://evil.example/login' } });
    assert.equal(phishing.statusCode, 400);
    assert.equal(phishing.json().error, 'Please enter the participant’s name only (letters, digits, spaces and . \' - ·; no links or addresses).');
    const long = await t.request({ method: 'POST', url: `/cms/event/enroll/${event._id}`, token: member.token, payload: { ...typed, name: 'A'.repeat(61) }, language: 'zh' });
    assert.equal(long.json().error, '參加者姓名最多 60 個字元。');
    const response = await t.request({ method: 'POST', url: `/cms/event/enroll/${event._id}`, token: member.token, payload: typed });
    assert.equal(response.statusCode, 200, response.body);
    await deliverDue(t.database, send);
    const aboutEvent = () => smtp.received.filter((mail) => mail.subject?.includes('Phishing Check Open Day'));
    while (aboutEvent().length === 0) await new Promise((resolve) => setTimeout(resolve, 25));
    assert.deepEqual(aboutEvent().map(addressOf), [member.email]);
  });

  test('cancel and re-enrol of one event is capped per day with a translated 429', async () => {
    const member = await t.signUpMember();
    const event = await createEvent(t, { priceMember: 100, priceNonMember: 100 });
    const enrol = (language: 'en' | 'zh' = 'en') => t.request({ method: 'POST', url: `/cms/event/enroll/${event._id}`, token: member.token, payload: enrolForm, language });
    for (let cycle = 0; cycle < 3; cycle += 1) {
      const made = await enrol();
      assert.equal(made.statusCode, 200, made.body);
      // A refusal (already enrolled) does not count.
      if (cycle < 2) assert.equal((await enrol()).statusCode, 409);
      const cancelled = await t.request({ method: 'DELETE', url: `/cms/event/enroll/${made.json().enrollment._id}`, token: member.token });
      assert.equal(cancelled.statusCode, 200, cancelled.body);
    }
    const limited = await enrol();
    assert.equal(limited.statusCode, 429);
    assert.ok(Number(limited.headers['retry-after']) > 3600);
    assert.equal(limited.json().error, 'You have enrolled in this event too many times today. Please try again tomorrow, or contact the club.');
    assert.equal((await enrol('zh')).json().error, '你今天報名此活動的次數太多，請明天再試，或聯絡會方。');
    // Other events are still open to the member.
    const next = await createEvent(t);
    assert.equal((await t.request({ method: 'POST', url: `/cms/event/enroll/${next._id}`, token: member.token, payload: enrolForm })).statusCode, 200);
  });
});
