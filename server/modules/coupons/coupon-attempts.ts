import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RetryLaterError } from '../../plugins/errors';

/**
 * Every request that carries a coupon code counts against one limit per client address, whichever of
 * /api/coupons/validate, /api/orders/preview and /api/orders it goes to: enough for a buyer trying a few
 * codes and a checkout re-pricing the cart with its code, far too few to guess one.
 */
export const COUPON_ATTEMPT_LIMIT = { max: 30, windowMinutes: 15 } as const;

export const COUPON_ATTEMPTS_MESSAGE = 'Too many coupon attempts. Please try again later.';

/** Counts a request's coupon code (none, null or blank: not counted); throws 429 past the limit. */
export type CouponAttemptGuard = (request: FastifyRequest, code: unknown) => Promise<void>;

function carriesCode(code: unknown): boolean {
  if (code === undefined || code === null) return false;
  return typeof code !== 'string' || code.trim() !== '';
}

/**
 * One counter (key `coupon:<ip>`) shared by every route given this guard: a route's own config.rateLimit
 * gets its own store, and only one such limit runs per request, so the shared count is taken here.
 * Create it once per app, after the rate-limit plugin (memory, or Redis across instances).
 */
export function createCouponAttemptGuard(app: Pick<FastifyInstance, 'createRateLimit'>, max: number = COUPON_ATTEMPT_LIMIT.max): CouponAttemptGuard {
  const limiter = app.createRateLimit({
    max,
    timeWindow: COUPON_ATTEMPT_LIMIT.windowMinutes * 60_000,
    keyGenerator: (request: FastifyRequest) => `coupon:${request.ip}`,
  });
  return async (request, code) => {
    if (!carriesCode(code)) return;
    const outcome = await limiter(request);
    if (!outcome.isAllowed && outcome.isExceeded) throw new RetryLaterError(COUPON_ATTEMPTS_MESSAGE, Math.max(1, outcome.ttlInSeconds));
  };
}
