import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@domain/schemas/error';
import { heroImageQuery, heroImageResponse } from '@domain/schemas/hero-images';
import type { HeroImageService } from './hero-images.service';

export const heroImageRoutes: FastifyPluginAsyncZod<{ heroImages: HeroImageService }> = async (app, { heroImages }) => {
  app.get(
    '/api/content/hero-images',
    {
      schema: {
        tags: ['storefront'],
        summary: 'The active image of one location (homepage-hero, about-hero, about-facility, …), or null',
        querystring: heroImageQuery,
        response: { 200: heroImageResponse, 400: apiErrorSchema },
      },
    },
    async (request) => ({ image: await heroImages.shown(request.query.location) }),
  );
};
