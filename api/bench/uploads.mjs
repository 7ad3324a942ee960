#!/usr/bin/env node
// Do uploads starve reads? While UPLOADS (default 200) uploads of UPLOAD_BYTES (default 1 MB)
// run at once (POST /cms/file, from UPLOAD_MEMBERS members, default 20, so that each stays
// within the per-member limit), READERS (default 4) loops request GET /ext/announcement/list
// and their latencies are recorded (a read taking over 10 s is a timeout, counted as 10 s).
//
// Starts the real API with demo content on the embedded database and, when DATABASE_URL is set,
// on PostgreSQL (bench/api-process.mjs). Output, one JSON line per database on stdout:
//   {"db":"pglite","uploads":{"200":180,"503":20},"uploadSeconds":9.1,"reads":412,"readP50Ms":40,"readP95Ms":300,"readMaxMs":700,"readTimeouts":0}
// Progress goes to stderr. Options: --db=pglite|postgres to run one only.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { benchOnEachDatabase, say } from './api-process.mjs';

const uploads = Number(process.env.UPLOADS ?? 200);
const uploadBytes = Number(process.env.UPLOAD_BYTES ?? 1024 * 1024);
const memberCount = Number(process.env.UPLOAD_MEMBERS ?? 20);
const readers = Number(process.env.READERS ?? 4);
const READ_TIMEOUT_MS = 10_000;

// The PNG signature is all the API looks at; the rest is noise that does not compress. The body is
// built once so that sending it costs the client next to nothing: uploads arrive as fast as they can.
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const BOUNDARY = `----bench${randomBytes(8).toString('hex')}`;
const uploadBody = Buffer.concat([
  Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="bench.png"\r\nContent-Type: image/png\r\n\r\n`),
  PNG_SIGNATURE,
  randomBytes(uploadBytes - PNG_SIGNATURE.length),
  Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
]);

async function postJson(url, body) {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

async function member(baseUrl, i) {
  const email = `bench.${process.pid}.${i}@bench.local`;
  const password = 'Bench-Pass-1';
  await postJson(`${baseUrl}/ext/auth/signup`, { email, password, fullName: `Bench ${i}`, phone: '91234567', privacyConsent: true });
  return (await postJson(`${baseUrl}/ext/auth/signin`, { email, password })).token;
}

const uploadAgent = new http.Agent({ keepAlive: false });

/** POST /cms/file; resolves with the status, or the error's code when the connection failed. */
function upload(baseUrl, token) {
  return new Promise((resolve) => {
    const request = http.request(
      `${baseUrl}/cms/file`,
      {
        method: 'POST',
        agent: uploadAgent,
        headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, 'content-length': uploadBody.length },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(String(response.statusCode)));
        response.on('error', (error) => resolve(`error ${error.code ?? error.message}`));
      },
    );
    // A refusal may come before the whole body is sent; the answer is what counts.
    request.on('error', (error) => resolve(`error ${error.code ?? error.message}`));
    request.end(uploadBody);
  });
}

// Readers are other visitors: their own connections, never one an upload left half-sent.
const readerAgent = new http.Agent({ keepAlive: true });

/** GET url; resolves with the status once the whole answer has arrived. */
function get(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent: readerAgent, signal: AbortSignal.timeout(READ_TIMEOUT_MS) }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : null);

await benchOnEachDatabase(
  async (baseUrl, db) => {
    const tokens = [];
    for (let i = 0; i < memberCount; i++) tokens.push(await member(baseUrl, i));
    say(`${db}: ${uploads} concurrent uploads of ${uploadBytes} bytes from ${memberCount} members, ${readers} readers`);

    let flooding = true;
    const latencies = [];
    let timeouts = 0;
    const read = async () => {
      while (flooding) {
        const started = performance.now();
        try {
          const status = await get(`${baseUrl}/ext/announcement/list?page=1`);
          if (status !== 200) throw new Error(`read answered ${status}`);
          latencies.push(performance.now() - started);
        } catch (error) {
          if (error.name !== 'AbortError' || error.cause?.name !== 'TimeoutError') throw error;
          // Counted at the timeout, so the percentiles include it.
          latencies.push(READ_TIMEOUT_MS);
          timeouts += 1;
        }
      }
    };
    const reading = Array.from({ length: readers }, read);

    const started = performance.now();
    const statuses = await Promise.all(Array.from({ length: uploads }, (_, i) => upload(baseUrl, tokens[i % tokens.length])));
    const uploadSeconds = (performance.now() - started) / 1000;
    flooding = false;
    await Promise.all(reading);

    const outcomes = {};
    for (const status of statuses) outcomes[status] = (outcomes[status] ?? 0) + 1;
    latencies.sort((a, b) => a - b);
    const ms = (value) => (value === null ? null : Math.round(value));
    return {
      uploads: outcomes,
      uploadSeconds: Math.round(uploadSeconds * 10) / 10,
      reads: latencies.length,
      readP50Ms: ms(percentile(latencies, 50)),
      readP95Ms: ms(percentile(latencies, 95)),
      readMaxMs: ms(latencies.at(-1) ?? null),
      readTimeouts: timeouts,
    };
  },
  // Enough sign-ups from this one address for the members.
  { RATE_LIMIT_PER_MINUTE: '1000' },
);
