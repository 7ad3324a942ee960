import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '../../.screenshots');

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const scratch = new Set<string>();
process.once('exit', () => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

/** A new folder in the temp folder, removed when the test process exits (or by `removeTempDir`). */
export function tempDir(prefix: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), prefix));
  scratch.add(dir);
  return dir;
}

export function removeTempDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
  scratch.delete(dir);
}

/**
 * A fresh browser profile (its own storage) at a viewport size; `extraArgs` add Chromium switches
 * (a fake camera); `serviceWorkers: 'block'` keeps every page a first visit (no offline worker).
 * Closing the context removes the profile.
 */
export async function launchBrowser(viewport = { width: 1280, height: 900 }, extraArgs: string[] = [], serviceWorkers: 'allow' | 'block' = 'allow'): Promise<BrowserContext> {
  const profile = tempDir('golf-e2e-');
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: [...ARGS, ...extraArgs],
    viewport,
    serviceWorkers,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const close = context.close.bind(context);
  context.close = async (options) => {
    await close(options);
    removeTempDir(profile);
  };
  return context;
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}
