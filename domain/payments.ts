import type { PaymentMethod } from './orders';
import type { ProviderPaymentStatus } from './payment-events';

/**
 * Whether the shop has the order's money, beside (not inside) its fulfilment status: a card order is paid when
 * placed; a wire or check order is unpaid until an admin records the payments received (docs/decisions/033).
 */
export const PAYMENT_STATES = ['unpaid', 'partially_paid', 'paid', 'awaiting_action', 'processing', 'authorized', 'partially_refunded', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/**
 * The list filter: `unpaid` takes every state with money still owed; `paid` takes orders paid then refunded;
 * `authorisation_ending` the card orders authorised, awaiting a certification, whose authorisation ends within 24 hours
 * (docs/decisions/040, the dashboard's "needs attention" links to it).
 */
export const PAYMENT_FILTERS = ['paid', 'unpaid', 'authorisation_ending'] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

/** How a payment recorded by hand arrived. */
export const RECEIVED_PAYMENT_METHODS = ['bank_wire', 'check', 'credit_card', 'bank_debit', 'other'] as const;
export type ReceivedPaymentMethod = (typeof RECEIVED_PAYMENT_METHODS)[number];

export function isPaymentState(value: string): value is PaymentState {
  return (PAYMENT_STATES as readonly string[]).includes(value);
}

/**
 * The one rule (docs/decisions/033, 040), from the money recorded and what the provider says of the order's payment:
 * 1. money given back: refunded (all of it) or partially refunded;
 * 2. the total received: paid (a provider payment that succeeded adds its `payments` row, like money recorded by hand);
 * 3. a provider payment still open: awaiting the buyer's second step, a bank debit on its way, or authorised funds;
 * 4. else unpaid, or partially paid once some money arrived.
 * A card order placed before the provider (no provider status) stays paid from its placing, as it was sold.
 */
export function paymentStateOf(order: {
  paymentMethod: PaymentMethod;
  totalCents: number;
  receivedCents: number;
  refundedCents?: number;
  /** The order's provider payment's status (domain/payment-events.ts); undefined for an order without one. */
  providerStatus?: ProviderPaymentStatus | null;
}): PaymentState {
  const refunded = order.refundedCents ?? 0;
  if (refunded > 0) return refunded >= order.receivedCents ? 'refunded' : 'partially_refunded';
  if (order.paymentMethod === 'credit_card' && order.providerStatus === undefined) return 'paid';
  if (order.receivedCents >= order.totalCents) return 'paid';
  switch (order.providerStatus) {
    case 'requires_action':
      return 'awaiting_action';
    case 'processing':
      return 'processing';
    case 'authorized':
      return 'authorized';
    default:
      return order.receivedCents > 0 ? 'partially_paid' : 'unpaid';
  }
}

/** What the Mark as paid dialog proposes: what is still owed (the whole total before any payment), never below zero. */
export function amountDueCents(order: { totalCents: number; receivedCents: number }): number {
  return Math.max(0, order.totalCents - order.receivedCents);
}

/** The states a list filter keeps. */
export function statesOfFilter(filter: PaymentFilter): readonly PaymentState[] {
  if (filter === 'authorisation_ending') return ['authorized'];
  return filter === 'paid' ? ['paid', 'partially_refunded', 'refunded'] : ['unpaid', 'partially_paid', 'awaiting_action', 'processing', 'authorized'];
}
