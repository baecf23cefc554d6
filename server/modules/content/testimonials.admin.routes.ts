import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@domain/schemas/admin';
import { apiErrorSchema } from '@domain/schemas/error';
import { adminTestimonialListQuery, adminTestimonialListResponse, adminTestimonialSchema, updateTestimonialRequest } from '@domain/schemas/testimonials';
import { adminActor } from '../audit/admin-actor';
import type { TestimonialService } from './testimonials.service';

const tags = ['admin'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** Testimonial Management (back-office spec §2, §4): filters with counts, approve, reject, order, language (issue 24), delete. */
export const testimonialAdminRoutes: FastifyPluginAsyncZod<{ testimonials: TestimonialService }> = async (app, { testimonials }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/testimonials',
    {
      schema: {
        tags,
        summary: 'Testimonials, one page: all, pending (newest first) or approved (display order), optionally of one language, with the three counts',
        querystring: adminTestimonialListQuery,
        response: { 200: adminTestimonialListResponse, ...errors },
      },
    },
    async (request) => testimonials.list(request.query),
  );

  app.patch(
    '/api/admin/testimonials/:id',
    {
      schema: {
        tags,
        summary: 'Approve, reject (back to pending), set the order index or the language it is written in, from the version the screen loaded (409 when stale)',
        params: idParams,
        body: updateTestimonialRequest,
        response: { 200: adminTestimonialSchema, ...errors },
      },
    },
    async (request) => testimonials.update(await adminActor(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/testimonials/:id',
    { schema: { tags, summary: 'Delete a testimonial', params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await testimonials.remove(await adminActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
