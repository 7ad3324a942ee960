import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp, type AppOptions } from '../src/app.js';
import { DEFAULT_RETENTION, type Config } from '../src/config.js';
import { openDatabase, type Database } from '../src/db/client.js';
import { prepareDatabase } from '../src/db/prepare.js';

/**
 * Options for a test that only means something on PostgreSQL: races between connections (row locks,
 * unique indexes under concurrent inserts). The embedded database runs one query at a time, so there
 * such a test would pass whatever the code did; it is skipped, and says why, instead of passing.
 */
export function postgresOnly(reason = 'only meaningful on PostgreSQL: the embedded database runs one query at a time'): { skip: false | string } {
  return { skip: process.env.DATABASE_URL ? false : reason };
}
export const POSTGRES_ONLY = postgresOnly();

export const ADMIN_EMAIL = 'admin@test.local';
export const ADMIN_PASSWORD = 'Admin-Pass-1';
export const MEMBER_PASSWORD = 'Member-Pass-1';

export interface TestMember {
  email: string;
  password: string;
  token: string;
  id: string;
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  /** fastify.inject with an optional bearer token and language. */
  request(options: InjectOptions & { token?: string; language?: 'zh' | 'en' }): Promise<LightMyRequestResponse>;
  /** Signs up a new member (unique email) and signs them in; verified: false leaves the address unproved. */
  signUpMember(overrides?: Record<string, unknown>, options?: { verified?: boolean }): Promise<TestMember>;
  signIn(email: string, password: string): Promise<string>;
  /** The admin's token (the admin is created by the seed on the fresh database). */
  adminToken(): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  /** Keep the embedded database in this folder (restart tests); in memory otherwise. */
  dataDir?: string;
  /** Reuse this PostgreSQL database instead of creating one (restart tests on PostgreSQL). */
  databaseUrl?: string;
  /** Fastify's logger option (silent otherwise). */
  logger?: AppOptions['logger'];
  /** Routes a test adds to the built app before it is ready (wiring tests). */
  extraRoutes?: (app: FastifyInstance) => void;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    production: false,
    port: 0,
    host: '127.0.0.1',
    dataDir: path.join(tmpdir(), 'golf-api-unused'),
    databaseUrl: undefined,
    jwtSecret: randomBytes(32).toString('hex'),
    webOrigins: ['http://localhost:3000'],
    adminEmail: ADMIN_EMAIL,
    adminPassword: ADMIN_PASSWORD,
    seedDemo: false,
    paymentProvider: 'sandbox',
    allowSandboxPayments: false,
    stripeSecretKey: undefined,
    stripeWebhookSecret: undefined,
    membershipFeeHkd: 500,
    clubEmail: 'club@golf.test',
    clubPhone: '+852 0000 0000',
    clubWhatsapp: '+852 0000 0000',
    rateLimitPerMinute: 10_000,
    signinMaxFailures: 10,
    // Every test signs in from the same address; tests of these limits set them low.
    signinMaxFailuresPerAddress: 10_000,
    uploadsPerMinute: 10_000,
    maxConcurrentUploads: 16,
    maxQueuedUploads: 256,
    headersTimeoutMs: 15_000,
    requestTimeoutMs: 120_000,
    idleTimeoutMs: 60_000,
    keepAliveTimeoutMs: 72_000,
    uploadTimeoutMs: 60_000,
    publicApiUrl: 'http://localhost:4100',
    trustProxy: false,
    smtpUrl: undefined,
    mailFrom: 'Golf Test <no-reply@golf.test>',
    // Tests send what is due themselves (deliverDue); the background worker stays out of the way.
    mailPollMs: 3_600_000,
    waitlistHoldHours: 24,
    // Off: tests that scrape set { host: '127.0.0.1', port: 0 }.
    metricsAddress: null,
    retention: DEFAULT_RETENTION,
    ...overrides,
  };
}

/**
 * When DATABASE_URL is set, tests run on their own freshly created PostgreSQL database (dropped
 * by dropTestDatabase), never on the server's shared databases.
 */
export async function createTestDatabase(serverUrl: string): Promise<string> {
  const name = `golf_test_${process.pid}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function dropTestDatabase(serverUrl: string, databaseUrl: string): Promise<void> {
  const name = new URL(databaseUrl).pathname.slice(1);
  if (!/^golf_test_\w+$/.test(name)) throw new Error(`Refusing to drop ${name}`);
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

let sequence = 0;
export function uniqueEmail(prefix = 'member'): string {
  sequence += 1;
  return `${prefix}.${process.pid}.${sequence}.${randomUUID().slice(0, 8)}@test.local`;
}

/**
 * The embedded database every in-memory test app starts from: a dump of an empty database with the
 * migrations applied, made once per run (PGLITE_TEMPLATE, scripts/run-tests.mjs); creating an empty
 * one costs seconds of CPU each time. Unset (a file run on its own), each starts empty.
 */
let pgliteTemplate: Blob | undefined;
function migratedTemplate(): Blob | undefined {
  const file = process.env.PGLITE_TEMPLATE;
  if (!file) return undefined;
  pgliteTemplate ??= new Blob([readFileSync(file)]);
  return pgliteTemplate;
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const serverUrl = process.env.DATABASE_URL;
  const ownDatabase = serverUrl && !options.databaseUrl ? await createTestDatabase(serverUrl) : undefined;
  const databaseUrl = options.databaseUrl ?? ownDatabase;
  const config = testConfig({ ...options.config, databaseUrl, dataDir: options.dataDir ?? path.join(tmpdir(), 'golf-api-unused') });
  const inMemory = !databaseUrl && !options.dataDir;
  const database = await openDatabase({ databaseUrl, dataDir: databaseUrl ? undefined : options.dataDir, loadDataDir: inMemory ? migratedTemplate() : undefined });
  await prepareDatabase(database, config);
  const app = await buildApp({ config, database, logger: options.logger });
  options.extraRoutes?.(app);
  await app.ready();

  const request: TestApp['request'] = ({ token, language = 'en', headers, ...rest }) =>
    app.inject({
      ...rest,
      headers: { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });

  async function signIn(email: string, password: string): Promise<string> {
    const response = await request({ method: 'POST', url: '/ext/auth/signin', payload: { email, password } });
    if (response.statusCode !== 200) throw new Error(`sign-in of ${email} failed: ${response.body}`);
    return response.json().token;
  }

  let admin: string | undefined;
  return {
    app,
    config,
    database,
    request,
    signIn,
    async signUpMember(overrides = {}, { verified = true } = {}) {
      const payload = { email: uniqueEmail(), password: MEMBER_PASSWORD, fullName: 'Test Member', countryCode: '+852', phone: '91234567', privacyConsent: true, ...overrides };
      const response = await request({ method: 'POST', url: '/ext/auth/signup', payload });
      if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.body}`);
      const email = String(payload.email).toLowerCase();
      // Most tests are about what a member does once the address is proved (users/email.test.ts covers the link).
      if (verified) {
        await database.db.execute(sql`UPDATE users SET email_verified_at = now() WHERE email = ${email}`);
        // Its link is moot then, and mail tests count only the mail they are about.
        await database.db.execute(sql`DELETE FROM mail_outbox WHERE kind = 'email-verification' AND to_address = ${email}`);
      }
      const token = await signIn(email, String(payload.password));
      const me = await request({ method: 'GET', url: '/cms/auth/me', token });
      return { email, password: String(payload.password), token, id: me.json().data._id };
    },
    async adminToken() {
      admin ??= await signIn(ADMIN_EMAIL, ADMIN_PASSWORD);
      return admin;
    },
    async close() {
      await app.close();
      await database.close();
      if (serverUrl && ownDatabase) await dropTestDatabase(serverUrl, ownDatabase);
    },
  };
}

/** A temporary folder removed by the returned function. */
export function temporaryDirectory(): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'golf-api-test-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A real 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
/** A real 2×2 JPEG (uploads are decoded and re-encoded, so the signature alone no longer passes). */
export const JPEG_BYTES = Buffer.from(
  '/9j/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCj/wAARCAACAAIDASIAAhEBAxEB/8QAFQABAQAAAAAAAAAAAAAAAAAAAAP/xAAUEAEAAAAAAAAAAAAAAAAAAAAA/8QAFQEBAQAAAAAAAAAAAAAAAAAAAgf/xAAUEQEAAAAAAAAAAAAAAAAAAAAA/9oADAMBAAIRAxEAPwCQAJs//9k=',
  'base64',
);

/** A multipart/form-data body with one file part, for inject(). */
export function multipartFile(
  bytes: Buffer,
  { field = 'file', filename = 'picture.png', contentType = 'image/png' } = {},
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----golf${randomUUID().replace(/-/g, '')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads an image as `token` and returns its file id. */
export async function uploadImage(t: TestApp, token: string, bytes: Buffer = PNG_BYTES): Promise<string> {
  const body = multipartFile(bytes);
  const response = await t.request({ method: 'POST', url: '/cms/file', token, ...body });
  if (response.statusCode !== 200) throw new Error(`upload failed: ${response.body}`);
  return response.json().fileId;
}

/**
 * Makes an account older than a day, out of the forum's new-account limits (3 threads, 10 replies,
 * 1 image per post in the first 24 hours), for tests about something else.
 */
export async function ageAccount(t: TestApp, userId: string): Promise<void> {
  await t.database.db.execute(sql`UPDATE users SET created_at = now() - interval '2 days' WHERE id = ${userId}`);
}
