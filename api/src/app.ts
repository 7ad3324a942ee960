import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { validationMessages } from '@golf/contract/messages';
import type { Config } from './config.js';
import { RENEWED_TOKEN_HEADER, setUpAuth } from './core/auth.js';
import { setUpSessions } from './core/sessions.js';
import { setUpDocs } from './core/docs.js';
import { screenUrl, setUpErrors } from './core/errors.js';
import { healthRoutes } from './core/health.js';
import { setUpPublicCache } from './core/public-cache.js';
import { mergeCatalogues } from './core/i18n.js';
import { setUpInputGuards } from './core/input.js';
import { messages as coreMessages } from './core/messages.js';
import { MAX_ID_LENGTH } from './core/schemas.js';
import { setUpMetrics } from './metrics/metrics.js';
import type { Database, Db } from './db/client.js';
import { resources } from './resources.js';
import { accountSource } from './users/accounts.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    /** The drizzle query builder. */
    db: Db;
  }
}

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions['logger'];
}

/**
 * The API without a listening socket (tests inject requests into it). Cross-cutting concerns are
 * set up once here; each resource then brings its routes and messages (src/resources.ts).
 */
export async function buildApp({ config, database, logger = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    bodyLimit: 1024 * 1024,
    // A hop count trusts that many addresses from the socket's end of X-Forwarded-For (what
    // Fastify does with a number, which its types do not list); addresses trust only those peers.
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    // Issue 36 point 4: Fastify's defaults leave requestTimeout and connectionTimeout at 0 (none).
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.idleTimeoutMs,
    keepAliveTimeout: config.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.headersTimeoutMs,
      // Node checks the header and request deadlines on this interval (30 s by default), so a
      // short deadline would otherwise be overrun by up to 30 s.
      connectionsCheckingInterval: Math.max(50, Math.min(30_000, Math.floor(config.headersTimeoutMs / 4))),
    },
    // Opaque ids and search words in paths: absurd lengths are refused before routing (414 from
    // screenUrl, in the envelope); the router's own limit is the same.
    rewriteUrl: screenUrl,
    routerOptions: { maxParamLength: MAX_ID_LENGTH },
  });

  app.setValidatorCompiler(validatorCompiler);
  // A JSON answer is encoded by its route's response schema for that status: keys the schema does
  // not name are dropped (a handler returning a whole row sends only the documented fields). An
  // answer the schema refuses is a logged 500 (core/errors.ts), never the unchecked value.
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);

  // First: its onResponse hook sees every request, the refused ones included.
  setUpMetrics(app);
  setUpErrors(app, mergeCatalogues([coreMessages, validationMessages, ...resources.map((resource) => resource.messages)]));
  await app.register(helmet, {
    // Images from /ext/file are shown by the web apps on other origins.
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    // The API's own pages (/docs, the sandbox checkout) are served over plain http in development.
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
  });
  await app.register(cors, {
    origin: config.webOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Accept-Language'],
    // Content-Disposition: the admins' CSV downloads are named after their event. The renewed
    // token: sessions renew quietly while in use (core/auth.ts).
    exposedHeaders: ['Retry-After', 'ETag', 'Content-Disposition', RENEWED_TOKEN_HEADER],
    maxAge: 600,
  });
  if (!config.jwtSecret) throw new Error('No JWT secret: set JWT_SECRET, or call prepareDatabase first (it keeps a generated one in the database)');
  await setUpSessions(app);
  // Core reads accounts through the users feature, which core does not import (architecture §4).
  setUpAuth(app, { jwtSecret: config.jwtSecret, accounts: accountSource(database.db) });
  setUpInputGuards(app);
  await setUpPublicCache(app);
  await setUpDocs(app);
  await app.register(healthRoutes);

  // Services first: a resource's routes may use another resource's decorators (app.payments).
  for (const resource of resources) if (resource.services) await app.register(resource.services);
  for (const resource of resources) for (const plugin of [resource.routes].flat()) await app.register(plugin);
  return app;
}

function trustHops(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}
