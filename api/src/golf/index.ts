import type { Resource } from '../core/resource.js';
import { competitionAdminRoutes } from './competition-admin-routes.js';
import { competitionRoutes } from './competition-routes.js';
import { courseAdminRoutes } from './course-admin-routes.js';
import { courseRoutes } from './course-routes.js';
import { messages } from './messages.js';
import { roundRoutes } from './round-routes.js';

/** Golf (DESIGN §12): courses and tees, rounds, the practice index, competitions and their leaderboards. */
export const golfResource: Resource = {
  name: 'golf',
  messages,
  async routes(app) {
    await app.register(courseRoutes);
    await app.register(courseAdminRoutes);
    await app.register(roundRoutes);
    await app.register(competitionAdminRoutes);
    await app.register(competitionRoutes);
  },
};
