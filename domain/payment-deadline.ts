import { endOfUtcDay, startOfUtcDay, utcDayOf } from './dates';
import type { OrderStatus, PaymentMethod } from './orders';
import { UNPAID_METHODS, isPaidLater } from './unpaid-reservations';

/**
 * When a bank-wire or check order must be paid (docs/decisions/034): in **calendar days**, the end of the UTC day that
 * falls `releaseDays` days (the unpaid_order_release_days setting, 7 by default) after the day it was placed. An order
 * placed on March 3 at any hour with 7 days is paid by March 10, 23:59:59.999 UTC; the release job cancels it from
 * March 11. Checkout text, confirmation page, /account, e-mail, invoice PDF and the release job all use these functions.
 */

const DAY_MS = 86_400_000;

/** Methods whose money comes after the order (a card is paid when placed). */
export const PAID_LATER_METHODS = UNPAID_METHODS;

/**
 * Whether the buyer still owes the money: a wire or check order still `pending` (an admin marks it processing once
 * the money arrived). The one place that says "awaiting payment" from an order's facts.
 */
export function isAwaitingPayment(order: { paymentMethod: PaymentMethod; status: OrderStatus }): boolean {
  return order.status === 'pending' && isPaidLater(order.paymentMethod);
}

/** The last day to pay, "YYYY-MM-DD" (UTC calendar day). */
export function paymentDeadlineDay(placedAt: Date, releaseDays: number): string {
  const day = utcDayOf(placedAt.toISOString()) ?? placedAt.toISOString().slice(0, 10);
  return new Date(Date.parse(startOfUtcDay(day)) + releaseDays * DAY_MS).toISOString().slice(0, 10);
}

/** The last instant the payment is awaited: the deadline day's last millisecond (UTC). */
export function paymentDeadline(placedAt: Date, releaseDays: number): Date {
  return new Date(endOfUtcDay(paymentDeadlineDay(placedAt, releaseDays)));
}

/**
 * The release job's cut-off: an unpaid order placed strictly before it is past its deadline at `now`
 * (placedAt < cutoff ⇔ now > paymentDeadline(placedAt, releaseDays)).
 */
export function unpaidReleaseCutoff(now: Date, releaseDays: number): Date {
  const today = utcDayOf(now.toISOString()) ?? now.toISOString().slice(0, 10);
  return new Date(Date.parse(startOfUtcDay(today)) - releaseDays * DAY_MS);
}

/**
 * Methods whose order can become unpaid after it was placed (docs/decisions/040): a card authorisation voided or
 * expired, a bank debit that failed. Their deadline counts from `orders.unpaid_since`, not from the placing.
 */
export const PROVIDER_PAID_METHODS = ['credit_card', 'bank_debit'] as const satisfies readonly PaymentMethod[];

/**
 * When an unpaid order's payment deadline starts counting: its placing for a wire or check order; for a card or bank
 * debit order, the moment its payment was lost (null while it never was: such an order is not waiting for money).
 */
export function unpaidDeadlineStart(order: { paymentMethod: PaymentMethod; createdAt: Date; unpaidSince: Date | null }): Date | null {
  if (isPaidLater(order.paymentMethod)) return order.createdAt;
  return (PROVIDER_PAID_METHODS as readonly string[]).includes(order.paymentMethod) ? order.unpaidSince : null;
}
