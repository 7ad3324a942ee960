import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Catalogue } from './i18n.js';

/**
 * One resource folder as the app sees it: its routes (a Fastify plugin using the zod type
 * provider), its message catalogue, and the services it offers the other resources. Listed in
 * src/resources.ts.
 */
export interface Resource {
  name: string;
  /** Its route plugins, registered in this order (or one plugin that also starts its scheduled work). */
  routes: FastifyPluginAsyncZod | readonly FastifyPluginAsyncZod[];
  messages: Catalogue;
  /**
   * Decorators other resources use (`app.payments`): registered before every resource's routes,
   * as a sharedPlugin so they reach the routes' encapsulated plugins.
   */
  services?: FastifyPluginAsync;
}

/**
 * A plugin whose decorators and hooks land on the instance that registers it instead of a child
 * context (what fastify-plugin does: Fastify's skip-override).
 */
export function sharedPlugin(plugin: FastifyPluginAsync): FastifyPluginAsync {
  return Object.assign(plugin, { [Symbol.for('skip-override')]: true });
}
