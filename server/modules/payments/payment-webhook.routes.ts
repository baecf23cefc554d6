import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAYMENT_EVENT_OUTCOMES } from '@domain/payment-events';
import { apiErrorSchema } from '@domain/schemas/error';
import { AppError } from '../../errors';
import { BadSignature } from './payment-gateway';
import { receiveWebhook, type WebhookDeps } from './payment-webhook';

/** The provider signs its webhooks in this header (the sandbox uses the same one). */
export const SIGNATURE_HEADER = 'stripe-signature';
export const WEBHOOK_BODY_LIMIT = 256 * 1024;
/** Deliveries per client address and minute: the provider retries, it never floods. */
const WEBHOOK_RATE_LIMIT = { max: 600, timeWindow: 60_000 };

const SIGNATURE_MESSAGE = 'The webhook signature is missing, wrong or too old.';

/**
 * POST /api/payments/webhook in a plugin of its own (docs/decisions/040 "Webhooks"): its JSON parser keeps the raw
 * bytes the signature covers, 256 KB at most; no session and no CSRF check apply (no cookie comes with it), and its
 * rate limit is its own.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod<WebhookDeps> = async (app, deps) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body));

  app.post(
    '/api/payments/webhook',
    {
      bodyLimit: WEBHOOK_BODY_LIMIT,
      config: { rateLimit: { ...WEBHOOK_RATE_LIMIT, keyGenerator: (request) => `payment-webhook:${request.ip}` } },
      schema: {
        tags: ['payments'],
        summary: `The payment provider's events, signed over the raw body (header ${SIGNATURE_HEADER}); each event is applied once`,
        headers: z.object({ [SIGNATURE_HEADER]: z.string().max(2000).optional() }),
        response: { 200: z.object({ received: z.literal(true), outcome: z.enum(PAYMENT_EVENT_OUTCOMES) }), 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const header = request.headers[SIGNATURE_HEADER];
      try {
        const outcome = await receiveWebhook(deps, raw, typeof header === 'string' ? header : undefined);
        return { received: true as const, outcome };
      } catch (err) {
        if (err instanceof BadSignature) throw new AppError('validation_failed', SIGNATURE_MESSAGE, { [SIGNATURE_HEADER]: SIGNATURE_MESSAGE });
        throw err;
      }
    },
  );
};
