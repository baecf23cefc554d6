import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authUserResponse,
  backupCodesResponse,
  twoFactorCodeRequest,
  twoFactorEnrolmentResponse,
  twoFactorPasswordRequest,
  twoFactorStatusResponse,
} from '@domain/schemas/auth';
import { apiErrorSchema } from '@domain/schemas/error';
import { authRateLimit } from '../../plugins/rate-limit';
import { authHeaders, forwardCookies, signedInUser } from './session';
import type { TwoFactorService } from './two-factor.service';
import { withRetryAfter } from './attempt-limits';

export interface TwoFactorRoutesOptions {
  twoFactor: TwoFactorService;
  /** ADMIN_REQUIRE_2FA, reported to the back office. */
  required: boolean;
  rateLimitMax?: number;
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };
const adminTags = ['admin: two-factor'];

/**
 * The sign-in code step (/api/auth/two-factor/verify) and the admins' own enrolment
 * (/api/admin/two-factor/*, behind the admin guard, which lets them through before enrolment).
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<TwoFactorRoutesOptions> = async (app, { twoFactor, required, rateLimitMax }) => {
  app.post(
    '/api/auth/two-factor/verify',
    {
      config: { rateLimit: authRateLimit('verification code', rateLimitMax) },
      schema: {
        tags: ['auth'],
        summary: 'Second sign-in step of an enrolled admin: a 6-digit code or a backup code; creates the session',
        body: twoFactorCodeRequest,
        response: { 200: authUserResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { result, headers } = await withRetryAfter(reply, () => twoFactor.verifySignIn(request.body.code, authHeaders(request)));
      forwardCookies(reply, headers);
      return { user: result };
    },
  );

  app.get(
    '/api/admin/two-factor',
    { schema: { tags: adminTags, summary: 'Whether this admin has two-factor sign-in, and whether it is required', response: { 200: twoFactorStatusResponse, ...errors } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await signedInUser(request);
      return { enabled: session.twoFactorEnabled, required };
    },
  );

  app.post(
    '/api/admin/two-factor/enable',
    {
      config: { rateLimit: authRateLimit('password change', rateLimitMax, 'account') },
      schema: { tags: adminTags, summary: 'Start enrolment: a TOTP secret (URI and text) and backup codes', body: twoFactorPasswordRequest, response: { 200: twoFactorEnrolmentResponse, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return twoFactor.enable(request.body.password, authHeaders(request));
    },
  );

  app.post(
    '/api/admin/two-factor/verify',
    {
      config: { rateLimit: authRateLimit('verification code', rateLimitMax, 'account') },
      schema: { tags: adminTags, summary: 'Confirm enrolment with a first code; two-factor sign-in is then in force', body: twoFactorCodeRequest, response: { 200: twoFactorStatusResponse, ...errors } },
    },
    async (request, reply) => {
      const { user } = await signedInUser(request);
      forwardCookies(reply, await withRetryAfter(reply, () => twoFactor.confirm(user.id, request.body.code, authHeaders(request))));
      return { enabled: true, required };
    },
  );

  app.post(
    '/api/admin/two-factor/disable',
    {
      config: { rateLimit: authRateLimit('password change', rateLimitMax, 'account') },
      schema: { tags: adminTags, summary: 'Turn two-factor sign-in off (password required)', body: twoFactorPasswordRequest, response: { 200: twoFactorStatusResponse, ...errors } },
    },
    async (request, reply) => {
      forwardCookies(reply, await twoFactor.disable(request.body.password, authHeaders(request)));
      return { enabled: false, required };
    },
  );

  app.post(
    '/api/admin/two-factor/backup-codes',
    {
      config: { rateLimit: authRateLimit('password change', rateLimitMax, 'account') },
      schema: { tags: adminTags, summary: 'New backup codes (the old ones stop working)', body: twoFactorPasswordRequest, response: { 200: backupCodesResponse, ...errors } },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { backupCodes: await twoFactor.regenerateBackupCodes(request.body.password, authHeaders(request)) };
    },
  );
};
