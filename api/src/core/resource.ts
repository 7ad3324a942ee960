import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Catalogue } from './i18n.js';

/**
 * One resource folder as the app sees it: its routes (a Fastify plugin using the zod type
 * provider) and its message catalogue. Listed in src/resources.ts.
 */
export interface Resource {
  name: string;
  routes: FastifyPluginAsyncZod;
  messages: Catalogue;
}
