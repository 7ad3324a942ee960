import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../src/mail/table.js';
import { CLUB_REGISTERED_MEMBERS, DEMO_MEMBER_PASSWORD, DEMO_MEMBERS } from '../src/users/seed.js';
import { startTestApp, type TestApp } from './helpers.js';

let t: TestApp;
before(async () => {
  t = await startTestApp({ config: { seedDemo: true } });
});
after(() => t.close());

describe('demo content on an empty database', () => {
  test('announcements of every category, some featured, one MemberOnly visible only to members', async () => {
    const admin = await t.adminToken();
    const all = (await t.request({ method: 'GET', url: '/admin/announcement/list?page=1', token: admin })).json();
    const page2 = (await t.request({ method: 'GET', url: '/admin/announcement/list?page=2', token: admin })).json();
    const announcements = [...all.announcements, ...page2.announcements];
    assert.deepEqual(new Set(announcements.map((a: { category: string }) => a.category)), new Set(['Announcement', 'Golf', 'Event', 'Community', 'Blog']));
    assert.ok(announcements.filter((a: { featured: boolean }) => a.featured).length >= 2);
    const memberOnly = announcements.filter((a: { scope: string }) => a.scope === 'MemberOnly');
    assert.equal(memberOnly.length, 1);
    // Written in both languages (DESIGN §13), but one in Chinese only, which English readers see marked.
    const zhOnly = announcements.filter((a: { titles: { zh: string | null; en: string | null } }) => !a.titles.en);
    assert.equal(zhOnly.length, 1, 'one Chinese-only announcement');
    assert.ok(announcements.every((a: { titles: { zh: string | null } }) => /[\u4e00-\u9fff]/.test(a.titles.zh ?? '')), 'every title in Chinese');
    assert.ok(
      announcements.filter((a: { titles: { en: string | null } }) => a.titles.en).every((a: { titles: { en: string } }) => /^[^\u4e00-\u9fff]*[A-Za-z]/.test(a.titles.en)),
      'English titles in English',
    );
    assert.equal((await t.request({ method: 'GET', url: `/ext/announcement/get/${memberOnly[0]._id}` })).statusCode, 404);
    const featured = (await t.request({ method: 'GET', url: '/ext/announcement/featured' })).json().announcement;
    assert.equal(featured.scope, 'All');
  });

  test('a demo family: the README parent with two juniors of different ages', async () => {
    const parent = await t.signIn('member.cheung@youthgolf.hk', 'Member-2025');
    const { family } = (await t.request({ method: 'GET', url: '/cms/family', token: parent })).json();
    assert.deepEqual(family.guardians.map((g: { email: string }) => g.email), ['member.cheung@youthgolf.hk']);
    assert.deepEqual(family.juniors.map((j: { name: { zh: string }; age: number }) => [j.name.zh, j.age]), [['張子朗', 11], ['張子晴', 7]]);
    assert.equal(family.juniors[0].photoConsent, true);
    assert.equal(family.juniors[1].photoConsent, null, 'one junior still has consents to answer');
  });

  test('live updates and forum threads with replies in several categories', async () => {
    const liveUpdates = (await t.request({ method: 'GET', url: '/ext/liveupdate/list' })).json().liveUpdates;
    assert.ok(liveUpdates.length >= 3);
    const threads = (await t.request({ method: 'GET', url: '/ext/discussion/thread/list' })).json().threads;
    assert.ok(threads.length >= 5);
    assert.ok(new Set(threads.map((x: { category: string }) => x.category)).size >= 4);
    const withReplies = threads.find((x: { comments: number }) => x.comments > 1);
    const replies = (await t.request({ method: 'GET', url: `/ext/discussion/thread/reply/list/${withReplies._id}` })).json().replies;
    assert.equal(replies.length, withReplies.comments, 'comment counts match the replies');
  });

  test('the demo members sign in with the README password and show each membership state', async () => {
    const tiers = [];
    for (const member of DEMO_MEMBERS) {
      const token = await t.signIn(member.email, DEMO_MEMBER_PASSWORD);
      tiers.push((await t.request({ method: 'GET', url: '/cms/auth/me', token })).json().data.membershipTier);
    }
    assert.ok(tiers.includes('silver') && tiers.includes(null));
  });

  test('the club-registered members activate with the README email and phone, then the mailed link', async () => {
    const [first] = CLUB_REGISTERED_MEMBERS;
    const response = await t.request({
      method: 'POST',
      url: '/ext/auth/activate',
      payload: { email: first!.email, countryCode: first!.countryCode, phone: first!.phone },
    });
    assert.equal(response.statusCode, 200, response.body);
    // The link goes to the registered address (decision 78): read from the outbox, as the mail would carry it.
    const [mail] = await t.database.db
      .select({ text: mailOutbox.textBody })
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, first!.email))
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    const linkToken = /\/activate-membership\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    assert.ok(linkToken, 'an activation link was mailed to the registered address');
    const confirmed = await t.request({ method: 'POST', url: '/ext/auth/activate/confirm', payload: { token: linkToken, password: 'Activated-Pass-1', privacyConsent: true } });
    assert.equal(confirmed.statusCode, 200, confirmed.body);
    const token = await t.signIn(first!.email, 'Activated-Pass-1');
    const me = (await t.request({ method: 'GET', url: '/cms/auth/me', token })).json().data;
    assert.equal(me.registrationStatus, 'Registered');
    assert.equal(me.membershipTier, 'silver');
  });
});
