import { localizedPath } from '@domain/language-addresses';
import { count, eq } from 'drizzle-orm';
import { toCents } from '@domain/money';
import { isProviderPaid, type CheckoutPaymentInput, type OrderConfirmation } from '@domain/schemas/orders';
import { PAYMENT_MESSAGES } from '@domain/schemas/payments';
import { orders, providerPayments } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../errors';
import { ProviderUnavailable, type PaymentGateway, type ProviderPayment } from '../payments/payment-gateway';
import { applyProviderEvent, latestProviderPayment, syncEvent, type PaymentEffects } from '../payments/provider-payments';
import { readableOrder, type OrderReader } from './order-access';
import { providerPaymentSummaryOf } from './provider-payment-summary';
import { settleAfterCommit, voidAfterRollback } from './settle-payment';
import { readCheckoutSettings } from './checkout-settings';
import { mandateOf, providerMethodOf, takePayment, type PayingClient } from './take-payment';
import { createHash } from 'node:crypto';

/** Payment states in which the buyer may pay again (a declined, cancelled or failed payment; nothing held or taken). */
const PAYABLE_AGAIN = new Set(['unpaid', 'partially_paid']);

export interface OrderPaymentDeps {
  db: Db;
  gateway: PaymentGateway;
  effects: PaymentEffects;
  publicUrl: string;
  now?: () => Date;
  /** The order as its owner reads it, after the change. */
  readOrder: (orderNumber: string, reader: OrderReader) => Promise<OrderConfirmation | null>;
}

/**
 * The buyer's side of an order's provider payment after checkout (docs/decisions/040 "The flow", 5 and 6): the sync
 * after a second step, and paying an unpaid card or bank order again with a new token.
 */
export class OrderPaymentService {
  private readonly now: () => Date;

  constructor(private readonly deps: OrderPaymentDeps) {
    this.now = deps.now ?? (() => new Date());
  }

  /** Retrieves the order's payment from the provider and applies it as the event `sync:<payment id>:<status>`. */
  async sync(orderNumber: string, reader: OrderReader): Promise<OrderConfirmation | null> {
    const { db, gateway, effects } = this.deps;
    const order = await readableOrder(db, orderNumber, reader);
    if (!order) return null;
    const row = await latestProviderPayment(db, order.id);
    if (!row) throw new AppError('conflict', PAYMENT_MESSAGES.noProviderPayment, { payment: PAYMENT_MESSAGES.noProviderPayment });
    const payment = await gateway.retrievePayment(row.providerPaymentId).catch((err: unknown) => {
      if (err instanceof ProviderUnavailable) throw new AppError('service_unavailable', PAYMENT_MESSAGES.providerUnavailable);
      throw err;
    });
    const paymentMethod = order.paymentMethod === 'bank_debit' ? 'bank_debit' : 'credit_card';
    const { method, capture } = providerMethodOf(paymentMethod);
    await db.transaction((tx) => applyProviderEvent(tx, { provider: gateway.name, payment, method, capture, event: syncEvent(payment, this.now()) }, effects));
    const settled = await settleAfterCommit({ db, gateway, effects, now: this.now }, { orderId: order.id, paymentMethod, certificationState: order.certificationState, payment });
    return this.withLivePayment(await this.deps.readOrder(orderNumber, reader), settled);
  }

  /** Pays an unpaid card or bank debit order again (key `order:<id>:repay:<count>`); a decline is 422 naming payment. */
  async payAgain(orderNumber: string, reader: OrderReader, input: CheckoutPaymentInput, client: PayingClient): Promise<OrderConfirmation | null> {
    const { db, gateway, effects } = this.deps;
    const found = await readableOrder(db, orderNumber, reader);
    if (!found) return null;
    const paymentMethod = found.paymentMethod;
    if (!isProviderPaid(paymentMethod) || found.status !== 'pending' || !PAYABLE_AGAIN.has(found.paymentState)) {
      throw new AppError('conflict', PAYMENT_MESSAGES.notAwaitingPayment, { payment: PAYMENT_MESSAGES.notAwaitingPayment });
    }
    const [earlier] = await db.select({ n: count() }).from(providerPayments).where(eq(providerPayments.orderId, found.id));
    const base = `order:${found.id}:repay:${earlier?.n ?? 0}`;
    const amountCents = toCents(found.totalAmount) - toCents(found.amountReceived);
    const mandate = paymentMethod === 'bank_debit' ? mandateOf((await readCheckoutSettings(db)).publicSettings.company_name ?? '', found.language, client, this.now()) : undefined;
    // Paid before the transaction, as at checkout: the provider is never called under the order's lock.
    const payment = await takePayment({
      gateway,
      paymentMethod,
      payment: input,
      amountCents,
      orderId: found.id,
      orderNumber: found.orderNumber,
      customerEmail: found.customerEmail,
      keys: { create: `${base}:create:${amountCents}`, confirm: `${base}:confirm:${createHash('sha256').update(input.token).digest('hex')}` },
      returnUrl: `${this.deps.publicUrl}${localizedPath(found.language, `/order-confirmation?orderNumber=${encodeURIComponent(found.orderNumber)}`)}`,
      ...(mandate ? { mandate } : {}),
    });
    const { method, capture } = providerMethodOf(paymentMethod);
    const confirmed = await db
      .transaction(async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, found.id)).for('update');
        if (!order || order.status !== 'pending' || !PAYABLE_AGAIN.has(order.paymentState)) {
          throw new AppError('conflict', PAYMENT_MESSAGES.notAwaitingPayment, { payment: PAYMENT_MESSAGES.notAwaitingPayment });
        }
        await applyProviderEvent(tx, { provider: gateway.name, payment, method, capture, event: syncEvent(payment, this.now()), orderId: order.id, ...(mandate ? { mandate } : {}) }, effects);
        return { payment, certificationState: order.certificationState };
      })
      .catch(async (err: unknown) => {
        // Paid, then found no longer payable (paid or released meanwhile): the new payment is voided.
        await voidAfterRollback(gateway, payment.id);
        throw err;
      });
    const settled = await settleAfterCommit({ db, gateway, effects, now: this.now }, { orderId: found.id, paymentMethod, certificationState: confirmed.certificationState, payment: confirmed.payment });
    return this.withLivePayment(await this.deps.readOrder(orderNumber, reader), settled);
  }

  /** The order with its payment as the provider just answered (the second step to run is not stored). */
  private withLivePayment(order: OrderConfirmation | null, payment: ProviderPayment): OrderConfirmation | null {
    return order ? { ...order, providerPayment: providerPaymentSummaryOf(payment) } : null;
  }
}
