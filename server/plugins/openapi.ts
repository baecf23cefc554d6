import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas: browsable at /api/docs, raw at /api/docs/json. */
export const openApiPlugin = fp(async (app: FastifyInstance, opts: { publicUrl: string }) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'FrigidFlow API',
        description:
          'Wholesale refrigerant catalogue, quotes and orders. Errors always answer `{ "error": { "code", "message", "fields?" } }`.',
        version: '1.0.0',
      },
      servers: [{ url: opts.publicUrl }],
    },
    transform: jsonSchemaTransform,
    hideUntagged: false,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}, { name: 'frigidflow-openapi' });
