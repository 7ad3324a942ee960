import type { Resource } from '../core/resource.js';
import { authRoutes } from './auth-routes.js';
import { messages } from './messages.js';

export const usersResource: Resource = {
  name: 'users',
  messages,
  async routes(app) {
    await app.register(authRoutes);
  },
};
