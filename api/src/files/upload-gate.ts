/**
 * Keeps uploads from starving everything else. On the embedded database one connection serves
 * every query and PGlite runs in this process, so each stored image holds both the database and
 * the event loop for a while; 200 uploads stored at once put every read behind all of them. So:
 * - at most `maxInProgress` uploads per process are read and stored at once (which also bounds
 *   the memory their bodies take);
 * - up to `maxQueued` more wait for a place, their bodies left unread in the connection;
 * - any further upload is refused at once (503, try again soon), before its body is read;
 * - at most `writeConcurrency` uploads store at the same moment; the others wait here, not in the
 *   database's queue, so a read waits for at most that many writes.
 */
export interface UploadGate {
  /** Resolves to `leave` (call it when done) once a place is free; null when the queue is full. */
  enter(): Promise<() => void> | null;
  /** Runs `store` once a write slot is free. */
  write<T>(store: () => Promise<T>): Promise<T>;
  /** Uploads holding a place and uploads waiting for one (the metrics). */
  stats(): { inProgress: number; queued: number };
}

export function uploadGate({ maxInProgress, maxQueued, writeConcurrency }: { maxInProgress: number; maxQueued: number; writeConcurrency: number }): UploadGate {
  const places = semaphore(maxInProgress);
  const writes = semaphore(writeConcurrency);
  return {
    enter: () => (places.busy() && places.waiting() >= maxQueued ? null : places.acquire()),
    stats: () => ({ inProgress: places.taken(), queued: places.waiting() }),
    async write(store) {
      const release = await writes.acquire();
      try {
        return await store();
      } finally {
        release();
      }
    },
  };
}

function semaphore(limit: number) {
  let taken = 0;
  const queue: Array<() => void> = [];
  const release = () => {
    const next = queue.shift();
    // The slot passes straight to the next waiter, after pending I/O (a read's query) had its turn.
    if (next) setImmediate(next);
    else taken -= 1;
  };
  return {
    busy: () => taken >= limit,
    taken: () => taken,
    waiting: () => queue.length,
    async acquire(): Promise<() => void> {
      if (taken < limit) taken += 1;
      else await new Promise<void>((resolve) => queue.push(resolve));
      let released = false;
      return () => {
        if (released) return;
        released = true;
        release();
      };
    },
  };
}
