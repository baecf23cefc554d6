import type { CaptureMethod, ProviderPaymentMethod } from '@domain/payment-provider';
import type { ProviderPaymentStatus } from '@domain/payment-events';
import type { RefundReason } from '@domain/refunds';
import type { NextAction, PaymentMethodSummary, ProviderFailure, ProviderPayment, ProviderRefund } from '../payment-gateway';
import type { SandboxBehaviour } from './sandbox-cards';

/**
 * What one sandbox payment holds in `sandbox_payments.state` (JSON): the payment as the sandbox answers it, what makes
 * its calls idempotent, its refunds, and its webhook events, due or delivered (so another instance, or a restarted
 * one, delivers what is due, each event once).
 */
export interface StoredPayment {
  id: string;
  status: ProviderPaymentStatus;
  amountCents: number;
  amountReceivedCents: number;
  amountCapturableCents: number;
  method: PaymentMethodSummary | null;
  captureBefore: string | null;
  nextAction: NextAction | null;
  failure: ProviderFailure | null;
}

export interface StoredRefund {
  id: string;
  amountCents: number;
  reason: RefundReason;
  idempotencyKey: string;
}

/** A transition the sandbox makes by itself once due (a bank debit settling, a card failing later). */
export type SettleMove = { to: 'succeeded' } | { to: 'failed'; failureCode: string } | { to: 'canceled'; failureCode: string };

export interface StoredEvent {
  id: string;
  type: string;
  dueAt: string;
  /** The signed body, built when the event happened (or, for a settle move, when it is made). */
  body: string | null;
  settle: SettleMove | null;
  delivered: boolean;
}

export interface SandboxState {
  payment: StoredPayment;
  method: ProviderPaymentMethod;
  capture: CaptureMethod;
  paramsHash: string;
  behaviour: SandboxBehaviour | null;
  authorizedAt: string | null;
  /** idempotency key → token of each confirmation. */
  confirmations: Record<string, string>;
  captureKey: string | null;
  cancelKey: string | null;
  refunds: StoredRefund[];
  events: StoredEvent[];
  /** The earliest due time of an undelivered event (null when none), what the settle sweep selects on. */
  nextDueAt: string | null;
}

export function toProviderPayment(stored: StoredPayment): ProviderPayment {
  return { ...stored, captureBefore: stored.captureBefore ? new Date(stored.captureBefore) : null };
}

export function toProviderRefund(paymentId: string, refund: StoredRefund): ProviderRefund {
  return { id: refund.id, paymentId, amountCents: refund.amountCents, status: 'succeeded', failureReason: null };
}

export function refreshNextDue(state: SandboxState): void {
  const due = state.events.filter((event) => !event.delivered).map((event) => event.dueAt);
  state.nextDueAt = due.length === 0 ? null : due.reduce((a, b) => (a < b ? a : b));
}
