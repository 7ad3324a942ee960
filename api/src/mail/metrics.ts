import { and, count, eq, lte, min, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OutboxStatus } from '@golf/contract/outbox';
import { scrapedGauge } from '../metrics/metrics.js';
import { mailOutbox } from './table.js';

/**
 * The outbox as monitoring sees it, read from the database at each scrape (so every API process
 * reports the same figures: alert on one). A growing backlog or an old due mail means mail is
 * not going out (no SMTP answer, a stopped worker); failures are mails given up after every retry.
 */
export function outboxMetrics(app: FastifyInstance): void {
  const withStatus = async (status: OutboxStatus) => {
    const [row] = await app.db.select({ mails: count() }).from(mailOutbox).where(eq(mailOutbox.status, status));
    return row?.mails ?? 0;
  };
  scrapedGauge(app, {
    name: 'golf_outbox_backlog_mails',
    help: 'Mails waiting to be sent (due now or waiting for a retry)',
    read: () => withStatus('pending'),
  });
  scrapedGauge(app, {
    name: 'golf_outbox_oldest_due_seconds',
    help: 'How long the oldest mail due for sending has waited (0 when none is due)',
    async read() {
      const [row] = await app.db
        .select({ oldest: min(mailOutbox.nextAttemptAt) })
        .from(mailOutbox)
        .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)));
      return row?.oldest ? Math.max((Date.now() - row.oldest.getTime()) / 1000, 0) : 0;
    },
  });
  scrapedGauge(app, {
    name: 'golf_outbox_failed_mails',
    help: 'Mails given up after every retry (status failed; the admins see them at /admin/outbox)',
    read: () => withStatus('failed'),
  });
}
