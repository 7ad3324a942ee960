import type { Resource } from '../core/resource.js';
import { scheduleJob } from '../db/scheduled.js';
import { applyRetention } from './retention.js';

/** Personal data past its retention is erased every hour, once across processes (docs/privacy.md). */
export const privacyResource: Resource = {
  name: 'privacy',
  messages: { en: {}, zh: {} },
  async routes(app) {
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
