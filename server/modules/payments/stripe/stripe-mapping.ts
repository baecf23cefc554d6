import type Stripe from 'stripe';
import { statusOfStripeEvent, statusOfStripeIntent, type ProviderPaymentStatus } from '@domain/payment-events';
import type { RefundReason, RefundStatus } from '@domain/refunds';
import { ProviderRefused, type NextAction, type PaymentMethodSummary, type ProviderEvent, type ProviderPayment, type ProviderRefund } from '../payment-gateway';

/**
 * Stripe's objects in the port's terms (docs/decisions/040). Pure: no call to Stripe. The card and bank details come
 * from the latest charge (`expand: ['latest_charge', 'payment_method']`), else from the payment method (an attempt
 * waiting for its second step has no charge yet); never a number, only brand, last four and expiry.
 */

type Expandable<T> = string | T | null | undefined;

function expanded<T extends object>(value: Expandable<T>): T | null {
  return value && typeof value === 'object' ? value : null;
}

function expiryOf(month: number | null | undefined, year: number | null | undefined): string | null {
  if (!month || !year) return null;
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

function methodOfCharge(charge: Stripe.Charge): PaymentMethodSummary | null {
  const details = charge.payment_method_details;
  const name = charge.billing_details?.name ?? null;
  if (details?.card) {
    const card = details.card;
    return { kind: 'card', brand: card.brand ?? 'unknown', last4: card.last4 ?? '', expiry: expiryOf(card.exp_month, card.exp_year), cardholderName: name };
  }
  const bank = details?.us_bank_account ?? details?.acss_debit;
  if (bank) {
    const mandate = typeof bank.mandate === 'string' ? bank.mandate : (bank.mandate?.id ?? null);
    return { kind: 'bank_debit', bankName: bank.bank_name ?? null, last4: bank.last4 ?? '', mandateId: mandate };
  }
  return null;
}

function methodOfPaymentMethod(method: Stripe.PaymentMethod): PaymentMethodSummary | null {
  const name = method.billing_details?.name ?? null;
  if (method.card) {
    return { kind: 'card', brand: method.card.brand, last4: method.card.last4, expiry: expiryOf(method.card.exp_month, method.card.exp_year), cardholderName: name };
  }
  const bank = method.us_bank_account ?? method.acss_debit;
  if (bank) return { kind: 'bank_debit', bankName: bank.bank_name ?? null, last4: bank.last4 ?? '', mandateId: null };
  return null;
}

function nextActionOf(intent: Stripe.PaymentIntent): NextAction | null {
  if (intent.status !== 'requires_action' || !intent.next_action) return null;
  // The browser's stripe.handleNextAction({ clientSecret }) runs every kind of next action (3-D Secure, redirects).
  if (intent.client_secret) return { kind: 'client_secret', clientSecret: intent.client_secret };
  const redirect = intent.next_action.redirect_to_url?.url;
  return redirect ? { kind: 'redirect', url: redirect } : null;
}

function statusOrRefuse(status: ProviderPaymentStatus | null, what: string): ProviderPaymentStatus {
  if (status === null) throw new ProviderRefused('unknown_status', `Stripe answered a status we do not know: ${what}`);
  return status;
}

/** A PaymentIntent in ours; `status` overrides the intent's own (an event's type says what happened). */
export function paymentOfIntent(intent: Stripe.PaymentIntent, status?: ProviderPaymentStatus): ProviderPayment {
  const charge = expanded(intent.latest_charge);
  const paymentMethod = expanded(intent.payment_method);
  const captureBefore = charge?.payment_method_details?.card?.capture_before;
  const error = intent.last_payment_error;
  return {
    id: intent.id,
    status: status ?? statusOrRefuse(statusOfStripeIntent(intent), intent.status),
    amountCents: intent.amount,
    amountReceivedCents: intent.amount_received ?? 0,
    amountCapturableCents: intent.amount_capturable ?? 0,
    method: (charge && methodOfCharge(charge)) ?? (paymentMethod && methodOfPaymentMethod(paymentMethod)) ?? null,
    captureBefore: intent.status === 'requires_capture' && captureBefore ? new Date(captureBefore * 1000) : null,
    nextAction: nextActionOf(intent),
    failure: error ? { code: error.code ?? error.type, ...(error.decline_code ? { declineCode: error.decline_code } : {}) } : null,
  };
}

const REFUND_STATUS: Record<string, RefundStatus> = {
  pending: 'pending',
  requires_action: 'pending',
  succeeded: 'succeeded',
  failed: 'failed',
  canceled: 'canceled',
};

export function refundOfStripe(refund: Stripe.Refund): ProviderRefund {
  const intent = refund.payment_intent;
  return {
    id: refund.id,
    paymentId: typeof intent === 'string' ? intent : (intent?.id ?? ''),
    amountCents: refund.amount,
    status: REFUND_STATUS[refund.status ?? 'pending'] ?? 'pending',
    failureReason: refund.failure_reason ?? null,
  };
}

/** Stripe knows three reasons; ours go in the metadata too (`order_cancelled`, `other` have no Stripe twin). */
export function stripeRefundReason(reason: RefundReason): Stripe.RefundCreateParams.Reason | undefined {
  return reason === 'duplicate' || reason === 'fraudulent' || reason === 'requested_by_customer' ? reason : undefined;
}

const REFUND_EVENTS = new Set(['refund.created', 'refund.updated', 'refund.failed', 'charge.refund.updated']);

/** A verified webhook event in ours: payments by `statusOfStripeEvent`, refunds by id, the rest kept as `other`. */
export function eventOfStripe(event: Stripe.Event): ProviderEvent {
  const base = { id: event.id, type: event.type, occurredAt: new Date(event.created * 1000) };
  const object = event.data.object as { object?: string };
  if (event.type.startsWith('payment_intent.') && object.object === 'payment_intent') {
    const status = statusOfStripeEvent(event.type);
    if (status) return { ...base, kind: 'payment', payment: paymentOfIntent(object as Stripe.PaymentIntent, status) };
  }
  if (REFUND_EVENTS.has(event.type) && object.object === 'refund') return { ...base, kind: 'refund', refund: refundOfStripe(object as Stripe.Refund) };
  return { ...base, kind: 'other' };
}
