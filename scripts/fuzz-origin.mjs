// Hostile requests against a web origin, sent as raw bytes over a socket so nothing between this
// script and the server tidies them up (fetch would refuse or repair most of them). Whatever serves
// the origin — the Node static server of `npm start`, a Caddy in front of the built files — must
// answer each with a 4xx (or, for the few requests listed as benign, a 2xx/3xx), never a 5xx, never
// a closed connection where an answer is due, and must still answer a plain GET afterwards.
//
//   node scripts/fuzz-origin.mjs http://localhost:3000 [http://localhost:3001 ...]
//
// exits 1 and prints the failing cases when an origin misbehaves.
import net from 'node:net';

const CRLF = '\r\n';
const TEN_MB = 10 * 1024 * 1024;
/** A header larger than any server's limit (Node 16 KB, Go/Caddy 1 MB). */
const HUGE = 2 * 1024 * 1024;

/** What a case may be answered with: status classes ('2xx') or exact statuses (416). */
const CLIENT_ERROR = ['4xx'];
const BENIGN = ['2xx', '3xx', '4xx'];

/** A request as bytes: the request line, then headers (Host first unless given), then an empty line. */
function request(line, { host, headers = [], body = '', close = true, eol = CRLF }) {
  const lines = [line];
  if (host !== null) lines.push(`Host: ${host}`);
  lines.push(...headers);
  if (close) lines.push('Connection: close');
  return lines.join(eol) + eol + eol + body;
}

const get = (target, options) => request(`GET ${target} HTTP/1.1`, options);

/** Paths that try to leave the served folder for /etc/passwd; no answer may contain it. */
const TRAVERSALS = [
  '/../../../../../../etc/passwd',
  '/..%2f..%2f..%2f..%2f..%2fetc%2fpasswd',
  '/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
  '/%2E%2E%2F%2E%2E%2F%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
  '/%252e%252e/%252e%252e/%252e%252e/etc/passwd',
  '/..%5c..%5c..%5c..%5cetc%5cpasswd',
  '/.%2e/.%2e/.%2e/.%2e/etc/passwd',
  '/%c0%ae%c0%ae/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
  '/....//....//....//....//etc/passwd',
  '/assets/..;/..;/..;/..;/etc/passwd',
  '/%2fetc%2fpasswd',
  '/..%00/..%00/etc/passwd',
];
const PASSWD = /root:[^:\r\n]*:0:0:/;

/**
 * The cases. Each: `name`; `send(host)` the bytes (a string, or an array of strings sent one by one
 * with `pauseMs` between); `responses` how many answers are due (0: the client gives up, no answer
 * due; the connection is then closed by this script); `allow` what each may be.
 * @type {Array<{ name: string, send: (host: string) => string | string[], responses?: number, allow?: Array<string | number>, pauseMs?: number, forbid?: RegExp, big?: number }>}
 */
export const CASES = [
  // Percent-encodings a decoder throws on.
  ...['/%E0%A4%A', '/%', '/%zz', '/%E0%A4', '/%C0%AF', '/%00', '/%ff%fe', '/main.js%', '/index.html%00.js', '/%uD800', '/a/%/b'].map((target) => ({
    name: `bad percent-encoding ${target}`,
    send: (host) => get(target, { host }),
  })),
  { name: 'bad percent-encoding in the query only', send: (host) => get('/?q=%&r=%E0%A4%A', { host }), allow: BENIGN },
  // Request targets.
  { name: 'absolute-form with an unclosed IPv6 host', send: (host) => get('http://[', { host }) },
  { name: 'absolute-form with a port out of range', send: (host) => get('http://localhost:99999/', { host }) },
  { name: 'absolute-form of another scheme', send: (host) => get('ftp://example.com/', { host }) },
  { name: 'absolute-form of this origin', send: (host) => get(`http://${host}/`, { host }), allow: BENIGN },
  { name: 'asterisk-form on GET', send: (host) => get('*', { host }) },
  { name: 'target without a leading slash', send: (host) => get('index.html', { host }) },
  { name: 'raw space in the target', send: (host) => get('/a b', { host }) },
  { name: 'raw NUL in the target', send: (host) => get('/a\0b', { host }) },
  { name: 'raw non-ASCII bytes in the target', send: (host) => get('/caf\u00e9', { host }) },
  { name: 'thousands of slashes', send: (host) => get('/'.repeat(3000), { host }), allow: BENIGN },
  { name: 'query of 100 KB', send: (host) => get(`/?q=${'a'.repeat(100 * 1024)}`, { host }) },
  { name: 'path of 10 MB', send: (host) => get(`/${'a'.repeat(TEN_MB)}`, { host }), big: TEN_MB },
  // Headers.
  { name: 'NUL in a header value', send: (host) => get('/', { host, headers: ['X-Test: a\0b'] }) },
  { name: 'bare CR in a header value', send: (host) => get('/', { host, headers: ['X-Test: a\rb'] }) },
  { name: 'header line without a colon', send: (host) => get('/', { host, headers: ['X-Test'] }) },
  { name: 'space inside a header name', send: (host) => get('/', { host, headers: ['X Test: a'] }) },
  { name: 'one header of 2 MB', send: (host) => get('/', { host, headers: [`X-Test: ${'a'.repeat(HUGE)}`] }), big: HUGE },
  { name: '20,000 headers', send: (host) => get('/', { host, headers: Array.from({ length: 20_000 }, (_, index) => `X-H${index}: ${'v'.repeat(100)}`) }), big: HUGE },
  { name: 'Content-Length and Transfer-Encoding both', send: (host) => get('/', { host, headers: ['Content-Length: 3', 'Transfer-Encoding: chunked'], body: `0${CRLF}${CRLF}` }) },
  { name: 'negative Content-Length', send: (host) => get('/', { host, headers: ['Content-Length: -1'] }) },
  { name: 'Content-Length not a number', send: (host) => get('/', { host, headers: ['Content-Length: abc'] }) },
  { name: 'unknown Expect', send: (host) => get('/', { host, headers: ['Expect: 100-zzz'] }) },
  { name: 'Upgrade to websocket', send: (host) => get('/', { host, headers: ['Upgrade: websocket', 'Sec-WebSocket-Version: 13'] }), allow: BENIGN },
  { name: 'odd X-Forwarded-Proto', send: (host) => get('/', { host, headers: ['X-Forwarded-Proto: https, <script>'] }), allow: BENIGN },
  { name: 'garbage conditional headers', send: (host) => get('/', { host, headers: ['If-None-Match: "', 'If-Modified-Since: yesterday'] }), allow: BENIGN },
  { name: 'bare LF line endings', send: (host) => get('/', { host, eol: '\n' }), allow: BENIGN },
  // Host.
  { name: 'HTTP/1.1 without Host', send: () => get('/', { host: null }) },
  { name: 'two Host headers', send: (host) => get('/', { host, headers: ['Host: example.com'] }) },
  { name: 'empty Host', send: () => get('/', { host: '' }) },
  { name: 'Host with a space', send: () => get('/', { host: 'exa mple.com' }) },
  { name: 'Host with markup', send: () => get('/', { host: '"><script>alert(1)</script>' }) },
  // Ranges: a server may ignore them (200) or refuse them (416).
  ...['bytes=abc', 'bytes=999999999999-', 'bytes=5-1', 'bytes=-0', 'chars=0-10', `bytes=${Array.from({ length: 2000 }, (_, index) => `${index}-${index}`).join(',')}`].map((range) => ({
    name: `Range ${range.slice(0, 30)}`,
    send: (host) => get('/', { host, headers: [`Range: ${range}`] }),
    allow: BENIGN,
  })),
  // Accept-Encoding: odd lists are ignored.
  ...['br;q=0, gzip;q=1e9, *;q=abc', 'identity;q=0, *;q=0', ',,,;;;===', `${'x,'.repeat(3000)}gzip`].map((encoding) => ({
    name: `Accept-Encoding ${encoding.slice(0, 30)}`,
    send: (host) => get('/', { host, headers: [`Accept-Encoding: ${encoding}`] }),
    allow: BENIGN,
  })),
  // Methods.
  { name: 'unknown method', send: (host) => request('FROB / HTTP/1.1', { host }) },
  { name: 'method with a bad character', send: (host) => request('G(T / HTTP/1.1', { host }) },
  { name: 'lowercase method', send: (host) => request('get / HTTP/1.1', { host }) },
  ...['PUT', 'DELETE', 'POST', 'PATCH', 'TRACE'].map((method) => ({
    name: `${method} on a static origin`,
    send: (host) => request(`${method} / HTTP/1.1`, { host, headers: ['Content-Length: 0'] }),
  })),
  { name: 'OPTIONS', send: (host) => request('OPTIONS / HTTP/1.1', { host }), allow: BENIGN },
  { name: 'CONNECT', send: (host) => request(`CONNECT ${host} HTTP/1.1`, { host }) },
  { name: 'garbage protocol name', send: (host) => request('GET / HTPT/1.1', { host }) },
  { name: 'TLS handshake bytes on a plain port', send: () => `\x16\x03\x01\x00\xa5\x01\x00\x00\xa1\x03\x03${CRLF}${CRLF}` },
  // Versions and connections.
  { name: 'HTTP/1.0 without Host', send: () => 'GET / HTTP/1.0\r\n\r\n', allow: BENIGN },
  {
    name: 'three pipelined requests',
    send: (host) => get('/', { host, close: false }) + request('HEAD / HTTP/1.1', { host, close: false }) + get('/no-such-file.js', { host }),
    responses: 3,
    allow: BENIGN,
  },
  {
    name: 'pipelined: a bad escape between two good requests',
    send: (host) => get('/', { host, close: false }) + get('/%', { host, close: false }) + get('/', { host }),
    // A server may close after the 400 (Go does): the first two are due.
    responses: 2,
    allow: BENIGN,
  },
  { name: 'slowloris: a request line sent slowly, then closed', send: (host) => ['GET / HTTP/1.1\r\n', `Host: ${host}\r\n`, 'X-Slow: a', 'b', 'c'], pauseMs: 200, responses: 0 },
  { name: 'half a request, then closed', send: () => 'GET /index.ht', responses: 0 },
  // Traversal.
  // A single-page app may answer any unknown path with its page (200): what matters is that
  // nothing outside the served folder comes back.
  ...TRAVERSALS.map((target) => ({ name: `traversal ${target}`, send: (host) => get(target, { host }), allow: BENIGN, forbid: PASSWD })),
];

/** Whether `status` is one of `allow` ('4xx' or an exact number). */
function allowed(status, allow) {
  return allow.some((entry) => (typeof entry === 'number' ? entry === status : String(status)[0] === entry[0]));
}

/**
 * Sends one case on a fresh connection and reads what comes back.
 * @returns {Promise<{ statuses: number[], text: string, error: string | null }>}
 */
function exchange({ hostname, port }, testCase, host, timeoutMs) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port });
    const chunks = [];
    let error = null;
    let finished = false;
    const due = testCase.responses ?? 1;
    // Status lines wherever they are: a pipelined answer starts right after the last byte of the
    // body before it (no line break), and no body these requests get contains such a line.
    const statusesOf = (text) => [...text.matchAll(/HTTP\/\d(?:\.\d)? (\d{3})[ \r]/g)].map((match) => Number(match[1]));
    const finish = () => {
      if (finished) return;
      finished = true;
      clearTimeout(timer);
      socket.destroy();
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({ statuses: statusesOf(text), text, error });
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      // Keep-alive servers hold the connection open: once the answers due are in, that is enough
      // (a little longer for the bodies of the pipelined ones).
      if (due > 0 && statusesOf(Buffer.concat(chunks).toString('latin1')).length >= due) setTimeout(finish, 100);
    });
    socket.on('error', (cause) => {
      error = cause.code ?? cause.message;
      finish();
    });
    socket.on('close', finish);
    socket.on('connect', async () => {
      const parts = [testCase.send(host)].flat();
      for (const [index, part] of parts.entries()) {
        if (finished) return;
        if (index > 0) await new Promise((wait) => setTimeout(wait, testCase.pauseMs ?? 0));
        await writeInSlices(socket, Buffer.from(part, 'latin1'), () => finished || chunks.length > 0);
      }
      // No answer due: the client gives up once the server has had a moment.
      if (due === 0) setTimeout(finish, 200);
    });
  });
}

/** Writes a large body in slices, stopping once `stop()` (the server answered or closed). */
async function writeInSlices(socket, bytes, stop) {
  const SLICE = 64 * 1024;
  for (let offset = 0; offset < bytes.length; offset += SLICE) {
    if (stop() || socket.destroyed) return;
    const more = socket.write(bytes.subarray(offset, offset + SLICE), () => {});
    if (!more) await new Promise((drained) => { socket.once('drain', drained); socket.once('close', drained); });
  }
}

/** A plain GET / on a fresh connection: its status, or null when the origin does not answer. */
async function plainGet(url, timeoutMs) {
  try {
    const response = await fetch(new URL('/', url), { signal: AbortSignal.timeout(timeoutMs), redirect: 'manual' });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return null;
  }
}

/**
 * Fuzzes one origin with every case (or `cases`), one connection each, checking after each that it
 * still answers a plain GET.
 * @param {string} url the origin ('http://localhost:3000')
 * @param {{ log?: (line: string) => void, cases?: typeof CASES, timeoutMs?: number }} [options]
 * @returns {Promise<Array<{ case: string, status: number | null, statuses: number[], problem: string | null }>>}
 *   one entry per case; `problem` says what was wrong (null when the origin behaved)
 */
export async function fuzzOrigin(url, { log = () => {}, cases = CASES, timeoutMs = 10_000 } = {}) {
  const origin = new URL(url);
  const hostname = origin.hostname.replace(/^\[|\]$/g, '');
  const port = Number(origin.port || (origin.protocol === 'https:' ? 443 : 80));
  if (origin.protocol !== 'http:') throw new Error(`fuzzOrigin speaks plain HTTP/1.1 only, not ${origin.protocol}`);
  const results = [];
  for (const testCase of cases) {
    const { statuses, text, error } = await exchange({ hostname, port }, testCase, origin.host, timeoutMs);
    const due = testCase.responses ?? 1;
    const allow = testCase.allow ?? CLIENT_ERROR;
    const problems = [];
    if (statuses.length < due) problems.push(`${statuses.length} of ${due} answers${error ? ` (${error})` : ' (closed without one)'}`);
    const refused = statuses.filter((status) => !allowed(status, allow));
    if (refused.length) problems.push(`answered ${refused.join(', ')}, expected ${allow.join('/')}`);
    if (testCase.forbid?.test(text)) problems.push(`the answer contains what it must not (${testCase.forbid})`);
    const after = await plainGet(origin, timeoutMs);
    if (after === null || after >= 500) problems.push(`a plain GET afterwards ${after === null ? 'got no answer' : `answered ${after}`}`);
    const result = { case: testCase.name, status: statuses[0] ?? null, statuses, problem: problems.length ? problems.join('; ') : null };
    log(`${url} ${result.status ?? '---'} ${testCase.name}${result.problem ? `  <-- ${result.problem}` : ''}`);
    results.push(result);
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const origins = process.argv.slice(2);
  if (!origins.length) {
    console.error('usage: node scripts/fuzz-origin.mjs <origin> [<origin> ...]');
    process.exit(2);
  }
  let failed = 0;
  for (const origin of origins) {
    const results = await fuzzOrigin(origin, { log: (line) => console.log(line) });
    const problems = results.filter((result) => result.problem);
    failed += problems.length;
    console.log(`${origin}: ${results.length} cases, ${problems.length} failed`);
  }
  process.exit(failed ? 1 : 0);
}
