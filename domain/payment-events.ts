/**
 * What the payment provider says about one payment (a Stripe PaymentIntent, or the sandbox's), folded from its events
 * (issue 25, docs/decisions/040). Webhooks arrive late, twice, or out of order, and the synchronous confirmation races
 * them; so the state is the MAXIMUM of the events seen under one total order, never "the last one applied". A maximum
 * is commutative, associative and idempotent: any arrival order and any number of repeats give the same state, and
 * the server can apply an event under the order's row lock by asking only `outranks(event, current)`.
 *
 * The order, most decisive first:
 * 1. a settled payment: `succeeded` (money taken) over `canceled` (voided, or an authorisation that expired) — a
 *    provider never sends both for one payment; if it did, the money is what counts and the admin sees both events;
 * 2. `authorized` (funds held, to capture): nothing but settling follows it;
 * 3. the attempts before that — `created`, `requires_action` (a second step such as 3-D Secure), `processing`
 *    (a bank debit on its way), `failed` (an attempt refused; the buyer may try again on the same payment) — by the
 *    provider's time of the event, later first; on the same instant (Stripe counts whole seconds) by the usual
 *    sequence created < requires_action < processing < failed;
 * 4. last, the event id, so that two different events never tie.
 */

export const PROVIDER_PAYMENT_STATUSES = ['created', 'requires_action', 'processing', 'failed', 'authorized', 'canceled', 'succeeded'] as const;
export type ProviderPaymentStatus = (typeof PROVIDER_PAYMENT_STATUSES)[number];

/**
 * What recording an event did: `applied` (it changed the payment), `stale` (old news: a repeat or overtaken),
 * `unmatched` (a payment that is not ours), `ignored` (a type we do not act on).
 */
export const PAYMENT_EVENT_OUTCOMES = ['applied', 'stale', 'unmatched', 'ignored'] as const;
export type PaymentEventOutcome = (typeof PAYMENT_EVENT_OUTCOMES)[number];

/** What the timeline shows of an event; never billing details. */
export interface PaymentEventSummary {
  status?: ProviderPaymentStatus;
  amountCents?: number;
  failureCode?: string;
  refundStatus?: string;
}

/** One provider event about one payment, already parsed and checked (the webhook's or the confirmation's). */
export interface PaymentEvent {
  /** The provider's event id (`evt_…`), or `sync:<step>:<payment id>` for what a synchronous call answered. */
  id: string;
  status: ProviderPaymentStatus;
  /** The provider's time of the event, in milliseconds since the epoch. */
  occurredAt: number;
  /** The amount the event speaks of (received for `succeeded`, held for `authorized`), in cents. */
  amountCents?: number;
}

/** What is known of the payment: the event that decides it (null before any). */
export interface ProviderPaymentState {
  status: ProviderPaymentStatus;
  decidedBy: PaymentEvent | null;
}

export const INITIAL_PAYMENT_STATE: ProviderPaymentState = { status: 'created', decidedBy: null };

/** 2 for settled, 1 for authorised, 0 for an attempt still open. */
const TIER: Record<ProviderPaymentStatus, number> = {
  created: 0,
  requires_action: 0,
  processing: 0,
  failed: 0,
  authorized: 1,
  canceled: 2,
  succeeded: 2,
};

/** Within a tier: the sequence the provider follows (for ties on the instant, and between the two settled statuses). */
const SEQUENCE: Record<ProviderPaymentStatus, number> = {
  created: 0,
  requires_action: 1,
  processing: 2,
  failed: 3,
  authorized: 4,
  canceled: 5,
  succeeded: 6,
};

/** Whether a status ends the payment: no event can move it afterwards. */
export function isSettled(status: ProviderPaymentStatus): boolean {
  return TIER[status] === 2;
}

/** Compares two events in the order above: positive when `a` decides over `b`, 0 only for the same event. */
export function compareEvents(a: PaymentEvent, b: PaymentEvent): number {
  const tier = TIER[a.status] - TIER[b.status];
  if (tier !== 0) return tier;
  // Settled and authorised payments do not move with time; open attempts follow the latest one.
  if (TIER[a.status] === 0 && a.occurredAt !== b.occurredAt) return a.occurredAt - b.occurredAt;
  const sequence = SEQUENCE[a.status] - SEQUENCE[b.status];
  if (sequence !== 0) return sequence;
  if (TIER[a.status] !== 0 && a.occurredAt !== b.occurredAt) return a.occurredAt - b.occurredAt;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/** Whether applying `event` changes the state (the server's one question, asked with the order row locked). */
export function outranks(event: PaymentEvent, state: ProviderPaymentState): boolean {
  return state.decidedBy === null || compareEvents(event, state.decidedBy) > 0;
}

/** The state after one more event: the same state when the event is old news (a repeat, or overtaken). */
export function applyPaymentEvent(state: ProviderPaymentState, event: PaymentEvent): ProviderPaymentState {
  return outranks(event, state) ? { status: event.status, decidedBy: event } : state;
}

/** The state from any collection of events, in any order, repeats included. */
export function paymentStateFromEvents(events: Iterable<PaymentEvent>): ProviderPaymentState {
  let state = INITIAL_PAYMENT_STATE;
  for (const event of events) state = applyPaymentEvent(state, event);
  return state;
}

/** What the order does when its payment's status changes (nothing when it does not). */
export type PaymentTransition =
  | 'paid' // record the payment received, e-mail the buyer
  | 'authorized' // funds held: capture later (at shipment, or when the certification is verified)
  | 'needs_action' // the buyer has a second step to take
  | 'processing' // a bank debit on its way: the order waits as awaiting payment
  | 'failed' // a delayed payment failed: e-mail the buyer, release the stock as an unpaid order
  | 'canceled' // voided or expired: the order is unpaid again (docs/decisions/040, the EPA hold)
  | null;

export function paymentTransition(before: ProviderPaymentState, after: ProviderPaymentState): PaymentTransition {
  if (before.status === after.status) return null;
  switch (after.status) {
    case 'succeeded':
      return 'paid';
    case 'authorized':
      return 'authorized';
    case 'requires_action':
      return 'needs_action';
    case 'processing':
      return 'processing';
    case 'failed':
      return 'failed';
    case 'canceled':
      return 'canceled';
    case 'created':
      return null;
  }
}

/**
 * A Stripe event type in ours; null for types that are not about a payment's status (refunds, disputes and the rest
 * have their own handling).
 */
export function statusOfStripeEvent(type: string): ProviderPaymentStatus | null {
  switch (type) {
    case 'payment_intent.created':
      return 'created';
    case 'payment_intent.requires_action':
      return 'requires_action';
    case 'payment_intent.processing':
      return 'processing';
    case 'payment_intent.payment_failed':
      return 'failed';
    case 'payment_intent.amount_capturable_updated':
      return 'authorized';
    case 'payment_intent.canceled':
      return 'canceled';
    case 'payment_intent.succeeded':
      return 'succeeded';
    default:
      return null;
  }
}

/**
 * A confirmed or retrieved PaymentIntent in ours (null for a status we do not know). Stripe shows
 * `requires_payment_method` both on a new intent and after a refused attempt; the attempt's error tells which.
 */
export function statusOfStripeIntent(intent: { status: string; last_payment_error?: unknown }): ProviderPaymentStatus | null {
  switch (intent.status) {
    case 'requires_payment_method':
      return intent.last_payment_error ? 'failed' : 'created';
    case 'requires_confirmation':
      return 'created';
    case 'requires_action':
      return 'requires_action';
    case 'processing':
      return 'processing';
    case 'requires_capture':
      return 'authorized';
    case 'canceled':
      return 'canceled';
    case 'succeeded':
      return 'succeeded';
    default:
      return null;
  }
}
