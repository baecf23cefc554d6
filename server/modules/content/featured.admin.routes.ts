import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@domain/schemas/admin';
import { apiErrorSchema } from '@domain/schemas/error';
import {
  createFeaturedRequest,
  featuredCandidatesQuery,
  featuredCandidatesResponse,
  featuredEntryResponse,
  featuredSectionsResponse,
  reorderFeaturedRequest,
  updateFeaturedRequest,
} from '@domain/schemas/featured';
import { adminActor } from '../audit/admin-actor';
import type { FeaturedService } from './featured.service';

const tags = ['admin'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** /admin/featured-products: the four sections, the product picker, add, activate, reorder, remove. */
export const featuredAdminRoutes: FastifyPluginAsyncZod<{ featured: FeaturedService }> = async (app, { featured }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/featured-products',
    { schema: { tags, summary: 'Every featured section with its entries in display order', response: { 200: featuredSectionsResponse, ...errors } } },
    async () => featured.sections(),
  );

  app.get(
    '/api/admin/featured-products/candidates',
    {
      schema: {
        tags,
        summary: 'Products that can be featured (archived ones left out), searched by name or SKU, by name, one page',
        querystring: featuredCandidatesQuery,
        response: { 200: featuredCandidatesResponse, ...errors },
      },
    },
    async (request) => featured.candidates(request.query),
  );

  app.post(
    '/api/admin/featured-products',
    {
      schema: {
        tags,
        summary: 'Add a product at the end of a section, active; 409 when it is already in that section',
        body: createFeaturedRequest,
        response: { 201: featuredEntryResponse, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send({ entry: await featured.add(await adminActor(request), request.body) }),
  );

  app.put(
    '/api/admin/featured-products/order',
    {
      schema: {
        tags,
        summary: 'Reorder one section: every entry of it, in the new order, each with the version it was loaded at',
        body: reorderFeaturedRequest,
        response: { 200: featuredSectionsResponse, ...errors },
      },
    },
    async (request) => featured.reorder(await adminActor(request), request.body.sectionName, request.body.entries),
  );

  app.patch(
    '/api/admin/featured-products/:id',
    {
      schema: {
        tags,
        summary: 'Activate or deactivate an entry; 409 when it changed since the given version',
        params: idParams,
        body: updateFeaturedRequest,
        response: { 200: featuredEntryResponse, ...errors },
      },
    },
    async (request) => ({ entry: await featured.setActive(await adminActor(request), request.params.id, request.body) }),
  );

  app.delete(
    '/api/admin/featured-products/:id',
    { schema: { tags, summary: 'Remove an entry at once (the product stays in the catalogue)', params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await featured.remove(await adminActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
