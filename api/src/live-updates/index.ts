import type { Resource } from '../core/resource.js';
import { messages } from './messages.js';
import { liveUpdateRoutes } from './routes.js';

export const liveUpdatesResource: Resource = { name: 'live-updates', messages, routes: liveUpdateRoutes };
