import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** The OpenAPI document (/docs/json) and a browsable reference (/docs), built from the route schemas. */
export async function setUpDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Youth Golf Community API',
        description:
          'Success: `{status:"ok", ...}`. Failure: `{status:"nok", error}` with the HTTP status; the error text follows ' +
          'Accept-Language (zh default, en). `/cms/*` needs a bearer token from POST /ext/auth/signin; `/admin/*` and authoring need an Admin.',
        version: '1.0.0',
      },
      servers: [{ url: app.config.publicApiUrl }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/docs' });
}
