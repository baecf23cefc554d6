import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { CROSS_SITE_MESSAGE } from '@domain/cross-site';
import { AppError } from '../errors';
import { hasSessionCookie } from '../modules/auth/session';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);


function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const { origin } = new URL(value);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

function requestOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (origin === 'null') return null;
  if (origin) return originOf(origin);
  return originOf(request.headers.referer);
}

/**
 * The origin this request was addressed to: its scheme and Host header (X-Forwarded-Proto/Host only from
 * a trusted proxy, as Fastify reads them). Trusting it is safe against DNS rebinding: a page rebound to
 * our address is addressed by its own host name, and the browser never sends our session cookie to it.
 */
export function addressedOrigin(request: FastifyRequest): string | null {
  return originOf(`${request.protocol}://${request.host}`);
}

/** Whether a page at `origin` may act for the signed-in user of this request. */
export function isTrustedOrigin(request: FastifyRequest, origin: string, trusted: ReadonlySet<string>): boolean {
  return trusted.has(origin) || origin === addressedOrigin(request);
}

/**
 * Cross-site request forgery (RELIABILITY 24, 34): a state-changing request that carries the session
 * cookie must come from a page of the shop (Origin, or Referer when Origin is absent): PUBLIC_URL, the
 * address the request was sent to (localhost, 127.0.0.1, the network address), or the dev server.
 * Every state-changing request is checked, whatever its path looks like: an absolute-form target
 * (`PATCH http://host/api/…`) reaches the same route as `/api/…`.
 */
export const csrfPlugin = fp<{ trustedOrigins: string[] }>(async (app: FastifyInstance, { trustedOrigins }) => {
  const trusted = new Set(trustedOrigins.map((o) => new URL(o).origin));
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !hasSessionCookie(request)) return;
    const origin = requestOrigin(request);
    if (!origin || !isTrustedOrigin(request, origin, trusted)) throw new AppError('forbidden', CROSS_SITE_MESSAGE);
  });
}, { name: 'frigidflow-csrf' });
