import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminListQuery, idParams } from '@domain/schemas/admin';
import { adminAdvertSchema, advertCreateInput, advertListResponse, advertPreviewInput, advertPreviewResponse, advertUpdateInput } from '@domain/schemas/adverts';
import { apiErrorSchema } from '@domain/schemas/error';
import { adminActor } from '../audit/admin-actor';
import type { AdvertAdminService } from './adverts.admin.service';

const guarded = { 401: apiErrorSchema, 403: apiErrorSchema };
const tags = ['admin'];

/** Advert Management (back-office spec §2, §5, §8); the admin guard has already refused anyone but an admin. */
export const advertAdminRoutes: FastifyPluginAsyncZod<{ adverts: AdvertAdminService }> = async (app, { adverts }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/adverts',
    { schema: { tags, summary: 'Adverts in display order (order index)', querystring: adminListQuery.omit({ q: true }), response: { 200: advertListResponse, 400: apiErrorSchema, ...guarded } } },
    async (request) => adverts.list(request.query),
  );

  app.get(
    '/api/admin/adverts/:id',
    { schema: { tags, summary: 'One advert', params: idParams, response: { 200: adminAdvertSchema, 400: apiErrorSchema, 404: apiErrorSchema, ...guarded } } },
    async (request) => adverts.get(request.params.id),
  );

  app.post(
    '/api/admin/adverts/preview',
    {
      schema: {
        tags,
        summary: 'The advert HTML as the server’s allow-list leaves it (the form’s live preview); nothing is stored',
        body: advertPreviewInput,
        response: { 200: advertPreviewResponse, 400: apiErrorSchema, ...guarded },
      },
    },
    async (request) => adverts.preview(request.body.content),
  );

  app.post(
    '/api/admin/adverts',
    {
      schema: {
        tags,
        summary: 'Create an advert (HTML sanitised before storage; order index = the number of adverts unless given)',
        body: advertCreateInput,
        response: { 201: adminAdvertSchema, 400: apiErrorSchema, ...guarded },
      },
    },
    async (request, reply) => reply.code(201).send(await adverts.create(await adminActor(request), request.body)),
  );

  app.put(
    '/api/admin/adverts/:id',
    {
      schema: {
        tags,
        summary: 'Edit an advert from the version the form loaded (409 when someone saved it since)',
        params: idParams,
        body: advertUpdateInput,
        response: { 200: adminAdvertSchema, 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, ...guarded },
      },
    },
    async (request) => adverts.update(await adminActor(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/adverts/:id',
    { schema: { tags, summary: 'Delete an advert', params: idParams, response: { 204: z.null(), 400: apiErrorSchema, 404: apiErrorSchema, ...guarded } } },
    async (request, reply) => {
      await adverts.remove(await adminActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
