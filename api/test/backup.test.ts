// `npm run backup` / `npm run restore` (scripts/backup.mjs) on the database this run uses: a
// database with members, a paid enrolment and forum posts is backed up, wiped and restored, and
// the API finds everything as it was. Refusals: a running API (embedded), a non-empty target,
// a backup of the other kind.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { asc, sql } from 'drizzle-orm';
import pg from 'pg';
import { createEvent, enrolled, payInSandbox } from '../src/events/test-support.js';
import { files } from '../src/files/table.js';
import { forumReplies, forumThreads } from '../src/forum/table.js';
import { payments } from '../src/payments/table.js';
import { users } from '../src/users/table.js';
import { createTestDatabase, dropTestDatabase, startTestApp, temporaryDirectory, uploadImage, type TestApp } from './helpers.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs `npm run backup|restore -- <file>` as an operator would (the script npm runs). */
function cli(action: 'backup' | 'restore', file: string, env: Record<string, string>) {
  const result = spawnSync(process.execPath, [path.join(root, 'scripts/backup.mjs'), action, file], {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 240_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Everything the test compares, read straight from the tables. */
async function snapshot(t: TestApp) {
  const db = t.database.db;
  return {
    users: await db.select().from(users).orderBy(asc(users.id)),
    payments: await db.select().from(payments).orderBy(asc(payments.id)),
    threads: await db.select().from(forumThreads).orderBy(asc(forumThreads.id)),
    replies: await db.select().from(forumReplies).orderBy(asc(forumReplies.id)),
    files: await db.select({ id: files.id, sha256: files.sha256, size: files.size }).from(files).orderBy(asc(files.id)),
  };
}

test('back up, wipe, restore: members, payments and forum posts intact', async () => {
  const serverUrl = process.env.DATABASE_URL;
  const { dir, remove } = temporaryDirectory();
  const dataDir = path.join(dir, 'data');
  const databaseUrl = serverUrl ? await createTestDatabase(serverUrl) : undefined;
  const env = { DATABASE_URL: databaseUrl ?? '', DATA_DIR: dataDir };
  const backupFile = path.join(dir, 'club.backup');
  const open = () => startTestApp(databaseUrl ? { databaseUrl } : { dataDir });
  try {
    // A club's data: members, a paid enrolment, a thread with an image and a reply.
    const t = await open();
    const member = await t.signUpMember({ fullName: 'Restored Member' });
    const other = await t.signUpMember();
    const event = await createEvent(t, { name: 'Backup Open', priceNonMember: 380 });
    const enrollment = await enrolled(t, event._id, member);
    const link = await t.request({ method: 'POST', url: '/cms/event/payment/create', token: member.token, payload: { enrollmentId: enrollment._id } });
    await payInSandbox(t, link.json().paymentLink);
    await t.app.db.execute(sql`UPDATE users SET created_at = now() - interval '2 days'`);
    const image = await uploadImage(t, member.token);
    const thread = await t.request({
      method: 'POST',
      url: '/cms/discussion/thread/create',
      token: member.token,
      payload: { category: 'beginnerQuestions', title: 'Kept across a restore', content: 'Is it all still here?', attachments: [image] },
    });
    assert.equal(thread.statusCode, 200, thread.body);
    const threadId = thread.json().thread._id;
    const reply = await t.request({ method: 'POST', url: `/cms/discussion/thread/reply/create/${threadId}`, token: other.token, payload: { content: 'Every word.' } });
    assert.equal(reply.statusCode, 200, reply.body);
    const before = await snapshot(t);
    assert.ok(before.payments.some((row) => row.status === 'paid' || String(row.status).toLowerCase() === 'paid'), JSON.stringify(before.payments));

    if (!databaseUrl) {
      // The embedded database is one process's: no copy while the API has it open.
      const refused = cli('backup', backupFile, env);
      assert.equal(refused.status, 1, refused.stderr);
      assert.match(refused.stderr, /^\[backup\] Stop the API first: the embedded database in .* is open in an API process \(pid \d+\)/);
      assert.equal(refused.stderr.trim().split('\n').length, 1, refused.stderr);
      assert.ok(!existsSync(backupFile));
    }
    await t.close();

    const made = cli('backup', backupFile, env);
    assert.equal(made.status, 0, made.stderr);
    assert.match(made.stdout, /^\[backup\] .* → .*club\.backup \(\d+\.\d MB\)/);

    // A restore never goes into a database that holds anything.
    const onTop = cli('restore', backupFile, env);
    assert.equal(onTop.status, 1, onTop.stdout);
    assert.match(onTop.stderr, databaseUrl ? /^\[restore\] Refusing to restore: the database .* is not empty \(\d+ tables\)/ : /^\[restore\] Refusing to restore: .* already holds an embedded database/);
    assert.equal(onTop.stderr.trim().split('\n').length, 1);

    // Nor a backup of the other kind, nor a file that is no backup.
    const otherKind = cli('restore', backupFile, databaseUrl ? { DATABASE_URL: '', DATA_DIR: path.join(dir, 'elsewhere') } : { DATABASE_URL: serverUrlOrDummy(), DATA_DIR: dataDir });
    assert.equal(otherKind.status, 1);
    assert.match(otherKind.stderr, databaseUrl ? /is a PostgreSQL backup \(pg_dump -Fc\); set DATABASE_URL to restore it into PostgreSQL/ : /is a backup of the embedded database; unset DATABASE_URL to restore it into the embedded database/);
    const notABackup = path.join(dir, 'notes.txt');
    writeFileSync(notABackup, 'hello');
    assert.match(cli('restore', notABackup, env).stderr, /notes\.txt is not a backup made by npm run backup/);

    // Wipe.
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      await client.query('DROP SCHEMA public CASCADE; CREATE SCHEMA public');
      await client.end();
    } else {
      rmSync(path.join(dataDir, 'pglite'), { recursive: true, force: true });
    }

    const restored = cli('restore', backupFile, env);
    assert.equal(restored.status, 0, restored.stderr);
    assert.match(restored.stdout, /^\[restore\] .*club\.backup → /);

    // The API on the restored database: the same rows, and they work.
    const again = await open();
    try {
      assert.deepEqual(await snapshot(again), before);
      const token = await again.signIn(member.email, member.password);
      const verify = await again.request({ method: 'GET', url: `/cms/event/payment/verify?enrollmentId=${enrollment._id}`, token });
      assert.equal(verify.json().paymentStatus, 'Paid', verify.body);
      const read = (await again.request({ method: 'GET', url: `/ext/discussion/thread/get/${threadId}` })).json();
      assert.equal(read.thread.title, 'Kept across a restore');
      const replies = (await again.request({ method: 'GET', url: `/ext/discussion/thread/reply/list/${threadId}` })).json().replies;
      assert.deepEqual(
        replies.map((row: { content: string }) => row.content),
        ['Every word.'],
      );
      const picture = await again.request({ method: 'GET', url: `/ext/file/${image}` });
      assert.equal(picture.statusCode, 200);
    } finally {
      await again.close();
    }
  } finally {
    if (serverUrl && databaseUrl) await dropTestDatabase(serverUrl, databaseUrl);
    remove();
  }
});

/** Some PostgreSQL address for the wrong-kind refusal, which is decided before connecting. */
function serverUrlOrDummy(): string {
  return process.env.DATABASE_URL || 'postgres://nobody@127.0.0.1:1/none';
}
