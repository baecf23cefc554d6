import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@domain/schemas/error';
import { IDEMPOTENCY_KEY_PATTERN, ORDER_MESSAGES, orderResponse } from '@domain/schemas/orders';
import { QUOTE_MESSAGES, QUOTE_RATE_LIMIT, acceptQuoteRequest, declineQuoteRequest, quoteDestinationQuery, quoteNumberParams, quoteResponse, submitQuoteRequest } from '@domain/schemas/quotes';
import { normalizeReference } from '@domain/order-numbers';
import { AppError } from '../../errors';
import { languageOf } from '../../lib/request-language';
import type { OrderSecrets } from '../orders/guest-access';
import { validationFailure } from '../orders/request-validation';
import { createQuoteRequestGuard } from './quote-request-limit';
import type { QuoteService } from './quotes.service';

const tags = ['quotes'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema };

export interface QuoteRoutesOptions {
  quotes: QuoteService;
  /** Signs the accept request's hash, stored with its Idempotency-Key like an order's. */
  secrets?: OrderSecrets;
}

export const quoteRoutes: FastifyPluginAsyncZod<QuoteRoutesOptions> = async (app, { quotes, secrets }) => {
  const countQuoteRequest = createQuoteRequestGuard(app);

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/quotes',
    {
      schema: {
        tags,
        summary: `Submit a quote request (signed in; ${QUOTE_RATE_LIMIT.perAccount} per account and ${QUOTE_RATE_LIMIT.perAddress} per client address every ${QUOTE_RATE_LIMIT.windowMinutes} minutes); acknowledged to the account's own address`,
        body: submitQuoteRequest,
        response: { 201: quoteResponse, ...errors },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const session = await request.currentSession();
      if (!session) throw new AppError('unauthorized', QUOTE_MESSAGES.authRequired);
      // A malformed request is refused first, naming its field, and costs nothing: only a request that could send mail counts.
      if (request.validationError) throw validationFailure(request.validationError);
      await countQuoteRequest(request, reply);
      const quote = await quotes.submitQuote(session.user.id, request.body, languageOf(request));
      return reply.code(201).send({ quote });
    },
  );

  app.get(
    '/api/quotes/:quoteNumber',
    {
      schema: {
        tags,
        summary: 'A quote request, for the customer who sent it; country and state give the tax and total for that destination',
        params: quoteNumberParams,
        querystring: quoteDestinationQuery,
        response: { 200: quoteResponse, ...errors },
      },
    },
    async (request) => {
      const session = await request.currentSession();
      const { country, state } = request.query;
      const quote = await quotes.findQuote(request.params.quoteNumber, session?.user.id ?? null, country ? { country, state: state ?? null } : undefined);
      // Someone else's quote answers exactly like one that does not exist (RELIABILITY 18).
      if (!quote) throw new AppError('not_found', QUOTE_MESSAGES.notFound);
      return { quote };
    },
  );

  app.post(
    '/api/quotes/:quoteNumber/accept',
    {
      schema: {
        tags,
        summary: 'Accept a priced quote (signed in, header Idempotency-Key, body.version as read): one order at the quoted prices, through checkout; 409 with the new figures when it was priced again since',
        params: quoteNumberParams,
        body: acceptQuoteRequest,
        response: { 201: orderResponse, ...errors },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const session = await request.currentSession();
      if (!session) throw new AppError('unauthorized', ORDER_MESSAGES.authRequired);
      if (request.validationError) throw validationFailure(request.validationError);
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
        throw new AppError('validation_failed', ORDER_MESSAGES.idempotencyKeyRequired, { 'Idempotency-Key': ORDER_MESSAGES.idempotencyKeyRequired });
      }
      if (!secrets) throw new Error('quote routes need the order secrets to accept quotes');
      const quoteNumber = normalizeReference(request.params.quoteNumber);
      const answer = await quotes.accept({
        quoteNumber,
        userId: session.user.id,
        input: request.body,
        idempotencyKey: key,
        requestHash: secrets.requestHash(session.user.id, { acceptQuote: quoteNumber, ...request.body }),
        language: languageOf(request),
        client: { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
      });
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(answer.status).send(answer.body);
    },
  );

  app.post(
    '/api/quotes/:quoteNumber/decline',
    {
      schema: { tags, summary: 'Decline a priced quote, with an optional reason (signed in)', params: quoteNumberParams, body: declineQuoteRequest, response: { 200: quoteResponse, ...errors } },
      attachValidation: true,
    },
    async (request) => {
      const session = await request.currentSession();
      if (!session) throw new AppError('unauthorized', QUOTE_MESSAGES.authRequired);
      if (request.validationError) throw validationFailure(request.validationError);
      return { quote: await quotes.decline(request.params.quoteNumber, session.user.id, request.body.reason) };
    },
  );
};
