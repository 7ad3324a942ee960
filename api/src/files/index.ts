import type { Resource } from '../core/resource.js';
import { scheduleJob } from '../db/scheduled.js';
import { reencodeLegacyUploads } from './legacy-uploads.js';
import { messages } from './messages.js';
import { fileRoutes } from './routes.js';

export const filesResource: Resource = {
  name: 'files',
  messages,
  async routes(app) {
    await app.register(fileRoutes);

    // Uploads stored before re-encoding existed are re-encoded in small batches, once across
    // processes, every minute until none is left (then each run is one indexed query).
    scheduleJob(app, {
      name: 'files.reencode-legacy-uploads',
      everyMs: 60 * 1000,
      run: async () => {
        const counts = await reencodeLegacyUploads(app.db);
        if (counts.reencoded || counts.unreadable) app.log.info(counts, 'stored uploads re-encoded');
      },
    });
  },
};
