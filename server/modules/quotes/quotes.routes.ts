import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@domain/schemas/error';
import { QUOTE_MESSAGES, quoteNumberParams, quoteResponse, submitQuoteRequest } from '@domain/schemas/quotes';
import { AppError } from '../../errors';
import { languageOf } from '../../lib/request-language';
import { validationFailure } from '../orders/request-validation';
import type { QuoteService } from './quotes.service';

const tags = ['quotes'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };

export const quoteRoutes: FastifyPluginAsyncZod<{ quotes: QuoteService }> = async (app, { quotes }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/quotes',
    {
      schema: { tags, summary: 'Submit a quote request (signed in)', body: submitQuoteRequest, response: { 201: quoteResponse, ...errors } },
      attachValidation: true,
    },
    async (request, reply) => {
      const session = await request.currentSession();
      if (!session) throw new AppError('unauthorized', QUOTE_MESSAGES.authRequired);
      if (request.validationError) throw validationFailure(request.validationError);
      const quote = await quotes.submitQuote(session.user.id, request.body, languageOf(request));
      return reply.code(201).send({ quote });
    },
  );

  app.get(
    '/api/quotes/:quoteNumber',
    { schema: { tags, summary: 'A quote request, for the customer who sent it', params: quoteNumberParams, response: { 200: quoteResponse, ...errors } } },
    async (request) => {
      const session = await request.currentSession();
      const quote = await quotes.findQuote(request.params.quoteNumber, session?.user.id ?? null);
      // Someone else's quote answers exactly like one that does not exist (RELIABILITY 18).
      if (!quote) throw new AppError('not_found', QUOTE_MESSAGES.notFound);
      return { quote };
    },
  );
};
