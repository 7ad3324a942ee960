import type { Resource } from '../core/resource.js';
import { adminUserRoutes } from './admin-routes.js';
import { authRoutes } from './auth-routes.js';
import { emailRoutes } from './email-routes.js';
import { messages } from './messages.js';
import { passwordResetRoutes } from './password-reset-routes.js';
import { profileRoutes } from './profile-routes.js';
import { sessionRoutes } from './session-routes.js';

export const usersResource: Resource = {
  name: 'users',
  messages,
  routes: [authRoutes, emailRoutes, passwordResetRoutes, sessionRoutes, profileRoutes, adminUserRoutes],
};
