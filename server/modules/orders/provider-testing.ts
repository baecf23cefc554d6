import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { toCents } from '@domain/money';
import { orders, providerPayments, sandboxPayments } from '../../db/schema';
import type { TestApp } from '../../testing/test-app';
import { createSandboxProvider, type SandboxProvider } from '../payments/sandbox/sandbox-provider';
import { GUEST_COOKIE } from './guest-access';
import { cardPayment, cookieNamed, line, makeProduct, orderBody, placeOrder } from './testing';

/**
 * Test helpers for provider payments on orders (imported by *.test.ts only). Orders are placed through the real
 * checkout (POST /api/orders with a sandbox token): the checkout alone records the provider payment, its events and
 * the order's state (server/modules/payments/provider-payments.ts).
 */
export const sandboxAt = (t: TestApp, now: () => Date): SandboxProvider =>
  createSandboxProvider({ db: t.database.db, now, publicUrl: t.config.publicUrl, webhookSecret: 'whsec_test_refunds', settleSeconds: 3600, deliver: async () => undefined });

/**
 * A card order whose money the sandbox has authorised, not captured: the cart holds a refrigerant that needs a
 * certification and the guest's is not verified yet, so the EPA hold keeps the card authorised (docs/decisions/040).
 * `authorisedAt` in the past ages the authorisation at the sandbox (and its `capture_before` on the shop's record) as a
 * clock would, so an authorisation 8 days old is past its end.
 */
export async function authorisedCardOrder(
  t: TestApp,
  authorisedAt = new Date(),
): Promise<{ id: string; orderNumber: string; paymentId: string; totalCents: number; email: string; cookie: string }> {
  const product = await makeProduct(t.database.db, { price: '100.00', category: 'HCFC', certificationRequired: true });
  const email = `card.${randomUUID().slice(0, 8)}@example.com`;
  const res = await placeOrder(
    t.app,
    orderBody([line(product.id, 2)], { customer: { name: 'Card Buyer', email }, ...cardPayment(), certification: { kind: 'epa_608_type_ii', number: 'T2-4455' } }),
  );
  expect(res.statusCode, res.body).toBe(201);
  const [order] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, res.json().order.orderNumber as string));
  if (!order) throw new Error('order not stored');
  expect(order).toMatchObject({ certificationState: 'awaiting', paymentState: 'authorized' });
  const [payment] = await t.database.db.select().from(providerPayments).where(eq(providerPayments.orderId, order.id));
  if (!payment) throw new Error('the checkout recorded no provider payment');
  const ageMs = Date.now() - authorisedAt.getTime();
  if (ageMs > 60_000) await ageAuthorisation(t, payment.providerPaymentId, ageMs);
  return { id: order.id, orderNumber: order.orderNumber, paymentId: payment.providerPaymentId, totalCents: toCents(order.totalAmount), email, cookie: cookieNamed(res, GUEST_COOKIE) };
}

/** Moves an authorisation `ageMs` into the past at the sandbox and on the shop's record of it (a fake clock's work). */
async function ageAuthorisation(t: TestApp, paymentId: string, ageMs: number): Promise<void> {
  const [row] = await t.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId));
  if (!row) throw new Error('no sandbox payment');
  const state = row.state as { authorizedAt?: string; payment: { captureBefore: string | null } };
  const shift = (iso: string | null | undefined) => (iso ? new Date(Date.parse(iso) - ageMs).toISOString() : iso);
  const payment = { ...state.payment, captureBefore: shift(state.payment.captureBefore) ?? null };
  await t.database.db.update(sandboxPayments).set({ state: { ...state, authorizedAt: shift(state.authorizedAt), payment } }).where(eq(sandboxPayments.id, paymentId));
  await t.database.db
    .update(providerPayments)
    .set({ captureBefore: sql`${providerPayments.captureBefore} - make_interval(secs => ${Math.round(ageMs / 1000)})` })
    .where(eq(providerPayments.providerPaymentId, paymentId));
}
