import { randomUUID } from 'node:crypto';
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import path from 'node:path';

/** What api.lock records about the process holding the data directory. */
interface Holder {
  pid: number;
  /** When the process started, as the system counts it (Linux: /proc/<pid>/stat field 22). */
  startTime?: string;
  token?: string;
}

/**
 * PGlite is one process's database: a second process opening the same files would silently lose
 * writes. A lock file makes the second process stop with a clear message instead. It records the
 * pid and the process's start time, so a lock left by a crashed process is taken over even when its
 * pid now belongs to another process (pid 1 in a restarted container, or any reused pid).
 */
export function lockDataDirectory(dataDir: string): () => void {
  const file = path.join(dataDir, 'api.lock');
  const mine: Holder = { pid: process.pid, startTime: processStartTime(process.pid), token: randomUUID() };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify(mine));
      closeSync(fd);
      // Removed only while it is still ours.
      return () => {
        if (readHolder(file)?.token === mine.token) rmSync(file, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      if (holder && holderRuns(holder)) {
        throw new Error(
          `The data directory ${dataDir} is in use by another API process (pid ${holder.pid}). ` +
            'Stop that process, choose another DATA_DIR, or set DATABASE_URL to run several processes on PostgreSQL.',
          { cause: error },
        );
      }
      // Left behind by a process that crashed (or half-written by one): take it over.
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock the data directory ${dataDir}`);
}

function readHolder(file: string): Holder | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch {
    return undefined;
  }
  if (/^\d+$/.test(text)) return { pid: Number(text) }; // a lock written by an earlier version: the pid alone
  try {
    const parsed = JSON.parse(text) as Holder;
    return Number.isInteger(parsed.pid) && parsed.pid > 0 ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the process that wrote the lock still runs: its pid is alive and, where the system tells
 * start times (Linux), started when the lock says. Elsewhere the pid alone decides, and our own pid
 * then means a lock left by an earlier life of this pid.
 */
function holderRuns(holder: Holder): boolean {
  if (!isAlive(holder.pid)) return false;
  const started = processStartTime(holder.pid);
  if (holder.startTime && started) return started === holder.startTime;
  return holder.pid !== process.pid;
}

/** The process's start time in clock ticks since boot from /proc (Linux); undefined elsewhere. */
export function processStartTime(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields follow the command name in parentheses, which may itself hold spaces or parentheses.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
