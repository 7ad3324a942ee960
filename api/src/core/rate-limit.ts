import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/client.js';
import { currentUser } from './auth.js';
import { HttpError } from './http-error.js';

/** How queries see migrations/0102_rate_limits.sql. */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);

/** At most `max` hits per key within `windowMs`, counted apart from every other scope. */
export interface RateLimit {
  scope: string;
  max: number;
  windowMs: number;
}

export interface Hit {
  /** This hit is within the limit. */
  allowed: boolean;
  /** Seconds until the window ends and the count starts again (at least 1). */
  retryAfter: number;
}

const SWEEP_EVERY_MS = 60_000;
const lastSweep = new WeakMap<Db, number>();

/**
 * Counts one hit for `key` and says whether it is within the limit. One atomic upsert, so
 * concurrent hits from any number of API processes each get their own count: with a limit of 10,
 * 100 simultaneous hits let exactly 10 through. The window is fixed and starts at the first hit
 * (the database's clock, shared by every process). A hit is counted before the work it guards,
 * so that work (hashing a password, storing a file) never runs more often than the limit.
 */
export async function hit(db: Db, limit: RateLimit, key: string): Promise<Hit> {
  await sweepExpired(db);
  const expired = sql`${rateLimitCounters.resetsAt} <= now()`;
  const [row] = await db
    .insert(rateLimitCounters)
    .values({ scope: limit.scope, key, hits: 1, resetsAt: sql`now() + ${limit.windowMs}::int * interval '1 millisecond'` })
    .onConflictDoUpdate({
      target: [rateLimitCounters.scope, rateLimitCounters.key],
      set: {
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimitCounters.hits} + 1 END`,
        resetsAt: sql`CASE WHEN ${expired} THEN excluded.resets_at ELSE ${rateLimitCounters.resetsAt} END`,
      },
    })
    .returning({
      hits: rateLimitCounters.hits,
      retryAfter: sql<number>`greatest(1, ceil(extract(epoch from ${rateLimitCounters.resetsAt} - now())))::int`,
    });
  return { allowed: row!.hits <= limit.max, retryAfter: row!.retryAfter };
}

/** Takes back one hit of the current window (the guarded work turned out not to count). */
export async function giveBack(db: Db, scope: string, key: string): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ hits: sql`${rateLimitCounters.hits} - 1` })
    .where(and(eq(rateLimitCounters.scope, scope), eq(rateLimitCounters.key, key), gt(rateLimitCounters.hits, 0)));
}

/** Forgets every hit of `key`. */
export async function forget(db: Db, scope: string, key: string): Promise<void> {
  await db.delete(rateLimitCounters).where(and(eq(rateLimitCounters.scope, scope), eq(rateLimitCounters.key, key)));
}

/** Rows of ended windows are dropped now and then, so the table holds only live counts. */
async function sweepExpired(db: Db): Promise<void> {
  const now = Date.now();
  if (now - (lastSweep.get(db) ?? 0) < SWEEP_EVERY_MS) return;
  lastSweep.set(db, now);
  await db.delete(rateLimitCounters).where(lt(rateLimitCounters.resetsAt, sql`now()`));
}

/** The 429 every limit answers, with Retry-After. */
export function tooManyRequests(retryAfter: number): HttpError {
  return new HttpError(429, 'common.tooManyRequests', { seconds: retryAfter }, { 'Retry-After': String(retryAfter) });
}

async function enforce(app: FastifyInstance, limit: RateLimit, key: string): Promise<void> {
  const result = await hit(app.db, limit, key);
  if (!result.allowed) throw tooManyRequests(result.retryAfter);
}

/**
 * onRequest hook: at most `max` requests per client address per window, counted in the
 * database so every API process shares the count. Runs before the body is parsed, so malformed
 * requests count too. Default: RATE_LIMIT_PER_MINUTE a minute (sign-up, activation, contact).
 * Behind a proxy the address is X-Forwarded-For's (TRUST_PROXY).
 */
export function limitPerClient(
  app: FastifyInstance,
  scope: string,
  { max = app.config.rateLimitPerMinute, windowMs = 60_000 }: Partial<Omit<RateLimit, 'scope'>> = {},
): onRequestAsyncHookHandler {
  return async (request: FastifyRequest) => enforce(app, { scope, max, windowMs }, request.ip);
}

/** preHandler after requireUser: at most `max` requests per signed-in member per window. */
export function limitPerMember(app: FastifyInstance, limit: RateLimit): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest) => enforce(app, limit, currentUser(request).id);
}
