import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@domain/schemas/admin';
import {
  adminProductAnswer,
  adminProductListQuery,
  adminProductListResponse,
  productCreateRequest,
  productDeleteResponse,
  productUpdateRequest,
} from '@domain/schemas/admin-products';
import { apiErrorSchema } from '@domain/schemas/error';
import { adminActor } from '../audit/admin-actor';
import type { CatalogAdminService } from './catalog.admin.service';

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema } as const;
const tags = ['admin', 'catalogue'];

/** /api/admin/products: the back office's product management (back-office spec §2, §3, §5). */
export const catalogAdminRoutes: FastifyPluginAsyncZod<{ products: CatalogAdminService }> = async (app, { products }) => {
  app.get(
    '/api/admin/products',
    {
      schema: {
        tags,
        summary: 'Products, a page at a time: search by name or SKU, category, availability and archived filters, sort',
        querystring: adminProductListQuery,
        response: { 200: adminProductListResponse, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return products.list(request.query);
    },
  );

  app.get(
    '/api/admin/products/:id',
    {
      schema: {
        tags,
        summary: 'One product with every field of the form; updatedAt is the version an edit sends back',
        params: idParams,
        response: { 200: adminProductAnswer, ...errors, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { product: await products.get(request.params.id) };
    },
  );

  app.post(
    '/api/admin/products',
    {
      schema: {
        tags,
        summary: 'Adds a product (name and price required); its slug comes from the name; a SKU already used answers 409',
        body: productCreateRequest,
        response: { 201: adminProductAnswer, ...errors, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const product = await products.create(await adminActor(request), request.body);
      return reply.code(201).send({ product });
    },
  );

  app.patch(
    '/api/admin/products/:id',
    {
      schema: {
        tags,
        summary: 'Changes the fields given; `version` is the updatedAt the edit started from (409 when the product changed since)',
        params: idParams,
        body: productUpdateRequest,
        response: { 200: adminProductAnswer, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => ({ product: await products.update(await adminActor(request), request.params.id, request.body) }),
  );

  app.delete(
    '/api/admin/products/:id',
    {
      schema: {
        tags,
        summary: 'Deletes a product; one named by an order or a quote is archived instead (result says which)',
        params: idParams,
        response: { 200: productDeleteResponse, ...errors, 404: apiErrorSchema },
      },
    },
    async (request) => products.remove(await adminActor(request), request.params.id),
  );

  app.post(
    '/api/admin/products/:id/restore',
    {
      schema: {
        tags,
        summary: 'Brings an archived product back to the storefront (409 when it is not archived)',
        params: idParams,
        response: { 200: adminProductAnswer, ...errors, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request) => ({ product: await products.restore(await adminActor(request), request.params.id) }),
  );
};
