import type { Resource } from '../core/resource.js';
import { likeRoutes } from './like-routes.js';
import { messages } from './messages.js';
import { replyRoutes } from './reply-routes.js';
import { threadRoutes } from './thread-routes.js';

export const forumResource: Resource = {
  name: 'forum',
  messages,
  async routes(app) {
    await app.register(threadRoutes);
    await app.register(replyRoutes);
    await app.register(likeRoutes);
  },
};
