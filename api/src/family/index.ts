import type { Resource } from '../core/resource.js';
import { familyAdminRoutes } from './admin-routes.js';
import { guardianInviteRoutes } from './invite-routes.js';
import { messages } from './messages.js';
import { familyRoutes } from './routes.js';

export const familyResource: Resource = {
  name: 'family',
  messages,
  routes: [familyRoutes, guardianInviteRoutes, familyAdminRoutes],
};
