// Lighthouse's mobile audit of a page (its defaults: a mid-range phone, 4× CPU slowdown, 1.6 Mbps,
// 150 ms round trips, simulated), as a first-time visitor: each run starts Chromium with a fresh
// profile. Used by `npm run bench`; figures only, never asserted in tests.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

/** One run: the performance score and the metrics the goal names. */
export async function lighthouseRun(url) {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'golf-lighthouse-'));
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS, userDataDir: profile, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], output: 'json', logLevel: 'error' });
    const { audits, categories } = result.lhr;
    const longTasks = audits['long-tasks']?.details?.items ?? [];
    return {
      score: categories.performance.score,
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
      lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null,
      longTasks: longTasks.slice(0, 5).map((task) => ({ url: task.url, ms: Math.round(task.duration) })),
    };
  } finally {
    await chrome.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** `runs` runs, one after another; the median of each figure, and every run. */
export async function lighthouseMedian(url, runs = 3) {
  const all = [];
  for (let run = 0; run < runs; run += 1) all.push(await lighthouseRun(url));
  return {
    score: median(all.map((run) => run.score)),
    lcpMs: median(all.map((run) => run.lcpMs)),
    tbtMs: median(all.map((run) => run.tbtMs)),
    cls: median(all.map((run) => run.cls)),
    runs: all,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, runs = '1'] = process.argv.slice(2);
  console.log(JSON.stringify(await lighthouseMedian(url, Number(runs)), null, 2));
}
