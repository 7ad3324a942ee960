// The opened public page's first API reads and texts, started by the page's head (architecture §4
// "First visit", decision 68). A route's reads were asked for by its prefetch module, which runs
// only once main.js has arrived and run: on a phone's connection that put a cold connection to the
// API, the reads and the texts' chunk one after another behind 150 KB of script. A few lines in
// the head now ask for them while main.js downloads; the app's own requests, made later with the
// same address and headers, are answered by the browser's HTTP cache (the API sends public reads
// with `max-age=10`, varying by Origin and Accept-Language only), or wait for the one in flight.
//
// What to read comes from the remote: its `first-reads.json` (next to mf-manifest.json, copied from
// src/routes/first-reads.json) names the visitor reads of each address, which the remote's
// prefetch test holds equal to what its prefetch asks for. `{today}` and `{month}` are the
// visitor's local day and month, as the calendar's prefetch works them out.

import { createHash } from 'node:crypto';
import { scriptSafeJson } from './page-data.mjs';

/**
 * Runs in the page, before the stylesheet (a script after one would wait for it). Written for any
 * browser that runs the site, and self-contained: its text is hashed into the page's
 * Content-Security-Policy, which allows no other inline script.
 * The storage keys are the app's: 'language' (shared/src/i18n/i18n.ts) and 'auth_token'
 * (shared/src/api/session-token.ts); a member's reads carry the token and go to cms/ paths, so
 * nothing is read ahead for them.
 */
function startFirstReads() {
  try {
    var data = JSON.parse(document.getElementById('golf-first-reads').textContent);
    // One page serves a route and the addresses below it (made at release: scripts/site-files.mjs);
    // a page kept by the service worker is shown for other routes' addresses too.
    var here = location.pathname;
    if (here !== data.path && here.indexOf(data.path + '/') !== 0) return;
    var language = 'zh';
    try {
      if (localStorage.getItem('language') === 'en') language = 'en';
    } catch (error) {
      // Storage can be unavailable (private mode): the defaults stand.
    }
    var texts = data.texts && data.texts[language];
    if (texts) {
      var link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'script';
      link.href = texts;
      document.head.appendChild(link);
    }
    var member = false;
    try {
      member = Boolean(sessionStorage.getItem('auth_token'));
    } catch (error) {
      // Storage can be unavailable (private mode): the defaults stand.
    }
    if (member || location.search || here !== data.path || !data.reads) return;
    var now = new Date();
    var twoDigits = function (value) {
      return (value < 10 ? '0' : '') + value;
    };
    var month = now.getFullYear() + '-' + twoDigits(now.getMonth() + 1);
    var values = { month: month, today: month + '-' + twoDigits(now.getDate()) };
    for (var index = 0; index < data.reads.length; index += 1) {
      var path = data.reads[index].replace(/\{(\w+)\}/g, function (whole, name) {
        return values[name];
      });
      fetch(data.api + '/' + path, { headers: { 'Accept-Language': language } }).catch(function () {});
    }
  } catch (error) {
    // Only a head start: the app makes every read itself.
  }
}

/**
 * The inline script, exactly as the page carries it. Its work runs in a task of its own, right
 * after the parser's: the requests the parser makes (main.js first) wait for the task they are
 * made in to end, and the reads' set-up (storage, the first fetch) made that one ~4× longer.
 */
export const FIRST_READS_SCRIPT = `setTimeout(${startFirstReads.toString()});`;

/** Its Content-Security-Policy source (scripts/page-security.mjs). */
export const FIRST_READS_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(FIRST_READS_SCRIPT).digest('base64')}'`;

/**
 * The tags for a page: its reads and texts as data, then the script that starts them.
 * @param {{ path: string, api: string, reads?: string[], texts?: { zh?: string, en?: string } }} data
 */
export function firstReadsTags(data) {
  return `<script type="application/json" id="golf-first-reads">${scriptSafeJson(data)}</script><script>${FIRST_READS_SCRIPT}</script>`;
}

/** A remote's texts chunks for a module, by language, from its manifest (named `<namespace>.<zh|en>.<hash>.js`). */
export function textsChunks(asyncFiles, base) {
  const texts = {};
  for (const file of asyncFiles) {
    const language = /(?:^|\/)[\w-]+\.(zh|en)\.[0-9a-f]{6,}\.js$/.exec(file)?.[1];
    if (language) texts[language] = new URL(file, base).href;
  }
  return texts;
}
