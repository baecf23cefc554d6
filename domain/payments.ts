import type { PaymentMethod } from './orders';

/**
 * Whether the shop has the order's money, beside (not inside) its fulfilment status: a card order is paid when
 * placed; a wire or check order is unpaid until an admin records the payments received (docs/decisions/033).
 */
export const PAYMENT_STATES = ['unpaid', 'partially_paid', 'paid', 'awaiting_action', 'processing', 'authorized', 'partially_refunded', 'refunded'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

/** The list filter: `unpaid` takes partially paid orders too (money is still owed on them). */
export const PAYMENT_FILTERS = ['paid', 'unpaid'] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

/** How a payment recorded by hand arrived. */
export const RECEIVED_PAYMENT_METHODS = ['bank_wire', 'check', 'credit_card', 'other'] as const;
export type ReceivedPaymentMethod = (typeof RECEIVED_PAYMENT_METHODS)[number];

export function isPaymentState(value: string): value is PaymentState {
  return (PAYMENT_STATES as readonly string[]).includes(value);
}

/** The one rule: card orders are paid at placement; others by the sum of the payments received against the total. */
export function paymentStateOf(order: { paymentMethod: PaymentMethod; totalCents: number; receivedCents: number }): PaymentState {
  if (order.paymentMethod === 'credit_card') return 'paid';
  if (order.receivedCents >= order.totalCents) return 'paid';
  return order.receivedCents > 0 ? 'partially_paid' : 'unpaid';
}

/** What the Mark as paid dialog proposes: what is still owed (the whole total before any payment), never below zero. */
export function amountDueCents(order: { totalCents: number; receivedCents: number }): number {
  return Math.max(0, order.totalCents - order.receivedCents);
}

/** The states a list filter keeps. */
export function statesOfFilter(filter: PaymentFilter): readonly PaymentState[] {
  return filter === 'paid' ? ['paid'] : ['unpaid', 'partially_paid'];
}
