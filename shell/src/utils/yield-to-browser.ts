/**
 * Ends the current task and goes on in a new one, so the browser can answer input, take network
 * callbacks or paint in between. The shell's start-up on a slow phone was one task of 200 ms
 * (main.js, the federation set-up, the frame's modules): a tap then waited for all of it, and
 * Lighthouse counts such a task as blocking time.
 */
export function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
