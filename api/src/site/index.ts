import type { Resource } from '../core/resource.js';
import { siteRoutes } from './routes.js';

/** Pages the web server in front asks for on the site's behalf (share cards, the items' sitemap). */
export const siteResource: Resource = {
  name: 'site',
  messages: { zh: {}, en: {} },
  routes: siteRoutes,
};
