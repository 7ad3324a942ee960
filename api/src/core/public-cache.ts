import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Public reads at the speed of the server (architecture §4 "Public reads"). The anonymous GETs
 * that every visitor's first page makes (announcements, live updates, the calendar, the forum) are
 * answered from an in-process cache, with an ETag, 304 for a matching If-None-Match and headers a
 * browser or CDN can reuse.
 *
 * Invalidation is deliberately coarse: any successful write (POST, PUT, DELETE answered below
 * 400) empties the cache of every process, through the same LISTEN/NOTIFY channel as live updates.
 * Writes are rare next to reads, and a rule per route would be one more thing to forget: an
 * enrolment changes the calendar's places, a like the forum list. A LISTEN outage (resync) also
 * empties it, since what was missed cannot be known, and entries live at most TTL_MS anyway
 * (lists of "upcoming" events move at midnight).
 *
 * Only requests without an Authorization header on ext/ routes are cached: members' variants
 * (cms/, MemberOnly announcements) never pass through it and are answered `private, no-store`.
 */

/** The anonymous reads served from the cache (route patterns as Fastify registered them). */
const CACHED_ROUTE = /^\/ext\/(announcement|liveupdate\/(list|get)|discussion|event\/calendar)(\/|$)/;
const CHANNEL = 'public_cache';
const TTL_MS = 10_000;
const MAX_ENTRIES = 2_000;
const MAX_BYTES = 32 * 1024 * 1024;

export const PUBLIC_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=60';
const PRIVATE_CACHE_CONTROL = 'private, no-store';

interface Entry {
  body: string;
  contentType: string;
  etag: string;
  storedAt: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Empties the public cache here and, through the database, in every other process. */
    invalidatePublicCache(): Promise<void>;
  }
}

function cacheable(request: FastifyRequest): boolean {
  return request.method === 'GET' && CACHED_ROUTE.test(request.routeOptions.url ?? '') && !request.headers.authorization;
}

function isPublicRead(request: FastifyRequest): boolean {
  return request.method === 'GET' && /^\/(ext|cms)\//.test(request.routeOptions.url ?? '') && CACHED_ROUTE.test((request.routeOptions.url ?? '').replace(/^\/cms\//, '/ext/'));
}

/** The language is part of the key: error texts and any future translated field depend on it. */
const keyOf = (request: FastifyRequest) => `${request.language} ${request.url}`;

function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

function matches(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

function publicHeaders(reply: FastifyReply, etag: string): void {
  reply.header('etag', etag);
  reply.header('cache-control', PUBLIC_CACHE_CONTROL);
  // CORS already varies by Origin; the body is chosen by the language too.
  reply.header('vary', [reply.getHeader('vary'), 'Accept-Language'].filter(Boolean).join(', '));
}

export async function setUpPublicCache(app: FastifyInstance): Promise<void> {
  const entries = new Map<string, Entry>();
  let bytes = 0;

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    bytes -= entry.body.length;
    entries.delete(key);
  };
  const clear = () => {
    entries.clear();
    bytes = 0;
  };
  const store = (key: string, entry: Entry) => {
    forget(key);
    if (entry.body.length > MAX_BYTES / 4) return;
    entries.set(key, entry);
    bytes += entry.body.length;
    // A Map keeps insertion order: the oldest entries go first.
    for (const oldest of entries.keys()) {
      if (entries.size <= MAX_ENTRIES && bytes <= MAX_BYTES) break;
      forget(oldest);
    }
  };

  const { pubsub } = app.database;
  const unsubscribe = await pubsub.subscribe(CHANNEL, clear);
  const stopResync = pubsub.onResync(clear);
  app.addHook('onClose', async () => {
    unsubscribe();
    stopResync();
  });

  app.decorate('invalidatePublicCache', async () => {
    // This process at once (the writer reads its own write), the others through the database.
    clear();
    await pubsub.publish(CHANNEL, 'all');
  });

  app.addHook('onRequest', async (request, reply) => {
    if (!cacheable(request)) return;
    const entry = entries.get(keyOf(request));
    if (!entry) return;
    if (Date.now() - entry.storedAt > TTL_MS) return forget(keyOf(request));
    publicHeaders(reply, entry.etag);
    if (matches(request, entry.etag)) return reply.code(304).send();
    return reply.code(200).type(entry.contentType).send(entry.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (!isPublicRead(request) || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (!cacheable(request)) {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return payload;
    }
    if (reply.hasHeader('etag')) return payload; // answered from the cache in onRequest
    const etag = etagOf(payload);
    store(keyOf(request), { body: payload, contentType: String(reply.getHeader('content-type') ?? 'application/json'), etag, storedAt: Date.now() });
    publicHeaders(reply, etag);
    if (matches(request, etag)) {
      reply.code(304);
      return '';
    }
    return payload;
  });

  // Before the writer hears "ok", so its next read (from any process) is fresh.
  app.addHook('onSend', async (request, reply, payload) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(request.method) || reply.statusCode >= 400) return payload;
    try {
      await app.invalidatePublicCache();
    } catch (error) {
      // The write itself succeeded; readers elsewhere see it when their entries expire.
      request.log.warn({ err: error }, 'could not announce a write to the public cache');
    }
    return payload;
  });
}
