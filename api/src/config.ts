import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** How long the club keeps what it no longer needs (issue 40 point 6, docs/privacy.md), in days. */
export interface Retention {
  /** A mail's text, HTML and attachments after it was sent (or given up); its headers stay. */
  outboxBodyDays: number;
  /** The whole outbox row (recipient, subject, status). */
  outboxDays: number;
  /** Contact-form enquiries. */
  enquiryDays: number;
  /** A deleted forum post's words and images (the row stays as "deleted" where replies hang on it). */
  deletedPostDays: number;
  /** Earlier versions of edited forum posts. */
  revisionDays: number;
  /** Ended sessions (the device seen). Rate-limit counts, keyed by address, go when their window ends. */
  addressDays: number;
}

export const DEFAULT_RETENTION: Retention = { outboxBodyDays: 90, outboxDays: 365, enquiryDays: 365, deletedPostDays: 30, revisionDays: 365, addressDays: 30 };

/** Everything the API reads from its environment, parsed once at start-up (architecture §3). */
export interface Config {
  /** NODE_ENV=production: start-up refuses unsafe settings (productionRefusals, DESIGN §9). */
  production: boolean;
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL when set; otherwise the embedded PGlite database in dataDir. */
  databaseUrl: string | undefined;
  /**
   * JWT_SECRET, else a generated one: kept in DATA_DIR/jwt-secret on the embedded database; on
   * PostgreSQL empty here and filled in by prepareDatabase from the database, so every process
   * sharing it signs with the same key (db/jwt-secret.ts).
   */
  jwtSecret: string;
  /** Allowed browser origins; the first one is where payment pages send the browser back. */
  webOrigins: string[];
  adminEmail: string;
  adminPassword: string;
  seedDemo: boolean;
  paymentProvider: 'sandbox' | 'stripe';
  /** ALLOW_SANDBOX_PAYMENTS=true: a staging server in production mode may take sandbox payments. */
  allowSandboxPayments: boolean;
  stripeSecretKey: string | undefined;
  stripeWebhookSecret: string | undefined;
  membershipFeeHkd: number;
  /** The club's one contact address, telephone and WhatsApp number (GET /ext/club). */
  clubEmail: string;
  clubPhone: string;
  clubWhatsapp: string;
  /** Sign-up, activation and contact requests allowed per client address per minute. */
  rateLimitPerMinute: number;
  /** Failed sign-ins allowed per (email, client address) pair per 15 minutes before 429. */
  signinMaxFailures: number;
  /** Failed sign-ins allowed per client address, whatever the emails, per 15 minutes before 429. */
  signinMaxFailuresPerAddress: number;
  /** Image uploads allowed per member per minute. */
  uploadsPerMinute: number;
  /** Uploads one process reads and stores at once. */
  maxConcurrentUploads: number;
  /** Uploads that may wait (body unread) for one of those places; beyond that, 503 at once. */
  maxQueuedUploads: number;
  /**
   * Timeouts (DESIGN §9, issue 36 point 4), so that a client that stops sending cannot hold a
   * connection, a worker or an upload place: the request's headers must arrive within
   * headersTimeoutMs, the whole request (body included) within requestTimeoutMs, a connection
   * silent for idleTimeoutMs is closed, a kept-alive connection between requests lives
   * keepAliveTimeoutMs. An upload that holds a place must finish its body within uploadTimeoutMs
   * of taking it (408), so a slow sender frees the place for the next member.
   */
  headersTimeoutMs: number;
  requestTimeoutMs: number;
  idleTimeoutMs: number;
  keepAliveTimeoutMs: number;
  uploadTimeoutMs: number;
  /** The API's own address as a browser sees it, for absolute links (checkout pages, QR codes). */
  publicApiUrl: string;
  /**
   * Behind a load balancer or reverse proxy the client address comes from X-Forwarded-For; without
   * this every visitor would share the proxy's address and its rate limit. Only the configured
   * proxies are believed (issue 36 point 9): a hop count (the last N addresses of the chain are
   * proxies) or the proxies' own addresses and ranges; false: the socket's address.
   */
  trustProxy: false | number | string[];
  /** Settings accepted with a caution, printed at start-up (server.ts). */
  warnings?: string[];
  /** Outgoing mail server (smtp://user:pass@host:587 or smtps://); unset, mail is kept in the outbox, not sent. */
  smtpUrl: string | undefined;
  /** The sender of every mail. */
  mailFrom: string;
  /** How often each process's mail worker looks for mail to send. */
  mailPollMs: number;
  /** How long a place freed for the first on an event's waiting list stays theirs. */
  waitlistHoldHours: number;
  /**
   * Where GET /metrics (Prometheus) is served: a listener of its own, never the public port;
   * null with METRICS_ADDRESS=off. Port 0 takes a free port (tests, several local sites).
   */
  metricsAddress: { host: string; port: number } | null;
  /** How long personal data no longer needed is kept (privacy/retention.ts, docs/privacy.md). */
  retention: Retention;
}

/** A start-up refusal: one line per problem, each printed on its own (server.ts). */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(problems.join('; '));
    this.name = 'ConfigError';
  }
}

export const DEFAULT_ADMIN_EMAIL = 'admin@youthgolf.hk';
export const DEFAULT_ADMIN_PASSWORD = 'ChangeMe-Admin-2025';

const DEFAULT_WEB_ORIGINS = [3000, 3001, 3002, 3003, 3004, 3005].map((port) => `http://localhost:${port}`);

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

/** host:port, [ipv6]:port or `off`. */
const metricsAddress = z
  .string()
  .trim()
  .transform((value, context) => {
    if (value.toLowerCase() === 'off') return null;
    const match = /^(?:\[([0-9a-fA-F:.]+)\]|([^:\s[\]]+)):(\d{1,5})$/.exec(value);
    const port = match ? Number(match[3]) : NaN;
    if (!match || port > 65535) {
      context.addIssue({ code: 'custom', message: 'METRICS_ADDRESS must be host:port (e.g. 127.0.0.1:9464), [ipv6]:port or off' });
      return z.NEVER;
    }
    return { host: match[1] ?? match[2]!, port };
  });

/** 127.0.0.1:9464: the loopback address, Prometheus's registered port for an exporter like this. */
export const DEFAULT_METRICS_ADDRESS = { host: '127.0.0.1', port: 9464 };

const envSchema = z.object({
  NODE_ENV: z.string().optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('::'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z.string().url().optional(),
  JWT_SECRET: z.string().min(16, 'JWT_SECRET must be at least 16 characters').optional(),
  WEB_ORIGIN: z.string().optional(),
  ADMIN_EMAIL: z.email().default(DEFAULT_ADMIN_EMAIL),
  // Unset: the published default for a demo; refused in production mode.
  ADMIN_PASSWORD: z.string().min(6).optional(),
  // Unset: on for a demo, off in production mode (where turning it on is refused).
  SEED_DEMO: flag.optional(),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).default('sandbox'),
  ALLOW_SANDBOX_PAYMENTS: flag.default(false),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  MEMBERSHIP_FEE_HKD: z.coerce.number().positive().default(500),
  CLUB_EMAIL: z.email().default('info@youthgolf.hk'),
  // Demo placeholders (no real line behind them): a club sets its own numbers.
  CLUB_PHONE: z.string().min(3).max(40).default('+852 0000 0000'),
  CLUB_WHATSAPP: z.string().min(3).max(40).optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  SIGNIN_MAX_FAILURES: z.coerce.number().int().positive().default(10),
  SIGNIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().positive().default(50),
  UPLOADS_PER_MINUTE: z.coerce.number().int().positive().default(30),
  MAX_CONCURRENT_UPLOADS: z.coerce.number().int().positive().default(16),
  MAX_QUEUED_UPLOADS: z.coerce.number().int().min(0).default(256),
  PUBLIC_API_URL: z.string().url().optional(),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(120_000),
  IDLE_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).default(72_000),
  UPLOAD_TIMEOUT_MS: z.coerce.number().int().min(100).default(60_000),
  RETENTION_OUTBOX_BODY_DAYS: z.coerce.number().int().min(1).default(DEFAULT_RETENTION.outboxBodyDays),
  RETENTION_OUTBOX_DAYS: z.coerce.number().int().min(1).default(DEFAULT_RETENTION.outboxDays),
  RETENTION_ENQUIRY_DAYS: z.coerce.number().int().min(1).default(DEFAULT_RETENTION.enquiryDays),
  RETENTION_DELETED_POST_DAYS: z.coerce.number().int().min(1).default(DEFAULT_RETENTION.deletedPostDays),
  RETENTION_REVISION_DAYS: z.coerce.number().int().min(1).default(DEFAULT_RETENTION.revisionDays),
  RETENTION_ADDRESS_DAYS: z.coerce.number().int().min(1).default(DEFAULT_RETENTION.addressDays),
  TRUST_PROXY: z
    .string()
    .trim()
    .transform((value, context) => {
      const parsed = trustProxySetting(value);
      if (parsed === null) {
        context.addIssue({ code: 'custom', message: 'TRUST_PROXY must be false, a hop count (1, 2…) or the proxies\' addresses (10.0.0.5,10.1.0.0/16)' });
        return z.NEVER;
      }
      return parsed;
    })
    .default(false),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().min(3).default('Youth Golf Community <no-reply@youthgolf.hk>'),
  MAIL_POLL_MS: z.coerce.number().int().min(50).default(5_000),
  WAITLIST_HOLD_HOURS: z.coerce.number().positive().max(24 * 14).default(24),
  METRICS_ADDRESS: metricsAddress.default(DEFAULT_METRICS_ADDRESS),
});

type Env = z.infer<typeof envSchema>;

/**
 * TRUST_PROXY: `false`/`0`/`off` (no proxy), a hop count, a comma-separated list of IP addresses
 * and CIDR ranges (or proxy-addr's names loopback, linklocal, uniquelocal), or `true`, the old
 * "believe every X-Forwarded-For entry", now read as 1 hop (loadConfig warns; production refuses it).
 * null when unreadable.
 */
export function trustProxySetting(value: string): false | number | string[] | 'true' | null {
  const lower = value.toLowerCase();
  if (['false', '0', 'no', 'off', ''].includes(lower)) return false;
  if (['true', 'yes', 'on'].includes(lower)) return 'true';
  if (/^\d{1,2}$/.test(lower)) return Number(lower);
  const entries = value.split(',').map((entry) => entry.trim()).filter(Boolean);
  const valid = (entry: string) => {
    if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
    const [address, bits, extra] = entry.split('/');
    const version = isIP(address ?? '');
    if (!version || extra !== undefined) return false;
    return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128));
  };
  return entries.length > 0 && entries.every(valid) ? entries : null;
}

/**
 * What production mode refuses (DESIGN §9): the settings under which a server on the internet
 * would be open to anyone who read the README. One line each, saying what to set.
 */
function productionRefusals(e: Env): string[] {
  const refusals: string[] = [];
  const say = (text: string) => refusals.push(`NODE_ENV=production refuses ${text}`);
  if (!e.ADMIN_PASSWORD) say('a missing ADMIN_PASSWORD: set the admin account\'s password');
  else if (e.ADMIN_PASSWORD === DEFAULT_ADMIN_PASSWORD) say('the published default ADMIN_PASSWORD: choose another');
  if (e.SEED_DEMO === true) say('SEED_DEMO on (demo accounts with published passwords): set SEED_DEMO=false');
  if (e.PAYMENT_PROVIDER === 'sandbox' && !e.ALLOW_SANDBOX_PAYMENTS) {
    say('PAYMENT_PROVIDER=sandbox (anyone could pay on the test page): set PAYMENT_PROVIDER=stripe, or ALLOW_SANDBOX_PAYMENTS=true on a staging server');
  }
  if (!e.JWT_SECRET) say('a missing JWT_SECRET: set one of at least 16 characters, the same for every API process');
  if (!e.PUBLIC_API_URL) say('a missing PUBLIC_API_URL: set the API\'s address as browsers reach it (https://api.your-club.hk)');
  if (e.TRUST_PROXY === 'true') {
    say('TRUST_PROXY=true (any client could choose its address in X-Forwarded-For): set the number of proxies in front of the API (1) or their addresses');
  }
  if (!e.WEB_ORIGIN) say('a missing WEB_ORIGIN: set the site\'s origins, comma-separated (https://your-club.hk,…)');
  return refusals;
}

/** Empty strings count as unset, so `FOO= npm start` behaves like not setting FOO. */
function withoutBlanks(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value.trim() !== '')) as Record<string, string>;
}

/** A generated secret is kept in DATA_DIR so tokens survive a restart (the embedded database serves one process). */
function persistedJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(withoutBlanks(env));
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid API environment: ${problems}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (production) {
    const refusals = productionRefusals(e);
    if (refusals.length > 0) throw new ConfigError(refusals);
  }
  if (e.PAYMENT_PROVIDER === 'stripe' && !e.STRIPE_SECRET_KEY) {
    throw new Error('Invalid API environment: PAYMENT_PROVIDER=stripe needs STRIPE_SECRET_KEY');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const webOrigins = e.WEB_ORIGIN
    ? e.WEB_ORIGIN.split(',').map((origin) => origin.trim().replace(/\/+$/, '')).filter(Boolean)
    : DEFAULT_WEB_ORIGINS;
  return {
    production,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? (e.DATABASE_URL ? '' : persistedJwtSecret(dataDir)),
    webOrigins,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD ?? DEFAULT_ADMIN_PASSWORD,
    seedDemo: e.SEED_DEMO ?? !production,
    paymentProvider: e.PAYMENT_PROVIDER,
    allowSandboxPayments: e.ALLOW_SANDBOX_PAYMENTS,
    stripeSecretKey: e.STRIPE_SECRET_KEY,
    stripeWebhookSecret: e.STRIPE_WEBHOOK_SECRET,
    membershipFeeHkd: e.MEMBERSHIP_FEE_HKD,
    clubEmail: e.CLUB_EMAIL,
    clubPhone: e.CLUB_PHONE,
    clubWhatsapp: e.CLUB_WHATSAPP ?? e.CLUB_PHONE,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    signinMaxFailures: e.SIGNIN_MAX_FAILURES,
    signinMaxFailuresPerAddress: e.SIGNIN_MAX_FAILURES_PER_ADDRESS,
    uploadsPerMinute: e.UPLOADS_PER_MINUTE,
    maxConcurrentUploads: e.MAX_CONCURRENT_UPLOADS,
    maxQueuedUploads: e.MAX_QUEUED_UPLOADS,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    mailPollMs: e.MAIL_POLL_MS,
    waitlistHoldHours: e.WAITLIST_HOLD_HOURS,
    headersTimeoutMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
    requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
    idleTimeoutMs: e.IDLE_TIMEOUT_MS,
    keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
    uploadTimeoutMs: e.UPLOAD_TIMEOUT_MS,
    publicApiUrl: (e.PUBLIC_API_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    trustProxy: e.TRUST_PROXY === 'true' ? 1 : e.TRUST_PROXY,
    warnings:
      e.TRUST_PROXY === 'true'
        ? ['TRUST_PROXY=true is read as 1 proxy hop (the address your proxy adds to X-Forwarded-For); set TRUST_PROXY=1, or the proxies\' addresses, to silence this']
        : [],
    metricsAddress: e.METRICS_ADDRESS,
    retention: {
      outboxBodyDays: e.RETENTION_OUTBOX_BODY_DAYS,
      // A row is never kept for less time than its body.
      outboxDays: Math.max(e.RETENTION_OUTBOX_DAYS, e.RETENTION_OUTBOX_BODY_DAYS),
      enquiryDays: e.RETENTION_ENQUIRY_DAYS,
      deletedPostDays: e.RETENTION_DELETED_POST_DAYS,
      revisionDays: e.RETENTION_REVISION_DAYS,
      addressDays: e.RETENTION_ADDRESS_DAYS,
    },
  };
}

/** The site's address for links in mail and payment returns: its first web origin (the API's own without one). */
export function siteOrigin(config: Pick<Config, 'webOrigins' | 'publicApiUrl'>): string {
  return config.webOrigins[0] ?? config.publicApiUrl;
}
