// The Caddyfile of the production topology (architecture §7 "Production", decision 73): one Caddy
// serves the shell's origin, every remote's origin and the API's, from the same data the release
// step writes — the composition (remotes.json) and the site's route table (site/current/site.json).
// Nothing in it is pasted by hand: a release or rollback that moves a remote, adds a route or
// changes the pages' policy writes it again and reloads Caddy (scripts/web-server.mjs).
import path from 'node:path';
import { LINK_PREVIEWER_PATTERN } from './link-previewers.mjs';
import { currentSiteDir } from './site-files.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Content-hashed file names (the build's): cached for good. */
const HASHED_FILE = '\\.[0-9a-f]{8,}\\.(js|css|png|jpe?g|svg|webp|woff2?)$';
/** Files under a remote's version folder never change. */
const VERSIONED_PATH = '^/[^/]+-[0-9a-f]{10}/.';

const quote = (value) => `"${String(value).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/** A Caddy site address for an origin: a local one listens on its port for any host name. */
function siteAddress(origin) {
  const url = new URL(origin);
  const port = url.port || (url.protocol === 'https:' ? '443' : '80');
  if (['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) return `http://:${port}`;
  return url.origin;
}

function headerLines(headers, indent) {
  return Object.entries(headers).map(([name, value]) => `${indent}header ${name} ${quote(value)}`);
}

/**
 * @param {object} options
 * @param {{ siteUrl: string, apiUrl: string, routes: Array<{ path: string, file: string }>, shellPages: string[], shellPage: string, headers: Record<string, string> }} options.table
 *   the site's route table (scripts/site-files.mjs)
 * @param {{ remotes: Array<{ name: string, entry: string }> }} options.composition
 * @param {string} options.releases  the releases folder (remote versions and site files)
 * @param {string} options.shellDist the shell's build, when the route table names no shell version
 * @param {string[]} options.apiUpstreams the API processes (host:port)
 * @param {string} options.adminAddress Caddy's admin endpoint (reloads go there)
 * @returns {string}
 */
export function caddyfile({ table, composition, releases, shellDist, apiUpstreams, adminAddress }) {
  const siteDir = currentSiteDir(releases);
  // The shell version the composition names (site-files.mjs wrote its folder into the table).
  const shell = table.shellDist ?? shellDist;
  const origins = [table.siteUrl, table.apiUrl, ...composition.remotes.map((remote) => remote.entry)];
  const allHttp = origins.every((origin) => new URL(origin).protocol === 'http:');
  const lines = [
    '# Written by scripts/caddyfile.mjs from the composition and the release-time route table. Do not edit:',
    '# `npm run release` / `npm run rollback` write it again and reload Caddy.',
    '{',
    `\tadmin ${adminAddress}`,
    ...(allHttp ? ['\tauto_https off'] : []),
    // A stop or reload waits at most this long for requests in flight: an open live-updates stream
    // would otherwise hold it for ever (its page opens the stream again on the new configuration).
    '\tgrace_period 10s',
    '\tservers {',
    // A slow client cannot hold a connection for ever (headers 10 s; an idle keep-alive 2 min).
    '\t\ttimeouts {',
    '\t\t\tread_header 10s',
    '\t\t\tidle 2m',
    '\t\t}',
    '\t\tmax_header_size 16KB',
    '\t}',
    '}',
    '',
    '(static_common) {',
    '\theader X-Content-Type-Options nosniff',
    '\theader -Server',
    // A control character in a path (a decoded %00) names no file, and the file server would
    // answer it with a 500 (the file system refuses the name); it is the client's error.
    '\t@control path_regexp [\\x00-\\x1f\\x7f]',
    '\trespond @control 400',
    // Files and pages are only read.
    '\t@write not method GET HEAD',
    '\theader @write Allow "GET, HEAD"',
    '\trespond @write "Method not allowed" 405',
    '}',
    '',
  ];

  // The shell's origin: start-up files, pages by route, the shell's build, link previews.
  const routePages = table.routes.flatMap((route, index) => [
    `\t\t@route${index} path ${route.path} ${route.path}/*`,
    `\t\thandle @route${index} {`,
    `\t\t\trewrite * /${route.file}`,
    '\t\t\timport page',
    '\t\t}',
  ]);
  lines.push(
    '(page) {',
    `\troot * ${quote(siteDir)}`,
    '\theader Cache-Control no-cache',
    ...headerLines(table.headers, '\t'),
    '\tfile_server {',
    '\t\tprecompressed br gzip',
    '\t}',
    '}',
    '',
    `${siteAddress(table.siteUrl)} {`,
    '\timport static_common',
    '\troute {',
    // (the route runs before `respond`: its pages are only read, too)
    '\t\thandle @write {',
    '\t\t\trespond "Method not allowed" 405',
    '\t\t}',
    '\t\t@startup path /remotes.json /runtime-config.json /robots.txt /sitemap.xml',
    '\t\thandle @startup {',
    `\t\t\troot * ${quote(siteDir)}`,
    '\t\t\theader Cache-Control no-cache',
    '\t\t\theader Access-Control-Allow-Origin *',
    '\t\t\tfile_server {',
    '\t\t\t\tprecompressed br gzip',
    '\t\t\t}',
    '\t\t}',
    // A file of the live shell version (every one has an extension; pages have none), then a
    // content-hashed one of an earlier version, for a tab opened on it before a shell release.
    ...[shell, ...(table.earlierShellDists ?? [])].flatMap((dir, index) => [
      `\t\t@asset${index || ''} {`,
      index ? `\t\t\tpath_regexp ${HASHED_FILE}` : '\t\t\tpath_regexp \\.[A-Za-z0-9]+$',
      '\t\t\tfile {',
      `\t\t\t\troot ${quote(dir)}`,
      '\t\t\t}',
      '\t\t}',
      `\t\thandle @asset${index || ''} {`,
      `\t\t\troot * ${quote(dir)}`,
      '\t\t\t@hashed path_regexp ' + HASHED_FILE,
      `\t\t\theader @hashed Cache-Control ${quote(IMMUTABLE)}`,
      '\t\t\t@entry not path_regexp ' + HASHED_FILE,
      '\t\t\theader @entry Cache-Control no-cache',
      '\t\t\tfile_server {',
      '\t\t\t\tprecompressed br gzip',
      '\t\t\t}',
      '\t\t}',
    ]),
    // A link previewer asking for a page reads the API's card page (decision 73).
    `\t\t@preview header_regexp User-Agent ${quote(LINK_PREVIEWER_PATTERN)}`,
    '\t\thandle @preview {',
    '\t\t\trewrite * /ext/site/share-card?path={path}',
    '\t\t\timport api_upstreams',
    '\t\t}',
    ...routePages,
    // A shell page with or without a trailing slash (the demo server answers both alike).
    `\t\t@shell path ${table.shellPages.flatMap((page) => (page === '/' ? [page] : [page, `${page}/`])).join(' ')}`,
    '\t\thandle @shell {',
    `\t\t\trewrite * /${table.shellPage}`,
    '\t\t\timport page',
    '\t\t}',
    // Anything else is no page of the site: the shell's page draws "not found", with a real 404.
    '\t\thandle {',
    `\t\t\trewrite * /${table.shellPage}`,
    `\t\t\troot * ${quote(siteDir)}`,
    '\t\t\theader Cache-Control no-cache',
    ...headerLines(table.headers, '\t\t\t'),
    '\t\t\tfile_server {',
    '\t\t\t\tprecompressed br gzip',
    '\t\t\t\tstatus 404',
    '\t\t\t}',
    '\t\t}',
    '\t}',
    '}',
    '',
  );

  // Each remote's origin: its published versions, as they are.
  const remoteOrigins = new Map();
  for (const remote of composition.remotes) remoteOrigins.set(new URL(remote.entry).origin, remote.name);
  for (const [origin, name] of remoteOrigins) {
    lines.push(
      `${siteAddress(origin)} {`,
      '\timport static_common',
      // Manifests are read by the shell's page (a CORS request); nothing else may read them.
      `\theader Access-Control-Allow-Origin ${quote(new URL(table.siteUrl).origin)}`,
      `\troot * ${quote(path.join(releases, name))}`,
      `\t@versioned path_regexp ${VERSIONED_PATH}`,
      `\theader @versioned Cache-Control ${quote(IMMUTABLE)}`,
      `\t@unversioned not path_regexp ${VERSIONED_PATH}`,
      '\theader @unversioned Cache-Control no-cache',
      '\tfile_server {',
      '\t\tprecompressed br gzip',
      '\t\thide .incoming-*',
      '\t}',
      '}',
      '',
    );
  }

  // The API: several processes behind one address. A process that stops answering /health leaves
  // the pool within a second; a request that cannot reach one is tried on another for up to 10 s.
  // Not /ready: every process shares the one database, and /ready fails when the database does not
  // answer a query within 1 s — which, under a rush, is the queue for a pooled connection. The
  // opening-rush bench (docs/deploy-figures.md) saw both processes marked down at once that way and
  // every request answered 503 by Caddy; a process that is down is found by its failed dials anyway.
  lines.splice(
    lines.indexOf('(page) {'),
    0,
    '(api_upstreams) {',
    `\treverse_proxy ${apiUpstreams.join(' ')} {`,
    '\t\tlb_policy round_robin',
    '\t\tlb_try_duration 10s',
    '\t\tlb_try_interval 100ms',
    '\t\thealth_uri /health',
    '\t\thealth_interval 1s',
    '\t\thealth_timeout 1s',
    '\t\tfail_duration 5s',
    // A request with a body (an enrolment, a payment) sent to a process that just died is tried on
    // another only if Caddy kept the body: unbuffered, the failed dial closes it and the retry ends
    // in a 502 ("invalid Read on closed Body", caddyserver/caddy#5454) that also marks the healthy
    // process failed. Retries happen only when no connection was made, so nothing runs twice.
    '\t\tbuffer_requests',
    // Live updates are a stream: pass each event on at once.
    '\t\tflush_interval -1',
    '\t\ttransport http {',
    '\t\t\tdial_timeout 2s',
    '\t\t}',
    '\t}',
    '}',
    '',
  );
  lines.push(
    `${siteAddress(table.apiUrl)} {`,
    // Methods no route of the API takes stop here (a CONNECT passed on got a 502).
    '\t@unsupported not method GET HEAD POST PUT PATCH DELETE OPTIONS',
    '\trespond @unsupported 405',
    '\timport api_upstreams',
    '}',
    '',
  );
  return lines.join('\n');
}
