import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CATALOG_CATEGORIES } from '@domain/catalog';
import { CATALOG_PAGE_SIZE, CATALOG_PAGE_SIZE_MAX, CATALOG_SLUGS_MAX } from '@domain/catalog-pages';
import { catalogueSummaryResponse, productDetailSchema, productListResponse } from '@domain/schemas/product';
import { singleLineText } from '@domain/schemas/text';
import { AppError, notFound } from '../../errors';
import { sendSnapshot } from '../../lib/cached-json';
import type { CatalogService } from './catalog.service';

const lowerCased = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : value);

/** A whole number written in the query string ("2"), within bounds; anything else is refused with the message. */
const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string({ message })
    .regex(/^\d{1,7}$/, { message })
    .transform(Number)
    .pipe(z.number().int().min(min, { message }).max(max, { message }));

/** GET /api/products query: the catalogue page's search box, category filter, sort and page (storefront spec §2, §5). */
export const catalogQuerySchema = z.object({
  search: singleLineText().max(200, { message: 'Search text is too long.' }).optional(),
  category: z
    .preprocess(lowerCased, z.enum(CATALOG_CATEGORIES, { message: `Category must be one of: ${CATALOG_CATEGORIES.join(', ')}.` }))
    .optional(),
  sort: z.preprocess(lowerCased, z.enum(['name', 'price', 'category'], { message: 'Sort must be name, price or category.' })).optional(),
  page: wholeNumber(1, 1_000_000, 'Page must be a whole number from 1.').optional(),
  pageSize: wholeNumber(1, CATALOG_PAGE_SIZE_MAX, `Page size must be a whole number from 1 to ${CATALOG_PAGE_SIZE_MAX}.`).optional(),
  slugs: singleLineText()
    .max(CATALOG_SLUGS_MAX * 121, { message: 'Too many slugs.' })
    .transform((text) => text.split(',').map((slug) => slug.trim().toLowerCase()).filter(Boolean))
    .pipe(z.array(z.string()).min(1, { message: 'Name at least one slug.' }).max(CATALOG_SLUGS_MAX, { message: `Name at most ${CATALOG_SLUGS_MAX} slugs.` }))
    .optional(),
});

function validationError(error: z.ZodError): AppError {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) fields[issue.path.map(String).join('.') || 'query'] ??= issue.message;
  return new AppError('validation_failed', 'Some fields are not valid.', fields);
}

const productParams = z.object({ slug: singleLineText().min(1).max(200) });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: CatalogService; benchRoutes?: boolean }> = async (
  app,
  { catalog, benchRoutes = false },
) => {
  app.get(
    '/api/products',
    {
      schema: {
        tags: ['catalogue'],
        summary: `One page of the public catalogue with the total matching: optional search (ranked: exact refrigerant number, then prefix, then anywhere), category (all, hfc, hfo, hcfc, cfc, natural, automotive, commercial, industrial), sort (name, price, category; ties by id), slugs (just these products, in this order), page (from 1) and pageSize (${CATALOG_PAGE_SIZE} by default, at most ${CATALOG_PAGE_SIZE_MAX}); ETag / If-None-Match`,
        response: { 200: productListResponse },
      },
    },
    async (request, reply) => {
      // The hot path (no query at all) skips validation and answers the first page's cached bytes.
      if (!request.url.includes('?')) return sendSnapshot(request, reply, await catalog.page());
      const parsed = catalogQuerySchema.safeParse(request.query);
      if (!parsed.success) throw validationError(parsed.error);
      const { category, ...rest } = parsed.data;
      return sendSnapshot(request, reply, await catalog.page({ ...rest, ...(category ? { category } : {}) }));
    },
  );

  app.get(
    '/api/catalogue/summary',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'The number of public products and the largest package saving any of them offers (the wholesale page)',
        response: { 200: catalogueSummaryResponse },
      },
    },
    async (_request, reply) => {
      const index = await catalog.catalogue();
      reply.header('Cache-Control', 'public, max-age=0, must-revalidate');
      return { total: index.products.length, largestSavingPercent: index.largestSavingPercent };
    },
  );

  app.get(
    '/api/products/:slug',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One product by its slug (or its id, for older links), with its French and Spanish description and applications (ETag / If-None-Match)',
        params: productParams,
        response: { 200: z.object({ product: productDetailSchema }) },
      },
    },
    async (request, reply) => {
      const index = await catalog.catalogue();
      const key = request.params.slug.toLowerCase();
      const product = index.bySlug.get(key) ?? (UUID.test(key) ? index.byId.get(key) : undefined);
      if (!product) throw notFound('Product not found.');
      return sendSnapshot(request, reply, index.productSnapshot(product));
    },
  );

  if (benchRoutes) {
    // Baseline for `npm run bench`: the same bytes as /api/products, captured once, with no cache logic at all.
    let frozen: Buffer | null = null;
    app.get('/api/__bench/precomputed-products', { schema: { hide: true } }, async (_request, reply) => {
      frozen ??= Buffer.from((await catalog.page()).body);
      return reply.type('application/json; charset=utf-8').send(frozen);
    });
  }
};
