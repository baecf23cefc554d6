import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@domain/schemas/admin';
import { apiErrorSchema } from '@domain/schemas/error';
import { adminQuoteListQuery, adminQuoteListResponse, adminQuoteResponse, reviewQuoteRequest, sendQuoteRequest } from '@domain/schemas/quotes-admin';
import { adminActor } from '../audit/admin-actor';
import { validationFailure } from '../orders/request-validation';
import type { AdminQuoteService } from './quotes.admin.service';

const tags = ['admin'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema };

/** /api/admin/quotes: the back office's quote list, a quote's details, marking it reviewed and pricing it (behind the admin guard). */
export const quoteAdminRoutes: FastifyPluginAsyncZod<{ adminQuotes: AdminQuoteService }> = async (app, { adminQuotes }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/admin/quotes',
    {
      schema: {
        tags,
        summary: 'Quotes, newest first: filter by status (a quoted quote past its day is expired), search by number, customer, e-mail or company',
        querystring: adminQuoteListQuery,
        response: { 200: adminQuoteListResponse, ...errors },
      },
    },
    async (request) => adminQuotes.list(request.query),
  );

  app.get(
    '/api/admin/quotes/:id',
    { schema: { tags, summary: 'One quote: buyer, company, lines (with today’s catalogue prices), notes, pricing, answer', params: idParams, response: { 200: adminQuoteResponse, ...errors } } },
    async (request) => ({ quote: await adminQuotes.details(request.params.id) }),
  );

  app.patch(
    '/api/admin/quotes/:id/review',
    { schema: { tags, summary: 'Mark a pending quote reviewed', params: idParams, body: reviewQuoteRequest, response: { 200: adminQuoteResponse, ...errors } }, attachValidation: true },
    async (request) => {
      if (request.validationError) throw validationFailure(request.validationError);
      return { quote: await adminQuotes.markReviewed(request.params.id, request.body.version, await adminActor(request)) };
    },
  );

  app.post(
    '/api/admin/quotes/:id/send',
    {
      schema: {
        tags,
        summary: 'Send Quote: a unit price per line, optional shipping, a message and a valid-until day; e-mails the buyer in their language',
        params: idParams,
        body: sendQuoteRequest,
        response: { 200: adminQuoteResponse, ...errors },
      },
      // Each refusal names its field (items.0.unitPrice, validUntil, an unknown key such as a total).
      attachValidation: true,
    },
    async (request) => {
      if (request.validationError) throw validationFailure(request.validationError);
      return { quote: await adminQuotes.send(request.params.id, request.body, await adminActor(request)) };
    },
  );
};
