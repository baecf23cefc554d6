import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config';
import type { Db } from '../../db/types';
import { adminGuardPlugin } from '../../plugins/admin-guard';
import { csrfPlugin } from '../../plugins/csrf';
import { rateLimitPlugin } from '../../plugins/rate-limit';
import { createAuth, trustedOrigins } from './auth';
import { resolveAuthSecret } from './auth-secret';
import { sessionPlugin } from './session';

/**
 * Who is asking, before any route runs: better-auth sessions (app.auth, request.currentSession()),
 * the CSRF origin check, rate limits, and the one guard of /api/admin/. Register before the routes.
 */
export const accessPlugin = fp<{ config: Config; db: Db }>(async (app: FastifyInstance, { config, db }) => {
  const auth = createAuth({ db, config, secret: resolveAuthSecret(config.AUTH_SECRET, config.dataDir) });
  await app.register(rateLimitPlugin, { redisUrl: config.REDIS_URL });
  await app.register(sessionPlugin, { auth });
  await app.register(csrfPlugin, { trustedOrigins: trustedOrigins(config) });
  await app.register(adminGuardPlugin, { requireTwoFactor: config.ADMIN_REQUIRE_2FA });
}, { name: 'frigidflow-access' });
