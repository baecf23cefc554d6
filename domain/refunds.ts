import type { ProviderPaymentStatus } from './payment-events';

/**
 * How much of an order's money can go back to the buyer (issue 25, docs/decisions/040). Pure and in whole cents: what
 * was paid is the order's `amount_received` (the sum of its `payments` rows, docs/decisions/033), what was refunded is
 * the sum of its refunds that are not known to have failed. A pending refund counts as refunded, so two clicks (or two
 * admins) cannot both send back the same money while the provider has not answered yet.
 */

/** A refund's life at the provider: asked for (pending), then settled either way. */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed', 'canceled'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** Why a refund is made: the admin's choice, or the shop's own move when an order is cancelled. */
export const REFUND_REASONS = ['requested_by_customer', 'duplicate', 'fraudulent', 'order_cancelled', 'other'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** How much of the paid money has gone back: none, some, or all of it. */
export const REFUND_STATES = ['none', 'partial', 'full'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export interface RefundLine {
  amountCents: number;
  status: RefundStatus;
}

/** The money of one order as a refund sees it. */
export interface RefundLedger {
  paidCents: number;
  refundedCents: number;
}

export type RefundRefusal = 'not_whole_cents' | 'not_positive' | 'nothing_paid' | 'nothing_left' | 'above_refundable';

export type RefundDecision =
  | { ok: true; amountCents: number; kind: 'full' | 'partial'; refundableAfterCents: number }
  | { ok: false; reason: RefundRefusal; refundableCents: number };

function requireCents(cents: number, what: string): void {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`${what} must be a whole, non-negative number of cents, got ${cents}`);
}

/** Refunds that hold money back from a new refund: every one not known to have failed or been cancelled. */
export function holdsMoney(status: RefundStatus): boolean {
  return status === 'pending' || status === 'succeeded';
}

/** The sum of the refunds that took (or are taking) money back. */
export function refundedCents(refunds: readonly RefundLine[]): number {
  let sum = 0;
  for (const refund of refunds) {
    requireCents(refund.amountCents, 'A refund');
    if (holdsMoney(refund.status)) sum += refund.amountCents;
  }
  return sum;
}

/** Paid minus refunded, never below zero (a ledger refunded past its payments, which the database refuses, gives 0). */
export function refundableCents({ paidCents, refundedCents: refunded }: RefundLedger): number {
  requireCents(paidCents, 'The paid amount');
  requireCents(refunded, 'The refunded amount');
  return Math.max(0, paidCents - refunded);
}

/** none before any refund, full once nothing paid is left, partial between. */
export function refundStateOf(ledger: RefundLedger): RefundState {
  if (ledger.refundedCents <= 0 || ledger.paidCents <= 0) return 'none';
  return refundableCents(ledger) === 0 ? 'full' : 'partial';
}

/**
 * The one bound on a refund: a whole positive number of cents, at most what is still refundable. `'full'` asks for
 * all that is left. The amount comes from the admin's form in dollars (`toCents` in domain/money.ts) or from a
 * cancellation; the caller holds the order row locked while it decides and records the refund as pending.
 */
export function judgeRefund(ledger: RefundLedger, requested: number | 'full'): RefundDecision {
  const left = refundableCents(ledger);
  if (ledger.paidCents === 0) return { ok: false, reason: 'nothing_paid', refundableCents: 0 };
  if (left === 0) return { ok: false, reason: 'nothing_left', refundableCents: 0 };
  const amountCents = requested === 'full' ? left : requested;
  if (!Number.isSafeInteger(amountCents)) return { ok: false, reason: 'not_whole_cents', refundableCents: left };
  if (amountCents <= 0) return { ok: false, reason: 'not_positive', refundableCents: left };
  if (amountCents > left) return { ok: false, reason: 'above_refundable', refundableCents: left };
  return { ok: true, amountCents, kind: amountCents === left ? 'full' : 'partial', refundableAfterCents: left - amountCents };
}

/**
 * What cancelling an order does with its money: an authorisation not captured is voided (nothing moved), money
 * received is refunded (what is left refundable), a bank debit still processing is cancelled at the provider when
 * it allows it and otherwise refunded once it succeeds, and an order with no money asks nothing (`null`: no provider
 * payment, e.g. a wire order; its money recorded by hand goes back by hand).
 */
export type CancellationMove = 'void' | 'refund' | 'cancel_or_refund_later' | 'none';

export function cancellationMove(payment: { status: ProviderPaymentStatus | null } & RefundLedger): CancellationMove {
  if (payment.status === 'authorized' || payment.status === 'requires_action' || payment.status === 'created') return 'void';
  if (payment.status === 'processing') return 'cancel_or_refund_later';
  return refundableCents(payment) > 0 ? 'refund' : 'none';
}
