import { captureDue, type CardCaptureSetting } from '@domain/card-capture';
import type { OrderCertificationState } from '@domain/certification';
import type { Db } from '../../db/types';
import type { PaymentGateway, ProviderPayment } from '../payments/payment-gateway';
import { applyProviderEvent, syncEvent, type PaymentEffects } from '../payments/provider-payments';
import { readCardCapture } from './checkout-settings';
import { providerMethodOf } from './take-payment';

/**
 * The after-commit moves of the pay step (docs/decisions/040 "The flow", 4). A card is authorised in the order's
 * transaction and captured after its commit, unless `captureDue` says it waits (capture at shipment, or a certification
 * still awaited: the EPA hold). A capture that fails leaves the order `authorized` for the payments job to retry with
 * the same key; a transaction that rolled back after the confirmation voids the payment.
 */

export interface SettleDeps {
  db: Db;
  gateway: PaymentGateway;
  effects: PaymentEffects;
  now: () => Date;
  /** The shop's `card_capture` setting as the checkout read it before its transaction; read here when not given. */
  cardCapture?: CardCaptureSetting;
}

/** Captures an authorised card payment of a committed order when the capture is due now; returns the payment as it ends. */
export async function settleAfterCommit(
  deps: SettleDeps,
  placed: { orderId: string; paymentMethod: 'credit_card' | 'bank_debit'; certificationState: OrderCertificationState; payment: ProviderPayment },
): Promise<ProviderPayment> {
  const { payment } = placed;
  if (payment.status !== 'authorized') return payment;
  const setting = deps.cardCapture ?? (await readCardCapture(deps.db));
  if (!captureDue(setting, 'placed', placed.certificationState)) return payment;
  let captured: ProviderPayment;
  try {
    captured = await deps.gateway.capturePayment({ paymentId: payment.id, idempotencyKey: `payment:${payment.id}:capture` });
  } catch {
    // The order stays authorised; the payments job captures it later with the same key.
    return payment;
  }
  const { method, capture } = providerMethodOf(placed.paymentMethod);
  await deps.db.transaction((tx) =>
    applyProviderEvent(tx, { provider: deps.gateway.name, payment: captured, method, capture, event: syncEvent(captured, deps.now()) }, deps.effects),
  );
  return captured;
}

/** Voids a payment confirmed in a transaction that then rolled back; a void that fails too must not hide why. */
export async function voidAfterRollback(gateway: PaymentGateway, paymentId: string): Promise<void> {
  await gateway.cancelPayment({ paymentId, idempotencyKey: `payment:${paymentId}:cancel` }).catch(() => undefined);
}
