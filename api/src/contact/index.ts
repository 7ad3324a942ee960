import type { Resource } from '../core/resource.js';
import { messages } from './messages.js';
import { contactRoutes } from './routes.js';

export const contactResource: Resource = { name: 'contact', messages, routes: contactRoutes };
