import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openDatabase } from '../src/db/client.js';
import { startTestApp, temporaryDirectory, uploadImage } from './helpers.js';

test('a restart on the same DATA_DIR keeps every account, post, file and session', { skip: Boolean(process.env.DATABASE_URL) && 'embedded database only' }, async () => {
  const { dir, remove } = temporaryDirectory();
  try {
    const jwtSecret = 'restart-test-secret-0123456789abcdef';
    const first = await startTestApp({ dataDir: dir, config: { jwtSecret, seedDemo: true } });
    const member = await first.signUpMember();
    const fileId = await uploadImage(first, member.token);
    const thread = (
      await first.request({
        method: 'POST',
        url: '/cms/discussion/thread/create',
        token: member.token,
        payload: { category: 'chitChat', title: 'Still here?', content: 'After a restart', attachments: [fileId] },
      })
    ).json().thread;
    const threadsBefore = (await first.request({ method: 'GET', url: '/ext/discussion/thread/list' })).json().total;
    await first.close();

    const second = await startTestApp({ dataDir: dir, config: { jwtSecret, seedDemo: true } });
    try {
      const me = await second.request({ method: 'GET', url: '/cms/auth/me', token: member.token });
      assert.equal(me.statusCode, 200, 'the old token still works');
      assert.equal(me.json().data.email, member.email);
      assert.equal((await second.request({ method: 'GET', url: `/ext/discussion/thread/get/${thread._id}` })).json().thread.title, 'Still here?');
      assert.equal((await second.request({ method: 'GET', url: `/ext/file/${fileId}` })).statusCode, 200);
      assert.equal((await second.request({ method: 'GET', url: '/ext/discussion/thread/list' })).json().total, threadsBefore, 'not seeded twice');
    } finally {
      await second.close();
    }
  } finally {
    remove();
  }
});

test('a second process on the same DATA_DIR gets a clear error', { skip: Boolean(process.env.DATABASE_URL) && 'embedded database only' }, async () => {
  const { dir, remove } = temporaryDirectory();
  const first = await openDatabase({ dataDir: dir });
  try {
    // A pid other than ours that is alive: the parent process.
    const { writeFileSync } = await import('node:fs');
    writeFileSync(`${dir}/api.lock`, String(process.ppid));
    await assert.rejects(openDatabase({ dataDir: dir }), /in use by another API process/);
  } finally {
    await first.close();
    remove();
  }
});
