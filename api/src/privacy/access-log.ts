import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sharedPlugin } from '../core/resource.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * An admin route that shows members' personal data names what it shows ("user.view",
     * "attendees.csv") and, when its path names the member, which parameter holds their id: each
     * successful answer is written to admin_access_log.
     */
    personalData?: { action: string; subjectParam?: string };
  }
}

/** The member a request is about, read from the parameter the route names. */
function subjectOf(request: FastifyRequest, param: string | undefined): string | null {
  const id = param ? (request.params as Record<string, unknown> | undefined)?.[param] : undefined;
  return typeof id === 'string' && id.length <= 200 ? id : null;
}

/**
 * Logs admins' reads of personal data (issue 40 point 7) after the answer: a route opts in with
 * `config: { personalData: '…' }`. Only answers that showed something (2xx) count; a failed write
 * of the log is logged and never fails the admin's request.
 */
export const accessLogService = sharedPlugin(async (app: FastifyInstance) => {
  app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
    const logged = request.routeOptions.config?.personalData;
    if (!logged || !request.user || reply.statusCode >= 300) return;
    const path = request.url.split('?')[0]!.slice(0, 300);
    try {
      await app.database.rawTransaction((raw) =>
        raw.query(
          `INSERT INTO admin_access_log (admin_id, action, subject_user_id, path)
           VALUES ($1, $2, (SELECT id FROM users WHERE id = $3), $4)`,
          [request.user!.id, logged.action, subjectOf(request, logged.subjectParam), path],
        ),
      );
    } catch (error) {
      request.log.error({ err: error, action: logged.action }, 'admin access not logged');
    }
  });
});
