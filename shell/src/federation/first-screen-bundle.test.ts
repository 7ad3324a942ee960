import { http, HttpResponse } from 'msw';
import { setupApiServer } from '@golf/shared/testing/api-server';
import { SITE_PROVIDES } from './compatibility';
import { FIRST_SCREEN_ATTRIBUTE, runFirstScreenBundle } from './first-screen-bundle';

const FOLDER = 'http://remote.test/1.0.0-abc/';
const remote = { name: 'mfe_test', entry: `${FOLDER}mf-manifest.json` };
const combined = `${FOLDER}combined.js?files=remoteEntry.js%2Cpage.1234567890.js`;
const compatible = { metaData: { name: 'mfe_test', pluginVersion: '2.9.0' }, shared: [] };
// A @golf/shared newer than this shell's: compatibility.ts refuses it whatever the build's ranges.
const tooNew = `^${Number(SITE_PROVIDES.golfShared.split('.')[0]) + 1}.0.0`;
let manifest: object = compatible;
const server = setupApiServer(http.get(remote.entry, () => HttpResponse.json(manifest)));

type FederationGlobal = { __FEDERATION__?: { __PRELOADED_ASSETS__?: Set<string> } };
const record = new Set<string>();

beforeEach(() => {
  document.head.innerHTML = `<link rel="preload" href="${combined}" as="script" ${FIRST_SCREEN_ATTRIBUTE}="mfe_test" />`;
  manifest = compatible;
  record.clear();
  (globalThis as FederationGlobal).__FEDERATION__ = { __PRELOADED_ASSETS__: record };
  delete (window as unknown as Record<string, unknown>).mfe_test;
});

/** jsdom runs no fetched script: play the browser's part once the shell has added it. */
function whenScriptAdded(outcome: 'load' | 'error') {
  const observer = new MutationObserver(() => {
    const script = document.head.querySelector<HTMLScriptElement>('script');
    if (!script) return;
    observer.disconnect();
    if (outcome === 'load') (window as unknown as Record<string, unknown>).mfe_test = { get: () => undefined };
    script.dispatchEvent(new Event(outcome));
  });
  observer.observe(document.head, { childList: true });
}

test('runs the head’s combined file once, and the runtime is told its files are in the page', async () => {
  whenScriptAdded('load');
  await expect(runFirstScreenBundle(remote)).resolves.toBe(true);
  expect(Array.from(document.head.querySelectorAll('script')).map((script) => script.src)).toEqual([combined]);
  expect([...record]).toEqual([`${FOLDER}remoteEntry.js`, `${FOLDER}page.1234567890.js`]);
});

test('a remote this shell cannot run is left to the runtime, which refuses it before any of its code runs', async () => {
  manifest = { ...compatible, shared: [{ name: '@golf/shared/api/client', requiredVersion: tooNew }] };
  await expect(runFirstScreenBundle(remote)).resolves.toBe(false);
  expect(document.head.querySelector('script')).toBeNull();
});

test('nothing runs without the head’s file, for another remote, or once the remote is loaded', async () => {
  await expect(runFirstScreenBundle({ ...remote, name: 'mfe_other' })).resolves.toBe(false);
  (window as unknown as Record<string, unknown>).mfe_test = {};
  await expect(runFirstScreenBundle(remote)).resolves.toBe(false);
  document.head.innerHTML = '';
  delete (window as unknown as Record<string, unknown>).mfe_test;
  await expect(runFirstScreenBundle(remote)).resolves.toBe(false);
  expect(document.head.querySelector('script')).toBeNull();
});

test('a file that fails to load settles too, and marks nothing', async () => {
  whenScriptAdded('error');
  await expect(runFirstScreenBundle(remote)).resolves.toBe(false);
  expect(record.size).toBe(0);
  server.use(http.get(remote.entry, () => HttpResponse.json({}, { status: 500 })));
  document.head.querySelector('script')?.remove();
  await expect(runFirstScreenBundle(remote)).resolves.toBe(false);
  expect(document.head.querySelector('script')).toBeNull();
});
