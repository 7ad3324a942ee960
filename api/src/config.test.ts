import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { temporaryDirectory } from '../test/helpers.js';
import { ConfigError, DEFAULT_ADMIN_EMAIL, DEFAULT_ADMIN_PASSWORD, loadConfig } from './config.js';

test('defaults match architecture §3', () => {
  const { dir, remove } = temporaryDirectory();
  try {
    const config = loadConfig({ DATA_DIR: dir });
    assert.equal(config.port, 4000);
    assert.equal(config.databaseUrl, undefined);
    assert.deepEqual(config.webOrigins, ['3000', '3001', '3002', '3003', '3004', '3005'].map((port) => `http://localhost:${port}`));
    assert.equal(config.adminEmail, DEFAULT_ADMIN_EMAIL);
    assert.equal(config.seedDemo, true);
    assert.equal(config.paymentProvider, 'sandbox');
    assert.equal(config.rateLimitPerMinute, 20);
    assert.equal(config.signinMaxFailures, 10);
    assert.equal(config.signinMaxFailuresPerAddress, 50);
    assert.equal(config.uploadsPerMinute, 30);
    assert.equal(config.maxConcurrentUploads, 16);
    assert.equal(config.maxQueuedUploads, 256);
    assert.equal(config.publicApiUrl, 'http://localhost:4000');
    assert.equal(config.trustProxy, false);
  } finally {
    remove();
  }
});

test('a generated JWT secret is kept in DATA_DIR and reused', () => {
  const { dir, remove } = temporaryDirectory();
  try {
    const first = loadConfig({ DATA_DIR: path.join(dir, 'nested', 'data') });
    assert.ok(existsSync(path.join(dir, 'nested', 'data', 'jwt-secret')));
    assert.equal(loadConfig({ DATA_DIR: path.join(dir, 'nested', 'data') }).jwtSecret, first.jwtSecret);
    assert.equal(readFileSync(path.join(dir, 'nested', 'data', 'jwt-secret'), 'utf8'), first.jwtSecret);
  } finally {
    remove();
  }
});

test('on PostgreSQL without JWT_SECRET nothing is generated into DATA_DIR: the database keeps the secret (db/jwt-secret.ts)', () => {
  const { dir, remove } = temporaryDirectory();
  try {
    const config = loadConfig({ DATA_DIR: dir, DATABASE_URL: 'postgres://golf@db.example:5432/golf' });
    assert.equal(config.jwtSecret, '');
    assert.ok(!existsSync(path.join(dir, 'jwt-secret')));
  } finally {
    remove();
  }
});

test('values from the environment are parsed; blanks count as unset; bad values stop start-up with a clear message', () => {
  const config = loadConfig({
    PORT: '4100',
    JWT_SECRET: 'a-long-enough-secret-value',
    WEB_ORIGIN: 'https://golf.example/, https://admin.golf.example',
    SEED_DEMO: 'false',
    ADMIN_EMAIL: 'Boss@Golf.Example',
    DATABASE_URL: '',
    TRUST_PROXY: '1',
    PUBLIC_API_URL: 'https://api.golf.example/',
  });
  assert.equal(config.port, 4100);
  assert.deepEqual(config.webOrigins, ['https://golf.example', 'https://admin.golf.example']);
  assert.equal(config.seedDemo, false);
  assert.equal(config.adminEmail, 'boss@golf.example');
  assert.equal(config.databaseUrl, undefined);
  assert.equal(config.trustProxy, 1, 'TRUST_PROXY=1 is one hop, not "believe every hop"');
  assert.equal(config.publicApiUrl, 'https://api.golf.example');
  assert.throws(() => loadConfig({ JWT_SECRET: 'x', PORT: 'abc' }), /Invalid API environment: PORT/);
  assert.throws(() => loadConfig({ JWT_SECRET: 'a-long-enough-secret-value', PAYMENT_PROVIDER: 'stripe' }), /STRIPE_SECRET_KEY/);
  assert.throws(() => loadConfig({ JWT_SECRET: 'short' }), /JWT_SECRET/);
});

/** A production environment that passes every check; each test below spoils one setting. */
const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  ADMIN_PASSWORD: 'A-Real-Admin-Secret-9',
  SEED_DEMO: 'false',
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_example',
  JWT_SECRET: 'a-long-enough-production-secret',
  PUBLIC_API_URL: 'https://api.golf.example',
  WEB_ORIGIN: 'https://golf.example',
  DATABASE_URL: 'postgres://golf@db.example:5432/golf',
};

function refusals(env: Record<string, string | undefined>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    assert.ok(error instanceof ConfigError, `a ConfigError, not ${String(error)}`);
    return error.problems;
  }
  return [];
}

test('production mode starts with safe settings; unset SEED_DEMO means off there', () => {
  const config = loadConfig(PRODUCTION_ENV);
  assert.equal(config.production, true);
  assert.equal(config.seedDemo, false);
  assert.equal(loadConfig({ ...PRODUCTION_ENV, SEED_DEMO: undefined }).seedDemo, false);
  // Outside production mode nothing changes: the demo defaults stay.
  assert.equal(loadConfig({ ...PRODUCTION_ENV, NODE_ENV: 'development', SEED_DEMO: undefined }).seedDemo, true);
});

test('production mode refuses each unsafe setting, one line each', () => {
  const cases: Array<[string, Record<string, string | undefined>, RegExp]> = [
    ['missing admin password', { ADMIN_PASSWORD: undefined }, /^NODE_ENV=production refuses a missing ADMIN_PASSWORD/],
    ['blank admin password', { ADMIN_PASSWORD: '  ' }, /^NODE_ENV=production refuses a missing ADMIN_PASSWORD/],
    ['default admin password', { ADMIN_PASSWORD: DEFAULT_ADMIN_PASSWORD }, /^NODE_ENV=production refuses the published default ADMIN_PASSWORD/],
    ['demo seeding', { SEED_DEMO: 'true' }, /^NODE_ENV=production refuses SEED_DEMO on/],
    ['sandbox payments', { PAYMENT_PROVIDER: 'sandbox' }, /^NODE_ENV=production refuses PAYMENT_PROVIDER=sandbox .*ALLOW_SANDBOX_PAYMENTS=true/],
    ['sandbox by default', { PAYMENT_PROVIDER: undefined }, /^NODE_ENV=production refuses PAYMENT_PROVIDER=sandbox/],
    ['sandbox explicitly not allowed', { PAYMENT_PROVIDER: 'sandbox', ALLOW_SANDBOX_PAYMENTS: 'false' }, /^NODE_ENV=production refuses PAYMENT_PROVIDER=sandbox/],
    ['missing JWT secret', { JWT_SECRET: undefined }, /^NODE_ENV=production refuses a missing JWT_SECRET/],
    ['missing public API URL', { PUBLIC_API_URL: undefined }, /^NODE_ENV=production refuses a missing PUBLIC_API_URL/],
    ['missing web origin', { WEB_ORIGIN: '' }, /^NODE_ENV=production refuses a missing WEB_ORIGIN/],
    ['trust every proxy hop', { TRUST_PROXY: 'true' }, /^NODE_ENV=production refuses TRUST_PROXY=true/],
  ];
  for (const [label, change, expected] of cases) {
    const problems = refusals({ ...PRODUCTION_ENV, ...change });
    assert.equal(problems.length, 1, `${label}: ${problems.join(' | ')}`);
    assert.match(problems[0]!, expected, label);
    assert.doesNotMatch(problems[0]!, /\n/, `${label}: one line`);
  }
  // A staging server may take sandbox payments in production mode when it says so.
  const staging = loadConfig({ ...PRODUCTION_ENV, PAYMENT_PROVIDER: 'sandbox', ALLOW_SANDBOX_PAYMENTS: 'true', STRIPE_SECRET_KEY: undefined });
  assert.equal(staging.paymentProvider, 'sandbox');
  assert.equal(staging.allowSandboxPayments, true);
  // Everything wrong at once: every line, so one attempt shows the whole list.
  assert.equal(refusals({ NODE_ENV: 'production', SEED_DEMO: 'on' }).length, 6);
});

test('METRICS_ADDRESS: 127.0.0.1:9464 by default, host:port, [ipv6]:port, off; anything else stops start-up', () => {
  const { dir, remove } = temporaryDirectory();
  try {
    assert.deepEqual(loadConfig({ DATA_DIR: dir }).metricsAddress, { host: '127.0.0.1', port: 9464 });
    assert.deepEqual(loadConfig({ DATA_DIR: dir, METRICS_ADDRESS: '0.0.0.0:9100' }).metricsAddress, { host: '0.0.0.0', port: 9100 });
    assert.deepEqual(loadConfig({ DATA_DIR: dir, METRICS_ADDRESS: '[::1]:0' }).metricsAddress, { host: '::1', port: 0 });
    assert.deepEqual(loadConfig({ DATA_DIR: dir, METRICS_ADDRESS: 'localhost:14001' }).metricsAddress, { host: 'localhost', port: 14001 });
    assert.equal(loadConfig({ DATA_DIR: dir, METRICS_ADDRESS: 'off' }).metricsAddress, null);
    assert.equal(loadConfig({ DATA_DIR: dir, METRICS_ADDRESS: 'OFF' }).metricsAddress, null);
    for (const bad of ['9464', '127.0.0.1', '127.0.0.1:99999', 'http://127.0.0.1:9464', ':9464', '::1:9464']) {
      assert.throws(() => loadConfig({ DATA_DIR: dir, METRICS_ADDRESS: bad }), /METRICS_ADDRESS must be host:port/, bad);
    }
  } finally {
    remove();
  }
});

test('deploy/production.env, its placeholders filled in, starts in production mode and leaves PORT and METRICS_ADDRESS to the unit', () => {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../deploy/production.env');
  const env: Record<string, string> = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const match = /^([A-Z_]+)=(.*)$/.exec(line.trim());
    if (!match) continue;
    // `<a long random secret>` → `a long random secret`; systemd drops the quotes around a value.
    env[match[1]!] = match[2]!.replace(/^"(.*)"$/, '$1').replace(/<([^<>]*)>/g, '$1');
  }
  assert.equal(env.NODE_ENV, 'production');
  assert.equal(env.PORT, undefined);
  assert.equal(env.METRICS_ADDRESS, undefined);
  const config = loadConfig(env);
  assert.equal(config.production, true);
  assert.equal(config.paymentProvider, 'stripe');
  assert.equal(config.seedDemo, false);
  assert.equal(config.webOrigins.length, 6);
  assert.deepEqual(config.metricsAddress, { host: '127.0.0.1', port: 9464 });
});

test('TRUST_PROXY: a hop count or the proxies\' addresses, never "every hop" (issue 36 point 9)', () => {
  const trust = (value: string) => loadConfig({ JWT_SECRET: 'a-long-enough-secret-value', TRUST_PROXY: value });
  assert.equal(trust('false').trustProxy, false);
  assert.equal(trust('0').trustProxy, false);
  assert.equal(trust('2').trustProxy, 2);
  assert.deepEqual(trust('10.0.0.5, 10.1.0.0/16,::1,fd00::/8,loopback').trustProxy, ['10.0.0.5', '10.1.0.0/16', '::1', 'fd00::/8', 'loopback']);
  const legacy = trust('true');
  assert.equal(legacy.trustProxy, 1, 'the old true is one hop');
  assert.match(legacy.warnings!.join(' '), /TRUST_PROXY=true is read as 1 proxy hop/);
  assert.deepEqual(trust('1').warnings, []);
  for (const bad of ['10.0.0', '10.0.0.5/33', 'proxy.example', '10.0.0.5/8/1', 'maybe']) {
    assert.throws(() => trust(bad), /TRUST_PROXY must be false, a hop count/, bad);
  }
});
