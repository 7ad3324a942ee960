// The site's pages defend themselves (issue 22): every HTML page carries a Content-Security-Policy
// made from the live composition and the other page headers; an injected inline script is refused
// and reported to the API; no other site can frame the sign-in page.
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { FIRST_READS_SCRIPT, FIRST_READS_SCRIPT_SOURCE } from '../../scripts/first-reads.mjs';
import { startTestSite, type TestSite } from '../harness/site';
import { until } from '../harness/wait';

let site: TestSite;

before(async () => {
  site = await startTestSite();
});

after(() => site.stop());

/** The policy's directives by name. */
function directives(policy: string): Map<string, string[]> {
  return new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name!, values]));
}

describe('page security headers', () => {
  it('every page is sent the policy, built from the composition, and the other headers', async () => {
    const composition = (await (await fetch(`${site.url}/remotes.json`)).json()) as { remotes: Array<{ entry: string }> };
    const remoteOrigins = composition.remotes.map((remote) => new URL(remote.entry).origin);
    assert.ok(remoteOrigins.length >= 5);
    for (const route of ['/announcements', '/login', '/admin/moderation', '/no-such-page']) {
      const response = await fetch(site.url + route);
      const policy = response.headers.get('content-security-policy');
      assert.ok(policy, `${route} has a policy`);
      const csp = directives(policy);
      assert.deepEqual(csp.get('script-src'), ["'self'", FIRST_READS_SCRIPT_SOURCE, ...new Set(remoteOrigins)], 'scripts: the site, the first reads’ inline script by its hash, and the remotes only');
      // The hash is of the script the pages carry, so Chromium runs it (head-start.test.ts sees its reads).
      assert.equal(FIRST_READS_SCRIPT_SOURCE, `'sha256-${createHash('sha256').update(FIRST_READS_SCRIPT).digest('base64')}'`);
      assert.ok(!policy.includes('unsafe-eval'), 'no eval');
      assert.ok(csp.get('connect-src')!.includes(site.apiUrl), 'the API, live updates included');
      assert.ok(csp.get('img-src')!.includes(site.apiUrl) && csp.get('img-src')!.includes('data:'));
      assert.deepEqual(csp.get('frame-ancestors'), ["'none'"]);
      assert.deepEqual(csp.get('base-uri'), ["'none'"]);
      assert.deepEqual(csp.get('object-src'), ["'none'"]);
      assert.equal(csp.get('form-action')![0], "'self'");
      assert.deepEqual(csp.get('report-uri'), [`${site.apiUrl}/ext/csp-report`]);
      assert.equal(response.headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
      assert.match(response.headers.get('permissions-policy') ?? '', /camera=\(self\), microphone=\(\)/);
      assert.equal(response.headers.get('x-frame-options'), 'DENY');
    }
    // Scripts and data are not pages: no policy on them.
    assert.equal((await fetch(`${site.url}/remotes.json`)).headers.get('content-security-policy'), null);
  });

  it('an inline script injected into a page is refused, and the refusal reaches the API’s log', async () => {
    const page = await site.newPage({ language: 'en' });
    await page.goto(`${site.url}/announcements`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = sessionStorage.getItem("auth_token") ?? "ran";';
      const refused = new Promise((resolve) => document.addEventListener('securitypolicyviolation', resolve, { once: true }));
      document.head.append(script);
      await refused;
      return (window as unknown as { __injected?: string }).__injected ?? null;
    });
    assert.equal(ran, null, 'the injected script did not run');
    const refused = site.takeCspViolations();
    assert.equal(refused.length, 1, refused.join('\n'));
    assert.match(refused[0]!, /^script-src-elem refused inline on \/announcements/);
    await until(() => site.apiLog().includes('content security policy violation'), 'the browser to report the refusal to the API', { timeout: 5_000 });
    assert.match(site.apiLog(), /"directive":"script-src-elem"/);
    await page.close();
  });

  it('the browser knows every feature the Permissions-Policy names (no console error on any page)', async () => {
    const page = await site.newPage({ language: 'en' });
    const complaints: string[] = [];
    page.on('console', (message) => {
      if (/Permissions-Policy/i.test(message.text())) complaints.push(message.text());
    });
    await page.goto(`${site.url}/login`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    assert.deepEqual(complaints, []);
    await page.close();
  });

  it('another site cannot frame the sign-in page', async () => {
    // Another origin's page: a file beside a remote's releases, served from that remote's port.
    const composition = (await (await fetch(`${site.url}/remotes.json`)).json()) as { remotes: Array<{ name: string; entry: string }> };
    const forum = composition.remotes.find((remote) => remote.name === 'mfe_forum')!;
    writeFileSync(
      path.join(site.releasesDir, 'mfe_forum', 'framing.html'),
      // A file without the policy loads in a frame (so the check can tell); the sign-in page does not.
      `<!doctype html><iframe id="data" src="${site.url}/remotes.json"></iframe><iframe id="login" src="${site.url}/login"></iframe>`,
    );
    const page = await site.newPage({ language: 'en' });
    await page.goto(`${new URL(forum.entry).origin}/framing.html`);
    await page.waitForLoadState('load');
    const urlOf = async (id: string) => (await (await page.$(`#${id}`))!.contentFrame())!.url();
    assert.equal(await urlOf('data'), `${site.url}/remotes.json`);
    assert.notEqual(await urlOf('login'), `${site.url}/login`, 'the sign-in page was not shown inside another page');
    await page.close();
    // The refusal is the policy working, not a defect of a journey.
    site.takeCspViolations();
  });
});
