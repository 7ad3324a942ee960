import type { Resource } from '../core/resource.js';
import { scheduleJob } from '../db/scheduled.js';
import { reminderLinks } from '../mail/reminders.js';
import { messages } from './messages.js';
import { writeMembershipReminders } from './reminders.js';
import { membershipRoutes } from './routes.js';

export const membershipResource: Resource = {
  name: 'membership',
  messages,
  async routes(app) {
    await app.register(membershipRoutes);
    // Renewal reminders 30 and 7 days before the end: checked hourly, each written once.
    scheduleJob(app, {
      name: 'membership.reminders',
      everyMs: 60 * 60 * 1000,
      run: () => writeMembershipReminders(app.db, reminderLinks(app)),
    });
  },
};
