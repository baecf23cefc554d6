import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '@domain/schemas/error';
import {
  IDEMPOTENCY_KEY_PATTERN,
  ORDER_MESSAGES,
  orderAccessQuery,
  orderNumberParams,
  orderPreviewRequest,
  orderPreviewResponse,
  orderResponse,
  placeOrderRequest,
  unpaidAllowanceResponse,
  type UnpaidAllowanceResponse,
} from '@domain/schemas/orders';
import { AppError } from '../../errors';
import { languageOf } from '../../lib/request-language';
import type { CouponAttemptGuard } from '../coupons/coupon-attempts';
import { normalizeReference } from '@domain/order-numbers';
import { GUEST_COOKIE, guestTokens, hashGuestToken, orderLinkTokens, rememberGuestToken, rememberOrderLink, type OrderSecrets } from './guest-access';
import type { OrderService } from './orders.service';
import { rawField, validationFailure } from './request-validation';

const tags = ['orders'];
const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema, 409: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema };

/** Orders placed per client address and window: each one may reserve stock and e-mail any address. */
export const ORDER_RATE_LIMIT = { max: 10, windowMinutes: 15 } as const;

function orderRateLimit(max: number) {
  return {
    max,
    timeWindow: ORDER_RATE_LIMIT.windowMinutes * 60_000,
    keyGenerator: (request: FastifyRequest) => `order:${request.ip}`,
    errorResponseBuilder: () => new AppError('rate_limited', 'Too many orders from this address. Please try again later.'),
  };
}

export interface OrderRoutesOptions {
  orders: OrderService;
  /** Signs guest tokens and request hashes. */
  secrets: OrderSecrets;
  /** Behind HTTPS the guest cookie is Secure. */
  secureCookies: boolean;
  /** Previews and orders carrying a code count against the coupon-attempt limit shared with /api/coupons/validate. */
  couponAttempts: CouponAttemptGuard;
  /** ORDER_RATE_LIMIT.max unless the configuration raises it (test runs, benchmarks). */
  orderRateLimitMax?: number;
  /** How many cylinders this buyer (null: a guest) may still reserve with an order paid later (unpaid-reservation.ts). */
  unpaidAllowance: (userId: string | null) => Promise<UnpaidAllowanceResponse>;
}

export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesOptions> = async (app, { orders, secrets, secureCookies, couponAttempts, orderRateLimitMax = ORDER_RATE_LIMIT.max, unpaidAllowance }) => {
  const countCouponAttempt = async (request: FastifyRequest) => couponAttempts(request, rawField(request.body, 'couponCode'));

  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.post(
    '/api/orders/preview',
    {
      preHandler: countCouponAttempt,
      schema: { tags, summary: 'Current prices and totals of a cart, with an optional coupon', body: orderPreviewRequest, response: { 200: orderPreviewResponse, ...errors } },
      attachValidation: true,
    },
    async (request) => {
      if (request.validationError) throw validationFailure(request.validationError);
      const destination = request.body.destination ?? undefined;
      const session = destination ? null : await request.currentSession();
      return orders.preview(request.body.items, request.body.couponCode, destination, session?.user.id ?? null);
    },
  );

  app.get(
    '/api/orders/unpaid-allowance',
    {
      schema: {
        tags,
        summary: 'How many cylinders the buyer (signed in, else a guest) may still reserve with an order paid by bank wire or check; null: no limit',
        response: { 200: unpaidAllowanceResponse },
      },
    },
    async (request) => {
      const session = await request.currentSession();
      return unpaidAllowance(session?.user.id ?? null);
    },
  );

  app.post(
    '/api/orders',
    {
      config: { rateLimit: orderRateLimit(orderRateLimitMax) },
      preHandler: countCouponAttempt,
      schema: {
        tags,
        summary: 'Place an order (header Idempotency-Key); the server computes every amount',
        body: placeOrderRequest,
        response: { 201: orderResponse, ...errors },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      const session = await request.currentSession();
      if (!session && rawField(request.body, 'guest') !== true) throw new AppError('unauthorized', ORDER_MESSAGES.authRequired);
      if (request.validationError) throw validationFailure(request.validationError);
      const key = request.headers['idempotency-key'];
      if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) {
        throw new AppError('validation_failed', ORDER_MESSAGES.idempotencyKeyRequired, { 'Idempotency-Key': ORDER_MESSAGES.idempotencyKeyRequired });
      }
      const userId = session?.user.id ?? null;
      const guestToken = userId ? null : secrets.guestToken(key);
      const answer = await orders.placeOrder({
        input: request.body,
        userId,
        guestTokenHash: guestToken ? hashGuestToken(guestToken) : null,
        idempotencyKey: key,
        requestHash: secrets.requestHash(userId, request.body),
        language: languageOf(request),
        client: { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' },
      });
      if (guestToken) rememberGuestToken(request, reply, guestToken, secureCookies);
      if (answer.replayed) reply.header('idempotent-replayed', 'true');
      return reply.code(201).send(answer.body);
    },
  );

  app.get(
    '/api/orders/:orderNumber',
    {
      schema: {
        tags,
        summary: `An order, for the signed-in buyer who placed it, the guest browser holding its ${GUEST_COOKIE} cookie, or the signed link of an e-mail (token)`,
        params: orderNumberParams,
        querystring: orderAccessQuery,
        response: { 200: orderResponse, ...errors },
      },
    },
    async (request, reply) => {
      const session = await request.currentSession();
      const number = normalizeReference(request.params.orderNumber);
      const now = new Date();
      const linkToken = request.query.token && secrets.opensOrder(request.query.token, number, now) ? request.query.token : null;
      const order = await orders.findOrder(number, {
        userId: session?.user.id ?? null,
        guestTokenHashes: guestTokens(request).map(hashGuestToken),
        openedByLink: linkToken !== null || orderLinkTokens(request).some((token) => secrets.opensOrder(token, number, now)),
      });
      // Someone else's order answers exactly like one that does not exist (RELIABILITY 18, 19).
      if (!order) throw new AppError('not_found', ORDER_MESSAGES.orderNotFound);
      // From now on this browser reads the order like the one that placed it, without the token in its address.
      if (linkToken) rememberOrderLink(request, reply, linkToken, secureCookies, now);
      return { order };
    },
  );
};
