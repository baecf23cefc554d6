import { authorisationEndsAt, authorisationStanding, captureDue, type CardCaptureSetting } from './card-capture';
import type { OrderCertificationState } from './certification';
import type { OrderStatus } from './orders';
import type { ProviderPaymentStatus } from './payment-events';

/**
 * What the payments job does for one provider payment (issue 25, docs/decisions/040 "Refunds, captures, cancellation"
 * and "The EPA hold"). Pure: the clock is an argument. The job calls the provider with the same idempotency keys as
 * the first attempt (`payment:<id>:capture`, `payment:<id>:cancel`, `refund:<row id>`), so a retry never moves money
 * twice; this module only says which call is due.
 */

/** How long a payment or refund is left to its own after-commit call before the job retries it (its answer was lost). */
export const UPKEEP_GRACE_MINUTES = 5;
const MINUTE_MS = 60_000;

/**
 * capture: the money is due and still only authorised (a capture whose answer was lost, or an order shipped);
 * void: the order was cancelled and the authorisation still holds the buyer's money;
 * retrieve: the authorisation has ended (past `capture_before`): ask the provider, which has cancelled it;
 * none: wait (the certification is awaited, the shop captures at shipment, or the payment is not authorised).
 */
export type PaymentNeed = 'capture' | 'void' | 'retrieve' | 'none';

export interface UpkeepFacts {
  /** The provider payment's status in our table. */
  status: ProviderPaymentStatus;
  /** When it took that status (the authorisation's time for an authorised payment). */
  statusAt: Date | null;
  /** The provider's end of the authorisation, when it gave one. */
  captureBefore: Date | null;
  orderStatus: OrderStatus;
  certificationState: OrderCertificationState;
  cardCapture: CardCaptureSetting;
}

const SHIPPED: readonly OrderStatus[] = ['shipped', 'delivered'];

/** The one call a payment needs now. An ended authorisation is asked about before anything is tried on it. */
export function paymentNeed(facts: UpkeepFacts, now: Date): PaymentNeed {
  if (facts.status !== 'authorized') return 'none';
  const endsAt = authorisationEndsAt(facts.statusAt ?? now, facts.captureBefore);
  if (authorisationStanding(endsAt, now) === 'ended') return 'retrieve';
  if (facts.orderStatus === 'cancelled') return 'void';
  // The moment the capture would have been made: the shipment for a shipped order, else placing (or the verification,
  // which captureDue treats alike once the certification is no longer awaited).
  const moment = SHIPPED.includes(facts.orderStatus) ? 'shipping' : facts.certificationState === 'verified' ? 'certification_verified' : 'placed';
  return captureDue(facts.cardCapture, moment, facts.certificationState) ? 'capture' : 'none';
}

/**
 * Whether the job may act on a row last touched at `touchedAt`: after the grace, so that the checkout's, the admin's
 * or another instance's own call (which touches the row) has had its chance. The job's claim touches it too.
 */
export function pastGrace(touchedAt: Date, now: Date, graceMinutes = UPKEEP_GRACE_MINUTES): boolean {
  return now.getTime() - touchedAt.getTime() >= graceMinutes * MINUTE_MS;
}

/** `pastGrace` as a query's cut-off: a row touched at or before it is past the grace. */
export function graceCutoff(now: Date, graceMinutes = UPKEEP_GRACE_MINUTES): Date {
  return new Date(now.getTime() - graceMinutes * MINUTE_MS);
}

/**
 * When an authorisation that ended is recorded as lost: its end when that is known and past (the order is unpaid from
 * then, docs/decisions/040), else the time the job learnt it.
 */
export function lostAt(facts: Pick<UpkeepFacts, 'statusAt' | 'captureBefore'>, now: Date): Date {
  const endsAt = authorisationEndsAt(facts.statusAt ?? now, facts.captureBefore);
  return endsAt.getTime() <= now.getTime() ? endsAt : now;
}
