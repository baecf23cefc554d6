import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { QUOTE_RATE_LIMIT, quoteWaitMessage } from '@domain/schemas/quotes';
import { AppError } from '../../errors';

/** Counts one quote request of a signed-in account; throws 429 (with Retry-After) past either limit. */
export type QuoteRequestGuard = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Two counters on the rate-limit plugin's store (memory, or Redis shared by every instance): one per account, one per
 * client address, so fresh accounts made from one address share its count (RELIABILITY 35). A route's own
 * config.rateLimit runs one limit per request, hence these two are taken here. Create it once, after the plugin.
 */
export function createQuoteRequestGuard(app: Pick<FastifyInstance, 'createRateLimit'>, limits: { perAccount: number; perAddress: number; windowMinutes: number } = QUOTE_RATE_LIMIT): QuoteRequestGuard {
  const timeWindow = limits.windowMinutes * 60_000;
  const limiters = [
    app.createRateLimit({
      max: limits.perAccount,
      timeWindow,
      keyGenerator: async (request: FastifyRequest) => `quote-request:user:${(await request.currentSession())?.user.id ?? request.ip}`,
    }),
    app.createRateLimit({ max: limits.perAddress, timeWindow, keyGenerator: (request: FastifyRequest) => `quote-request:${request.ip}` }),
  ];
  return async (request, reply) => {
    for (const limiter of limiters) {
      const outcome = await limiter(request);
      if (!outcome.isAllowed && outcome.isExceeded) {
        const seconds = Math.max(1, outcome.ttlInSeconds);
        reply.header('retry-after', String(seconds));
        throw new AppError('rate_limited', quoteWaitMessage(seconds));
      }
    }
  };
}
