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
  routes: [threadRoutes, replyRoutes, likeRoutes, postRoutes, reportRoutes, moderationRoutes],
};
