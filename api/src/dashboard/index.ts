import type { Resource } from '../core/resource.js';
import { messages } from './messages.js';
import { dashboardRoutes } from './routes.js';

/** The admins' dashboard (issue 43): one aggregate call per panel, as JSON or CSV. */
export const dashboardResource: Resource = {
  name: 'dashboard',
  messages,
  routes: dashboardRoutes,
};
