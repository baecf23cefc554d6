import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { centsToDecimalString } from '@domain/money';
import { emailOutbox, orders, paymentEvents, payments, providerPayments, refunds, sandboxPayments } from '../db/schema';
import { captureKeyOf } from '../modules/orders/capture-order';
import { authorisedCardOrder, sandboxAt } from '../modules/orders/provider-testing';
import { createRaceTestApp, isCi } from '../modules/orders/testing';
import type { SandboxProvider } from '../modules/payments/sandbox/sandbox-provider';
import type { TestApp } from '../testing/test-app';
import { PaymentsJob } from './payments-job';

// Issue 25, docs/decisions/040: a capture, refund or expiry whose answer was lost is settled by the payments job with
// the same idempotency key, and money moves once when two instances run it at once. On the PostgreSQL server
// (DATABASE_URL, or the local one); PGlite serialises every transaction and proves less.
let t: TestApp & { onServer: boolean };

beforeAll(async () => {
  t = await createRaceTestApp();
});
afterAll(async () => {
  await t?.close();
});

/** Two instances of the job, as two servers run it, each passing at `at` (past the grace of the calls they retry). */
async function twoInstancesAt(at: Date) {
  const [first, second] = [new PaymentsJob({ pass: (now) => t.app.paymentsPass(now) }), new PaymentsJob({ pass: (now) => t.app.paymentsPass(now) })];
  const done = await Promise.all([first.runOnce(at), second.runOnce(at)]);
  return done.flat();
}
const later = () => new Date(Date.now() + 10 * 60_000);

type SandboxState = { captureKey: string | null; refunds: { idempotencyKey: string; amountCents: number }[]; payment: { status: string; amountReceivedCents: number } };
const sandboxState = async (paymentId: string) => (await t.database.db.select().from(sandboxPayments).where(eq(sandboxPayments.id, paymentId)))[0]?.state as SandboxState;
const orderRow = async (id: string) => (await t.database.db.select().from(orders).where(eq(orders.id, id)))[0];

/** The provider does what the shop asked, and its answer never comes back (the shop's process stopped). */
async function answerLost(call: (sandbox: SandboxProvider) => Promise<unknown>): Promise<void> {
  const sandbox = sandboxAt(t, () => new Date());
  try {
    await call(sandbox);
  } finally {
    sandbox.close();
  }
}

describe('payments job races', () => {
  it('runs on the PostgreSQL server when one answers, and always under CI', () => {
    if (isCi()) expect(t.onServer).toBe(true);
    expect(typeof t.onServer).toBe('boolean');
  });

  it('records a capture whose answer was lost once, with the same key, when two instances run the job at once', async () => {
    const order = await authorisedCardOrder(t);
    // The certification was verified and its capture reached the provider; the answer was lost.
    await t.database.db.update(orders).set({ certificationState: 'verified' }).where(eq(orders.id, order.id));
    await answerLost((sandbox) => sandbox.capturePayment({ paymentId: order.paymentId, idempotencyKey: captureKeyOf(order.paymentId) }));
    expect(await orderRow(order.id)).toMatchObject({ paymentState: 'authorized', amountReceived: '0.00' });

    const done = await twoInstancesAt(later());
    expect(done).toEqual([{ action: 'captured', reference: order.paymentId, status: 'succeeded' }]);
    expect(await twoInstancesAt(new Date(later().getTime() + 60 * 60_000))).toEqual([]);
    expect(await orderRow(order.id)).toMatchObject({ paymentState: 'paid', amountReceived: centsToDecimalString(order.totalCents) });
    expect(await t.database.db.select().from(payments).where(eq(payments.orderId, order.id))).toHaveLength(1);
    const state = await sandboxState(order.paymentId);
    expect(state).toMatchObject({ captureKey: captureKeyOf(order.paymentId), payment: { status: 'succeeded', amountReceivedCents: order.totalCents } });
    const captures = await t.database.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, `sync:${order.paymentId}:succeeded`));
    expect(captures).toHaveLength(1);
  });

  it('settles a refund whose answer was lost once, with the key refund:<row id>, when two instances run the job at once', async () => {
    const order = await authorisedCardOrder(t);
    await t.database.db.update(orders).set({ certificationState: 'verified' }).where(eq(orders.id, order.id));
    expect(await twoInstancesAt(later())).toEqual([{ action: 'captured', reference: order.paymentId, status: 'succeeded' }]);
    const [provider] = await t.database.db.select().from(providerPayments).where(eq(providerPayments.providerPaymentId, order.paymentId));
    if (!provider) throw new Error('no provider payment');
    // The refund was written pending and committed, sent to the provider, and its answer lost.
    const amountCents = 4_000;
    const [row] = await t.database.db
      .insert(refunds)
      .values({ orderId: order.id, providerPaymentId: provider.id, amount: centsToDecimalString(amountCents), reason: 'requested_by_customer', status: 'pending', requestKey: randomUUID(), createdAt: new Date(Date.now() - 60_000) })
      .returning();
    if (!row) throw new Error('no refund row');
    await answerLost((sandbox) => sandbox.refund({ paymentId: order.paymentId, amountCents, reason: 'requested_by_customer', idempotencyKey: `refund:${row.id}` }));
    const at = new Date(Date.now() + 20 * 60_000);

    const done = await twoInstancesAt(at);
    expect(done).toEqual([{ action: 'refund_sent', reference: row.id, status: 'succeeded' }]);
    expect(await twoInstancesAt(new Date(at.getTime() + 60 * 60_000))).toEqual([]);
    const state = await sandboxState(order.paymentId);
    expect(state.refunds.map((refund) => [refund.idempotencyKey, refund.amountCents])).toEqual([[`refund:${row.id}`, amountCents]]);
    const [settled] = await t.database.db.select().from(refunds).where(eq(refunds.id, row.id));
    expect(settled).toMatchObject({ status: 'succeeded', providerRefundId: expect.stringMatching(/^sbx_re_/) });
    expect(await orderRow(order.id)).toMatchObject({ paymentState: 'partially_refunded', amountRefunded: centsToDecimalString(amountCents) });
    expect(await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `order-refund:${row.id}`))).toHaveLength(1);
  });

  it('makes an authorisation past capture_before unpaid once and e-mails the buyer once when two instances run the job at once', async () => {
    // Authorised eight days ago (the sandbox's and the shop's record moved back as a clock would): past its end.
    const order = await authorisedCardOrder(t, new Date(Date.now() - 8 * 86_400_000));
    const done = await twoInstancesAt(later());
    expect(done).toEqual([{ action: 'retrieved', reference: order.paymentId, status: 'canceled' }]);
    expect(await orderRow(order.id)).toMatchObject({ status: 'pending', paymentState: 'unpaid', amountReceived: '0.00' });
    expect(await t.database.db.select().from(emailOutbox).where(eq(emailOutbox.dedupeKey, `payment-lost:${order.paymentId}`))).toHaveLength(1);
    expect(await twoInstancesAt(new Date(later().getTime() + 60 * 60_000))).toEqual([]);
  });
});
