import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@domain/schemas/error';
import {
  newsletterSubscribeInput,
  newsletterSubscribeResponse,
  newsletterUnsubscribeInput,
  newsletterUnsubscribeResponse,
} from '@domain/schemas/newsletter';
import { AppError } from '../../errors';
import type { NewsletterService } from './newsletter.service';

/** Enough for a household or an office behind one address, too few to fill the list with junk. */
const SUBSCRIBE_RATE_LIMIT = {
  max: 10,
  timeWindow: 15 * 60_000,
  keyGenerator: (request: FastifyRequest) => `newsletter:${request.ip}`,
  errorResponseBuilder: () => new AppError('rate_limited', 'Too many subscription attempts. Please try again later.'),
};

export const newsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService }> = async (app, { newsletter }) => {
  app.post(
    '/api/newsletter',
    {
      // Applies once server/plugins/rate-limit.ts is registered; ignored otherwise.
      config: { rateLimit: SUBSCRIBE_RATE_LIMIT },
      schema: {
        tags: ['storefront'],
        summary: 'Subscribe an e-mail address to the newsletter',
        body: newsletterSubscribeInput,
        response: { 201: newsletterSubscribeResponse, 400: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await newsletter.subscribe(request.body);
      return reply.code(201).send({ subscribed: true });
    },
  );

  const unsubscribeSchema = {
    tags: ['storefront'],
    summary: 'Unsubscribe with the token of a newsletter e-mail link',
    response: { 200: newsletterUnsubscribeResponse, 400: apiErrorSchema, 404: apiErrorSchema },
  };

  app.get('/api/newsletter/unsubscribe', { schema: { ...unsubscribeSchema, querystring: newsletterUnsubscribeInput } }, async (request) => {
    await newsletter.unsubscribe(request.query.token);
    return { unsubscribed: true as const };
  });

  app.post('/api/newsletter/unsubscribe', { schema: { ...unsubscribeSchema, body: newsletterUnsubscribeInput } }, async (request) => {
    await newsletter.unsubscribe(request.body.token);
    return { unsubscribed: true as const };
  });
};
