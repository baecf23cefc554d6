import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { centsToDecimalString, toCents } from '@domain/money';
import { orders, paymentEvents, providerPayments } from '../../db/schema';
import type { TestApp } from '../../testing/test-app';
import { createSandboxProvider, type SandboxProvider } from '../payments/sandbox/sandbox-provider';
import { line, makeProduct, orderBody, placeOrder } from './testing';

/**
 * Test helpers for provider payments on orders (imported by *.test.ts only). The checkout that writes an order's
 * provider payment is another branch's (i25-h1): these authorise a card with the sandbox itself and record the payment
 * on the order as that checkout does (a provider_payments row, its first event, the order authorised).
 */
export const sandboxAt = (t: TestApp, now: () => Date): SandboxProvider =>
  createSandboxProvider({ db: t.database.db, now, publicUrl: t.config.publicUrl, webhookSecret: 'whsec_test_refunds', settleSeconds: 3600, deliver: async () => undefined });

/** A card order whose money the sandbox has authorised (at `authorisedAt`, now by default), not captured. */
export async function authorisedCardOrder(t: TestApp, authorisedAt = new Date()): Promise<{ id: string; paymentId: string; totalCents: number; email: string }> {
  const product = await makeProduct(t.database.db, { price: '100.00' });
  const email = `card.${randomUUID().slice(0, 8)}@example.com`;
  const res = await placeOrder(t.app, orderBody([line(product.id, 2)], { customer: { name: 'Card Buyer', email } }));
  expect(res.statusCode, res.body).toBe(201);
  const [order] = await t.database.db.select().from(orders).where(eq(orders.orderNumber, res.json().order.orderNumber as string));
  if (!order) throw new Error('order not stored');
  const totalCents = toCents(order.totalAmount);
  const sandbox = sandboxAt(t, () => authorisedAt);
  const token = await sandbox.createToken({ method: 'card', number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: 'Card Buyer' });
  if (!token.ok) throw new Error('no token');
  const created = await sandbox.createPayment({ amountCents: totalCents, currency: 'usd', method: 'card', capture: 'manual', orderNumber: order.orderNumber, orderId: order.id, customerEmail: email, idempotencyKey: `order:${order.id}:create:${totalCents}` });
  const confirmed = await sandbox.confirmPayment({ paymentId: created.id, token: token.token, returnUrl: `${t.config.publicUrl}/order-confirmation`, idempotencyKey: `order:${order.id}:confirm` });
  sandbox.close();
  expect(confirmed.status).toBe('authorized');
  await t.database.db.insert(providerPayments).values({
    orderId: order.id,
    provider: 'sandbox',
    providerPaymentId: confirmed.id,
    method: 'card',
    amount: centsToDecimalString(totalCents),
    captureMethod: 'manual',
    status: 'authorized',
    statusEventId: `sync:${confirmed.id}:authorized`,
    statusAt: authorisedAt,
    captureBefore: confirmed.captureBefore,
    cardBrand: confirmed.method?.kind === 'card' ? confirmed.method.brand : null,
    cardLast4: confirmed.method?.last4 ?? null,
  });
  await t.database.db.insert(paymentEvents).values({
    provider: 'sandbox',
    eventId: `sync:${confirmed.id}:authorized`,
    type: 'payment_intent.amount_capturable_updated',
    providerPaymentId: confirmed.id,
    occurredAt: authorisedAt,
    outcome: 'applied',
    summary: { status: 'authorized', amountCents: totalCents },
  });
  await t.database.db.update(orders).set({ paymentState: 'authorized', amountReceived: '0' }).where(eq(orders.id, order.id));
  return { id: order.id, paymentId: confirmed.id, totalCents, email };
}
