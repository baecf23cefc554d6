import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@domain/schemas/error';
import {
  NEWSLETTER_MESSAGES,
  newsletterConfirmInput,
  newsletterConfirmResponse,
  newsletterSubscribeInput,
  newsletterSubscribeResponse,
  newsletterUnsubscribeInput,
  newsletterUnsubscribeResponse,
} from '@domain/schemas/newsletter';
import { AppError } from '../../errors';
import { languageOf } from '../../lib/request-language';
import type { NewsletterService } from './newsletter.service';

/** Enough for a household or an office behind one address, too few to fill the list with junk. */
const SUBSCRIBE_RATE_LIMIT = {
  max: 10,
  timeWindow: 15 * 60_000,
  keyGenerator: (request: FastifyRequest) => `newsletter:${request.ip}`,
  errorResponseBuilder: () => new AppError('rate_limited', NEWSLETTER_MESSAGES.rateLimited),
};

export const newsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterService }> = async (app, { newsletter }) => {
  app.post(
    '/api/newsletter',
    {
      // Applies once server/plugins/rate-limit.ts is registered; ignored otherwise.
      config: { rateLimit: SUBSCRIBE_RATE_LIMIT },
      schema: {
        tags: ['storefront'],
        summary:
          'Ask to subscribe: a confirmation link is e-mailed in the visitor’s language (at most one an hour per address); the same answer whatever the address’s state (docs/decisions/031)',
        body: newsletterSubscribeInput,
        response: { 200: newsletterSubscribeResponse, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      await newsletter.subscribe(request.body, { ip: request.ip, language: languageOf(request) });
      return { received: true as const };
    },
  );

  app.post(
    '/api/newsletter/confirm',
    {
      schema: {
        tags: ['storefront'],
        summary: 'Confirm a subscription with the token of the e-mailed link (once; a second use answers already_confirmed)',
        body: newsletterConfirmInput,
        response: { 200: newsletterConfirmResponse, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => newsletter.confirm(request.body.token, request.ip),
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
