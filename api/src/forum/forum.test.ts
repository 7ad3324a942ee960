import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { ageAccount, startTestApp, uploadImage, type TestApp, type TestMember, POSTGRES_ONLY } from '../../test/helpers.js';
import { users } from '../users/table.js';

let t: TestApp;
let author: TestMember;
let reader: TestMember;

const thread = (overrides: Record<string, unknown> = {}) => ({
  category: 'beginnerQuestions',
  title: 'Which wedge first?',
  content: 'I am new and wonder which wedge to buy.',
  attachments: [],
  ...overrides,
});

async function createThread(token: string, overrides: Record<string, unknown> = {}) {
  const response = await t.request({ method: 'POST', url: '/cms/discussion/thread/create', token, payload: thread(overrides) });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().thread;
}

before(async () => {
  t = await startTestApp();
  author = await t.signUpMember({ fullName: 'Author Au' });
  reader = await t.signUpMember({ fullName: 'Reader Re' });
  for (const member of [author, reader]) await ageAccount(t, member.id);
  await t.app.db.update(users).set({ annualMembershipActivated: true }).where(eq(users.id, author.id));
});
after(() => t.close());

describe('threads', () => {
  test('a member starts a thread with images; visitors and members read it', async () => {
    const images = [await uploadImage(t, author.token), await uploadImage(t, author.token)];
    const created = await createThread(author.token, { attachments: [...images, images[0]], title: '  Padded title  ' });
    assert.equal(created.title, 'Padded title');
    assert.deepEqual(created.attachments, images, 'repeats dropped');
    assert.equal(created.likes, 0);
    assert.equal(created.comments, 0);
    assert.equal(created.liked, false);
    assert.deepEqual(created.author, { _id: author.id, fullName: 'Author A.', imageFileId: null, membershipTier: 'silver' });

    const visitor = (await t.request({ method: 'GET', url: `/ext/discussion/thread/get/${created._id}` })).json().thread;
    assert.equal('liked' in visitor, false, 'no liked flag for visitors');
    assert.equal(visitor.title, 'Padded title');
    const signedIn = (await t.request({ method: 'GET', url: `/cms/discussion/thread/get/${created._id}`, token: reader.token })).json().thread;
    assert.equal(signedIn.liked, false);
  });

  const refusals: Array<[string, Record<string, unknown>, string]> = [
    ['no category', { category: undefined }, 'Please fill in all required fields'],
    ['empty category', { category: '' }, 'Please fill in all required fields'],
    ['unknown category', { category: 'tennis' }, 'Please choose one of the forum categories.'],
    ['a parent group as category', { category: 'skill-lab' }, 'Please choose one of the forum categories.'],
    ['blank title', { title: '   ' }, 'Please fill in all required fields'],
    ['no content', { content: undefined }, 'Please fill in all required fields'],
    ['six images', { attachments: ['a', 'b', 'c', 'd', 'e', 'f'] }, 'You can upload a maximum of 5 images.'],
    ['an image that was never uploaded', { attachments: ['missing'] }, 'An attached image was not found. Please upload it again.'],
    ['attachments as inline data', { attachments: 'data:image/png;base64,AAAA' }, 'Attachments is not valid.'],
    ['a huge title', { title: 'x'.repeat(201) }, 'Title is too long (at most 200 characters).'],
  ];
  for (const [name, change, message] of refusals) {
    test(`create refuses ${name}`, async () => {
      const response = await t.request({ method: 'POST', url: '/cms/discussion/thread/create', token: author.token, payload: thread(change) });
      assert.equal(response.statusCode, 400, response.body);
      assert.deepEqual(response.json(), { status: 'nok', error: message });
    });
  }

  test('create needs a token', async () => {
    assert.equal((await t.request({ method: 'POST', url: '/cms/discussion/thread/create', payload: thread() })).statusCode, 401);
  });

  test('unknown and malformed thread ids are 404 with the spec text', async () => {
    for (const id of ['nope', "x' OR '1'='1", '😀']) {
      const response = await t.request({ method: 'GET', url: `/ext/discussion/thread/get/${encodeURIComponent(id)}` });
      assert.equal(response.statusCode, 404);
      assert.equal(response.json().error, 'Discussion not found.');
    }
  });
});

describe('thread list', () => {
  test('pages of 10 newest first, by subcategory or parent group, with keyword search', async () => {
    const fresh = await startTestApp();
    try {
      const member = await fresh.signUpMember();
      await ageAccount(fresh, member.id);
      const post = (payload: Record<string, unknown>) => fresh.request({ method: 'POST', url: '/cms/discussion/thread/create', token: member.token, payload: thread(payload) });
      for (let i = 1; i <= 11; i++) await post({ category: 'chitChat', title: `Chat ${i}` });
      await post({ category: 'memberMeetups', title: 'Meetup at Kau Sai Chau', content: 'Saturday 9am' });
      await post({ category: 'mentalGameTips', title: 'Breathing', content: 'Stay calm: 100% focus_on_breath' });

      const page1 = (await fresh.request({ method: 'GET', url: '/ext/discussion/thread/list?category=chitChat&page=1' })).json();
      assert.equal(page1.total, 11);
      assert.equal(page1.lastPage, 2);
      assert.equal(page1.threads.length, 10);
      assert.equal(page1.threads[0].title, 'Chat 11');
      const page2 = (await fresh.request({ method: 'GET', url: '/ext/discussion/thread/list?category=chitChat&page=2' })).json();
      assert.deepEqual(page2.threads.map((x: { title: string }) => x.title), ['Chat 1']);

      const group = (await fresh.request({ method: 'GET', url: '/ext/discussion/thread/list?category=swing-talk' })).json();
      assert.equal(group.total, 12);
      const all = (await fresh.request({ method: 'GET', url: '/ext/discussion/thread/list' })).json();
      assert.equal(all.total, 13);

      const search = (await fresh.request({ method: 'GET', url: `/ext/discussion/thread/list?keyword=${encodeURIComponent('kau sai')}` })).json();
      assert.deepEqual(search.threads.map((x: { title: string }) => x.title), ['Meetup at Kau Sai Chau']);
      const inContent = (await fresh.request({ method: 'GET', url: '/ext/discussion/thread/list?keyword=saturday&category=memberMeetups' })).json();
      assert.equal(inContent.total, 1);
      const literal = (await fresh.request({ method: 'GET', url: `/ext/discussion/thread/list?keyword=${encodeURIComponent('100%')}` })).json();
      assert.equal(literal.total, 1, '% is literal');
      assert.equal((await fresh.request({ method: 'GET', url: `/ext/discussion/thread/list?keyword=${encodeURIComponent('%')}` })).json().total, 1);
      assert.equal((await fresh.request({ method: 'GET', url: `/ext/discussion/thread/list?keyword=${encodeURIComponent("'; DROP TABLE forum_threads; --")}` })).json().total, 0);
      assert.equal((await fresh.request({ method: 'GET', url: '/ext/discussion/thread/list?category=nope' })).statusCode, 400);
      assert.equal((await fresh.request({ method: 'GET', url: '/ext/discussion/thread/list?page=-1' })).statusCode, 200);

      const cms = (await fresh.request({ method: 'GET', url: '/cms/discussion/thread/list', token: member.token })).json();
      assert.ok(cms.threads.every((x: { liked: boolean }) => x.liked === false));
      assert.equal((await fresh.request({ method: 'GET', url: '/cms/discussion/thread/list' })).statusCode, 401);
    } finally {
      await fresh.close();
    }
  });
});

describe('replies', () => {
  test('members reply with images; replies list oldest first; the comment count follows', async () => {
    const created = await createThread(author.token);
    const image = await uploadImage(t, reader.token);
    const post = (token: string, payload: object) => t.request({ method: 'POST', url: `/cms/discussion/thread/reply/create/${created._id}`, token, payload });
    const first = await post(reader.token, { content: ' First! ', attachments: [image] });
    assert.equal(first.statusCode, 200, first.body);
    assert.equal(first.json().reply.content, 'First!');
    assert.deepEqual(first.json().reply.attachments, [image]);
    assert.equal(first.json().reply.threadId, created._id);
    assert.equal((await post(author.token, { content: 'Second' })).statusCode, 200);

    const list = (await t.request({ method: 'GET', url: `/ext/discussion/thread/reply/list/${created._id}` })).json().replies;
    assert.deepEqual(list.map((r: { content: string }) => r.content), ['First!', 'Second']);
    assert.equal(list[0].author.fullName, 'Reader R.', 'the display name, not the full name');
    assert.equal(list[0].author.membershipTier, null);
    assert.equal(list[1].author.membershipTier, 'silver');
    assert.equal('liked' in list[0], false);
    const cmsList = (await t.request({ method: 'GET', url: `/cms/discussion/thread/reply/list/${created._id}`, token: reader.token })).json().replies;
    assert.equal(cmsList[0].liked, false);
    assert.equal((await t.request({ method: 'GET', url: `/ext/discussion/thread/get/${created._id}` })).json().thread.comments, 2);
  });

  test('refuses empty replies, six images, unknown images, unknown threads, no token', async () => {
    const created = await createThread(author.token);
    const post = (payload: object, token = reader.token, id = created._id) =>
      t.request({ method: 'POST', url: `/cms/discussion/thread/reply/create/${id}`, token, payload });
    assert.equal((await post({ content: '   ' })).json().error, 'Please write a reply.');
    assert.equal((await post({ content: 'x', attachments: ['1', '2', '3', '4', '5', '6'] })).json().error, 'You can upload maximum 5 images per reply.');
    assert.equal((await post({ content: 'x', attachments: ['ghost'] })).statusCode, 400);
    assert.equal((await post({ content: 'x' }, reader.token, 'ghost-thread')).statusCode, 404);
    assert.equal((await post({ content: 'x' }, '')).statusCode, 401);
    assert.equal((await t.request({ method: 'GET', url: '/ext/discussion/thread/reply/list/ghost-thread' })).statusCode, 404);
    assert.equal((await t.request({ method: 'GET', url: `/ext/discussion/thread/get/${created._id}` })).json().thread.comments, 0, 'refusals add nothing');
  });
});

describe('likes', () => {
  test('toggle a thread like: liked, likes, and the liked flag on cms reads', async () => {
    const created = await createThread(author.token);
    const like = (token: string) => t.request({ method: 'POST', url: `/cms/discussion/thread/like/${created._id}`, token });
    assert.deepEqual((await like(reader.token)).json(), { status: 'ok', liked: true, likes: 1 });
    assert.deepEqual((await like(author.token)).json(), { status: 'ok', liked: true, likes: 2 });
    assert.equal((await t.request({ method: 'GET', url: `/cms/discussion/thread/get/${created._id}`, token: reader.token })).json().thread.liked, true);
    assert.deepEqual((await like(reader.token)).json(), { status: 'ok', liked: false, likes: 1 });
    assert.equal((await t.request({ method: 'GET', url: `/cms/discussion/thread/get/${created._id}`, token: reader.token })).json().thread.liked, false);
    assert.equal((await t.request({ method: 'POST', url: `/cms/discussion/thread/like/${created._id}` })).statusCode, 401);
    assert.equal((await like('bad-token')).statusCode, 401);
    assert.equal((await t.request({ method: 'POST', url: '/cms/discussion/thread/like/ghost', token: reader.token })).statusCode, 404);
  });

  test('toggle a reply like', async () => {
    const created = await createThread(author.token);
    const reply = (await t.request({ method: 'POST', url: `/cms/discussion/thread/reply/create/${created._id}`, token: author.token, payload: { content: 'hi' } })).json().reply;
    const like = () => t.request({ method: 'POST', url: `/cms/discussion/thread/reply/like/${reply._id}`, token: reader.token });
    assert.deepEqual((await like()).json(), { status: 'ok', liked: true, likes: 1 });
    const listed = (await t.request({ method: 'GET', url: `/cms/discussion/thread/reply/list/${created._id}`, token: reader.token })).json().replies[0];
    assert.equal(listed.liked, true);
    assert.equal(listed.likes, 1);
    assert.deepEqual((await like()).json(), { status: 'ok', liked: false, likes: 0 });
    const missing = await t.request({ method: 'POST', url: '/cms/discussion/thread/reply/like/ghost', token: reader.token });
    assert.equal(missing.statusCode, 404);
    assert.equal(missing.json().error, 'Reply not found.');
  });

  test('concurrent likes are counted exactly', POSTGRES_ONLY, async () => {
    const created = await createThread(author.token);
    const members = await Promise.all(Array.from({ length: 12 }, () => t.signUpMember()));
    const results = await Promise.all(members.map((m) => t.request({ method: 'POST', url: `/cms/discussion/thread/like/${created._id}`, token: m.token })));
    assert.ok(results.every((r) => r.statusCode === 200 && r.json().liked === true));
    // One member toggling many times at once ends where an even number of toggles leaves it.
    await Promise.all(Array.from({ length: 6 }, () => t.request({ method: 'POST', url: `/cms/discussion/thread/like/${created._id}`, token: reader.token })));
    const final = (await t.request({ method: 'GET', url: `/cms/discussion/thread/get/${created._id}`, token: reader.token })).json().thread;
    assert.equal(final.liked, false);
    assert.equal(final.likes, 12);
  });
});
