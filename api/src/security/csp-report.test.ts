// The pages' policy reports what it refused to POST /ext/csp-report: both report formats are
// read, each violation is one warning in the log, junk is harmless, and a flood is limited.
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, before, describe, test } from 'node:test';
import { startTestApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
const lines: Array<Record<string, unknown>> = [];

before(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  t = await startTestApp({ logger: { level: 'warn', stream } });
});
after(() => t.close());

const post = (contentType: string, payload: string, ip = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/ext/csp-report', headers: { 'content-type': contentType }, payload, remoteAddress: ip });

const violations = () => lines.filter((line) => line.msg === 'content security policy violation').map((line) => line.cspViolation as Record<string, unknown>);

describe('CSP violation reports', () => {
  test('a report-uri report (application/csp-report) is logged', async () => {
    const response = await post(
      'application/csp-report',
      JSON.stringify({ 'csp-report': { 'document-uri': 'http://localhost:3000/discussions', 'violated-directive': 'script-src-elem', 'effective-directive': 'script-src-elem', 'blocked-uri': 'inline', 'line-number': 3 } }),
    );
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json(), { status: 'ok' });
    assert.deepEqual(violations().at(-1), { document: 'http://localhost:3000/discussions', directive: 'script-src-elem', blocked: 'inline', source: '', line: 3 });
  });

  test('a Reporting API batch (application/reports+json) logs each csp-violation and ignores other types', async () => {
    const before = violations().length;
    const response = await post(
      'application/reports+json',
      JSON.stringify([
        { type: 'csp-violation', url: 'http://localhost:3000/', body: { documentURL: 'http://localhost:3000/', effectiveDirective: 'img-src', blockedURL: 'https://evil.example/x.png', lineNumber: 1 } },
        { type: 'deprecation', body: { id: 'x' } },
      ]),
    );
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(violations().slice(before), [{ document: 'http://localhost:3000/', directive: 'img-src', blocked: 'https://evil.example/x.png', source: '', line: 1 }]);
  });

  test('junk is answered in the envelope, never a 500, and logs nothing', async () => {
    const before = violations().length;
    for (const [type, body] of [
      ['application/csp-report', '{not json'],
      ['application/json', '"just a string"'],
      ['application/reports+json', JSON.stringify([{ type: 'csp-violation', body: 'nope' }])],
    ] as const) {
      const response = await post(type, body);
      assert.ok(response.statusCode < 500, `${type}: ${response.statusCode}`);
      assert.equal(response.json().status === 'ok' || response.json().status === 'nok', true);
    }
    const huge = await post('application/csp-report', JSON.stringify({ 'csp-report': { 'blocked-uri': 'x'.repeat(100_000) } }));
    assert.equal(huge.statusCode, 413);
    assert.equal(huge.json().status, 'nok');
    assert.equal(violations().length, before);
  });

  test('at most 60 reports a minute from one address; others are still heard', async () => {
    const report = JSON.stringify({ 'csp-report': { 'effective-directive': 'script-src', 'blocked-uri': 'eval' } });
    const codes = await Promise.all(Array.from({ length: 70 }, () => post('application/csp-report', report, '198.51.100.9')));
    assert.equal(codes.filter((response) => response.statusCode === 200).length, 60);
    assert.equal(codes.filter((response) => response.statusCode === 429).length, 10);
    assert.equal((await post('application/csp-report', report, '198.51.100.10')).statusCode, 200);
  });
});
