import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ageAccount, startTestApp, uploadImage, type TestApp, type TestMember } from '../../test/helpers.js';

// What a visitor reads of the people who write in the forum (DESIGN §11, issue 40 point 2,
// decision 93): a display name, never the full name, no photo and no id that links posts to a person.

let t: TestApp;
let chan: TestMember;
let wong: TestMember;
let photo: string;
let threadId: string;

before(async () => {
  t = await startTestApp();
  chan = await t.signUpMember({ fullName: 'Chan Tai Man' });
  wong = await t.signUpMember({ fullName: '黃小玲' });
  for (const member of [chan, wong]) await ageAccount(t, member.id);
  photo = await uploadImage(t, chan.token);
  const set = await t.request({ method: 'PUT', url: '/cms/profile/me/profile-picture', token: chan.token, payload: { fileId: photo } });
  assert.equal(set.statusCode, 200, set.body);
  const created = await t.request({ method: 'POST', url: '/cms/discussion/thread/create', token: chan.token, payload: { category: 'beginnerQuestions', title: 'Putting drills', content: 'Which drills help?', attachments: [] } });
  assert.equal(created.statusCode, 200, created.body);
  threadId = created.json().thread._id;
  const replied = await t.request({ method: 'POST', url: `/cms/discussion/thread/reply/create/${threadId}`, token: wong.token, payload: { content: 'The gate drill.' } });
  assert.equal(replied.statusCode, 200, replied.body);
});
after(() => t.close());

const visitorReads = () => [
  '/ext/discussion/thread/list',
  '/ext/discussion/thread/list?keyword=drills',
  `/ext/discussion/thread/get/${threadId}`,
  `/ext/discussion/thread/reply/list/${threadId}`,
];

describe('a visitor reading the forum', () => {
  test('gets no full name, photo or user id, in any read', async () => {
    for (const url of visitorReads()) {
      const response = await t.request({ method: 'GET', url });
      assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
      for (const secret of ['Chan Tai Man', '黃小玲', photo, chan.id, wong.id]) assert.ok(!response.body.includes(secret), `${url} sends ${secret}`);
    }
  });

  test('reads each author by their display name, without id or photo', async () => {
    const [thread] = (await t.request({ method: 'GET', url: '/ext/discussion/thread/list' })).json().threads;
    assert.deepEqual(thread.author, { fullName: 'Tai Man C.', imageFileId: null, membershipTier: null });
    const [reply] = (await t.request({ method: 'GET', url: `/ext/discussion/thread/reply/list/${threadId}` })).json().replies;
    assert.deepEqual(reply.author, { fullName: '黃○玲', imageFileId: null, membershipTier: null });
  });

  test('a member signed in sees the same display names, with the ids and photos the forum needs', async () => {
    const thread = (await t.request({ method: 'GET', url: `/cms/discussion/thread/get/${threadId}`, token: wong.token })).json().thread;
    assert.deepEqual(thread.author, { _id: chan.id, fullName: 'Tai Man C.', imageFileId: photo, membershipTier: null });
    const [reply] = (await t.request({ method: 'GET', url: `/cms/discussion/thread/reply/list/${threadId}`, token: chan.token })).json().replies;
    assert.equal(reply.author.fullName, '黃○玲');
    assert.equal(reply.author._id, wong.id, 'a member’s own posts are recognised by id');
    const signedInOnExt = (await t.request({ method: 'GET', url: '/ext/discussion/thread/list', token: wong.token })).json().threads[0];
    assert.equal(signedInOnExt.author.fullName, 'Tai Man C.');
  });

  test('malformed ids still answer in the envelope', async () => {
    for (const url of ['/ext/discussion/thread/get/%00', `/ext/discussion/thread/reply/list/${'x'.repeat(500)}`, '/ext/discussion/thread/list?category=%00tennis']) {
      const response = await t.request({ method: 'GET', url });
      assert.ok(response.statusCode >= 400 && response.statusCode < 500, `${url}: ${response.statusCode}`);
      assert.ok(!response.body.includes('Chan Tai Man'));
    }
  });
});

describe('a display name the member chooses', () => {
  test('is shown instead of the default, to visitors and members; emptied, the default is back; a link is refused', async () => {
    const put = (payload: Record<string, unknown>) => t.request({ method: 'PUT', url: '/cms/profile/me/profile', token: wong.token, payload: { fullName: '黃小玲', ...payload }, language: 'en' });
    const saved = await put({ displayName: '  Golf Mum ' });
    assert.equal(saved.statusCode, 200, saved.body);
    assert.equal(saved.json().data.displayName, 'Golf Mum');
    const authorOfReply = async (token?: string) =>
      (await t.request({ method: 'GET', url: `/${token ? 'cms' : 'ext'}/discussion/thread/reply/list/${threadId}`, ...(token ? { token } : {}) })).json().replies[0].author.fullName;
    assert.equal(await authorOfReply(), 'Golf Mum');
    assert.equal(await authorOfReply(chan.token), 'Golf Mum');

    const refused = await put({ displayName: 'see http://evil.example' });
    assert.equal(refused.statusCode, 400, refused.body);
    assert.equal(refused.json().error, 'The name shown in the forum can hold letters, digits, spaces and . \' - · only (no links or addresses).');
    assert.equal((await put({ displayName: 'x'.repeat(31) })).statusCode, 400);
    assert.equal(await authorOfReply(), 'Golf Mum', 'a refused edit changes nothing');
    // Left out: kept; emptied: the default.
    assert.equal((await put({})).json().data.displayName, 'Golf Mum');
    assert.equal((await put({ displayName: '' })).json().data.displayName, null);
    assert.equal(await authorOfReply(), '黃○玲');
  });
});
