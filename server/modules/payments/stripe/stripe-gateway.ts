import Stripe from 'stripe';
import type { PaymentsConfig } from '@domain/schemas/payments';
import type { StripeBankDebit } from '../../../config';
import {
  BadSignature,
  WEBHOOK_TOLERANCE_SECONDS,
  type ConfirmPaymentRequest,
  type CreatePaymentRequest,
  type PaymentGateway,
  type ProviderEvent,
  type ProviderPayment,
  type ProviderRefund,
} from '../payment-gateway';
import { classifyStripeError } from './stripe-errors';
import { eventOfStripe, paymentOfIntent, refundOfStripe, stripeRefundReason } from './stripe-mapping';

export interface StripeGatewayOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Which bank debits to offer (STRIPE_BANK_DEBIT): PAD is in USD, so only once the account is known to allow it. */
  bankDebit: StripeBankDebit;
  /** Another address for Stripe's API: the tests' fake (testing/fake-stripe.ts). */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
  /** The SDK retries a lost connection or a 5xx with the same idempotency key; tests set 0. */
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

/** Every PaymentIntent answer carries the charge and the payment method, for brand/last4/bank and `capture_before`. */
const EXPAND = ['latest_charge', 'payment_method'];

/** Stripe's adapter of the payment port, with the official SDK pinned to its own API version. */
export function createStripeGateway(options: StripeGatewayOptions): PaymentGateway {
  // Test keys (secret or restricted) move no real money: the admin shows "test mode".
  const testMode = /^(sk|rk)_test_/.test(options.secretKey);
  const stripe = new Stripe(options.secretKey, {
    apiVersion: Stripe.API_VERSION,
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    timeout: options.timeoutMs ?? 20_000,
    ...(options.host ? { host: options.host } : {}),
    ...(options.port ? { port: options.port } : {}),
    ...(options.protocol ? { protocol: options.protocol } : {}),
    appInfo: { name: 'FrigidFlow' },
  });

  /** Runs one call to Stripe; a failed attempt (a decline) becomes a `failed` payment, other errors the port's. */
  async function intentCall(call: () => Promise<Stripe.PaymentIntent>): Promise<ProviderPayment> {
    try {
      return paymentOfIntent(await call());
    } catch (error) {
      const failure = classifyStripeError(error);
      if (failure.kind !== 'attempt_failed') throw failure.error;
      if (failure.intent) return paymentOfIntent(failure.intent);
      throw error;
    }
  }

  async function otherCall<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      const failure = classifyStripeError(error);
      throw failure.kind === 'attempt_failed' ? error : failure.error;
    }
  }

  function paymentMethodTypes(method: CreatePaymentRequest['method']): Stripe.PaymentIntentCreateParams.AllowedPaymentMethodType[] {
    if (method === 'card') return ['card'];
    return options.bankDebit === 'ach_and_pad' ? ['us_bank_account', 'acss_debit'] : ['us_bank_account'];
  }

  return {
    name: 'stripe',
    testMode,

    browserConfig(): PaymentsConfig {
      return { provider: 'stripe', testMode, publishableKey: options.publishableKey, bankDebit: options.bankDebit !== 'off' };
    },

    createPayment(request) {
      const types = paymentMethodTypes(request.method);
      return intentCall(() =>
        stripe.paymentIntents.create(
          {
            amount: request.amountCents,
            currency: request.currency,
            capture_method: request.capture,
            allowed_payment_method_types: types,
            // PAD needs its mandate's terms on the intent: one debit per order, a business payer.
            ...(types.includes('acss_debit')
              ? { payment_method_options: { acss_debit: { mandate_options: { payment_schedule: 'sporadic' as const, transaction_type: 'business' as const } } } }
              : {}),
            metadata: { order_number: request.orderNumber, order_id: request.orderId },
            receipt_email: request.customerEmail,
            expand: EXPAND,
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
    },

    confirmPayment(request: ConfirmPaymentRequest) {
      const mandate = request.mandate;
      return intentCall(() =>
        stripe.paymentIntents.confirm(
          request.paymentId,
          {
            confirmation_token: request.token,
            return_url: request.returnUrl,
            ...(mandate
              ? {
                  mandate_data: {
                    customer_acceptance: {
                      type: 'online' as const,
                      accepted_at: Math.floor(mandate.acceptedAt.getTime() / 1000),
                      online: { ip_address: mandate.ip, user_agent: mandate.userAgent },
                    },
                  },
                }
              : {}),
            expand: EXPAND,
          },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
    },

    retrievePayment(paymentId) {
      return intentCall(() => stripe.paymentIntents.retrieve(paymentId, { expand: EXPAND }));
    },

    capturePayment(request) {
      return intentCall(() =>
        stripe.paymentIntents.capture(
          request.paymentId,
          { ...(request.amountCents !== undefined ? { amount_to_capture: request.amountCents } : {}), expand: EXPAND },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
    },

    cancelPayment(request) {
      return intentCall(() => stripe.paymentIntents.cancel(request.paymentId, { expand: EXPAND }, { idempotencyKey: request.idempotencyKey }));
    },

    async refund(request): Promise<ProviderRefund> {
      const reason = stripeRefundReason(request.reason);
      const refund = await otherCall(() =>
        stripe.refunds.create(
          { payment_intent: request.paymentId, amount: request.amountCents, ...(reason ? { reason } : {}), metadata: { reason: request.reason } },
          { idempotencyKey: request.idempotencyKey },
        ),
      );
      return refundOfStripe(refund);
    },

    parseWebhook(rawBody, signatureHeader, now): ProviderEvent {
      if (!signatureHeader) throw new BadSignature('no Stripe-Signature header');
      let event: Stripe.Event;
      try {
        // The SDK's `receivedAt` is in milliseconds: the signature's age is measured against our clock, not its own.
        event = stripe.webhooks.constructEvent(rawBody, signatureHeader, options.webhookSecret, WEBHOOK_TOLERANCE_SECONDS, undefined, now.getTime());
      } catch (error) {
        throw new BadSignature(error instanceof Error ? error.message : 'unreadable');
      }
      return eventOfStripe(event);
    },
  };
}
