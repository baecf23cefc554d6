import { createHash, createHmac } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * A guest proves ownership of an order with a token kept in an HttpOnly cookie; the order stores only
 * its sha256. The token is an HMAC of the Idempotency-Key under a server secret, so a retried request
 * (whose first answer was lost) receives the same token again, and nobody without the secret can make one.
 * The cookie holds the tokens of this browser's most recent guest orders, so all of them stay readable.
 */
export const GUEST_COOKIE = 'ff_guest_orders';
const MAX_TOKENS = 20;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const MAX_AGE_SECONDS = 60 * 60 * 24 * 90;

export class OrderSecrets {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = createHmac('sha256', serverSecret).update('frigidflow:orders').digest();
  }

  guestToken(idempotencyKey: string): string {
    return createHmac('sha256', this.key).update(`guest-token:${idempotencyKey}`).digest('base64url');
  }

  /** Keyed, so a stored hash says nothing about the body (which may hold a card number). */
  requestHash(userId: string | null, body: unknown): string {
    return createHmac('sha256', this.key).update(canonicalJson({ userId, body })).digest('hex');
  }
}

export function hashGuestToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** JSON with object keys sorted, so the same body always hashes alike. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function cookieValue(request: FastifyRequest, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [rawName, ...rest] = part.trim().split('=');
    if (rawName === name) return rest.join('=');
  }
  return null;
}

export function guestTokens(request: FastifyRequest): string[] {
  return (cookieValue(request, GUEST_COOKIE) ?? '').split('.').filter((token) => TOKEN.test(token)).slice(0, MAX_TOKENS);
}

/** Adds a token to the browser's cookie (newest first), keeping the most recent MAX_TOKENS. */
export function rememberGuestToken(request: FastifyRequest, reply: FastifyReply, token: string, secure: boolean): void {
  const tokens = [token, ...guestTokens(request).filter((t) => t !== token)].slice(0, MAX_TOKENS);
  const attributes = [`Path=/api/orders`, `Max-Age=${MAX_AGE_SECONDS}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  reply.header('set-cookie', `${GUEST_COOKIE}=${tokens.join('.')}; ${attributes.join('; ')}`);
}
