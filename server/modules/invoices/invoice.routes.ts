import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { normalizeReference } from '@domain/order-numbers';
import { idParams } from '@domain/schemas/admin';
import { apiErrorSchema } from '@domain/schemas/error';
import { ORDER_MESSAGES, orderAccessQuery, orderNumberParams } from '@domain/schemas/orders';
import { AppError } from '../../errors';
import { guestTokens, hashGuestToken, orderLinkTokens, type OrderSecrets } from '../orders/guest-access';
import type { OrderService } from '../orders/orders.service';
import type { Invoice, InvoiceService } from './invoice.service';

export interface InvoiceRoutesOptions {
  invoices: InvoiceService;
  /** Decides who may read an order (owner, guest browser, signed link): the invoice follows the same rule. */
  orders: OrderService;
  secrets: OrderSecrets;
}

const pdfBody = z.string().describe('application/pdf');

/** Each invoice is drawn on request (CPU the caller does not pay for): a bound per client address. */
export const INVOICE_RATE_LIMIT = { max: 30, windowMinutes: 5 } as const;
export const INVOICE_RATE_LIMITED = 'Too many invoice downloads from this address. Please try again in a few minutes.';

function sendPdf(reply: FastifyReply, invoice: Invoice) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="invoice-${invoice.orderNumber}.pdf"`)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(invoice.pdf);
}

/**
 * An order's invoice as a PDF: for whoever may read the order (GET /api/orders/:orderNumber answers alike; under
 * /api/orders so the guest cookies, scoped to that path, come along) and for the back office.
 */
export const invoiceRoutes: FastifyPluginAsyncZod<InvoiceRoutesOptions> = async (app, { invoices, orders, secrets }) => {
  app.get(
    '/api/orders/:orderNumber/invoice',
    {
      config: {
        rateLimit: {
          max: INVOICE_RATE_LIMIT.max,
          timeWindow: INVOICE_RATE_LIMIT.windowMinutes * 60_000,
          keyGenerator: (request: FastifyRequest) => `invoice:${request.ip}`,
          errorResponseBuilder: () => new AppError('rate_limited', INVOICE_RATE_LIMITED),
        },
      },
      schema: {
        tags: ['orders'],
        summary: 'The invoice of an order (PDF, in the order’s language), for whoever may read the order; 404 for anyone else',
        params: orderNumberParams,
        querystring: orderAccessQuery,
        produces: ['application/pdf'],
        response: { 200: pdfBody, 400: apiErrorSchema, 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const session = await request.currentSession();
      const number = normalizeReference(request.params.orderNumber);
      const now = new Date();
      const token = request.query.token;
      const order = await orders.findOrder(number, {
        userId: session?.user.id ?? null,
        guestTokenHashes: guestTokens(request).map(hashGuestToken),
        openedByLink: (token !== undefined && secrets.opensOrder(token, number, now)) || orderLinkTokens(request).some((t) => secrets.opensOrder(t, number, now)),
      });
      // Someone else's order answers exactly like one that does not exist (RELIABILITY 18).
      const invoice = order ? await invoices.byNumber(order.orderNumber) : null;
      if (!invoice) throw new AppError('not_found', ORDER_MESSAGES.orderNotFound);
      return sendPdf(reply, invoice);
    },
  );

  app.get(
    '/api/admin/orders/:id/invoice',
    {
      schema: {
        tags: ['admin'],
        summary: 'The invoice of an order (PDF, in the order’s language)',
        params: idParams,
        produces: ['application/pdf'],
        response: { 200: pdfBody, 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const invoice = await invoices.byId(request.params.id);
      if (!invoice) throw new AppError('not_found', ORDER_MESSAGES.orderNotFound);
      return sendPdf(reply, invoice);
    },
  );
};
