import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client.js';
import { remindersSent } from './table.js';

/**
 * Records that a reminder is being written; false when it was written before (by an earlier run
 * or another process). Call it in the transaction that writes the mail: both or neither.
 */
export async function claimReminder(tx: Db, kind: string, subjectKey: string, userId: string): Promise<boolean> {
  const claimed = await tx.insert(remindersSent).values({ kind, subjectKey, userId }).onConflictDoNothing().returning({ kind: remindersSent.kind });
  return claimed.length > 0;
}

function signature(secret: string, userId: string): string {
  return createHmac('sha256', secret).update(`unsubscribe:${userId}`).digest('base64url');
}

/** The link in every reminder that switches reminders off without signing in (signed, so only its owner has it). */
export function unsubscribeUrl(publicApiUrl: string, secret: string, userId: string): string {
  return `${publicApiUrl}/ext/mail/unsubscribe?user=${encodeURIComponent(userId)}&sig=${signature(secret, userId)}`;
}

export function isUnsubscribeSignature(secret: string, userId: string, given: string): boolean {
  const expected = Buffer.from(signature(secret, userId));
  const actual = Buffer.from(given);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** What a reminder links to: the site, and the API's unsubscribe page with its signing key. */
export interface ReminderLinks {
  webOrigin: string;
  publicApiUrl: string;
  secret: string;
}

export function reminderLinks(app: FastifyInstance): ReminderLinks {
  const { webOrigins, publicApiUrl, jwtSecret } = app.config;
  return { webOrigin: webOrigins[0] ?? publicApiUrl, publicApiUrl, secret: jwtSecret };
}
