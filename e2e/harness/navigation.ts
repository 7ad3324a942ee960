import type { Page } from 'playwright-core';

/** The entries shown in the bar itself (on a wide screen, those that fit), in order. */
export async function barEntries(page: Page): Promise<string[]> {
  const links = page.getByTestId('nav-bar-links').getByRole('link');
  // At 1280 px the first entry always fits: wait for the bar to be drawn.
  await links.first().waitFor();
  return (await links.evaluateAll((nodes) => nodes.filter((node) => (node as HTMLElement).checkVisibility({ visibilityProperty: true })).map((node) => node.textContent ?? ''))).map((text) => text.trim());
}

/** Opens a site section as a visitor would: its link in the bar when it stands there, else from Menu. */
export async function choose(page: Page, entry: string) {
  const inBar = page.getByTestId('nav-bar-links').getByRole('link', { name: entry, exact: true });
  if (await inBar.isVisible()) {
    await inBar.click();
    return;
  }
  await page.getByTestId('nav-menu').click();
  const menu = page.getByTestId('nav-menu-content');
  await menu.waitFor();
  await menu.locator('a, button').filter({ hasText: new RegExp(`^${entry}$`) }).click();
  await menu.waitFor({ state: 'hidden' });
}
