// Static throughput of a web origin on the files a first visit fetches (autocannon, in this
// process): the same files, the same load, for Caddy and for the Node server of `npm start`, one
// run each. Browsers' Accept-Encoding, so each server answers with its precompressed copies.
import autocannon from 'autocannon';

/**
 * @param {string[]} urls the first visit's files (any origins: one run per origin, its files in turn)
 * @param {{ durationS?: number, connections?: number }} [options]
 */
export async function staticThroughput(urls, { durationS = 10, connections = 50 } = {}) {
  const byOrigin = new Map();
  for (const url of urls) {
    const { origin, pathname, search } = new URL(url);
    byOrigin.set(origin, [...(byOrigin.get(origin) ?? []), pathname + search]);
  }
  const results = {};
  for (const [origin, paths] of byOrigin) {
    const result = await autocannon({
      url: origin,
      connections,
      duration: durationS,
      headers: { 'accept-encoding': 'br, gzip, deflate', 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36' },
      requests: paths.map((path) => ({ method: 'GET', path })),
    });
    results[origin] = {
      files: paths.length,
      reqPerSec: Math.round(result.requests.average),
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      mbPerSec: Number((result.throughput.average / 1024 / 1024).toFixed(1)),
      non2xx: result.non2xx,
      errors: result.errors + result.timeouts,
    };
  }
  return results;
}
