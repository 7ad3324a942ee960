import type { Resource } from '../core/resource.js';
import { outboxMetrics } from './metrics.js';
import { preferenceRoutes } from './preference-routes.js';
import { outboxRoutes } from './routes.js';
import { smtpSender, startMailWorker } from './worker.js';

/** Outgoing mail: the outbox worker of this process, the admins' view of the outbox, reminder preferences. */
export const mailResource: Resource = {
  name: 'mail',
  messages: { en: {}, zh: {} },
  async routes(app) {
    await app.register(outboxRoutes);
    await app.register(preferenceRoutes);
    const { smtpUrl, mailFrom, mailPollMs } = app.config;
    startMailWorker(app, smtpUrl ? smtpSender(smtpUrl, mailFrom) : null, mailPollMs);
    outboxMetrics(app);
  },
};
