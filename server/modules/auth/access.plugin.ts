import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Db } from '../../db/types';
import { adminGuardPlugin } from '../../plugins/admin-guard';
import { csrfPlugin } from '../../plugins/csrf';
import { rateLimitPlugin } from '../../plugins/rate-limit';
import { ACCOUNT_BACKOFF } from '@domain/attempt-backoff';
import { AttemptLimits } from './attempt-limits';
import { createAuth, trustedOrigins } from './auth';
import { resolveAuthSecret } from './auth-secret';
import { sessionPlugin } from './session';

/**
 * Who is asking, before any route runs: better-auth sessions (app.auth, request.currentSession()),
 * the CSRF origin check, rate limits, and the one guard of /api/admin/. Register before the routes.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** Per-account sign-in and second-factor limits (ADR 030). */
    attemptLimits: AttemptLimits;
  }
}

export const accessPlugin = fp<{ config: Config; db: Db }>(async (app: FastifyInstance, { config, db }) => {
  // The free attempts follow AUTH_RATE_LIMIT_MAX (5), like the per-address limit, so test runs that raise one raise both.
  const attemptLimits = new AttemptLimits(db, { ...ACCOUNT_BACKOFF, freeAttempts: config.AUTH_RATE_LIMIT_MAX });
  app.decorate('attemptLimits', attemptLimits);
  const auth = createAuth({ db, config, secret: resolveAuthSecret(config.AUTH_SECRET, config.dataDir), attemptLimits });
  await app.register(rateLimitPlugin, { redisUrl: config.REDIS_URL });
  await app.register(sessionPlugin, { auth });
  await app.register(csrfPlugin, { trustedOrigins: trustedOrigins(config) });
  await app.register(adminGuardPlugin, { requireTwoFactor: config.ADMIN_REQUIRE_2FA });
}, { name: 'frigidflow-access' });
