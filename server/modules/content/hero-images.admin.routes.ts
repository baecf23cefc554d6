import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@domain/schemas/admin';
import { apiErrorSchema } from '@domain/schemas/error';
import { heroImageInput, heroImageListResponse, heroImageSchema, heroImageToggleInput } from '@domain/schemas/hero-images';
import { adminActor } from '../audit/admin-actor';
import type { HeroImageService } from './hero-images.service';

const tags = ['admin'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** Website Image Management (back-office spec §2, §5, §7). */
export const heroImageAdminRoutes: FastifyPluginAsyncZod<{ heroImages: HeroImageService }> = async (app, { heroImages }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/hero-images',
    { schema: { tags, summary: 'The image of each location that has one, by location', response: { 200: heroImageListResponse, ...errors } } },
    async () => heroImages.list(),
  );

  app.put(
    '/api/admin/hero-images',
    {
      schema: {
        tags,
        summary: 'Set the image of a location (location and uploaded image required), replacing the one it had',
        body: heroImageInput,
        response: { 200: heroImageSchema, ...errors },
      },
    },
    async (request) => heroImages.save(await adminActor(request), request.body),
  );

  app.patch(
    '/api/admin/hero-images/:id',
    {
      schema: { tags, summary: 'Show or hide an image (409 when stale)', params: idParams, body: heroImageToggleInput, response: { 200: heroImageSchema, ...errors } },
    },
    async (request) => heroImages.setActive(await adminActor(request), request.params.id, request.body),
  );

  app.delete(
    '/api/admin/hero-images/:id',
    { schema: { tags, summary: 'Delete an image (the screen asks first)', params: idParams, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await heroImages.remove(await adminActor(request), request.params.id);
      return reply.code(204).send(null);
    },
  );
};
