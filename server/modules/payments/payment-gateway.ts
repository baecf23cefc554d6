import type { Language } from '@domain/languages';
import type { ProviderPaymentStatus } from '@domain/payment-events';
import type { RefundReason, RefundStatus } from '@domain/refunds';
import type { PaymentsConfig } from '@domain/schemas/payments';
import type { CaptureMethod, ProviderName, ProviderPaymentMethod } from '@domain/payment-provider';

// ---------------------------------------------------------------------------------------------
// The payment port (docs/decisions/040): intent-first, card data never reaches our server.

export type { CaptureMethod, ProviderName, ProviderPaymentMethod };

/** What the buyer accepted for a bank debit, kept with the payment (text in the buyer's language). */
export interface MandateAcceptance {
  text: string;
  language: Language;
  acceptedAt: Date;
  ip: string;
  userAgent: string;
}

export type PaymentMethodSummary =
  | { kind: 'card'; brand: string; last4: string; expiry: string | null; cardholderName: string | null }
  | { kind: 'bank_debit'; bankName: string | null; last4: string; mandateId: string | null };

/** The second step the buyer must take (3-D Secure, a bank's page); the browser runs it and then asks to sync. */
export type NextAction = { kind: 'client_secret'; clientSecret: string } | { kind: 'redirect'; url: string };

export interface ProviderFailure {
  /** The provider's code (`card_declined`, `expired_card`, `account_closed`, …). */
  code: string;
  declineCode?: string;
}

/** One payment as the provider sees it (a Stripe PaymentIntent, or the sandbox's). */
export interface ProviderPayment {
  id: string;
  status: ProviderPaymentStatus;
  amountCents: number;
  /** What the provider has taken (0 until captured or debited). */
  amountReceivedCents: number;
  /** Amount held and capturable (an authorisation). */
  amountCapturableCents: number;
  method: PaymentMethodSummary | null;
  /** When an authorisation ends (Stripe's `capture_before`); null when unknown or not authorised. */
  captureBefore: Date | null;
  nextAction: NextAction | null;
  failure: ProviderFailure | null;
}

export interface ProviderRefund {
  id: string;
  paymentId: string;
  amountCents: number;
  status: RefundStatus;
  failureReason: string | null;
}

/** A webhook event, verified and parsed into our terms. */
export type ProviderEvent =
  | { kind: 'payment'; id: string; type: string; occurredAt: Date; payment: ProviderPayment }
  | { kind: 'refund'; id: string; type: string; occurredAt: Date; refund: ProviderRefund }
  | { kind: 'other'; id: string; type: string; occurredAt: Date };

/** A missing, malformed, wrong or older-than-tolerance signature: the webhook answers 400 and changes nothing. */
export class BadSignature extends Error {
  constructor(reason: string) {
    super(`webhook signature refused: ${reason}`);
    this.name = 'BadSignature';
  }
}

/** The provider refused a request (bad parameters, an idempotency clash, a payment in the wrong state). */
export class ProviderRefused extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ProviderRefused';
  }
}

/** The provider could not be reached or answered 5xx: the caller may retry with the same idempotency key. */
export class ProviderUnavailable extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailable';
  }
}

/** Seconds a webhook signature stays acceptable (Stripe's default tolerance). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

export interface CreatePaymentRequest {
  amountCents: number;
  currency: 'usd';
  method: ProviderPaymentMethod;
  capture: CaptureMethod;
  orderNumber: string;
  orderId: string;
  customerEmail: string;
  idempotencyKey: string;
}

export interface ConfirmPaymentRequest {
  paymentId: string;
  /** Stripe's ConfirmationToken (`ctoken_…`) or the sandbox's (`sbx_tok_…`). */
  token: string;
  returnUrl: string;
  mandate?: MandateAcceptance;
  idempotencyKey: string;
}

/**
 * The payment port (DESIGN.md "cards" and "payments", docs/decisions/040). The sandbox adapter is the default; the
 * Stripe adapter runs when STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are set. Every call
 * that moves money carries an idempotency key derived from our own records, never a random one. Adapters never see,
 * log or return a card number or security code.
 */
export interface PaymentGateway {
  readonly name: ProviderName;
  /** Shown in the admin: no real money moves. */
  readonly testMode: boolean;
  /** What the browser needs to draw the provider's fields (GET /api/payments/config). */
  browserConfig(): PaymentsConfig;
  createPayment(request: CreatePaymentRequest): Promise<ProviderPayment>;
  confirmPayment(request: ConfirmPaymentRequest): Promise<ProviderPayment>;
  retrievePayment(paymentId: string): Promise<ProviderPayment>;
  capturePayment(request: { paymentId: string; amountCents?: number; idempotencyKey: string }): Promise<ProviderPayment>;
  cancelPayment(request: { paymentId: string; idempotencyKey: string }): Promise<ProviderPayment>;
  refund(request: { paymentId: string; amountCents: number; reason: RefundReason; idempotencyKey: string }): Promise<ProviderRefund>;
  /** Verifies the signature over the raw bytes (WEBHOOK_TOLERANCE_SECONDS) and parses; throws BadSignature. */
  parseWebhook(rawBody: Buffer, signatureHeader: string | undefined, now: Date): ProviderEvent;
}
