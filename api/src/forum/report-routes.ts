import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, count, eq, isNull, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ESTABLISHED_ACCOUNT_MS, MODERATION_TARGETS, REPORT_DETAILS_MAX, REPORT_REASONS, REPORTS_TO_HIDE } from '@golf/contract/forum';
import { siteOrigin } from '../config.js';
import { currentUser } from '../core/auth.js';
import { HttpError } from '../core/http-error.js';
import { errors, idParam } from '../core/schemas.js';
import { changePostState, lockPost, logModeration, postOf, tellAuthor } from './moderation.js';
import { postState } from './model.js';
import { isThreadReadable } from './queries.js';
import { users } from '../users/table.js';
import { forumReplies, forumReports, forumThreads } from './table.js';

const reportBody = z.object({
  targetType: z.enum(MODERATION_TARGETS),
  targetId: idParam,
  reason: z.enum(REPORT_REASONS, { error: 'forum.invalidReportReason' }),
  details: z.string().trim().max(REPORT_DETAILS_MAX).optional().default(''),
});

/** Whether a report's author is established (contract: ESTABLISHED_ACCOUNT_MS), read in SQL. */
function reporterIsEstablished(now: Date) {
  const wrote = (table: typeof forumThreads | typeof forumReplies) =>
    sql`exists (select 1 from ${table} where ${table.authorId} = ${forumReports.reporterId} and ${table.hiddenAt} is null and ${table.deletedAt} is null)`;
  return and(lte(users.createdAt, new Date(now.getTime() - ESTABLISHED_ACCOUNT_MS)), sql`(${wrote(forumThreads)} or ${wrote(forumReplies)})`);
}

/**
 * Members report a post once each; the third different established member's report hides it until
 * an admin reviews it, and the author is told (architecture §5, "Forum moderation"); other
 * reports only wait in the queue. The post's thread row is locked while the report is counted, so
 * three reports at the same moment hide it exactly once.
 */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  const webOrigin = siteOrigin(app.config);

  app.post(
    '/cms/discussion/report',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['forum'],
        security: [{ bearer: [] }],
        summary: `Report a thread or reply (once per member and post; ${REPORTS_TO_HIDE} reports by established members hide it until reviewed)`,
        body: reportBody,
        response: { 200: z.object({ status: z.literal('ok'), hidden: z.boolean().describe('whether this report hid the post') }), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const { targetType, targetId, reason, details } = request.body;
      const hidden = await app.db.transaction(async (tx) => {
        const locked = await lockPost(tx, targetType, targetId);
        if (!locked || !isThreadReadable(locked.thread, false) || postState(postOf(locked)) !== 'visible') {
          throw new HttpError(404, targetType === 'thread' ? 'forum.threadNotFound' : 'forum.replyNotFound');
        }
        if (postOf(locked).authorId === user.id) throw new HttpError(400, 'forum.cannotReportOwn');
        const added = await tx.insert(forumReports).values({ targetType, targetId, reporterId: user.id, reason, details }).onConflictDoNothing().returning({ id: forumReports.id });
        if (added.length === 0) throw new HttpError(409, 'forum.alreadyReported');
        const [{ open } = { open: 0 }] = await tx
          .select({ open: count() })
          .from(forumReports)
          .innerJoin(users, eq(users.id, forumReports.reporterId))
          .where(and(eq(forumReports.targetType, targetType), eq(forumReports.targetId, targetId), isNull(forumReports.resolvedAt), reporterIsEstablished(new Date())));
        if (open < REPORTS_TO_HIDE) return false;
        await changePostState(tx, locked, { hiddenAt: new Date() });
        await logModeration(tx, locked, 'hide', null);
        await tellAuthor(tx, locked, 'reported', '', webOrigin);
        return true;
      });
      return { status: 'ok' as const, hidden };
    },
  );
};
