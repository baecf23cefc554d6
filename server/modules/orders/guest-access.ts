import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
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

/**
 * A "View your order" link in an e-mail opens a guest order on any device: `<expiry>.<signature>`, the expiry in Unix
 * seconds and an HMAC of the order number and that expiry under the server secret. Opened once, the token is kept in
 * its own HttpOnly cookie, which then works like the guest cookie for that order until the token expires.
 */
export const ORDER_LINK_COOKIE = 'ff_order_links';
export const ORDER_LINK_DAYS = 30;
const LINK_TOKEN = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;
const LINK_SEPARATOR = '~';

export class OrderSecrets {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = createHmac('sha256', serverSecret).update('frigidflow:orders').digest();
  }

  guestToken(idempotencyKey: string): string {
    return createHmac('sha256', this.key).update(`guest-token:${idempotencyKey}`).digest('base64url');
  }

  /** The token of an e-mailed link to one order, valid until `expiresAt`. */
  orderLinkToken(orderNumber: string, expiresAt: Date): string {
    const expiry = Math.floor(expiresAt.getTime() / 1000);
    return `${expiry}.${this.linkSignature(orderNumber, expiry)}`;
  }

  /** Whether a link token opens this order at `now`: made by this shop for this very number, and not expired. */
  opensOrder(token: string, orderNumber: string, now: Date): boolean {
    const parts = LINK_TOKEN.exec(token);
    if (!parts) return false;
    const expiry = Number(parts[1]);
    if (expiry * 1000 <= now.getTime()) return false;
    const expected = Buffer.from(this.linkSignature(orderNumber, expiry));
    const given = Buffer.from(parts[2] ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private linkSignature(orderNumber: string, expiry: number): string {
    return createHmac('sha256', this.key).update(`order-link:${orderNumber}:${expiry}`).digest('base64url');
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

/** The link tokens this browser has opened (each still checked against the order asked for). */
export function orderLinkTokens(request: FastifyRequest): string[] {
  return (cookieValue(request, ORDER_LINK_COOKIE) ?? '').split(LINK_SEPARATOR).filter((token) => LINK_TOKEN.test(token)).slice(0, MAX_TOKENS);
}

/** Keeps an opened link's token (newest first, expired ones dropped), so the order stays readable on this device. */
export function rememberOrderLink(request: FastifyRequest, reply: FastifyReply, token: string, secure: boolean, now: Date): void {
  const live = (t: string) => Number(t.split('.')[0]) * 1000 > now.getTime();
  const tokens = [token, ...orderLinkTokens(request).filter((t) => t !== token)].filter(live).slice(0, MAX_TOKENS);
  const attributes = [`Path=/api/orders`, `Max-Age=${ORDER_LINK_DAYS * 24 * 60 * 60}`, 'HttpOnly', 'SameSite=Lax', ...(secure ? ['Secure'] : [])];
  reply.header('set-cookie', `${ORDER_LINK_COOKIE}=${tokens.join(LINK_SEPARATOR)}; ${attributes.join('; ')}`);
}
