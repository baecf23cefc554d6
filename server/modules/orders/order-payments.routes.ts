import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@domain/schemas/error';
import { ORDER_MESSAGES, orderNumberParams, orderResponse, payAgainRequest } from '@domain/schemas/orders';
import { paymentsConfigSchema } from '@domain/schemas/payments';
import { AppError } from '../../errors';
import type { PaymentGateway } from '../payments/payment-gateway';
import type { OrderSecrets } from './guest-access';
import type { OrderPaymentService } from './order-payments.service';
import { orderReaderOf } from './order-reader';
import { validationFailure } from './request-validation';

const errors = { 400: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema, 503: apiErrorSchema };

/** Payment calls per client address and window: each one reaches the provider. */
const PAYMENT_RATE_LIMIT = { max: 30, timeWindow: 15 * 60_000 };

export interface OrderPaymentRoutesOptions {
  gateway: PaymentGateway;
  payments: OrderPaymentService;
  secrets: OrderSecrets;
}

/** The provider's fields' settings, the sync after a second step, and paying an order again (docs/decisions/040). */
export const orderPaymentRoutes: FastifyPluginAsyncZod<OrderPaymentRoutesOptions> = async (app, { gateway, payments, secrets }) => {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    '/api/payments/config',
    { schema: { tags: ['payments'], summary: "What the checkout needs to draw the payment provider's fields", response: { 200: paymentsConfigSchema } } },
    async () => gateway.browserConfig(),
  );

  app.post(
    '/api/orders/:orderNumber/payment/sync',
    {
      config: { rateLimit: { ...PAYMENT_RATE_LIMIT, keyGenerator: (request) => `payment-sync:${request.ip}` } },
      schema: {
        tags: ['orders'],
        summary: "After the buyer's second step: the server asks the provider for the order's payment and applies it (owner or guest browser)",
        params: orderNumberParams,
        response: { 200: orderResponse, ...errors },
      },
    },
    async (request) => {
      const order = await payments.sync(request.params.orderNumber, await orderReaderOf(request, secrets, request.params.orderNumber));
      if (!order) throw new AppError('not_found', ORDER_MESSAGES.orderNotFound);
      return { order };
    },
  );

  app.post(
    '/api/orders/:orderNumber/payment',
    {
      config: { rateLimit: { ...PAYMENT_RATE_LIMIT, keyGenerator: (request) => `payment-again:${request.ip}` } },
      schema: {
        tags: ['orders'],
        summary: "Pay an unpaid card or bank debit order again with a new token from the provider's fields (owner or guest browser)",
        params: orderNumberParams,
        body: payAgainRequest,
        response: { 200: orderResponse, ...errors },
      },
      attachValidation: true,
    },
    async (request) => {
      if (request.validationError) throw validationFailure(request.validationError);
      const order = await payments.payAgain(request.params.orderNumber, await orderReaderOf(request, secrets, request.params.orderNumber), request.body.payment);
      if (!order) throw new AppError('not_found', ORDER_MESSAGES.orderNotFound);
      return { order };
    },
  );
};
