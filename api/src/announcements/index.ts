import type { Resource } from '../core/resource.js';
import { announcementAuthoringRoutes } from './authoring-routes.js';
import { messages } from './messages.js';
import { announcementReadRoutes } from './read-routes.js';

export const announcementsResource: Resource = {
  name: 'announcements',
  messages,
  routes: [announcementReadRoutes, announcementAuthoringRoutes],
};
