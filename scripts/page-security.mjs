// The headers every HTML page of the site is sent with (architecture §2 "Page security"). The
// Content-Security-Policy is made from the live composition, so a release or rollback that moves a
// remote to another origin moves the policy with it: nothing here names a remote by hand.

import { FIRST_READS_SCRIPT_SOURCE } from './first-reads.mjs';

/** The path on the API that receives the browser's reports of what the policy refused. */
export const CSP_REPORT_PATH = '/ext/csp-report';

/** Stripe's hosted checkout, a form target when PAYMENT_PROVIDER=stripe (the sandbox is the API's). */
const PAYMENT_ORIGINS = ['https://checkout.stripe.com'];

const originOf = (url) => new URL(url).origin;
const unique = (values) => [...new Set(values)];

/**
 * @param {object} options
 * @param {{ remotes: Array<{ entry: string }> }} options.composition the live remotes.json
 * @param {string} options.apiUrl where the apps call the API (runtime-config.json)
 * @returns {Record<string, string>}
 */
export function pageSecurityHeaders({ composition, apiUrl }) {
  const api = originOf(apiUrl);
  const remotes = unique(composition.remotes.map((remote) => originOf(remote.entry)));
  const report = `${api}${CSP_REPORT_PATH}`;
  const directives = {
    'default-src': ["'self'"],
    // Remote entries and their chunks are <script> elements from the remotes' origins. One inline
    // script, allowed by its hash: the first reads in a public page's head (scripts/first-reads.mjs).
    // No other inline script and no eval anywhere.
    'script-src': ["'self'", FIRST_READS_SCRIPT_SOURCE, ...remotes],
    // A remote's own stylesheets (the calendar's) come from its origin. Chakra's styles are written
    // by emotion at run time into <style> elements, in every remote; a nonce would have to be
    // minted per response and handed to each remote's style cache. An injected style cannot run
    // code or read the session (the policy's reason to exist), so inline styles stay allowed.
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    // Uploaded images come from the API; QR codes are data: URLs; picked photos preview as blob:;
    // a remote's own images and fonts from its origin.
    'img-src': ["'self'", 'data:', 'blob:', api, ...remotes],
    'font-src': ["'self'", 'data:', ...remotes],
    // The API (live updates included) and the remotes' manifests.
    'connect-src': ["'self'", api, ...remotes],
    'worker-src': ["'self'", 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'frame-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'none'"],
    'object-src': ["'none'"],
    // The site's own forms, the sandbox checkout (served by the API) and Stripe's.
    'form-action': ["'self'", api, ...PAYMENT_ORIGINS],
    // report-uri, not report-to: Chromium prefers report-to when both are named and sends those in
    // batches a minute or so later; report-uri posts each refusal at once, in every browser.
    'report-uri': [report],
  };
  return {
    'Content-Security-Policy': Object.entries(directives)
      .map(([name, values]) => `${name} ${unique(values).join(' ')}`)
      .join('; '),
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // One document serves every route: the camera is allowed to the site's own pages (the door's
    // check-in scanner asks for it there) and to nothing else, no other powerful feature at all.
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=(), display-capture=()',
    // For browsers older than frame-ancestors.
    'X-Frame-Options': 'DENY',
  };
}

/**
 * For a host other than `npm start` (nginx, a CDN's edge rules): prints the headers for the live
 * composition, to be written into the host's configuration again after every release or rollback.
 *   node scripts/page-security.mjs releases/remotes.json https://api.your-club.hk
 */
if (import.meta.url === `file://${process.argv[1]}`) {
  const [compositionFile, apiUrl] = process.argv.slice(2);
  if (!compositionFile || !apiUrl) {
    console.error('usage: node scripts/page-security.mjs <remotes.json> <API URL>');
    process.exit(2);
  }
  const { readFileSync } = await import('node:fs');
  const headers = pageSecurityHeaders({ composition: JSON.parse(readFileSync(compositionFile, 'utf8')), apiUrl });
  for (const [name, value] of Object.entries(headers)) console.log(`${name}: ${value}`);
}
