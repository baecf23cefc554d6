import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { validateCouponRequest, validateCouponResponse } from '@domain/schemas/coupons';
import { apiErrorSchema } from '@domain/schemas/error';
import { rawField, validationFailure } from '../orders/request-validation';
import type { CouponAttemptGuard } from './coupon-attempts';
import type { CouponService } from './coupons.service';

export interface CouponRoutesOptions {
  coupons: CouponService;
  /** The coupon-attempt limit shared with the order routes. */
  couponAttempts: CouponAttemptGuard;
}

export const couponRoutes: FastifyPluginAsyncZod<CouponRoutesOptions> = async (app, { coupons, couponAttempts }) => {
  app.post(
    '/api/coupons/validate',
    {
      preHandler: async (request) => couponAttempts(request, rawField(request.body, 'code')),
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
