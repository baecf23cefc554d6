import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validateCouponRequest, validateCouponResponse } from '@domain/schemas/coupons';
import { apiErrorSchema } from '@domain/schemas/error';
import { AppError } from '../../errors';
import { validationFailure } from '../orders/request-validation';
import type { CouponService } from './coupons.service';

/** Enough for a buyer trying a few codes, far too few to guess one. */
export const COUPON_RATE_LIMIT = {
  max: 20,
  timeWindow: 15 * 60_000,
  keyGenerator: (request: FastifyRequest) => `coupon:${request.ip}`,
  errorResponseBuilder: () => new AppError('rate_limited', 'Too many coupon attempts. Please try again later.'),
};

export const couponRoutes: FastifyPluginAsyncZod<{ coupons: CouponService }> = async (app, { coupons }) => {
  app.post(
    '/api/coupons/validate',
    {
      config: { rateLimit: COUPON_RATE_LIMIT },
      schema: {
        tags: ['orders'],
        summary: 'Check a coupon code against a cart (never lists codes)',
        body: validateCouponRequest,
        response: { 200: validateCouponResponse, 400: apiErrorSchema, 404: apiErrorSchema, 422: apiErrorSchema, 429: apiErrorSchema },
      },
      attachValidation: true,
    },
    async (request, reply) => {
      if (request.validationError) throw validationFailure(request.validationError);
      reply.header('cache-control', 'no-store');
      return coupons.validate(request.body.code, request.body.items);
    },
  );
};
