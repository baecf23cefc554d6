import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fromNodeHeaders } from 'better-auth/node';
import type { SessionUser } from '@domain/schemas/auth';
import { AppError } from '../../errors';
import type { Auth } from './auth';

export interface CurrentSession {
  user: SessionUser;
  sessionId: string;
  /** An administrator who has confirmed a TOTP enrolment (better-auth's twoFactor plugin). */
  twoFactorEnabled: boolean;
  /** The second factor this session passed ('totp', 'backup_code'), null when it was opened with the password alone. */
  secondFactor: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
  interface FastifyRequest {
    /** The signed-in user of this request, or null; looked up once per request. */
    currentSession(): Promise<CurrentSession | null>;
  }
}

const FORWARDED_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded', 'cf-connecting-ip', 'true-client-ip', 'x-client-ip'];

/**
 * The request's headers as better-auth reads them, with the client address replaced by the one
 * Fastify trusts (request.ip), so a forged X-Forwarded-For never reaches a session row.
 */
export function authHeaders(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  for (const name of FORWARDED_HEADERS) headers.delete(name);
  headers.set('x-forwarded-for', request.ip);
  return headers;
}

/** Copies better-auth's Set-Cookie lines (new session, cleared session) onto our reply. */
export function forwardCookies(reply: FastifyReply, headers: Headers): void {
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

export function toSessionUser(user: { id: string; email: string; name: string; role?: unknown }): SessionUser {
  return { id: user.id, email: user.email, name: user.name, role: user.role === 'admin' ? 'admin' : 'user' };
}

/** The names of the session cookie (plain, and with the __Secure- prefix behind HTTPS). */
export const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

export function hasSessionCookie(request: FastifyRequest): boolean {
  const cookie = request.headers.cookie;
  return typeof cookie === 'string' && SESSION_COOKIE.test(cookie);
}

const sessionCache = Symbol('currentSession');

export const sessionPlugin = fp<{ auth: Auth }>(async (app: FastifyInstance, { auth }) => {
  app.decorate('auth', auth);
  app.decorateRequest(sessionCache, null);
  app.decorateRequest('currentSession', function currentSession(this: FastifyRequest) {
    const self = this as FastifyRequest & { [sessionCache]: Promise<CurrentSession | null> | null };
    self[sessionCache] ??= lookUp(auth, this);
    return self[sessionCache];
  });
}, { name: 'frigidflow-session' });

async function lookUp(auth: Auth, request: FastifyRequest): Promise<CurrentSession | null> {
  if (!hasSessionCookie(request)) return null;
  const found = await auth.api.getSession({ headers: authHeaders(request), query: { disableCookieCache: true } });
  if (!found) return null;
  const secondFactor = typeof found.session.secondFactor === 'string' ? found.session.secondFactor : null;
  return { user: toSessionUser(found.user), sessionId: found.session.id, twoFactorEnabled: found.user.twoFactorEnabled === true, secondFactor };
}

/** An admin with two-factor sign-in whose session passed no code (opened with the password before enrolment): the admin API refuses it. */
export function needsSecondFactor(session: CurrentSession): boolean {
  return session.user.role === 'admin' && session.twoFactorEnabled && !session.secondFactor;
}

/** preHandler for routes that need a signed-in user: 401 otherwise. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!(await request.currentSession())) throw new AppError('unauthorized', 'Please sign in to continue.');
}

/** The signed-in user of a route guarded by requireUser. */
export async function signedInUser(request: FastifyRequest): Promise<CurrentSession> {
  const session = await request.currentSession();
  if (!session) throw new AppError('unauthorized', 'Please sign in to continue.');
  return session;
}
