import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendError } from './errors.js';
import { errorResponse, okResponse } from './schemas.js';

/** /ready answers 503 when the database has not answered SELECT 1 within this long. */
const READY_TIMEOUT_MS = 1_000;

/**
 * Probes for a load balancer or orchestrator, open to everyone: /health (liveness: the process
 * runs; restart it when this fails) and /ready (routing: the database answers; send traffic only
 * while this is 200). A database outage fails /ready only, so processes are not restarted for it.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['health'];
  // Probed every few seconds: only failures are worth a log line.
  const logLevel = 'warn';

  app.get(
    '/health',
    { logLevel, schema: { tags, summary: 'Liveness: 200 while the process runs (the database is not asked)', response: { 200: okResponse } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      logLevel,
      schema: {
        tags,
        summary: `Readiness: 200 when the database answers within ${READY_TIMEOUT_MS / 1000} s, else 503`,
        response: { 200: okResponse, 503: errorResponse },
      },
    },
    async (request, reply) => {
      if (await databaseAnswers()) return { status: 'ok' as const };
      return sendError(reply, 503, request.t('common.databaseUnavailable'));
    },
  );

  async function databaseAnswers(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS)));
    const selectOne = () => app.db.execute(sql`SELECT 1`).then(() => true);
    // A pooled connection that died while idle (a network blip, a database restart) fails at
    // once and leaves the pool; one more try, within the same deadline, asks on a fresh one.
    const answer = selectOne()
      .catch(selectOne)
      .catch((error: unknown) => {
        app.log.warn({ err: error }, 'readiness check failed');
        return false;
      });
    try {
      return await Promise.race([answer, late]);
    } finally {
      clearTimeout(timer);
    }
  }
};
