import type { Resource } from '../core/resource.js';
import { messages } from './messages.js';
import { fileRoutes } from './routes.js';

export const filesResource: Resource = { name: 'files', messages, routes: fileRoutes };
