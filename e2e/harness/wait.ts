// Waiting for a condition instead of a fixed time (issue 37): each helper returns as soon as what
// the test needs has happened, and fails with a message when it does not happen in time.
import type { Locator, Page } from 'playwright-core';

/** Polls `check` (in the test process) until it returns something truthy, and returns that. */
export async function until<T>(check: () => T | Promise<T>, what: string, { timeout = 10_000, every = 50 } = {}): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeout} ms waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, every));
  }
}

/**
 * Every finite animation and transition in the element and inside it has finished (pass
 * `page.locator('html')` for the whole page): entries draw their final place and colours.
 * Endless ones (spinners) are left out.
 */
export async function animationsDone(locator: Locator): Promise<void> {
  await locator.evaluate((element) =>
    Promise.all(
      element
        .getAnimations({ subtree: true })
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** The element stands still: its box is the same over two animation frames (scrolling and snapping have settled). */
export async function positionSettled(locator: Locator, timeout = 5_000): Promise<void> {
  // No named functions inside: the test runner's compiler would wrap them in a helper the page lacks.
  await locator.evaluate(async (element, limit) => {
    const deadline = performance.now() + limit;
    let last = JSON.stringify(element.getBoundingClientRect());
    for (;;) {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const now = JSON.stringify(element.getBoundingClientRect());
      if (now === last) return;
      if (performance.now() > deadline) throw new Error('the element kept moving');
      last = now;
    }
  }, timeout);
}

/** The images in view (or not loaded lazily) have loaded or failed: the picture of the page is whole. */
export async function imagesLoaded(page: Page, timeout = 10_000): Promise<void> {
  await page.waitForFunction(
    () =>
      Array.from(document.images).every((image) => {
        if (image.complete) return true;
        const box = image.getBoundingClientRect();
        const inView = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
        return image.loading === 'lazy' && !inView;
      }),
    undefined,
    { timeout },
  );
}
