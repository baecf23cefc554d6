import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { PackageKey } from '@domain/pricing';
import { coupons, products, type NewCoupon } from '../../db/schema';
import type { Db } from '../../db/types';
import { answers, isCi } from '../../testing/shared-servers';
import { createTestApp, type TestApp } from '../../testing/test-app';

export { isCi };
import { call, nextAddress } from '../auth/testing';

/** Test helpers for orders, quotes and coupons (imported by *.test.ts only). */

/** The sandbox's test cards and bank accounts (docs/decisions/040). */
export const VISA = '4242 4242 4242 4242';
export const SECOND_STEP = '4000 0027 6000 3184';
export const FAILS_LATER = '4000 0000 0000 0341';
export const BANK_SUCCEEDS = '000123456789';
export const BANK_FAILS = '000111111113';
const SANDBOX_ROUTING = '110000000';

/**
 * A stand-in for a token in a test body: `placeOrder` swaps it for a real token from the sandbox's fields
 * (POST /sandbox-pay/tokens) just before posting, so bodies can be written before the app answers.
 */
const PENDING_TOKEN = 'pending_sandbox_';
export const cardToken = (number = VISA) => `${PENDING_TOKEN}card_${number.replace(/\D/g, '')}`;
export const bankToken = (account = BANK_SUCCEEDS) => `${PENDING_TOKEN}bank_${account}`;

/** A token from the sandbox's own token step, as its fields page gets one (card number or bank account). */
export async function sandboxToken(app: FastifyInstance, pending: string): Promise<string> {
  const [, kind, digits] = /^pending_sandbox_(card|bank)_(\d+)$/.exec(pending) ?? [];
  if (!kind || !digits) return pending;
  const body =
    kind === 'card'
      ? { method: 'card', card: { number: digits, expiry: '12/39', cvc: '737', name: 'Dana Cooper' } }
      : { method: 'bank_debit', bank: { routingNumber: SANDBOX_ROUTING, accountNumber: digits, accountHolder: 'Dana Cooper', mandateAccepted: true } };
  const res = await call(app, 'POST', '/sandbox-pay/tokens', { body, remoteAddress: nextAddress() });
  if (res.statusCode !== 201) throw new Error(`sandbox token refused: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

/** The body with each pending token swapped for a real one. */
export async function withSandboxTokens<T>(app: FastifyInstance, body: T): Promise<T> {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  const payment = (body as { payment?: { token?: unknown } }).payment;
  if (!payment || typeof payment.token !== 'string' || !payment.token.startsWith(PENDING_TOKEN)) return body;
  return { ...body, payment: { ...payment, token: await sandboxToken(app, payment.token) } } as T;
}

/** Delivers every event the sandbox holds (its signed webhooks), as SANDBOX_SETTLE_SECONDS would later. */
export async function settleSandbox(app: FastifyInstance): Promise<number> {
  const res = await call(app, 'POST', '/sandbox-pay/settle', { remoteAddress: nextAddress() });
  if (res.statusCode !== 200) throw new Error(`sandbox settle failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { delivered: number }).delivered;
}

/** One cart line: a cylinder unless told otherwise. */
export const line = (productId: string, quantity = 1, packaging: PackageKey = 'cylinder') => ({ productId, packaging, quantity });

/** The order-body fields of a check or wire payment (no card). */
export const unpaid = (paymentMethod: 'bank_wire' | 'check') => ({ paymentMethod, payment: undefined });

/** How many rows a table holds. */
export async function rowCount(db: Db, table: PgTable): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}
export const DECLINED = '4000 0000 0000 0002';
/** Authorised, then the issuer refuses the capture and voids the authorisation (a signed payment_intent.canceled). */
export const VOIDED_LATER = '4000000000000341';

export const address = { street: '12 Main St', city: 'Dallas', state: 'TX', zipCode: '75201', country: 'United States' } as const;

/** A card payment's body fields: the token comes from the sandbox when the order is posted. */
export function cardPayment(number = VISA) {
  return { paymentMethod: 'credit_card', payment: { token: cardToken(number), phone: '555-0100' } };
}

/** A bank debit's body fields (US ACH in the sandbox). */
export function bankDebitPayment(account = BANK_SUCCEEDS) {
  return { paymentMethod: 'bank_debit', payment: { token: bankToken(account), phone: '555-0100' } };
}

export function orderBody(items: unknown[], extra: Record<string, unknown> = {}) {
  return {
    items,
    guest: true,
    customer: { name: 'Dana Cooper', email: 'dana@example.com' },
    shippingAddress: address,
    ...cardPayment(),
    acknowledgeLegal: true,
    ...extra,
  };
}

export async function placeOrder(
  app: FastifyInstance,
  body: unknown,
  options: { key?: string; cookie?: string; remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  return call(app, 'POST', '/api/orders', {
    body: await withSandboxTokens(app, body),
    cookie: options.cookie,
    remoteAddress: options.remoteAddress ?? nextAddress(),
    headers: { 'idempotency-key': options.key ?? randomUUID(), ...options.headers },
  });
}

/** "name=value" of a Set-Cookie line by cookie name ('' when none). */
export function cookieNamed(res: { headers: Record<string, unknown> }, name: string): string {
  const raw = res.headers['set-cookie'];
  const lines = (Array.isArray(raw) ? raw : raw ? [raw] : []) as string[];
  return lines.find((line) => line.startsWith(`${name}=`))?.split(';')[0] ?? '';
}

/** A product of its own for a test, so tests never share stock. */
export async function makeProduct(db: Db, fields: Partial<typeof products.$inferInsert> = {}) {
  const id = randomUUID();
  const [row] = await db
    .insert(products)
    .values({ slug: `test-${id}`, name: `Test Gas ${id.slice(0, 6)}`, sku: `T-${id.slice(0, 8)}`, price: '100.00', stockQuantity: 100_000, epaApproved: true, ...fields })
    .returning();
  if (!row) throw new Error('product insert failed');
  return row;
}

export async function makeCoupon(db: Db, fields: Partial<NewCoupon> = {}) {
  const code = `T${randomUUID().replace(/-/g, '').slice(0, 10).toUpperCase()}`;
  const [row] = await db
    .insert(coupons)
    .values({ code, title: 'Test coupon', discountType: 'percentage', discountValue: '10', startDate: new Date(Date.now() - 86_400_000), ...fields })
    .returning();
  if (!row) throw new Error('coupon insert failed');
  return row;
}

export async function stockOf(db: Db, id: string): Promise<number> {
  const [row] = await db.select({ stock: products.stockQuantity }).from(products).where(eq(products.id, id));
  return row?.stock ?? -1;
}

export async function couponUses(db: Db, id: string): Promise<number> {
  const [row] = await db.select({ uses: coupons.currentUses }).from(coupons).where(eq(coupons.id, id));
  return row?.uses ?? -1;
}

const LOCAL_POSTGRES = { host: '127.0.0.1', port: 5432 };



export interface RaceTestAppOptions {
  /** The environment read for DATABASE_URL and CI (process.env by default). */
  env?: NodeJS.ProcessEnv;
  /** The PostgreSQL server tried when DATABASE_URL is unset (127.0.0.1:5432 by default). */
  localServer?: typeof LOCAL_POSTGRES;
  /** Settings for the app itself (e.g. SANDBOX_WEBHOOK_SECRET). */
  appEnv?: Record<string, string>;
}

/**
 * The app for concurrency tests: on the PostgreSQL server of DATABASE_URL, or else on the local server at
 * 127.0.0.1:5432 when it answers (a fresh database either way). PGlite has one connection and serialises every
 * transaction, so it cannot show a race (DESIGN.md "Known pitfalls"): under CI a missing server fails the tests;
 * in a plain local run they fall back to PGlite with a warning that they proved less.
 */
export async function createRaceTestApp(options: RaceTestAppOptions = {}): Promise<TestApp & { onServer: boolean }> {
  const { env = process.env, localServer = LOCAL_POSTGRES, appEnv } = options;
  const appOptions = appEnv ? { env: appEnv } : {};
  if (env.DATABASE_URL) return { ...(await createTestApp(appOptions)), onServer: true };
  if (!(await answers(`postgres://${localServer.host}:${localServer.port}`, localServer.port))) {
    const missing = `no PostgreSQL server answers at ${localServer.host}:${localServer.port} and DATABASE_URL is unset`;
    if (isCi(env)) throw new Error(`Race tests need a PostgreSQL server under CI: ${missing}.`);
    console.warn(`[race tests] ${missing}: running on PGlite, which serialises transactions and cannot show a race.`);
    return { ...(await createTestApp(appOptions)), onServer: false };
  }
  process.env.DATABASE_URL = `postgres://postgres@${localServer.host}:${localServer.port}/postgres`;
  try {
    return { ...(await createTestApp(appOptions)), onServer: true };
  } finally {
    delete process.env.DATABASE_URL;
  }
}

/** The sandbox's webhook secret the payment tests start the app with, so that they can sign events of their own. */
export const TEST_WEBHOOK_SECRET = 'whsec_test_0123456789abcdef0123';
/** The app settings of payment tests: a known webhook secret, and events sent only when a test settles them. */
export const PAYMENT_TEST_ENV = { SANDBOX_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, SANDBOX_SETTLE_SECONDS: '3600' };
