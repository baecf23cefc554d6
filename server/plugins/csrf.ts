import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors';
import { hasSessionCookie } from '../modules/auth/session';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function originOf(value: string | undefined): string | null {
  if (!value) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}

function requestOrigin(request: FastifyRequest): string | null {
  const origin = request.headers.origin;
  if (origin && origin !== 'null') return originOf(origin);
  if (origin === 'null') return null;
  return originOf(request.headers.referer);
}

/**
 * Cross-site request forgery (RELIABILITY 24): a state-changing API request that carries the
 * session cookie must come from one of our own origins (Origin, or Referer when Origin is absent).
 */
export const csrfPlugin = fp<{ trustedOrigins: string[] }>(async (app: FastifyInstance, { trustedOrigins }) => {
  const trusted = new Set(trustedOrigins.map((o) => new URL(o).origin));
  app.addHook('onRequest', async (request) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
    if (!hasSessionCookie(request)) return;
    const origin = requestOrigin(request);
    if (!origin || !trusted.has(origin)) {
      throw new AppError('forbidden', 'This request did not come from the shop and was refused.');
    }
  });
});
