import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { ProviderRefused, ProviderUnavailable } from '../payment-gateway';
import { classifyStripeError } from './stripe-errors';
import { paymentOfIntent, refundOfStripe, stripeRefundReason } from './stripe-mapping';

const intent = (fields: Record<string, unknown>) =>
  ({ id: 'pi_1', object: 'payment_intent', amount: 5_000, amount_received: 0, amount_capturable: 0, status: 'requires_payment_method', last_payment_error: null, latest_charge: null, payment_method: null, next_action: null, client_secret: 'pi_1_secret_x', ...fields }) as unknown as Stripe.PaymentIntent;

const cardCharge = {
  id: 'ch_1',
  object: 'charge',
  billing_details: { name: 'Dana Cole' },
  payment_method_details: { type: 'card', card: { brand: 'mastercard', last4: '4444', exp_month: 3, exp_year: 2031, capture_before: 1_800_000_000 } },
};

describe('a Stripe PaymentIntent in the port’s terms', () => {
  it('a new intent is created; one refused is failed with its code', () => {
    expect(paymentOfIntent(intent({})).status).toBe('created');
    const refused = paymentOfIntent(intent({ last_payment_error: { type: 'card_error', code: 'expired_card' } }));
    expect(refused).toMatchObject({ status: 'failed', failure: { code: 'expired_card' } });
    expect(refused.failure).not.toHaveProperty('declineCode');
  });

  it('an authorisation takes brand, last four, expiry and cardholder from the charge, and its capture_before', () => {
    const payment = paymentOfIntent(intent({ status: 'requires_capture', amount_capturable: 5_000, latest_charge: cardCharge }));
    expect(payment).toMatchObject({
      status: 'authorized',
      amountCapturableCents: 5_000,
      method: { kind: 'card', brand: 'mastercard', last4: '4444', expiry: '03/31', cardholderName: 'Dana Cole' },
      captureBefore: new Date(1_800_000_000_000),
    });
  });

  it('a captured payment has no capture_before left', () => {
    expect(paymentOfIntent(intent({ status: 'succeeded', amount_received: 5_000, latest_charge: cardCharge })).captureBefore).toBeNull();
  });

  it('without a charge, the card comes from the payment method', () => {
    const payment = paymentOfIntent(
      intent({ status: 'requires_action', next_action: { type: 'use_stripe_sdk' }, payment_method: { id: 'pm_1', object: 'payment_method', billing_details: { name: null }, card: { brand: 'visa', last4: '3184', exp_month: 12, exp_year: 2034 } } }),
    );
    expect(payment).toMatchObject({ status: 'requires_action', method: { kind: 'card', brand: 'visa', last4: '3184', expiry: '12/34', cardholderName: null }, nextAction: { kind: 'client_secret', clientSecret: 'pi_1_secret_x' } });
  });

  it('a redirect is the next action when Stripe gives no client secret', () => {
    expect(paymentOfIntent(intent({ status: 'requires_action', client_secret: null, next_action: { type: 'redirect_to_url', redirect_to_url: { url: 'https://hooks.stripe.com/x' } } })).nextAction).toEqual({
      kind: 'redirect',
      url: 'https://hooks.stripe.com/x',
    });
  });

  it('a bank debit keeps bank, last four and mandate; a PAD too', () => {
    const ach = { id: 'ch_2', object: 'charge', billing_details: { name: 'Cool Supply' }, payment_method_details: { type: 'us_bank_account', us_bank_account: { bank_name: 'STRIPE TEST BANK', last4: '6789', mandate: 'mandate_1' } } };
    expect(paymentOfIntent(intent({ status: 'processing', latest_charge: ach })).method).toEqual({ kind: 'bank_debit', bankName: 'STRIPE TEST BANK', last4: '6789', mandateId: 'mandate_1' });
    const pad = { ...ach, payment_method_details: { type: 'acss_debit', acss_debit: { bank_name: 'TD', last4: '1234', mandate: 'mandate_2' } } };
    expect(paymentOfIntent(intent({ status: 'processing', latest_charge: pad })).method).toEqual({ kind: 'bank_debit', bankName: 'TD', last4: '1234', mandateId: 'mandate_2' });
  });

  it('a status we do not know is refused rather than guessed', () => {
    expect(() => paymentOfIntent(intent({ status: 'requires_reauthorization' }))).toThrow(ProviderRefused);
  });
});

describe('refunds and errors', () => {
  it.each([
    ['pending', 'pending'],
    ['requires_action', 'pending'],
    ['succeeded', 'succeeded'],
    ['failed', 'failed'],
    ['canceled', 'canceled'],
  ])('a Stripe refund %s is %s', (status, ours) => {
    const refund = { id: 're_1', object: 'refund', amount: 100, payment_intent: 'pi_1', status, failure_reason: null } as unknown as Stripe.Refund;
    expect(refundOfStripe(refund)).toEqual({ id: 're_1', paymentId: 'pi_1', amountCents: 100, status: ours, failureReason: null });
  });

  it('sends Stripe only the reasons it knows', () => {
    expect(stripeRefundReason('requested_by_customer')).toBe('requested_by_customer');
    expect(stripeRefundReason('fraudulent')).toBe('fraudulent');
    expect(stripeRefundReason('order_cancelled')).toBeUndefined();
    expect(stripeRefundReason('other')).toBeUndefined();
  });

  const raw = (fields: Record<string, unknown>) => ({ message: 'm', ...fields }) as never;

  it('a decline is a failed attempt; bad parameters and idempotency clashes are refused; outages, 5xx and rate limits are unavailable', () => {
    const declinedIntent = intent({ last_payment_error: { type: 'card_error', code: 'card_declined' } });
    expect(classifyStripeError(new Stripe.errors.StripeCardError(raw({ type: 'card_error', code: 'card_declined', payment_intent: declinedIntent })))).toEqual({ kind: 'attempt_failed', intent: declinedIntent });
    expect(classifyStripeError(new Stripe.errors.StripeInvalidRequestError(raw({ type: 'invalid_request_error', code: 'parameter_unknown' })))).toMatchObject({ kind: 'refused', error: { code: 'parameter_unknown' } });
    expect(classifyStripeError(new Stripe.errors.StripeIdempotencyError(raw({ type: 'idempotency_error' })))).toMatchObject({ kind: 'refused', error: { code: 'idempotency_error' } });
    for (const error of [
      new Stripe.errors.StripeConnectionError(raw({ type: 'api_connection_error' })),
      new Stripe.errors.StripeAPIError(raw({ type: 'api_error', statusCode: 500 })),
      new Stripe.errors.StripeRateLimitError(raw({ type: 'rate_limit_error', statusCode: 429 })),
    ]) {
      const failure = classifyStripeError(error);
      expect(failure.kind).toBe('unavailable');
      expect(failure.kind === 'unavailable' && failure.error).toBeInstanceOf(ProviderUnavailable);
    }
  });

  it('an error that is not Stripe’s is ours, rethrown as it is', () => {
    const bug = new TypeError('x is undefined');
    expect(() => classifyStripeError(bug)).toThrow(bug);
  });
});
