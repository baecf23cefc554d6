import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { aboutContentResponse } from '@domain/schemas/about';
import { sendSnapshot } from '../../lib/cached-json';
import type { AboutContent } from './team.service';

/** /about's read: the team, the about-hero and about-facility images and the active certificates. */
export const aboutRoutes: FastifyPluginAsyncZod<{ about: AboutContent }> = async (app, { about }) => {
  app.get(
    '/api/content/about',
    {
      schema: {
        tags: ['storefront'],
        summary: 'About page content: team members in display order, the active about-hero and about-facility images, active certificates',
        response: { 200: aboutContentResponse },
      },
    },
    async (request, reply) => sendSnapshot(request, reply, await about.cached.get()),
  );
};
