import type { Resource } from '../core/resource.js';
import { likeRoutes } from './like-routes.js';
import { messages } from './messages.js';
import { moderationRoutes } from './moderation-routes.js';
import { postRoutes } from './post-routes.js';
import { reportRoutes } from './report-routes.js';
import { replyRoutes } from './reply-routes.js';
import { threadRoutes } from './thread-routes.js';

export const forumResource: Resource = {
  name: 'forum',
  messages,
  async routes(app) {
    await app.register(threadRoutes);
    await app.register(replyRoutes);
    await app.register(likeRoutes);
    await app.register(postRoutes);
    await app.register(reportRoutes);
    await app.register(moderationRoutes);
  },
};
