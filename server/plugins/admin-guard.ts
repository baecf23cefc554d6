import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { TWO_FACTOR_MESSAGES } from '@domain/schemas/auth';
import { AppError } from '../errors';
import { needsSecondFactor } from '../modules/auth/session';

/** True for /api/admin and everything below it, however the route was declared. */
export function isAdminPath(url: string | undefined): boolean {
  if (!url) return false;
  const pathname = url.split('?')[0]?.toLowerCase() ?? '';
  return pathname === '/api/admin' || pathname.startsWith('/api/admin/');
}

/**
 * The one guard of the admin API: every request under /api/admin/ (a declared route or not) needs
 * a signed-in admin — 401 for anonymous, 403 for anyone else — whose session passed the code step
 * when the admin has two-factor sign-in (401 otherwise).
 */
export interface AdminGuardOptions {
  /** ADMIN_REQUIRE_2FA: admins who have not enrolled reach only the enrolment endpoints. */
  requireTwoFactor?: boolean;
}

/** Two-factor enrolment itself, open to an admin who has not enrolled yet. */
function isEnrolmentPath(url: string | undefined): boolean {
  const pathname = url?.split('?')[0]?.toLowerCase() ?? '';
  return pathname === '/api/admin/two-factor' || pathname.startsWith('/api/admin/two-factor/');
}

export const adminGuardPlugin = fp<AdminGuardOptions>(async (app: FastifyInstance, { requireTwoFactor = false }) => {
  app.addHook('onRequest', async (request: FastifyRequest) => {
    if (!isAdminPath(request.url) && !isAdminPath(request.routeOptions.url)) return;
    const session = await request.currentSession();
    if (!session) throw new AppError('unauthorized', 'Please sign in to continue.');
    if (session.user.role !== 'admin') throw new AppError('forbidden', 'Administrator access is required.');
    // Enrolment protects the account from then on: a session opened before it, with the password alone, signs in again (ADR 030).
    if (needsSecondFactor(session)) throw new AppError('unauthorized', TWO_FACTOR_MESSAGES.challengeExpired);
    if (requireTwoFactor && !session.twoFactorEnabled && !isEnrolmentPath(request.routeOptions.url ?? request.url)) {
      throw new AppError('two_factor_required', TWO_FACTOR_MESSAGES.required);
    }
  });
}, { name: 'frigidflow-admin-guard' });
