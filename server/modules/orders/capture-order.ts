import { eq } from 'drizzle-orm';
import { fromCents, toCents } from '@domain/money';
import { ADMIN_ORDER_MESSAGES } from '@domain/schemas/orders-admin';
import { orders, type ProviderPaymentRow } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../errors';
import type { AdminActor } from '../audit/admin-actor';
import { recordAudit } from '../audit/audit.service';
import { ProviderUnavailable, type PaymentGateway, type ProviderPayment } from '../payments/payment-gateway';
import { applyProviderEvent, latestProviderPayment, syncEvent, type AppliedEvent, type PaymentEffects } from '../payments/provider-payments';

export interface CaptureDeps {
  db: Db;
  gateway: PaymentGateway | null;
  effects: PaymentEffects;
  now: () => Date;
}

/** The idempotency key of a capture (docs/decisions/040): one per provider payment, so a retry never captures twice. */
export const captureKeyOf = (providerPaymentId: string) => `payment:${providerPaymentId}:capture`;
/** The idempotency key of a void: one per provider payment. */
export const cancelKeyOf = (providerPaymentId: string) => `payment:${providerPaymentId}:cancel`;

/** The refusal of a capture the provider turned down: the authorisation is gone (expired, or voided). */
const expired = () => new AppError('conflict', ADMIN_ORDER_MESSAGES.authorisationExpired, { payment: ADMIN_ORDER_MESSAGES.authorisationExpired });

/**
 * Captures an order's authorised card payment (docs/decisions/040 "Capture"): the provider is called outside any lock
 * (key `payment:<provider payment id>:capture`), then the money is recorded in one transaction with the order row
 * locked. Refused: no authorised payment (409 naming `payment`), the provider down (503), the authorisation expired or
 * voided (409 "payment authorisation expired"; nothing changes). The answer is recorded by recordProviderAnswer.
 * Returns whether money was captured now.
 */
export async function captureOrder(deps: CaptureDeps, orderId: string, actor: AdminActor | null): Promise<boolean> {
  const [exists] = await deps.db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!exists) throw new AppError('not_found', ADMIN_ORDER_MESSAGES.notFound);
  const provider = await latestProviderPayment(deps.db, orderId);
  if (!provider || provider.status !== 'authorized') {
    throw new AppError('conflict', ADMIN_ORDER_MESSAGES.captureNotAuthorized, { payment: ADMIN_ORDER_MESSAGES.captureNotAuthorized });
  }
  return captureAuthorised(deps, provider, actor);
}

/**
 * Captures one authorised provider payment with its capture key (the order's capture above, and the payments job's
 * retry of a capture whose answer was lost): the same refusals, recorded the same way. Returns whether money was
 * captured now.
 */
export async function captureAuthorised(deps: CaptureDeps, provider: ProviderPaymentRow, actor: AdminActor | null): Promise<boolean> {
  if (!deps.gateway) throw new AppError('service_unavailable', ADMIN_ORDER_MESSAGES.providerUnavailable);
  let answer: ProviderPayment;
  try {
    answer = await deps.gateway.capturePayment({ paymentId: provider.providerPaymentId, idempotencyKey: captureKeyOf(provider.providerPaymentId) });
  } catch (error) {
    if (error instanceof ProviderUnavailable) throw new AppError('service_unavailable', ADMIN_ORDER_MESSAGES.providerUnavailable);
    throw expired();
  }
  if (answer.status !== 'succeeded') throw expired();
  return (await recordProviderAnswer(deps, provider, answer, actor, 'order.capture')).transition === 'paid';
}

/**
 * Voids an authorisation (a cancelled order: the admin's cancellation, or the payments job's retry of a void whose
 * answer was lost) with its cancel key, and records the provider's answer. Throws what the provider throws.
 */
export async function voidAuthorised(deps: CaptureDeps & { gateway: PaymentGateway }, provider: ProviderPaymentRow): Promise<AppliedEvent> {
  const answer = await deps.gateway.cancelPayment({ paymentId: provider.providerPaymentId, idempotencyKey: cancelKeyOf(provider.providerPaymentId) });
  return recordProviderAnswer(deps, provider, answer);
}

/**
 * A provider's synchronous answer about an order's payment (a capture, a void), recorded where the checkout, the sync
 * and the webhook record theirs (provider-payments.ts, event `sync:<payment id>:<status>`): one place writes the
 * `payments` row `provider:<payment id>` and moves the order, so a capture and the provider's later event about the same
 * money count it once, whichever comes first.
 */
export async function recordProviderAnswer(deps: CaptureDeps, provider: ProviderPaymentRow, answer: ProviderPayment, actor: AdminActor | null = null, action?: 'order.capture'): Promise<AppliedEvent> {
  return deps.db.transaction(async (tx) => {
    const [before] = provider.orderId ? await tx.select().from(orders).where(eq(orders.id, provider.orderId)) : [];
    const applied = await applyProviderEvent(
      tx,
      { provider: provider.provider, payment: answer, method: provider.method, capture: provider.captureMethod, event: syncEvent(answer, deps.now()), ...(provider.orderId ? { orderId: provider.orderId } : {}) },
      deps.effects,
    );
    if (actor && action && before && applied.transition) {
      const [after] = await tx.select().from(orders).where(eq(orders.id, before.id));
      await recordAudit(tx, actor, {
        action,
        entityType: 'order',
        entityId: before.id,
        before: { orderNumber: before.orderNumber, paymentState: before.paymentState, amountReceived: fromCents(toCents(before.amountReceived)) },
        after: { orderNumber: before.orderNumber, paymentState: after?.paymentState, amountReceived: fromCents(toCents(after?.amountReceived ?? before.amountReceived)), reference: provider.providerPaymentId },
      });
    }
    return applied;
  });
}
