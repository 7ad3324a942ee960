import type { Resource } from '../core/resource.js';
import { scheduleJob } from '../db/scheduled.js';
import { accessLogService } from './access-log.js';
import { accessLogRoutes } from './access-log-routes.js';
import { applyRetention } from './retention.js';

/**
 * Privacy (issue 40): admins' reads of personal data are logged (a hook every resource's routes
 * get), and personal data past its retention is erased every hour, once across processes.
 */
export const privacyResource: Resource = {
  name: 'privacy',
  messages: { en: {}, zh: {} },
  services: accessLogService,
  async routes(app) {
    await app.register(accessLogRoutes);
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
