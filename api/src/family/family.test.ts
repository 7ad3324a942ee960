// Families (issue 39 point 1, DESIGN §10): juniors under a guardian, a second guardian by a
// mailed invitation, and no family reads or changes another's junior. PGlite and PostgreSQL.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { ParsedMail } from 'mailparser';
import { clubToday } from '@golf/contract/family';
import { POSTGRES_ONLY, uploadImage, type TestApp, type TestMember } from '../../test/helpers.js';
import { addressOf, useAppWithSmtp, type TestSmtp } from '../../test/smtp.js';
import { deliverDue, type SendMail } from '../mail/worker.js';

let t: TestApp;
let smtp: TestSmtp;
let send: SendMail;
useAppWithSmtp((parts) => ({ t, smtp, send } = parts), { config: { rateLimitPerMinute: 1_000 }, drain: true });

/** A date of birth `years` years before today (club day). */
const bornYearsAgo = (years: number, dayOffset = 0) => {
  const [y, m, d] = clubToday().split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y - years, m - 1, d + dayOffset));
  return date.toISOString().slice(0, 10);
};

const junior = (overrides: Record<string, unknown> = {}) => ({ name: { zh: '陳小明', en: 'Chan Siu Ming' }, dateOfBirth: bornYearsAgo(9), ...overrides });
const addJunior = (member: TestMember, body: unknown, language: 'en' | 'zh' = 'en') =>
  t.request({ method: 'POST', url: '/cms/family/juniors', token: member.token, payload: body as object, language });
const familyOf = async (member: TestMember) => {
  const response = await t.request({ method: 'GET', url: '/cms/family', token: member.token });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().family;
};

async function delivered(count: number): Promise<ParsedMail[]> {
  await deliverDue(t.database, send);
  return smtp.waitFor(count);
}

describe('juniors under a guardian', () => {
  test('a member without juniors is their family’s only guardian', async () => {
    const parent = await t.signUpMember({ fullName: 'Chan Tai Man' });
    const family = await familyOf(parent);
    assert.deepEqual(family, { guardians: [{ _id: parent.id, fullName: 'Chan Tai Man', email: parent.email, you: true }], juniors: [], invites: [] });
  });

  test('adds, edits and removes juniors with no email or phone; consents are dated when answered', async () => {
    const parent = await t.signUpMember();
    const photo = await uploadImage(t, parent.token);
    const added = await addJunior(parent, junior({ gender: 'Male', school: 'St. Paul’s', kscId: 'K123', handicapIndex: '28.44', imageFileId: photo, photoConsent: true }));
    assert.equal(added.statusCode, 200, added.body);
    const first = added.json().junior;
    assert.deepEqual(first.name, { zh: '陳小明', en: 'Chan Siu Ming' });
    assert.equal(first.age, 9);
    assert.equal(first.handicapIndex, 28.4);
    assert.equal(first.photoConsent, true);
    assert.ok(first.photoConsentAt);
    assert.equal(first.forumConsent, null);
    assert.equal(first.forumConsentAt, null);

    const second = (await addJunior(parent, { name: { en: 'Chan Siu Fong' }, dateOfBirth: bornYearsAgo(13), emergencyContact: { name: 'Wong Mei', relation: 'aunt', phone: '9123 4567' } })).json().junior;
    assert.deepEqual(second.name, { zh: null, en: 'Chan Siu Fong' });
    assert.deepEqual(second.emergencyContact, { name: 'Wong Mei', relation: 'aunt', phone: '9123 4567' });

    const family = await familyOf(parent);
    assert.deepEqual(family.juniors.map((j: { _id: string }) => j._id), [second._id, first._id], 'oldest first');

    const edited = await t.request({ method: 'PUT', url: `/cms/family/juniors/${first._id}`, token: parent.token, payload: junior({ name: { zh: '陳小明' }, photoConsent: true, forumConsent: false, medicalNotes: 'Peanut allergy' }) });
    assert.equal(edited.statusCode, 200, edited.body);
    const after = edited.json().junior;
    assert.deepEqual(after.name, { zh: '陳小明', en: null });
    assert.equal(after.photoConsentAt, first.photoConsentAt, 'an unchanged answer keeps its date');
    assert.equal(after.forumConsent, false);
    assert.ok(after.forumConsentAt);
    assert.equal(after.medicalNotes, 'Peanut allergy');
    assert.equal(after.imageFileId, null, 'the whole form replaces the junior');

    const removed = await t.request({ method: 'DELETE', url: `/cms/family/juniors/${second._id}`, token: parent.token });
    assert.equal(removed.statusCode, 200);
    assert.deepEqual((await familyOf(parent)).juniors.map((j: { _id: string }) => j._id), [first._id]);
    assert.equal((await t.request({ method: 'DELETE', url: `/cms/family/juniors/${second._id}`, token: parent.token })).statusCode, 404);
  });

  test('saving an answer given over a year ago re-confirms it (a new date); a recent one keeps its date', async () => {
    const parent = await t.signUpMember();
    const kid = (await addJunior(parent, junior({ photoConsent: true, forumConsent: true }))).json().junior;
    await t.database.rawTransaction((raw) => raw.query(`UPDATE people SET photo_consent_at = now() - interval '400 days' WHERE id = $1`, [kid._id]));
    const saved = (await t.request({ method: 'PUT', url: `/cms/family/juniors/${kid._id}`, token: parent.token, payload: junior({ photoConsent: true, forumConsent: true }) })).json().junior;
    assert.ok(Date.now() - Date.parse(saved.photoConsentAt) < 60_000, 'the year-old answer is dated today');
    assert.equal(saved.forumConsentAt, kid.forumConsentAt, 'the recent answer keeps its date');
  });

  test('bad input gets a translated 400 and saves nothing', async () => {
    const parent = await t.signUpMember();
    const cases: Array<[unknown, string, string]> = [
      [{ name: {}, dateOfBirth: bornYearsAgo(8) }, 'Enter the name in Chinese or in English', '請輸入中文或英文姓名'],
      [{ name: { zh: '  ', en: '' }, dateOfBirth: bornYearsAgo(8) }, 'Enter the name in Chinese or in English', '請輸入中文或英文姓名'],
      [junior({ dateOfBirth: '' }), 'Enter the date of birth', '請輸入出生日期'],
      [junior({ dateOfBirth: '2015-02-30' }), 'Enter a real date of birth', '請輸入有效的出生日期'],
      [junior({ dateOfBirth: bornYearsAgo(0, 1) }), 'The date of birth cannot be in the future', '出生日期不可以是將來的日子'],
      [junior({ dateOfBirth: bornYearsAgo(18) }), 'A junior must be under 18. Someone of 18 or more signs up with their own account.', '青少年成員須未滿 18 歲；年滿 18 歲者請以自己的帳戶註冊。'],
      [junior({ handicapIndex: '99' }), 'The handicap must be a number from -10 to 54', '差點須為 -10 至 54 之間的數字'],
      [junior({ emergencyContact: { name: 'Wong', phone: 'abc' } }), 'Enter a phone number of 4 to 15 digits', '請輸入 4 至 15 位數字的電話號碼'],
      [junior({ emergencyContact: { phone: '91234567' } }), "Enter the emergency contact's name", '請輸入緊急聯絡人姓名'],
      [junior({ gender: 'Robot' }), 'Choose a gender from the list', '請從列表選擇性別'],
      [junior({ imageFileId: 'no-such-file' }), 'The photo was not found. Please upload it again.', '找不到相片，請重新上載。'],
      [junior({ photoConsent: 'yes' }), 'Answer yes or no', '請選擇是或否'],
    ];
    for (const [body, en, zh] of cases) {
      const english = await addJunior(parent, body, 'en');
      assert.equal(english.statusCode, 400, `${JSON.stringify(body)} → ${english.body}`);
      assert.deepEqual(english.json(), { status: 'nok', error: en });
      assert.equal((await addJunior(parent, body, 'zh')).json().error, zh);
    }
    // Someone 17 years and 364 days old is still a junior.
    assert.equal((await addJunior(parent, junior({ dateOfBirth: bornYearsAgo(18, 1) }))).statusCode, 200);
    assert.equal((await familyOf(parent)).juniors.length, 1);
  });

  test('another family’s junior can be neither read nor changed (403); an unknown one is 404; visitors 401', async () => {
    const parent = await t.signUpMember();
    const stranger = await t.signUpMember();
    const kid = (await addJunior(parent, junior())).json().junior;
    await addJunior(stranger, junior({ name: { en: 'Other kid' } }));
    const edit = await t.request({ method: 'PUT', url: `/cms/family/juniors/${kid._id}`, token: stranger.token, payload: junior({ name: { en: 'Stolen' } }) });
    assert.equal(edit.statusCode, 403);
    assert.deepEqual(edit.json(), { status: 'nok', error: 'This junior is not in your family' });
    assert.equal((await t.request({ method: 'DELETE', url: `/cms/family/juniors/${kid._id}`, token: stranger.token })).statusCode, 403);
    assert.ok(!(await familyOf(stranger)).juniors.some((j: { _id: string }) => j._id === kid._id));
    assert.deepEqual((await familyOf(parent)).juniors.map((j: { name: { en: string } }) => j.name.en), ['Chan Siu Ming']);
    assert.equal((await t.request({ method: 'PUT', url: '/cms/family/juniors/nobody', token: parent.token, payload: junior() })).statusCode, 404);
    assert.equal((await t.request({ method: 'GET', url: '/cms/family' })).statusCode, 401);
    assert.equal((await t.request({ method: 'POST', url: '/cms/family/juniors', payload: junior() })).statusCode, 401);
  });

  test('hostile bodies and paths get a 4xx', async () => {
    const parent = await t.signUpMember();
    const bad = [
      { method: 'POST' as const, url: '/cms/family/juniors', payload: '{"name":', headers: { 'content-type': 'application/json' } },
      { method: 'POST' as const, url: '/cms/family/juniors', payload: 'name=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
      { method: 'POST' as const, url: '/cms/family/juniors', payload: JSON.stringify({ name: { zh: 'x'.repeat(10_000) }, dateOfBirth: '2015-01-01' }), headers: { 'content-type': 'application/json' } },
      { method: 'POST' as const, url: '/cms/family/juniors', payload: JSON.stringify({ name: ['a'], dateOfBirth: 42 }), headers: { 'content-type': 'application/json' } },
      { method: 'PUT' as const, url: `/cms/family/juniors/${'x'.repeat(500)}`, payload: JSON.stringify(junior()), headers: { 'content-type': 'application/json' } },
      { method: 'DELETE' as const, url: '/cms/family/juniors/%E0%A4%A' },
      { method: 'POST' as const, url: '/ext/family/accept', payload: JSON.stringify({ token: { $ne: null } }), headers: { 'content-type': 'application/json' } },
    ];
    for (const request of bad) {
      const response = await t.request({ ...request, token: parent.token });
      assert.ok(response.statusCode >= 400 && response.statusCode < 500, `${request.method} ${request.url.slice(0, 60)} → ${response.statusCode}`);
      assert.equal(response.json().status, 'nok');
    }
  });

  test('at most 12 juniors, even when the adds arrive at once', POSTGRES_ONLY, async () => {
    const parent = await t.signUpMember();
    await addJunior(parent, junior());
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => addJunior(parent, junior({ name: { en: `Kid ${index}` } }))));
    assert.equal(answers.filter((answer) => answer.statusCode === 200).length, 11);
    assert.ok(answers.filter((answer) => answer.statusCode !== 200).every((answer) => answer.json().error === 'A family can have at most 12 juniors'));
    assert.equal((await familyOf(parent)).juniors.length, 12);
  });

  test('two first juniors added at once make one family', POSTGRES_ONLY, async () => {
    const parent = await t.signUpMember();
    const answers = await Promise.all([addJunior(parent, junior()), addJunior(parent, junior({ name: { en: 'Twin' } }))]);
    assert.deepEqual(answers.map((answer) => answer.statusCode), [200, 200]);
    assert.equal((await familyOf(parent)).juniors.length, 2);
    const [row] = await t.database.rawTransaction((raw) => raw.query<{ n: number }>('SELECT count(*)::int AS n FROM family_guardians WHERE user_id = $1', [parent.id]));
    assert.equal(row!.n, 1);
  });
});

describe('a second guardian', () => {
  const invite = (member: TestMember, email: unknown, language: 'en' | 'zh' = 'en') =>
    t.request({ method: 'POST', url: '/cms/family/guardians/invite', token: member.token, payload: { email }, language });
  const accept = (token: string, language: 'en' | 'zh' = 'en') => t.request({ method: 'POST', url: '/ext/family/accept', payload: { token }, language });
  const tokenIn = (mail: ParsedMail | undefined) => {
    const match = /\/membership\/family\/accept\?token=([\w-]+)/.exec(mail?.text ?? '');
    assert.ok(match, `no accept link in: ${mail?.text}`);
    return match[1]!;
  };

  test('is invited by mail; the link makes the account of that address a guardian, who then sees and edits the juniors', async () => {
    const mother = await t.signUpMember({ fullName: 'Wong Mei' });
    const father = await t.signUpMember({ fullName: 'Chan Tai Man' });
    assert.equal((await invite(mother, father.email)).json().error, 'Add a junior before inviting a second guardian');
    const kid = (await addJunior(mother, junior())).json().junior;

    assert.equal((await invite(mother, father.email, 'zh')).statusCode, 200);
    const [mail] = await delivered(1);
    assert.equal(addressOf(mail!), father.email);
    assert.equal(mail!.subject, '邀請你成為家庭的第二位監護人');
    assert.ok(mail!.text?.includes(mother.email), 'the inviter is named by their verified address');
    assert.deepEqual((await familyOf(mother)).invites.map((entry: { email: string }) => entry.email), [father.email]);
    const token = tokenIn(mail);

    const accepted = await accept(token);
    assert.equal(accepted.statusCode, 200, accepted.body);
    assert.deepEqual(accepted.json(), { status: 'ok', email: father.email });
    assert.deepEqual((await familyOf(father)).guardians.map((g: { fullName: string; you: boolean }) => [g.fullName, g.you]), [['Wong Mei', false], ['Chan Tai Man', true]]);
    assert.deepEqual((await familyOf(mother)).invites, []);
    const edit = await t.request({ method: 'PUT', url: `/cms/family/juniors/${kid._id}`, token: father.token, payload: junior({ school: 'Diocesan' }) });
    assert.equal(edit.statusCode, 200);
    assert.equal((await familyOf(mother)).juniors[0].school, 'Diocesan');

    assert.equal((await accept(token)).statusCode, 409, 'a link works once');
    assert.equal((await accept('not-a-token')).statusCode, 400);
    assert.equal((await invite(mother, father.email)).json().error, 'This person is already a guardian of your family');
  });

  test('a guardian of another family with juniors cannot join a second one', async () => {
    const one = await t.signUpMember();
    const other = await t.signUpMember();
    await addJunior(one, junior());
    await addJunior(other, junior());
    assert.equal((await invite(one, other.email)).statusCode, 200);
    const [mail] = await delivered(1);
    const refused = await accept(tokenIn(mail));
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().error, 'Your account already looks after another family with juniors');
  });

  test('to an address with no account yet: the link waits until that address signs up', async () => {
    const parent = await t.signUpMember();
    await addJunior(parent, junior());
    const newcomer = `newcomer-${Date.now()}@example.com`;
    assert.equal((await invite(parent, newcomer)).statusCode, 200);
    const [mail] = await delivered(1);
    const token = tokenIn(mail);
    const early = await accept(token, 'zh');
    assert.equal(early.statusCode, 404);
    assert.equal(early.json().error, '收到邀請的電郵地址尚未註冊帳戶。請先以該地址註冊，然後再開啟此連結。');
    const joined = await t.signUpMember({ email: newcomer });
    assert.equal((await accept(token)).statusCode, 200, 'the refused try did not spend the link');
    assert.equal((await familyOf(joined)).juniors.length, 1);
  });

  test('an invitation needs a real address and is limited per hour', async () => {
    const parent = await t.signUpMember();
    await addJunior(parent, junior());
    assert.equal((await invite(parent, 'parent@example.com?bcc=spy%40evil.example')).statusCode, 400);
    assert.equal((await invite(parent, 'not an address')).statusCode, 400);
    const answers = [];
    for (let index = 0; index < 6; index++) answers.push((await invite(parent, `guardian${index}@example.com`)).statusCode);
    assert.deepEqual(answers, [200, 200, 200, 200, 200, 429]);
  });
});

describe('what admins see', () => {
  test('a user’s family with the juniors’ care details; members get 403; an unknown user 404', async () => {
    const parent = await t.signUpMember({ fullName: 'Lam Ka Yan' });
    await addJunior(parent, junior({ medicalNotes: 'Asthma', photoConsent: false }));
    const admin = await t.adminToken();
    const seen = await t.request({ method: 'GET', url: `/admin/family/of/${parent.id}`, token: admin });
    assert.equal(seen.statusCode, 200, seen.body);
    const { family } = seen.json();
    assert.deepEqual(family.guardians.map((g: { fullName: string; you: boolean }) => [g.fullName, g.you]), [['Lam Ka Yan', true]]);
    assert.equal(family.juniors[0].medicalNotes, 'Asthma');
    assert.equal(family.juniors[0].photoConsent, false);
    assert.equal((await t.request({ method: 'GET', url: `/admin/family/of/${parent.id}`, token: parent.token })).statusCode, 403);
    assert.equal((await t.request({ method: 'GET', url: '/admin/family/of/nobody', token: admin })).statusCode, 404);
  });
});
