import type { Resource } from '../core/resource.js';
import { scheduleJob } from '../db/scheduled.js';
import { accessLogService } from './access-log.js';
import { accessLogRoutes } from './access-log-routes.js';
import { privacyAdminRoutes } from './admin-routes.js';
import { eraseDueClosures } from './closure.js';
import { buildQueuedExports } from './export.js';
import { freeFuturePlaces } from './future-places.js';
import { privacyMemberRoutes } from './member-routes.js';
import { messages } from './messages.js';
import { applyRetention } from './retention.js';
import { siteOrigin } from '../config.js';

/**
 * Privacy (issue 40): admins' reads of personal data are logged (a hook every resource's routes
 * get), and personal data past its retention is erased every hour, once across processes.
 * Members download their data and close their account (or a junior's); the archives are built
 * every minute and the closures past their 30 days erased every hour, each once across processes.
 */
export const privacyResource: Resource = {
  name: 'privacy',
  messages,
  services: accessLogService,
  async routes(app) {
    await app.register(accessLogRoutes);
    await app.register(privacyMemberRoutes);
    await app.register(privacyAdminRoutes);
    scheduleJob(app, {
      name: 'privacy.exports',
      everyMs: 60 * 1000,
      run: async () => {
        const counts = await buildQueuedExports(app.database, siteOrigin(app.config), (error, exportId) => app.log.error({ err: error, exportId }, 'data archive not built'));
        if (counts.built || counts.expired) app.log.info(counts, 'data archives built and expired');
      },
    });
    scheduleJob(app, {
      name: 'privacy.closures',
      everyMs: 60 * 60 * 1000,
      run: async () => {
        const run = await eraseDueClosures(app.database, (who) => freeFuturePlaces(app, who));
        // The erased accounts' sessions are gone; every process forgets the ones it trusted.
        for (const userId of run.erasedUserIds) await app.sessions.end({ userId });
        if (run.accounts || run.juniors || run.paymentNames) app.log.info({ accounts: run.accounts, juniors: run.juniors, paymentNames: run.paymentNames }, 'closed accounts erased');
      },
    });
    scheduleJob(app, {
      name: 'privacy.retention',
      everyMs: 60 * 60 * 1000,
      run: async () => {
        const counts = await applyRetention(app.database, app.config.retention);
        if (Object.values(counts).some(Boolean)) app.log.info(counts, 'personal data past its retention erased');
      },
    });
  },
};
