import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PROVIDER_PAYMENT_STATUSES,
  applyPaymentEvent,
  compareEvents,
  INITIAL_PAYMENT_STATE,
  isSettled,
  paymentStateFromEvents,
  paymentTransition,
  statusOfStripeEvent,
  statusOfStripeIntent,
  type PaymentEvent,
  type ProviderPaymentStatus,
} from './payment-events';

const T = Date.parse('2026-11-27T12:00:00Z');
const event = (id: string, status: ProviderPaymentStatus, seconds: number): PaymentEvent => ({ id, status, occurredAt: T + seconds * 1000 });

/** Events of one payment; whole seconds, as Stripe stamps them, so that ties happen. */
const anEvent = fc.record({
  id: fc.stringMatching(/^evt_[a-z0-9]{1,6}$/),
  status: fc.constantFrom(...PROVIDER_PAYMENT_STATUSES),
  occurredAt: fc.integer({ min: 0, max: 20 }).map((s) => T + s * 1000),
});
/** Distinct ids: one id is one event (the webhook table keeps one row per id). */
const events = fc.uniqueArray(anEvent, { selector: (e) => e.id, maxLength: 12 });

/** The events shuffled, some of them delivered again. */
const redelivered = events.chain((list) =>
  fc.tuple(fc.constant(list), fc.shuffledSubarray([...list, ...list, ...list], { minLength: list.length * 3, maxLength: list.length * 3 }), fc.array(fc.constantFrom(...(list.length ? list : [event('evt_x', 'created', 0)])), { maxLength: 10 })),
);

describe('folding provider events', () => {
  it('gives the same state in any order and any number of deliveries (property)', () => {
    fc.assert(
      fc.property(redelivered, ([list, shuffled, extra]) => {
        fc.pre(list.length > 0);
        const once = paymentStateFromEvents(list);
        const again = paymentStateFromEvents([...shuffled, ...extra.filter((e) => list.includes(e))]);
        expect(again).toEqual(once);
      }),
    );
  });

  it('is idempotent, and a stale event changes nothing (property)', () => {
    fc.assert(
      fc.property(events, anEvent, (list, one) => {
        const state = paymentStateFromEvents([...list, one]);
        expect(applyPaymentEvent(state, one)).toBe(state);
      }),
    );
  });

  it('orders events totally: antisymmetric and transitive (property)', () => {
    fc.assert(
      fc.property(anEvent, anEvent, anEvent, (a, b, c) => {
        expect(Math.sign(compareEvents(a, b))).toBe(-Math.sign(compareEvents(b, a)));
        if (compareEvents(a, b) > 0 && compareEvents(b, c) > 0) expect(compareEvents(a, c)).toBeGreaterThan(0);
        if (a.id !== b.id) expect(compareEvents(a, b)).not.toBe(0);
      }),
    );
  });

  it('never leaves a settled payment, whatever comes after (property)', () => {
    fc.assert(
      fc.property(events, (list) => {
        const settledAt = list.findIndex((e) => isSettled(e.status));
        fc.pre(settledAt !== -1);
        return isSettled(paymentStateFromEvents(list).status);
      }),
    );
  });

  it('keeps succeeded over an earlier-stamped failure and over a late processing event', () => {
    const list = [event('evt_1', 'processing', 1), event('evt_2', 'succeeded', 5), event('evt_3', 'processing', 9), event('evt_4', 'failed', 2)];
    expect(paymentStateFromEvents(list).status).toBe('succeeded');
    expect(paymentStateFromEvents(list.reverse()).status).toBe('succeeded');
  });

  it('follows a retry after a refused card: the later attempt decides', () => {
    const failed = event('evt_1', 'failed', 3);
    const retry = event('evt_2', 'requires_action', 8);
    expect(paymentStateFromEvents([retry, failed]).status).toBe('requires_action');
    expect(paymentStateFromEvents([failed, retry]).status).toBe('requires_action');
  });

  it('breaks a tie on the same second by the usual sequence', () => {
    expect(paymentStateFromEvents([event('evt_b', 'processing', 4), event('evt_a', 'created', 4)]).status).toBe('processing');
    expect(paymentStateFromEvents([event('evt_b', 'failed', 4), event('evt_a', 'requires_action', 4)]).status).toBe('failed');
  });

  it('does not reopen an authorisation, and an expired one (canceled) wins over it', () => {
    const authorized = event('evt_1', 'authorized', 1);
    expect(paymentStateFromEvents([authorized, event('evt_2', 'requires_action', 9)]).status).toBe('authorized');
    expect(paymentStateFromEvents([event('evt_3', 'canceled', 0), authorized]).status).toBe('canceled');
    expect(paymentStateFromEvents([authorized, event('evt_4', 'succeeded', 0)]).status).toBe('succeeded');
  });

  it('starts from created with no deciding event', () => {
    expect(paymentStateFromEvents([])).toEqual(INITIAL_PAYMENT_STATE);
  });
});

describe('paymentTransition', () => {
  it('names what the order does, once', () => {
    const processing = applyPaymentEvent(INITIAL_PAYMENT_STATE, event('evt_1', 'processing', 1));
    const paid = applyPaymentEvent(processing, event('evt_2', 'succeeded', 2));
    expect(paymentTransition(INITIAL_PAYMENT_STATE, processing)).toBe('processing');
    expect(paymentTransition(processing, paid)).toBe('paid');
    expect(paymentTransition(paid, applyPaymentEvent(paid, event('evt_2', 'succeeded', 2)))).toBeNull();
    expect(paymentTransition(processing, applyPaymentEvent(processing, event('evt_3', 'failed', 3)))).toBe('failed');
  });

  it('fires paid exactly once over any delivery of the events (property)', () => {
    fc.assert(
      fc.property(redelivered, ([list, shuffled]) => {
        let state = INITIAL_PAYMENT_STATE;
        let paid = 0;
        for (const e of shuffled) {
          const next = applyPaymentEvent(state, e);
          if (paymentTransition(state, next) === 'paid') paid += 1;
          state = next;
        }
        return paid === (list.some((e) => e.status === 'succeeded') ? 1 : 0);
      }),
    );
  });
});

describe('Stripe in our words', () => {
  it('maps event types and intent statuses', () => {
    expect(statusOfStripeEvent('payment_intent.succeeded')).toBe('succeeded');
    expect(statusOfStripeEvent('payment_intent.amount_capturable_updated')).toBe('authorized');
    expect(statusOfStripeEvent('payment_intent.payment_failed')).toBe('failed');
    expect(statusOfStripeEvent('charge.refunded')).toBeNull();
    expect(statusOfStripeIntent({ status: 'requires_capture' })).toBe('authorized');
    expect(statusOfStripeIntent({ status: 'requires_payment_method' })).toBe('created');
    expect(statusOfStripeIntent({ status: 'requires_payment_method', last_payment_error: { code: 'card_declined' } })).toBe('failed');
    expect(statusOfStripeIntent({ status: 'something_new' })).toBeNull();
  });
});
