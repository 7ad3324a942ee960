import type { Resource } from '../core/resource.js';
import { clubRoutes } from './routes.js';

export const clubResource: Resource = { name: 'club', messages: { en: {}, zh: {} }, routes: clubRoutes };
