import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATALOG_CATEGORIES } from '@domain/catalog';
import { productDetailSchema, productListResponse } from '@domain/schemas/product';
import { singleLineText } from '@domain/schemas/text';
import { AppError, notFound } from '../../errors';
import { sendSnapshot } from '../../lib/cached-json';
import type { CatalogService } from './catalog.service';

const lowerCased = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** GET /api/products query: the catalogue page's search box, category filter and sort (storefront spec §2, §5). */
export const catalogQuerySchema = z.object({
  search: singleLineText().max(200, { message: 'Search text is too long.' }).optional(),
  category: z
    .preprocess(lowerCased, z.enum(CATALOG_CATEGORIES, { message: `Category must be one of: ${CATALOG_CATEGORIES.join(', ')}.` }))
    .optional(),
  sort: z.preprocess(lowerCased, z.enum(['name', 'price', 'category'], { message: 'Sort must be name, price or category.' })).optional(),
});

function validationError(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.map(String).join('.') || 'query'] ??= issue.message;
  return new AppError('validation_failed', 'Some fields are not valid.', fields);
}

const productParams = z.object({ slug: singleLineText().min(1).max(200) });

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService; benchRoutes?: boolean }> = async (
  app,
  { catalog, benchRoutes = false },
) => {
  app.get(
    '/api/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The public catalogue, newest first; optional search, category (all, hfc, hfo, hcfc, cfc, natural, automotive, commercial, industrial) and sort (name, price, category); ETag / If-None-Match',
        response: { 200: productListResponse },
      },
    },
    async (request, reply) => {
      // The hot path (no query at all) skips validation and answers the cached snapshot itself, byte for byte.
      if (!request.url.includes('?')) return sendSnapshot(request, reply, await catalog.publicList.get());
      const parsed = catalogQuerySchema.safeParse(request.query);
      if (!parsed.success) throw validationError(parsed.error);
      const { search, category, sort } = parsed.data;
      const unfiltered = !search?.trim() && (category === undefined || category === 'all') && sort === undefined;
      if (unfiltered) return sendSnapshot(request, reply, await catalog.publicList.get());
      return sendSnapshot(request, reply, await catalog.search({ search, category, sort }));
    },
  );

  app.get(
    '/api/products/:slug',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One product by its slug, with its French and Spanish description and applications (ETag / If-None-Match)',
        params: productParams,
        response: { 200: z.object({ product: productDetailSchema }) },
      },
    },
    async (request, reply) => {
      const index = await catalog.catalogue();
      const product = index.bySlug.get(request.params.slug.toLowerCase());
      if (!product) throw notFound('Product not found.');
      return sendSnapshot(request, reply, index.productSnapshot(product));
    },
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
