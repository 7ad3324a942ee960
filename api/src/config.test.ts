import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { temporaryDirectory } from '../test/helpers.js';
import { DEFAULT_ADMIN_EMAIL, loadConfig } from './config.js';

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
  assert.equal(config.trustProxy, true);
  assert.equal(config.publicApiUrl, 'https://api.golf.example');
  assert.throws(() => loadConfig({ JWT_SECRET: 'x', PORT: 'abc' }), /Invalid API environment: PORT/);
  assert.throws(() => loadConfig({ JWT_SECRET: 'a-long-enough-secret-value', PAYMENT_PROVIDER: 'stripe' }), /STRIPE_SECRET_KEY/);
  assert.throws(() => loadConfig({ JWT_SECRET: 'short' }), /JWT_SECRET/);
});
