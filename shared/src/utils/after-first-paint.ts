/** How long to wait for a first paint the browser may never record (a tab opened in the background). */
const PAINT_AWAITED_MS = 5_000;

/**
 * Runs `task` once the page's first contentful paint is on screen and the browser has a quiet
 * moment (at most `timeoutMs` after that paint). Returns a function that cancels it if it has not
 * run yet.
 *
 * Used for work the first paint does not need but would otherwise wait behind: on a phone every
 * request started before the page's largest paint is one the paint is modelled (and, on a busy
 * connection, seen) to depend on. The paint is the browser's own record of it: a frame can be
 * committed well before the phone shows it, so "the next frame" came too early.
 */
export function afterFirstPaint(task: () => void, timeoutMs = 2_000): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let frame: number | undefined;
  let observer: PerformanceObserver | undefined;
  let unpainted: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (!cancelled) task();
  };
  // After the paint, in a task of its own, when the browser is idle.
  const whenIdle = () => {
    timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(run, { timeout: timeoutMs });
      else run();
    }, 0);
  };
  const painted = () => typeof performance !== 'undefined' && performance.getEntriesByName?.('first-contentful-paint').length > 0;
  if (painted()) whenIdle();
  else if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const onPaint = () => {
      observer?.disconnect();
      clearTimeout(unpainted);
      whenIdle();
    };
    observer = new PerformanceObserver(() => painted() && onPaint());
    observer.observe({ type: 'paint' });
    // A page opened in a background tab records no first paint: go on after a while regardless.
    unpainted = setTimeout(onPaint, PAINT_AWAITED_MS);
  } else {
    // No paint timing (tests, old browsers): an animation frame callback runs just before the next
    // paint, and a timer set there runs after it.
    frame = requestAnimationFrame(whenIdle);
  }
  return () => {
    cancelled = true;
    observer?.disconnect();
    clearTimeout(unpainted);
    if (frame !== undefined) cancelAnimationFrame(frame);
    clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
