import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

const ADMIN_PATH = /^\/api\/admin(?:\/|$)/;

interface ApiDocument {
  paths?: Record<string, unknown>;
  tags?: { name: string }[];
}

/** The description without the admin API: what anonymous visitors and customers are shown. */
export function withoutAdminApi<T extends ApiDocument>(document: T): T {
  const paths = Object.fromEntries(Object.entries(document.paths ?? {}).filter(([path]) => !ADMIN_PATH.test(path)));
  const tags = document.tags?.filter((tag) => tag.name !== 'admin');
  return { ...document, paths, ...(tags ? { tags } : {}) };
}

/**
 * OpenAPI generated from the routes' zod schemas: browsable at /api/docs, raw at /api/docs/json. The admin API is
 * described to signed-in admins only; everyone else (and the UI they browse) gets the public and account API.
 */
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
  // The UI's transform is synchronous: who is asking is looked up before it runs.
  const admins = new WeakSet<FastifyRequest>();
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiHooks: {
      preHandler: async (request) => {
        const session = await request.currentSession();
        if (session?.user.role === 'admin') admins.add(request);
      },
    },
    transformSpecification: (document, request) => (admins.has(request as FastifyRequest) ? document : withoutAdminApi(document as ApiDocument)),
  });
}, { name: 'frigidflow-openapi' });
