/**
 * Runs `task` once the frame being drawn now has been painted and the browser has a quiet moment
 * (at most `timeoutMs` later). Returns a function that cancels it if it has not run yet.
 *
 * Used for work the first paint does not need but would otherwise wait behind: on a phone every
 * request started before the page's largest paint is one the paint is modelled (and, on a busy
 * connection, seen) to depend on.
 */
export function afterFirstPaint(task: () => void, timeoutMs = 2_000): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  // An animation frame callback runs just before the paint; a timer set there runs after it.
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout: timeoutMs });
      else run();
    }, 0);
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
