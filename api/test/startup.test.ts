import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { temporaryDirectory } from './helpers.js';

const apiRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

test('start-up against a PostgreSQL that accepts connections and never answers gives up within 30 s, in one clear line', async () => {
  // Accepts, then reads and never writes: neither a refusal nor an answer.
  const sockets = new Set<net.Socket>();
  const silent = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    socket.resume();
  });
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  const { port } = silent.address() as net.AddressInfo;
  const { dir, remove } = temporaryDirectory();
  try {
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: { ...process.env, DATABASE_URL: `postgres://someone:secret@127.0.0.1:${port}/golf`, DATA_DIR: dir, PORT: '0', JWT_SECRET: '', LOG_LEVEL: 'silent' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const killer = setTimeout(() => child.kill('SIGKILL'), 40_000);
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    clearTimeout(killer);
    const took = Date.now() - started;

    assert.equal(code, 1, `exit code; stderr: ${stderr}`);
    assert.ok(took < 30_000, `gave up after ${took} ms`);
    assert.ok(sockets.size > 0, 'it did connect to the silent server');
    assert.equal(stdout, '');
    const lines = stderr.split('\n').filter(Boolean);
    assert.equal(lines.length, 1, stderr);
    assert.match(lines[0]!, new RegExp(`^\\[api\\] could not start: PostgreSQL at 127\\.0\\.0\\.1:${port}/golf did not answer: .*timeout`));
    assert.doesNotMatch(lines[0]!, /secret/, 'no password in the message');
  } finally {
    for (const socket of sockets) socket.destroy();
    silent.close();
    remove();
  }
});
