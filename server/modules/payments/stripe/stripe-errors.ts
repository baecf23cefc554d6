import Stripe from 'stripe';
import { ProviderRefused, ProviderUnavailable } from '../payment-gateway';

/**
 * What a Stripe error means to the port: the attempt failed (a card or bank decline: Stripe sends the PaymentIntent
 * with it, the caller maps it to a `failed` payment), Stripe refused the request (bad parameters, an idempotency
 * clash, a payment in the wrong state, our keys), or Stripe could not be reached (the caller may retry with the
 * same key). Only the error's code and message are kept: Stripe never echoes card data in them.
 */
export type StripeFailure =
  | { kind: 'attempt_failed'; intent: Stripe.PaymentIntent | null }
  | { kind: 'refused'; error: ProviderRefused }
  | { kind: 'unavailable'; error: ProviderUnavailable };

export function classifyStripeError(error: unknown): StripeFailure {
  const errors = Stripe.errors;
  if (error instanceof errors.StripeCardError) return { kind: 'attempt_failed', intent: error.payment_intent ?? null };
  if (error instanceof errors.StripeConnectionError || error instanceof errors.StripeAPIError || error instanceof errors.StripeRateLimitError) {
    return { kind: 'unavailable', error: new ProviderUnavailable(`Stripe is unavailable: ${error.message}`, { cause: error }) };
  }
  if (error instanceof errors.StripeError) {
    // An answer in the 5xx range that the SDK did not type (a gateway in front of Stripe) is an outage too.
    if ((error.statusCode ?? 0) >= 500) return { kind: 'unavailable', error: new ProviderUnavailable(`Stripe is unavailable: ${error.message}`, { cause: error }) };
    const code = error instanceof errors.StripeIdempotencyError ? 'idempotency_error' : (error.code ?? error.type);
    // A payment-attempt failure reported as an invalid request (e.g. a bank debit refused) still carries the intent.
    if (error.payment_intent && error.payment_intent.last_payment_error) return { kind: 'attempt_failed', intent: error.payment_intent };
    return { kind: 'refused', error: new ProviderRefused(code, error.message) };
  }
  // Not Stripe's: a fault of ours, not the provider's.
  throw error;
}
