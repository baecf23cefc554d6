import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AUTH_RATE_LIMIT, rateLimitMessage, type RateLimitedAction } from '@domain/schemas/auth';
import { SETTINGS_MESSAGES, SETTINGS_SAVE_LIMIT, settingsRateLimitMessage } from '@domain/schemas/settings';
import { AppError } from '../errors';

export interface RateLimitPluginOptions {
  /** Shared limits across instances; unset keeps them in this process's memory. */
  redisUrl?: string;
}

/**
 * @fastify/rate-limit with no global limit: routes opt in through config.rateLimit (see authRateLimit).
 * The key uses request.ip, which honours X-Forwarded-For only when TRUST_PROXY is set.
 */
export const rateLimitPlugin = fp<RateLimitPluginOptions>(async (app: FastifyInstance, { redisUrl }) => {
  // ioredis is loaded only when Redis is used: a single instance's start does not pay for it.
  const redis = redisUrl ? new (await import('ioredis')).default(redisUrl, { connectTimeout: 2000, maxRetriesPerRequest: 1, enableOfflineQueue: true }) : undefined;
  redis?.on('error', (err) => app.log.warn({ err }, 'rate-limit store unavailable'));
  await app.register(rateLimit, { global: false, ...(redis ? { redis, nameSpace: 'frigidflow-rl:' } : {}) });
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
}, { name: 'frigidflow-rate-limit' });

/**
 * Route config for an auth action: AUTH_RATE_LIMIT.max attempts per window, per action and client address,
 * or per signed-in account with `per: 'account'` (guessing spread over many addresses still counts once).
 */
export function authRateLimit(action: RateLimitedAction, max: number = AUTH_RATE_LIMIT.max, per: 'address' | 'account' = 'address') {
  const name = action.replaceAll(' ', '-');
  return {
    max,
    timeWindow: AUTH_RATE_LIMIT.windowMinutes * 60_000,
    keyGenerator: async (request: FastifyRequest) => {
      const session = per === 'account' ? await request.currentSession() : null;
      return session ? `${name}:user:${session.user.id}` : `${name}:${request.ip}`;
    },
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
      new AppError('rate_limited', rateLimitMessage(action, Math.ceil(context.ttl / 1000))),
  };
}

const adminSaveKey = (name: string) => async (request: FastifyRequest) => {
  const session = await request.currentSession();
  return session ? `${name}:user:${session.user.id}` : `${name}:${request.ip}`;
};
const adminSaveRefusal = (ttlMs: number) =>
  new AppError('rate_limited', `${SETTINGS_MESSAGES.rateLimitedTitle}. ${settingsRateLimitMessage(Math.max(1, Math.ceil(ttlMs / 1000)))}`);

/**
 * Route config for a back-office save (settings): spec §9's 3 saves per 60 seconds per admin account, the wait given
 * in seconds ("Too many attempts. Please wait 42 seconds…"). Counted once the body passed its checks (preHandler): a
 * refused form is not a save, and its field messages stay readable. One counter per route.
 */
export function adminSaveRateLimit(name: string) {
  return {
    hook: 'preHandler' as const,
    max: SETTINGS_SAVE_LIMIT.max,
    timeWindow: SETTINGS_SAVE_LIMIT.windowSeconds * 1000,
    keyGenerator: adminSaveKey(name),
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => adminSaveRefusal(context.ttl),
  };
}

/**
 * The same limit as one counter shared by several routes (adding and editing contact information are both saves),
 * as a preHandler: route configs would count each route apart.
 */
export function adminSaveLimiter(app: Pick<FastifyInstance, 'createRateLimit'>, name: string): (request: FastifyRequest) => Promise<void> {
  const limiter = app.createRateLimit({ max: SETTINGS_SAVE_LIMIT.max, timeWindow: SETTINGS_SAVE_LIMIT.windowSeconds * 1000, keyGenerator: adminSaveKey(name) });
  return async (request) => {
    const outcome = await limiter(request);
    if (!outcome.isAllowed && outcome.isExceeded) throw adminSaveRefusal(outcome.ttl);
  };
}
