import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { advertsResponse, homeContentResponse, storefrontSectionParams, storefrontSectionResponse } from '@domain/schemas/content';
import { apiErrorSchema } from '@domain/schemas/error';
import { sendSnapshot } from '../../lib/cached-json';
import type { ContentService } from './content.service';

export const contentRoutes: FastifyPluginAsyncZod<{ content: ContentService }> = async (app, { content }) => {
  app.get(
    '/api/content/home',
    {
      schema: {
        tags: ['storefront'],
        summary: 'Home page content: the homepage-hero image, approved testimonials (at most 6), featured products (3) and the inventory links',
        response: { 200: homeContentResponse },
      },
    },
    async (request, reply) => sendSnapshot(request, reply, await content.home.get()),
  );

  app.get(
    '/api/content/adverts',
    {
      schema: {
        tags: ['storefront'],
        summary: 'Active adverts in display order (sanitised HTML, \'$500\' replaced by the free-shipping threshold); dates are checked by the client',
        response: { 200: advertsResponse },
      },
    },
    async (request, reply) => sendSnapshot(request, reply, await content.adverts.get()),
  );

  app.get(
    '/api/content/featured/:section',
    {
      schema: {
        tags: ['storefront'],
        summary: 'A featured section shown outside the home page (recommended: product pages, trending: /products): its active products in display order, at most 5',
        params: storefrontSectionParams,
        response: { 200: storefrontSectionResponse, 400: apiErrorSchema },
      },
    },
    async (request, reply) => sendSnapshot(request, reply, await content.sections[request.params.section].get()),
  );
};
