import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { temporaryDirectory } from '../../test/helpers.js';
import { lockDataDirectory, processStartTime } from './lock.js';

// The lock needs no database; it runs once, on the embedded pass.
const skip = Boolean(process.env.DATABASE_URL) && 'no database involved: runs on the embedded pass';
const linuxOnly = skip || (process.platform !== 'linux' && 'start times come from /proc (Linux)');

function withDir(fn: (dir: string, file: string) => void | Promise<void>) {
  return async () => {
    const { dir, remove } = temporaryDirectory();
    try {
      await fn(dir, path.join(dir, 'api.lock'));
    } finally {
      remove();
    }
  };
}

test('a live holder is refused with a clear message; unlocking frees the folder', { skip }, withDir((dir, file) => {
  const unlock = lockDataDirectory(dir);
  assert.throws(() => lockDataDirectory(dir), new RegExp(`in use by another API process \\(pid ${process.pid}\\)`));
  unlock();
  assert.ok(!existsSync(file));
  lockDataDirectory(dir)();
}));

test('a lock left by a process that was killed is taken over', { skip }, withDir((dir, file) => {
  const script = `import { lockDataDirectory } from './src/db/lock.ts'; lockDataDirectory(${JSON.stringify(dir)}); process.kill(process.pid, 'SIGKILL');`;
  const crashed = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { cwd: path.resolve(import.meta.dirname, '../..') });
  assert.equal(crashed.signal, 'SIGKILL', String(crashed.stderr));
  assert.equal(JSON.parse(readFileSync(file, 'utf8')).pid, crashed.pid, 'the killed process left its lock');
  const unlock = lockDataDirectory(dir);
  assert.equal(JSON.parse(readFileSync(file, 'utf8')).pid, process.pid);
  unlock();
}));

test('a lock whose pid now belongs to another running process (pid reuse) is taken over', { skip: linuxOnly }, withDir((dir, file) => {
  // The parent process runs, but it is not the one that wrote this lock: that one started at another time.
  const parentStart = processStartTime(process.ppid)!;
  writeFileSync(file, JSON.stringify({ pid: process.ppid, startTime: String(Number(parentStart) + 1), token: 'crashed' }));
  const unlock = lockDataDirectory(dir);
  assert.equal(JSON.parse(readFileSync(file, 'utf8')).pid, process.pid);
  unlock();

  // Same pid and the same start time: that process really holds it.
  writeFileSync(file, JSON.stringify({ pid: process.ppid, startTime: parentStart, token: 'alive' }));
  assert.throws(() => lockDataDirectory(dir), new RegExp(`pid ${process.ppid}`));
}));

test('our own pid from an earlier life (a restarted container is pid 1 again) is taken over', { skip: linuxOnly }, withDir((dir, file) => {
  writeFileSync(file, JSON.stringify({ pid: process.pid, startTime: '1', token: 'before-restart' }));
  lockDataDirectory(dir)();
}));

test('unlocking leaves a lock that is no longer ours alone; unreadable and old plain-pid locks are understood', { skip }, withDir((dir, file) => {
  const unlock = lockDataDirectory(dir);
  writeFileSync(file, JSON.stringify({ pid: process.ppid, token: 'someone-else' }));
  unlock();
  assert.ok(existsSync(file), 'not removed: it is not ours any more');

  writeFileSync(file, '{"pid": 12'); // half-written by a crash
  lockDataDirectory(dir)();
  writeFileSync(file, String(process.ppid)); // an earlier version's lock of a live process
  assert.throws(() => lockDataDirectory(dir), /in use by another API process/);
}));
