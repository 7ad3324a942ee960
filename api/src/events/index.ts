import type { Resource } from '../core/resource.js';
import { scheduleJob } from '../db/scheduled.js';
import { adminRoutes } from './admin-routes.js';
import { attendeeRoutes } from './attendee-routes.js';
import { calendarRoutes } from './calendar-routes.js';
import { topUpFreePractice } from './free-practice.js';
import { memberRoutes } from './member-routes.js';
import { messages } from './messages.js';
import { reminderLinks } from '../mail/reminders.js';
import { writeEventReminders } from './reminders.js';
import { paymentRoutes } from './payment-routes.js';
import { releaseExpiredHolds, waitlistSettingsOf } from './waitlist.js';

/** The monthly free-practice top-up is checked this often (it applies once per member per month). */
const TOP_UP_EVERY_MS = 60 * 60 * 1000;

export const eventsResource: Resource = {
  name: 'events',
  messages,
  async routes(app) {
    await app.register(calendarRoutes);
    await app.register(memberRoutes);
    await app.register(paymentRoutes);
    await app.register(adminRoutes);
    await app.register(attendeeRoutes);

    // Redemptions also top the member up first, so this only keeps the shown counts current.
    // Once per hour across all processes; the top-up itself claims each member's month.
    scheduleJob(app, {
      name: 'events.free-practice-top-up',
      everyMs: TOP_UP_EVERY_MS,
      run: async () => {
        const count = await topUpFreePractice(app.db);
        if (count) app.log.info({ count }, 'free practice topped up for the month');
      },
    });

    // Waiting-list holds that ran out pass to the next in line: checked every minute, once across processes.
    scheduleJob(app, {
      name: 'events.waitlist-holds',
      everyMs: 60 * 1000,
      run: () => app.db.transaction((tx) => releaseExpiredHolds(tx, waitlistSettingsOf(app.config))),
    });

    // The day-before reminders: checked every 15 minutes, each written once (reminders_sent).
    scheduleJob(app, {
      name: 'events.reminders',
      everyMs: 15 * 60 * 1000,
      run: () => writeEventReminders(app.db, reminderLinks(app)),
    });
  },
};
