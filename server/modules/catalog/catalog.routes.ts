import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productListResponse } from '@domain/schemas/product';
import { sendSnapshot } from '../../lib/cached-json';
import type { CatalogService } from './catalog.service';

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService; benchRoutes?: boolean }> = async (
  app,
  { catalog, benchRoutes = false },
) => {
  app.get(
    '/api/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The public catalogue, newest first (supports ETag / If-None-Match)',
        response: { 200: productListResponse },
      },
    },
    async (request, reply) => sendSnapshot(request, reply, await catalog.publicList.get()),
  );

  if (benchRoutes) {
    // Baseline for `npm run bench`: the same bytes, captured once, with no cache logic at all.
    let frozen: Buffer | null = null;
    app.get('/api/__bench/precomputed-products', { schema: { hide: true } }, async (_request, reply) => {
      frozen ??= Buffer.from((await catalog.publicList.get()).body);
      return reply.type('application/json; charset=utf-8').send(frozen);
    });
  }
};
