import type { PaymentMethod } from './orders';

/**
 * Who reserves stock with an order paid later (bank wire, check): a guest, an account that has shown nothing yet
 * (no paid order, no verified certification) or an established account. Signing up costs nothing, so a new account
 * is limited like a guest (RELIABILITY 35); an established account is bounded by the release of unpaid orders only.
 */
export type UnpaidBuyer = 'guest' | 'new_account' | 'established';

/** Cylinders (site settings, domain/site-settings.ts ORDER_PROTECTION_DEFAULTS). */
export interface UnpaidReservationLimits {
  /** One guest order. */
  guestOrder: number;
  /** One order of a new account. */
  newAccountOrder: number;
  /** Every unpaid order of one new account still pending, together. */
  newAccountTotal: number;
  /** Every unpaid order of guests and new accounts still pending, together: the bound overall (RELIABILITY 31). */
  shopTotal: number;
}

/** Cylinders already held by pending unpaid orders. */
export interface UnpaidHolds {
  /** This account's (0 for a guest). */
  account: number;
  /** All guests' and new accounts' together. */
  shop: number;
}

export type UnpaidRefusal = 'guest_order' | 'account_order' | 'account_total' | 'shop_total';

export const UNPAID_METHODS = ['bank_wire', 'check'] as const satisfies readonly PaymentMethod[];

export function isPaidLater(method: PaymentMethod): boolean {
  return (UNPAID_METHODS as readonly string[]).includes(method);
}

const remaining = (limit: number, held: number) => Math.max(0, limit - held);

/** The most cylinders this buyer may reserve now with an order paid later; null when nothing limits it. */
export function unpaidAllowance(buyer: UnpaidBuyer, limits: UnpaidReservationLimits, held: UnpaidHolds): number | null {
  if (buyer === 'established') return null;
  const shop = remaining(limits.shopTotal, held.shop);
  if (buyer === 'guest') return Math.min(limits.guestOrder, shop);
  return Math.min(limits.newAccountOrder, remaining(limits.newAccountTotal, held.account), shop);
}

export interface UnpaidReservation {
  paymentMethod: PaymentMethod;
  buyer: UnpaidBuyer;
  /** The cylinders of the order being placed. */
  cylinders: number;
  limits: UnpaidReservationLimits;
  held: UnpaidHolds;
}

/**
 * Whether an order may reserve its cylinders before it is paid: a card order and an established account's order
 * always may; otherwise the first limit it passes is named (the order's own size first, then the account's, then the
 * shop's). Refuses exactly the orders larger than unpaidAllowance.
 */
export function judgeUnpaidReservation({ paymentMethod, buyer, cylinders, limits, held }: UnpaidReservation): UnpaidRefusal | null {
  if (!isPaidLater(paymentMethod) || buyer === 'established') return null;
  if (buyer === 'guest' && cylinders > limits.guestOrder) return 'guest_order';
  if (buyer === 'new_account' && cylinders > limits.newAccountOrder) return 'account_order';
  if (buyer === 'new_account' && held.account + cylinders > limits.newAccountTotal) return 'account_total';
  if (held.shop + cylinders > limits.shopTotal) return 'shop_total';
  return null;
}
