// Forum moderation (issue 20): editing and deleting one's own posts, reports, the admin queue and
// log, and the limits on new accounts. Runs on PGlite and, with DATABASE_URL, on PostgreSQL, where
// the concurrent cases race for real.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { and, asc, eq, sql } from 'drizzle-orm';
import { mailOutbox } from '../mail/table.js';
import { ageAccount, startTestApp, uploadImage, type TestApp, type TestMember } from '../../test/helpers.js';
import { forumModerationLog } from './table.js';

let t: TestApp;
let author: TestMember;
let others: TestMember[];
let admin: string;

// The author reads the site in Chinese (each signed-in request records the language), so mail about
// their posts is written in it; everyone else uses English.
const languageOf = (token: string | undefined) => (token && token === author?.token ? 'zh' : 'en');
const get = (url: string, token?: string) => t.request({ method: 'GET', url, token, language: languageOf(token) });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, token: string | undefined, payload?: object) => t.request({ method, url, token, payload, language: languageOf(token) });

async function startThread(token: string, overrides: Record<string, unknown> = {}) {
  const response = await send('POST', '/cms/discussion/thread/create', token, { category: 'chitChat', title: 'Range tips', content: 'Bring water.', ...overrides });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().thread as { _id: string };
}

async function reply(threadId: string, token: string, content = 'Good idea') {
  const response = await send('POST', `/cms/discussion/thread/reply/create/${threadId}`, token, { content });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().reply as { _id: string };
}

const report = (token: string, targetType: 'thread' | 'reply', targetId: string, reason = 'personalInfo') =>
  send('POST', '/cms/discussion/report', token, { targetType, targetId, reason, details: 'Shows a phone number' });

const moderate = (targetType: 'thread' | 'reply', targetId: string, action: string, reason = '', token = admin) =>
  send('PUT', '/admin/moderation', token, { targetType, targetId, action, reason });

/** Makes a post look older than it is (the 24-hour edit window). */
async function backdate(table: 'forum_threads' | 'forum_replies', id: string, hours: number) {
  await t.database.db.execute(sql`UPDATE ${sql.identifier(table)} SET created_at = now() - make_interval(hours => ${hours}) WHERE id = ${id}`);
}

// Oldest first: `.at(-1)` is the latest mail (PostgreSQL keeps no order without ORDER BY).
const mailsTo = (email: string) => t.database.db.select().from(mailOutbox).where(and(eq(mailOutbox.toAddress, email), eq(mailOutbox.kind, 'forum-moderation'))).orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id));

/** Makes an account older than it is, in days (new accounts: 1 day; established: 7). */
async function ageAccountBy(member: TestMember, days: number) {
  await t.database.db.execute(sql`UPDATE users SET created_at = now() - make_interval(days => ${days}) WHERE id = ${member.id}`);
}

let introductions: { _id: string };

before(async () => {
  t = await startTestApp();
  author = await t.signUpMember({ fullName: 'Author Au', email: `author-${Date.now()}@example.hk` });
  others = await Promise.all(Array.from({ length: 6 }, (_, index) => t.signUpMember({ fullName: `Member ${index}` })));
  for (const member of [author, ...others]) await ageAccount(t, member.id);
  await get('/cms/auth/me', author.token);
  admin = await t.adminToken();
  // The other members are established: a week old, each with a post that is still shown, so
  // their reports count towards hiding (issue 36 point 7).
  introductions = await startThread(author.token, { title: 'Introductions' });
  for (const member of others) {
    await reply(introductions._id, member.token, `Hello from ${member.id}`);
    await ageAccountBy(member, 8);
  }
});
after(() => t.close());

describe('editing', () => {
  test('the author edits a thread within 24 hours: "edited", and the earlier words kept for admins', async () => {
    const thread = await startThread(author.token);
    const edited = await send('PUT', `/cms/discussion/thread/update/${thread._id}`, author.token, { category: 'chitChat', title: 'Range tips (updated)', content: 'Bring water and a hat.' });
    assert.equal(edited.statusCode, 200, edited.body);
    assert.equal(edited.json().thread.title, 'Range tips (updated)');
    assert.ok(edited.json().thread.editedAt, 'marked edited');
    const read = (await get(`/ext/discussion/thread/get/${thread._id}`)).json().thread;
    assert.equal(read.content, 'Bring water and a hat.');
    assert.ok(read.editedAt);

    // The same words again change nothing and add no history.
    const again = await send('PUT', `/cms/discussion/thread/update/${thread._id}`, author.token, { category: 'chitChat', title: 'Range tips (updated)', content: 'Bring water and a hat.' });
    assert.equal(again.json().thread.editedAt, edited.json().thread.editedAt);

    await report(others[0]!.token, 'thread', thread._id);
    const queue = (await get('/admin/moderation/list', admin)).json().reports;
    const item = queue.find((entry: { targetId: string }) => entry.targetId === thread._id);
    assert.deepEqual(item.revisions.map((revision: { title: string; content: string }) => [revision.title, revision.content]), [['Range tips', 'Bring water.']]);
  });

  test('after 24 hours the author can no longer edit; an admin still can, and that is logged', async () => {
    const thread = await startThread(author.token);
    const answer = await reply(thread._id, author.token, 'My own answer');
    await backdate('forum_threads', thread._id, 25);
    await backdate('forum_replies', answer._id, 25);
    const late = await send('PUT', `/cms/discussion/thread/update/${thread._id}`, author.token, { category: 'chitChat', title: 'Late', content: 'Late' });
    assert.equal(late.statusCode, 403);
    assert.equal(late.json().error, '帖子只可於發佈後 24 小時內編輯。', 'in the author’s language');
    const lateReply = await send('PUT', `/cms/discussion/thread/reply/update/${answer._id}`, author.token, { content: 'Late' });
    assert.equal(lateReply.statusCode, 403);

    const byAdmin = await send('PUT', `/cms/discussion/thread/reply/update/${answer._id}`, admin, { content: 'Removed a phone number' });
    assert.equal(byAdmin.statusCode, 200, byAdmin.body);
    assert.equal(byAdmin.json().reply.content, 'Removed a phone number');
    const log = (await get('/admin/moderation/log', admin)).json().actions;
    assert.equal(log[0].action, 'edit');
    assert.equal(log[0].targetId, answer._id);
    assert.equal(log[0].actor.fullName, 'Club Admin');
  });

  test('only the author or an admin: another member gets 403, a visitor 401, nothing changes', async () => {
    const thread = await startThread(author.token);
    const answer = await reply(thread._id, author.token);
    const body = { category: 'chitChat', title: 'Mine now', content: 'Mine now' };
    const foreign = await send('PUT', `/cms/discussion/thread/update/${thread._id}`, others[0]!.token, body);
    assert.equal(foreign.statusCode, 403);
    assert.equal(foreign.json().error, 'You can only change your own posts.');
    assert.equal((await send('PUT', `/cms/discussion/thread/reply/update/${answer._id}`, others[0]!.token, { content: 'x' })).statusCode, 403);
    assert.equal((await send('DELETE', `/cms/discussion/thread/delete/${thread._id}`, others[0]!.token)).statusCode, 403);
    assert.equal((await send('DELETE', `/cms/discussion/thread/reply/delete/${answer._id}`, others[0]!.token)).statusCode, 403);
    assert.equal((await send('PUT', `/cms/discussion/thread/update/${thread._id}`, undefined, body)).statusCode, 401);
    assert.equal((await send('DELETE', `/cms/discussion/thread/delete/${thread._id}`, undefined)).statusCode, 401);
    const read = (await get(`/ext/discussion/thread/get/${thread._id}`)).json().thread;
    assert.equal(read.title, 'Range tips');
    assert.equal(read.editedAt, null);
    assert.equal(read.comments, 1);
    assert.equal((await send('PUT', '/cms/discussion/thread/update/ghost', author.token, body)).statusCode, 404);
  });

  test('edits are checked like new posts: blank title, six images', async () => {
    const thread = await startThread(author.token);
    const blank = await send('PUT', `/cms/discussion/thread/update/${thread._id}`, author.token, { category: 'chitChat', title: ' ', content: 'x' });
    assert.equal(blank.statusCode, 400);
    assert.equal(blank.json().error, '請填寫所有必填欄位');
    assert.equal((await get(`/ext/discussion/thread/get/${thread._id}`)).json().thread.title, 'Range tips', 'nothing saved lost');
  });
});

describe('deleting', () => {
  test('a thread deleted by its author without replies is gone for everyone but admins', async () => {
    const thread = await startThread(author.token, { title: 'Oops, my phone number' });
    const deleted = await send('DELETE', `/cms/discussion/thread/delete/${thread._id}`, author.token);
    assert.equal(deleted.statusCode, 200, deleted.body);
    assert.equal((await get(`/ext/discussion/thread/get/${thread._id}`)).statusCode, 404);
    assert.equal((await get(`/cms/discussion/thread/get/${thread._id}`, others[0]!.token)).statusCode, 404);
    assert.equal((await get(`/cms/discussion/thread/get/${thread._id}`, author.token)).statusCode, 404);
    const asAdmin = (await get(`/cms/discussion/thread/get/${thread._id}`, admin)).json().thread;
    assert.equal(asAdmin.state, 'deleted');
    assert.equal(asAdmin.title, 'Oops, my phone number');
    const list = (await get('/ext/discussion/thread/list?keyword=phone%20number')).json();
    assert.equal(list.total, 0);
    assert.equal((await send('DELETE', `/cms/discussion/thread/delete/${thread._id}`, author.token)).statusCode, 404, 'already gone');
  });

  test('a thread deleted by its author after replies keeps them under a placeholder, and takes no more', async () => {
    const thread = await startThread(author.token, { title: 'Lesson swap?' });
    await reply(thread._id, others[0]!.token, 'I can swap Saturday');
    assert.equal((await send('DELETE', `/cms/discussion/thread/delete/${thread._id}`, author.token)).statusCode, 200);
    const read = (await get(`/ext/discussion/thread/get/${thread._id}`)).json().thread;
    assert.equal(read.state, 'deleted');
    assert.equal(read.title, '');
    assert.equal(read.content, '');
    assert.deepEqual(read.attachments, []);
    const replies = (await get(`/ext/discussion/thread/reply/list/${thread._id}`)).json().replies;
    assert.deepEqual(replies.map((entry: { content: string }) => entry.content), ['I can swap Saturday']);
    const more = await send('POST', `/cms/discussion/thread/reply/create/${thread._id}`, others[1]!.token, { content: 'Me too' });
    assert.equal(more.statusCode, 409);
    assert.equal(more.json().error, 'This discussion was deleted and takes no new replies.');
    assert.equal((await get('/ext/discussion/thread/list?keyword=Lesson%20swap')).json().total, 0, 'not listed');
  });

  test('a reply deleted by its author leaves the list and the count; admins still read it', async () => {
    const thread = await startThread(author.token);
    const first = await reply(thread._id, others[0]!.token, 'Wrong photo, sorry');
    await reply(thread._id, others[1]!.token, 'Nice');
    assert.equal((await send('DELETE', `/cms/discussion/thread/reply/delete/${first._id}`, others[0]!.token)).statusCode, 200);
    const replies = (await get(`/ext/discussion/thread/reply/list/${thread._id}`)).json().replies;
    assert.deepEqual(replies.map((entry: { content: string }) => entry.content), ['Nice']);
    assert.equal((await get(`/ext/discussion/thread/get/${thread._id}`)).json().thread.comments, 1);
    const asAdmin = (await get(`/cms/discussion/thread/reply/list/${thread._id}`, admin)).json().replies;
    assert.deepEqual(asAdmin.map((entry: { state: string }) => entry.state), ['deleted', 'visible']);
    assert.equal((await send('POST', `/cms/discussion/thread/reply/like/${first._id}`, others[1]!.token)).statusCode, 404, 'no likes for deleted replies');
  });

  test('an admin deletes any post: logged and the author told, by mail in their language', async () => {
    const thread = await startThread(author.token, { title: 'Selling my old clubs' });
    const before = (await mailsTo(author.email)).length;
    assert.equal((await send('DELETE', `/cms/discussion/thread/delete/${thread._id}`, admin)).statusCode, 200);
    const mails = await mailsTo(author.email);
    assert.equal(mails.length, before + 1);
    assert.equal(mails.at(-1)!.subject, '你的帖子已被刪除', 'written in the author’s language');
    assert.match(mails.at(-1)!.textBody, /Selling my old clubs/);
    const log = (await get('/admin/moderation/log', admin)).json().actions;
    assert.deepEqual([log[0].action, log[0].targetId, log[0].excerpt], ['delete', thread._id, 'Selling my old clubs']);
  });
});

describe('reports', () => {
  test('three different members hide a reply until reviewed; the author is told; admins still see it', async () => {
    const thread = await startThread(others[5]!.token);
    const target = await reply(thread._id, author.token, 'Call me on 9123 4567');
    const mailsBefore = (await mailsTo(author.email)).length;

    const own = await report(author.token, 'reply', target._id);
    assert.equal(own.statusCode, 400);
    assert.equal(own.json().error, '你不能檢舉自己的帖子。');
    const bad = await send('POST', '/cms/discussion/report', others[0]!.token, { targetType: 'reply', targetId: target._id, reason: 'boring' });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().error, 'Please choose a reason for the report.');

    assert.deepEqual((await report(others[0]!.token, 'reply', target._id)).json(), { status: 'ok', hidden: false });
    const twice = await report(others[0]!.token, 'reply', target._id);
    assert.equal(twice.statusCode, 409);
    assert.equal(twice.json().error, 'You have already reported this post.');
    assert.equal((await get(`/cms/discussion/thread/reply/list/${thread._id}`, others[0]!.token)).json().replies[0].reported, true);
    assert.deepEqual((await report(others[1]!.token, 'reply', target._id, 'spam')).json(), { status: 'ok', hidden: false });
    assert.equal((await get(`/ext/discussion/thread/reply/list/${thread._id}`)).json().replies.length, 1, 'two reports hide nothing');
    assert.deepEqual((await report(others[2]!.token, 'reply', target._id)).json(), { status: 'ok', hidden: true });

    assert.equal((await get(`/ext/discussion/thread/reply/list/${thread._id}`)).json().replies.length, 0, 'hidden from visitors');
    assert.equal((await get(`/cms/discussion/thread/reply/list/${thread._id}`, others[3]!.token)).json().replies.length, 0, 'and members');
    // Its author still reads it, told that members' reports hid it.
    const ownReplies = (await get(`/cms/discussion/thread/reply/list/${thread._id}`, author.token)).json().replies;
    assert.deepEqual(
      ownReplies.map((entry: { state: string; content: string; hiding: { byReports: boolean; reason: string } }) => [entry.state, entry.content, entry.hiding.byReports, entry.hiding.reason]),
      [['hidden', 'Call me on 9123 4567', true, '']],
    );
    assert.equal((await get(`/ext/discussion/thread/get/${thread._id}`)).json().thread.comments, 0);
    const asAdmin = (await get(`/cms/discussion/thread/reply/list/${thread._id}`, admin)).json().replies;
    assert.deepEqual(asAdmin.map((entry: { state: string; content: string }) => [entry.state, entry.content]), [['hidden', 'Call me on 9123 4567']]);
    assert.equal((await report(others[3]!.token, 'reply', target._id)).statusCode, 404, 'a hidden post cannot be reported');
    assert.equal((await send('PUT', `/cms/discussion/thread/reply/update/${target._id}`, author.token, { content: 'edited away' })).statusCode, 404);

    const mails = await mailsTo(author.email);
    assert.equal(mails.length, mailsBefore + 1);
    assert.match(mails.at(-1)!.textBody, /被多位會員檢舉/);

    const queue = (await get('/admin/moderation/list', admin)).json();
    const item = queue.reports.find((entry: { targetId: string }) => entry.targetId === target._id);
    assert.equal(item.state, 'hidden');
    assert.equal(item.openReports, 3);
    assert.equal(item.threadId, thread._id);
    assert.deepEqual(item.reports.map((entry: { reason: string }) => entry.reason).sort(), ['personalInfo', 'personalInfo', 'spam']);
    assert.equal(item.reports[0].details, 'Shows a phone number');
    const log = (await get('/admin/moderation/log', admin)).json().actions[0];
    assert.deepEqual([log.action, log.actor, log.targetId], ['hide', null, target._id]);

    // The admin restores it: back for everyone, the reports reviewed, the queue empty of it.
    const restored = await moderate('reply', target._id, 'restore', 'The number is the club’s office');
    assert.deepEqual(restored.json(), { status: 'ok', state: 'visible' });
    assert.equal((await get(`/ext/discussion/thread/reply/list/${thread._id}`)).json().replies.length, 1);
    assert.equal((await get(`/ext/discussion/thread/get/${thread._id}`)).json().thread.comments, 1);
    const after = (await get('/admin/moderation/list', admin)).json().reports;
    assert.equal(after.some((entry: { targetId: string }) => entry.targetId === target._id), false);
    const restoreLog = (await get('/admin/moderation/log', admin)).json().actions[0];
    assert.deepEqual([restoreLog.action, restoreLog.actor.fullName, restoreLog.reason], ['restore', 'Club Admin', 'The number is the club’s office']);
    // Members who reported cannot report the same post again; three others would have to.
    assert.equal((await report(others[0]!.token, 'reply', target._id)).statusCode, 409);
  });

  test('reports from accounts not yet established wait in the queue without hiding the post', async () => {
    const thread = await startThread(author.token, { title: 'Lessons' });
    const target = await reply(thread._id, author.token, 'Call me on 6111 0000');
    const [oldSilent, youngWriter, brandNew] = await Promise.all(['Old Silent', 'Young Writer', 'Brand New'].map((fullName) => t.signUpMember({ fullName })));
    await ageAccountBy(oldSilent!, 30); // old, but has written nothing
    await reply(introductions._id, youngWriter!.token, 'Hi all');
    await ageAccountBy(youngWriter!, 3); // has written, but is three days old
    for (const member of [oldSilent!, youngWriter!, brandNew!]) assert.deepEqual((await report(member.token, 'reply', target._id)).json(), { status: 'ok', hidden: false });
    const listed = async () => (await get(`/ext/discussion/thread/reply/list/${thread._id}`)).json().replies;
    assert.equal((await listed()).length, 1, 'three reports by accounts not yet established hide nothing');
    const queued = (await get('/admin/moderation/list', admin)).json().reports.find((entry: { targetId: string }) => entry.targetId === target._id);
    assert.equal(queued?.reports.length, 3, 'the admins see all three in the queue');
    // Established members' reports still hide it at the third of theirs.
    assert.equal((await report(others[0]!.token, 'reply', target._id)).json().hidden, false);
    assert.equal((await report(others[1]!.token, 'reply', target._id)).json().hidden, false);
    assert.equal((await report(others[2]!.token, 'reply', target._id)).json().hidden, true);
    assert.equal((await listed()).length, 0);
  });

  test('a hidden thread reads as 404 to visitors and members, is listed nowhere and counted nowhere', async () => {
    const thread = await startThread(author.token, { category: 'golfOotd', title: 'Spam spam spam' });
    const before = (await get('/ext/discussion/thread/list')).json().categoryCounts.golfOotd ?? 0;
    for (const member of others.slice(0, 3)) assert.equal((await report(member.token, 'thread', thread._id, 'spam')).statusCode, 200);
    assert.equal((await get(`/ext/discussion/thread/get/${thread._id}`)).statusCode, 404);
    assert.equal((await get(`/cms/discussion/thread/get/${thread._id}`, others[4]!.token)).statusCode, 404);
    assert.equal((await get(`/ext/discussion/thread/reply/list/${thread._id}`)).statusCode, 404);
    assert.equal((await get(`/cms/discussion/thread/get/${thread._id}`, admin)).json().thread.state, 'hidden');
    const list = (await get('/ext/discussion/thread/list?keyword=Spam%20spam')).json();
    assert.equal(list.total, 0);
    assert.equal((await get('/ext/discussion/thread/list')).json().categoryCounts.golfOotd ?? 0, before - 1);
    assert.equal((await send('POST', `/cms/discussion/thread/like/${thread._id}`, others[4]!.token)).statusCode, 404);
    assert.equal((await send('POST', `/cms/discussion/thread/reply/create/${thread._id}`, others[4]!.token, { content: 'x' })).statusCode, 404);
    const hiddenQueue = (await get('/admin/moderation/list?queue=hidden', admin)).json().reports;
    assert.ok(hiddenQueue.some((entry: { targetId: string }) => entry.targetId === thread._id));
  });

  test('the author of a hidden thread reads it, told that it is hidden and why; visitors and other members get 404', async () => {
    const thread = await startThread(author.token, { title: 'My phone number thread', content: 'Call 9123 4567' });
    await reply(thread._id, others[4]!.token, 'Please remove your number');
    const hidden = await moderate('thread', thread._id, 'hide', '不要公開電話號碼 No phone numbers');
    assert.equal(hidden.statusCode, 200, hidden.body);

    const own = await get(`/cms/discussion/thread/get/${thread._id}`, author.token);
    assert.equal(own.statusCode, 200, own.body);
    const read = own.json().thread;
    assert.deepEqual([read.state, read.title, read.content], ['hidden', 'My phone number thread', 'Call 9123 4567']);
    assert.equal(read.hiding.byReports, false);
    assert.equal(read.hiding.reason, '不要公開電話號碼 No phone numbers');
    assert.ok(Math.abs(Date.parse(read.hiding.hiddenAt) - Date.now()) < 60_000);
    // The replies under it load for her too.
    const replies = await get(`/cms/discussion/thread/reply/list/${thread._id}`, author.token);
    assert.equal(replies.statusCode, 200);
    assert.equal(replies.json().replies.length, 1);

    // Nobody else: not a visitor, not another member (the spec's "not found"), and no reason leaks.
    assert.equal((await get(`/ext/discussion/thread/get/${thread._id}`)).statusCode, 404);
    const other = await get(`/cms/discussion/thread/get/${thread._id}`, others[4]!.token);
    assert.equal(other.statusCode, 404);
    assert.doesNotMatch(other.body, /phone/i);
    assert.equal((await get(`/cms/discussion/thread/reply/list/${thread._id}`, others[4]!.token)).statusCode, 404);
    assert.equal((await get(`/cms/discussion/thread/get/${thread._id}`, admin)).json().thread.hiding, undefined, 'admins read the queue for reasons');
    // She still cannot change or answer it while it is hidden.
    assert.equal((await send('POST', `/cms/discussion/thread/reply/create/${thread._id}`, author.token, { content: 'x' })).statusCode, 404);

    // Restored: an ordinary thread again, no reason attached.
    await moderate('thread', thread._id, 'restore', 'Number removed');
    const back = (await get(`/cms/discussion/thread/get/${thread._id}`, author.token)).json().thread;
    assert.equal(back.state, 'visible');
    assert.equal(back.hiding, undefined);

    // Hidden by members' reports: she is told it waits for review.
    const reported = await startThread(author.token, { title: 'Reported thread' });
    for (const member of others.slice(0, 3)) assert.equal((await report(member.token, 'thread', reported._id, 'spam')).statusCode, 200);
    const byReports = (await get(`/cms/discussion/thread/get/${reported._id}`, author.token)).json().thread;
    assert.deepEqual([byReports.state, byReports.hiding.byReports, byReports.hiding.reason], ['hidden', true, '']);

    // Deleted by an admin: gone for her too.
    await moderate('thread', reported._id, 'delete', 'Spam');
    assert.equal((await get(`/cms/discussion/thread/get/${reported._id}`, author.token)).statusCode, 404);
  });

  test('reports at the same moment hide the post exactly once, with one log line and one mail', async () => {
    const thread = await startThread(author.token, { title: 'Race' });
    const mailsBefore = (await mailsTo(author.email)).length;
    const results = await Promise.all(others.map((member) => report(member.token, 'thread', thread._id, 'spam')));
    const statuses = results.map((response) => response.statusCode).sort();
    // The first three are counted; whoever comes after the post is hidden finds it gone.
    assert.equal(statuses.filter((status) => status === 200).length, 3, statuses.join());
    assert.ok(statuses.every((status) => status === 200 || status === 404), statuses.join());
    assert.equal(results.filter((response) => response.statusCode === 200 && response.json().hidden).length, 1);
    const lines = await t.database.db.select().from(forumModerationLog).where(eq(forumModerationLog.targetId, thread._id));
    assert.equal(lines.length, 1);
    assert.equal((await mailsTo(author.email)).length, mailsBefore + 1);
  });
});

describe('the moderation queue', () => {
  test('admins hide, restore and delete with a reason; an author’s own deletion cannot be undone', async () => {
    const thread = await startThread(author.token, { title: 'Moderated' });
    const hidden = await moderate('thread', thread._id, 'hide', 'Off topic');
    assert.deepEqual(hidden.json(), { status: 'ok', state: 'hidden' });
    assert.equal((await get(`/ext/discussion/thread/get/${thread._id}`)).statusCode, 404);
    assert.deepEqual((await moderate('thread', thread._id, 'delete', 'Spam')).json(), { status: 'ok', state: 'deleted' });
    assert.deepEqual((await moderate('thread', thread._id, 'restore')).json(), { status: 'ok', state: 'visible' });
    assert.equal((await get(`/ext/discussion/thread/get/${thread._id}`)).json().thread.title, 'Moderated');
    const subjects = (await mailsTo(author.email)).map((mail) => mail.subject);
    assert.ok(subjects.includes('你的帖子已被隱藏') && subjects.includes('你的帖子已被刪除'));

    const own = await startThread(author.token);
    await send('DELETE', `/cms/discussion/thread/delete/${own._id}`, author.token);
    const refused = await moderate('thread', own._id, 'restore');
    assert.equal(refused.statusCode, 409);
    assert.equal(refused.json().error, 'The author deleted this post, so it cannot be restored.');
    assert.equal((await moderate('thread', own._id, 'hide')).statusCode, 409);

    const log = (await get('/admin/moderation/log', admin)).json();
    assert.deepEqual(
      log.actions.slice(0, 3).map((entry: { action: string; reason: string }) => [entry.action, entry.reason]),
      [['restore', ''], ['delete', 'Spam'], ['hide', 'Off topic']],
    );
    assert.ok(log.totalPages >= 1);
  });

  test('only admins: members get 403, visitors 401; unknown posts 404; bad actions 400', async () => {
    for (const [method, url, payload] of [
      ['GET', '/admin/moderation/list', undefined],
      ['GET', '/admin/moderation/log', undefined],
      ['PUT', '/admin/moderation', { targetType: 'thread', targetId: 'x', action: 'hide' }],
    ] as const) {
      assert.equal((await t.request({ method, url, token: others[0]!.token, payload })).statusCode, 403, url);
      assert.equal((await t.request({ method, url, payload })).statusCode, 401, url);
    }
    assert.equal((await moderate('reply', 'ghost', 'hide')).statusCode, 404);
    assert.equal((await moderate('thread', 'ghost', 'ban')).statusCode, 400);
    assert.equal((await moderate('thread', 'ghost', 'hide', 'x'.repeat(501))).statusCode, 400);
    assert.equal((await get('/admin/moderation/list?page=999', admin)).json().reports.length, 0);
  });
});

describe('new accounts', () => {
  test('in the first 24 hours: 3 threads, 10 replies, 1 image per post; admins and older accounts are free', async () => {
    const newcomer = await t.signUpMember();
    const images = [await uploadImage(t, newcomer.token), await uploadImage(t, newcomer.token)];
    const twoImages = await send('POST', '/cms/discussion/thread/create', newcomer.token, { category: 'chitChat', title: 'Pics', content: 'x', attachments: images });
    assert.equal(twoImages.statusCode, 400);
    assert.equal(twoImages.json().error, 'New members can attach 1 image per post in their first 24 hours.');
    const first = await startThread(newcomer.token, { attachments: [images[0]] });
    const editTwo = await send('PUT', `/cms/discussion/thread/update/${first._id}`, newcomer.token, { category: 'chitChat', title: 'x', content: 'x', attachments: images });
    assert.equal(editTwo.statusCode, 400, 'edits keep to one image too');
    await startThread(newcomer.token);
    await startThread(newcomer.token);
    const fourth = await send('POST', '/cms/discussion/thread/create', newcomer.token, { category: 'chitChat', title: 'Four', content: 'x' });
    assert.equal(fourth.statusCode, 429);
    assert.equal(fourth.json().error, 'New members can start up to 3 discussions in their first 24 hours. Please try again later.');

    // Deleting does not give the room back.
    await send('DELETE', `/cms/discussion/thread/delete/${first._id}`, newcomer.token);
    assert.equal((await send('POST', '/cms/discussion/thread/create', newcomer.token, { category: 'chitChat', title: 'Again', content: 'x' })).statusCode, 429);

    const open = await startThread(others[0]!.token);
    for (let index = 0; index < 10; index++) await reply(open._id, newcomer.token, `Reply ${index}`);
    const eleventh = await send('POST', `/cms/discussion/thread/reply/create/${open._id}`, newcomer.token, { content: 'Eleven' });
    assert.equal(eleventh.statusCode, 429);
    assert.equal(eleventh.json().error, 'New members can post up to 10 replies in their first 24 hours. Please try again later.');
    assert.equal((await get(`/ext/discussion/thread/get/${open._id}`)).json().thread.comments, 10, 'the refused reply counted nothing');

    await ageAccount(t, newcomer.id);
    assert.equal((await send('POST', '/cms/discussion/thread/create', newcomer.token, { category: 'chitChat', title: 'Grown up', content: 'x', attachments: images })).statusCode, 200);
    for (let index = 0; index < 4; index++) await startThread(admin);
  });

  test('parallel posts by a new account stop at exactly 3 threads', async () => {
    const newcomer = await t.signUpMember();
    const results = await Promise.all(Array.from({ length: 8 }, (_, index) => send('POST', '/cms/discussion/thread/create', newcomer.token, { category: 'chitChat', title: `Burst ${index}`, content: 'x' })));
    const statuses = results.map((response) => response.statusCode);
    assert.equal(statuses.filter((status) => status === 200).length, 3, statuses.join());
    assert.equal(statuses.filter((status) => status === 429).length, 5, statuses.join());
  });
});
