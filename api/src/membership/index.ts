import type { Resource } from '../core/resource.js';
import { messages } from './messages.js';
import { membershipRoutes } from './routes.js';

export const membershipResource: Resource = {
  name: 'membership',
  messages,
  async routes(app) {
    await app.register(membershipRoutes);
  },
};
