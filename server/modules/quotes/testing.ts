import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { quotes } from '../../db/schema';
import type { Db } from '../../db/types';
import { call, nextAddress, signUp } from '../auth/testing';
import { address, cardPayment, makeProduct, withSandboxTokens } from '../orders/testing';

/** Test helpers for quotes (imported by *.test.ts only). */

export const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A buyer's quote request for two products (a pallet and 2 cylinders), and its row. */
export async function requestQuote(app: FastifyInstance, db: Db, buyer?: { cookie: string; email: string }, language = 'en') {
  const who = buyer ?? (await signUp(app));
  const gas = await makeProduct(db, { name: `R-410A ${randomUUID().slice(0, 4)}`, price: '100.00' });
  const other = await makeProduct(db, { name: `R-32 ${randomUUID().slice(0, 4)}`, price: '80.00' });
  const res = await call(app, 'POST', '/api/quotes', {
    // Each from its own client address, so one file's many requests never meet the per-address limit.
    remoteAddress: nextAddress(),
    cookie: `${who.cookie}; frigidflow_lang=${language}`,
    body: {
      items: [
        { productId: gas.id, packaging: 'pallet', quantity: 1 },
        { productId: other.id, packaging: 'cylinder', quantity: 2 },
      ],
      customerName: 'Dana Cooper',
      companyName: 'Cooper HVAC',
      customerEmail: `dana.${randomUUID().slice(0, 6)}@example.com`,
      shippingAddress: '12 Main St, Dallas, TX',
    },
  });
  if (res.statusCode !== 201) throw new Error(res.body);
  const quoteNumber: string = res.json().quote.quoteNumber;
  const [row] = await db.select().from(quotes).where(eq(quotes.quoteNumber, quoteNumber));
  if (!row) throw new Error('quote not stored');
  return { buyer: who, quoteNumber, id: row.id, products: [gas, other] };
}

/** The admin prices the quote: the pallet at 3,500.00, each cylinder at 75.25, shipping 120.00. */
export async function priceQuote(app: FastifyInstance, adminCookie: string, id: string, overrides: Record<string, unknown> = {}) {
  const details = await call(app, 'GET', `/api/admin/quotes/${id}`, { cookie: adminCookie });
  const quote = details.json().quote;
  const prices = ['3500.00', '75.25'];
  return call(app, 'POST', `/api/admin/quotes/${id}/send`, {
    cookie: adminCookie,
    body: {
      version: quote.version,
      items: quote.items.map((item: { id: string; packaging: string }) => ({ id: item.id, unitPrice: item.packaging.includes('Pallet') ? prices[0] : prices[1] })),
      shipping: '120.00',
      message: 'Thanks for asking.',
      validUntil: inDays(14),
      ...overrides,
    },
  });
}

/** The accept body: card payment, a US address, a PO number. */
export function acceptBody(extra: Record<string, unknown> = {}) {
  return { shippingAddress: address, ...cardPayment(), poNumber: 'PO-7781', acknowledgeLegal: true, ...extra };
}

/** The quote's version as its reader sees it now (GET /api/quotes/:n); a reader who cannot see it gets a made-up one. */
export async function readVersion(app: FastifyInstance, cookie: string, quoteNumber: string): Promise<string> {
  const res = await call(app, 'GET', `/api/quotes/${quoteNumber}`, { cookie });
  return res.statusCode === 200 ? (res.json().quote.version as string) : new Date(0).toISOString();
}

/** Accepts as the buyer would: with the version just read, unless the body names one (or is not an object). */
export async function acceptQuote(app: FastifyInstance, cookie: string, quoteNumber: string, body: unknown = acceptBody(), key = randomUUID()) {
  const sent = body && typeof body === 'object' && !('version' in body) ? { version: await readVersion(app, cookie, quoteNumber), ...body } : body;
  return call(app, 'POST', `/api/quotes/${quoteNumber}/accept`, { cookie, body: await withSandboxTokens(app, sent), headers: { 'idempotency-key': key } });
}

/** 3,500.00 + 2 × 75.25 = 3,650.50; + 120.00 shipping + 8 % tax (292.04) = 4,062.54. */
export const QUOTED = { subtotal: 3650.5, shipping: 120, tax: 292.04, total: 4062.54 } as const;
