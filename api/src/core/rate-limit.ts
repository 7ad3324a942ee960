import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { HttpError } from './http-error.js';

/**
 * Per-client-address limits for the public forms that create things (sign-up, activation,
 * contact). Nothing is limited unless a route asks with `config: perClientLimit(app)`.
 * Counters live in memory, per process; the sign-in limit per account is kept in the database
 * (users/sign-in-failures.ts) because it protects accounts, not the server.
 */
export async function setUpRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new HttpError(context.statusCode, 'common.tooManyRequests', { seconds: Math.max(1, Math.ceil(context.ttl / 1000)) }),
  });
}

export function perClientLimit(app: FastifyInstance) {
  return { rateLimit: { max: app.config.rateLimitPerMinute, timeWindow: 60_000 } };
}
