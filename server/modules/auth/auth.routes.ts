import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authUserResponse,
  forgotPasswordRequest,
  okResponse,
  resetPasswordRequest,
  sessionResponse,
  signInRequest,
  signInResponse,
  signUpRequest,
} from '@domain/schemas/auth';
import { apiErrorSchema } from '@domain/schemas/error';
import { authRateLimit } from '../../plugins/rate-limit';
import { withRetryAfter } from './attempt-limits';
import type { AuthService } from './auth.service';
import { authHeaders, forwardCookies, needsSecondFactor } from './session';
import { languageOf } from '../../lib/request-language';

export interface AuthRoutesOptions {
  authService: AuthService;
  /** Attempts per 15 minutes for sign-in and sign-up (5, the spec's number, unless configured). */
  rateLimitMax?: number;
}

const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema, 409: apiErrorSchema, 429: apiErrorSchema };

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { authService, rateLimitMax }) => {
  app.post(
    '/api/auth/sign-up',
    {
      config: { rateLimit: authRateLimit('registration', rateLimitMax) },
      schema: { tags: ['auth'], summary: 'Create a customer account and sign in', body: signUpRequest, response: { 201: authUserResponse, ...errors } },
    },
    async (request, reply) => {
      const { result, headers } = await authService.signUp(request.body, authHeaders(request), languageOf(request));
      forwardCookies(reply, headers);
      return reply.code(201).send({ user: result });
    },
  );

  app.post(
    '/api/auth/sign-in',
    {
      config: { rateLimit: authRateLimit('login', rateLimitMax) },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password (a new session each time); an enrolled admin gets { twoFactorRequired } and no session',
        body: signInRequest,
        response: { 200: signInResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { result, headers } = await withRetryAfter(reply, () => authService.signIn(request.body.email, request.body.password, authHeaders(request)));
      forwardCookies(reply, headers);
      return result;
    },
  );

  app.post(
    '/api/auth/sign-out',
    { schema: { tags: ['auth'], summary: 'End the session on the server and clear the cookie', response: { 204: z.null(), 403: apiErrorSchema } } },
    async (request, reply) => {
      forwardCookies(reply, await authService.signOut(authHeaders(request)));
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/auth/session',
    { schema: { tags: ['auth'], summary: 'The signed-in user, or null', response: { 200: sessionResponse } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await request.currentSession();
      if (!session) return { user: null };
      return needsSecondFactor(session) ? { user: session.user, secondFactorRequired: true as const } : { user: session.user };
    },
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: { rateLimit: authRateLimit('password reset', rateLimitMax) },
      schema: { tags: ['auth'], summary: 'E-mail a single-use reset link (same answer for any address)', body: forgotPasswordRequest, response: { 202: okResponse, ...errors } },
    },
    async (request, reply) => {
      await authService.requestPasswordReset(request.body.email, authHeaders(request));
      return reply.code(202).send({ ok: true as const });
    },
  );

  app.post(
    '/api/auth/reset-password',
    { schema: { tags: ['auth'], summary: 'Set a new password with a reset link; ends every session', body: resetPasswordRequest, response: { 200: okResponse, ...errors } } },
    async (request) => {
      await authService.resetPassword(request.body.token, request.body.password);
      return { ok: true as const };
    },
  );
};
