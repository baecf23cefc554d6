import { createHash } from 'node:crypto';
import type { CaptureMethod, ProviderPaymentMethod } from '@domain/payment-provider';
import { PAYMENT_MESSAGES } from '@domain/schemas/payments';
import { bankDebitMandateText } from '@domain/bank-debit-mandate';
import type { Language } from '@domain/languages';
import { localizedPath } from '@domain/language-addresses';
import type { PaymentMethod } from '@domain/orders';
import { CHECK_PAYMENT_INSTRUCTIONS, isProviderPaid, type CheckoutPaymentInput } from '@domain/schemas/orders';
import { localized } from '@domain/translations';
import type { CheckoutSettings } from './checkout-settings';
import type { StoredAddress, StoredPaymentDetails } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../errors';
import { ProviderRefused, ProviderUnavailable, type MandateAcceptance, type PaymentGateway, type ProviderPayment } from '../payments/payment-gateway';

/**
 * The pay step of placing an order or accepting a quote (docs/decisions/040 "The flow", 3): the provider's payment is
 * created intent-first for the server's total, then confirmed with the browser's token. Cards are authorised only
 * (`manual` capture: a failure before the commit voids rather than refunds); bank debits are `automatic`. A refusal
 * throws 422 naming `payment` and the caller's transaction rolls back; every call carries a key derived from the
 * checkout's own Idempotency-Key, so a retried checkout finds the same payment and is never charged twice.
 */

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The provider method and capture of an order paid through the provider. */
export function providerMethodOf(paymentMethod: 'credit_card' | 'bank_debit'): { method: ProviderPaymentMethod; capture: CaptureMethod } {
  return paymentMethod === 'bank_debit' ? { method: 'bank_debit', capture: 'automatic' } : { method: 'card', capture: 'manual' };
}

/** The provider calls' keys for one checkout (the ADR's `order:K:…`, all under 255 characters). */
export function checkoutPaymentKeys(checkoutKey: string) {
  const base = `order:${sha256(checkoutKey)}`;
  return {
    create: (amountCents: number) => `${base}:create:${amountCents}`,
    confirm: (token: string) => `${base}:confirm:${sha256(token)}`,
  };
}

export interface TakePaymentRequest {
  gateway: PaymentGateway;
  paymentMethod: 'credit_card' | 'bank_debit';
  payment: CheckoutPaymentInput;
  /** The server's total, in cents: the browser never sends an amount. */
  amountCents: number;
  orderId: string;
  orderNumber: string;
  customerEmail: string;
  /** The create and confirm keys (checkoutPaymentKeys, or the pay-again keys). */
  keys: { create: string; confirm: string };
  /** Where the provider sends the buyer back after a redirecting second step. */
  returnUrl: string;
  mandate?: MandateAcceptance;
}

/** The refusal a buyer sees: a decline (422 naming payment), or the provider not answering (503, nothing charged). */
export function paymentRefusal(payment: ProviderPayment | null, method: ProviderPaymentMethod): AppError {
  const message = method === 'bank_debit' ? PAYMENT_MESSAGES.bankDebitFailed : PAYMENT_MESSAGES.declined;
  void payment;
  return new AppError('unprocessable', message, { payment: message });
}

async function callProvider<T>(call: () => Promise<T>, method: ProviderPaymentMethod): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof ProviderUnavailable) throw new AppError('service_unavailable', PAYMENT_MESSAGES.providerUnavailable);
    if (err instanceof ProviderRefused) throw paymentRefusal(null, method);
    throw err;
  }
}

/**
 * Creates and confirms the payment, before the order's transaction (its row is recorded in it; a webhook faster than
 * that finds no order and is applied when the checkout attaches it, docs/decisions/040 "Webhooks"). Returns the
 * confirmed payment: `authorized`/`succeeded`, `requires_action` or `processing`; anything else is refused.
 */
export async function takePayment(request: TakePaymentRequest): Promise<ProviderPayment> {
  const { gateway } = request;
  const { method, capture } = providerMethodOf(request.paymentMethod);
  const created = await callProvider(
    () =>
      gateway.createPayment({
        amountCents: request.amountCents,
        currency: 'usd',
        method,
        capture,
        orderNumber: request.orderNumber,
        orderId: request.orderId,
        customerEmail: request.customerEmail,
        idempotencyKey: request.keys.create,
      }),
    method,
  );
  // A retried checkout whose first answer was lost finds its payment already confirmed: it is not confirmed again.
  const confirmed =
    created.status === 'created' || created.status === 'failed'
      ? await callProvider(
          () =>
            gateway.confirmPayment({
              paymentId: created.id,
              token: request.payment.token,
              returnUrl: request.returnUrl,
              ...(request.mandate ? { mandate: request.mandate } : {}),
              idempotencyKey: request.keys.confirm,
            }),
          method,
        )
      : created;
  if (confirmed.status === 'failed' || confirmed.status === 'canceled' || confirmed.status === 'created') throw paymentRefusal(confirmed, method);
  return confirmed;
}

/**
 * The checkout's pay step (docs/decisions/040 "The flow", 3), before the order's transaction: the provider is never
 * called under its locks (and the sandbox provider writes through the database). The order's transaction then checks
 * that the total is still the one paid, and a rollback voids the payment (settle-payment.ts).
 */
export async function payCheckout(
  paying: { gateway: PaymentGateway; publicUrl: string; companyName: string; now: Date },
  command: { input: { paymentMethod: PaymentMethod; payment?: CheckoutPaymentInput | null | undefined; customer: { email: string } }; language: Language; client?: PayingClient; idempotencyKey: string; paymentKey?: string },
  drawn: { orderId: string; orderNumber: string },
  amountCents: number,
): Promise<{ payment: ProviderPayment; mandate: MandateAcceptance | undefined }> {
  const { input } = command;
  if (!input.payment || !isProviderPaid(input.paymentMethod)) throw new AppError('validation_failed', PAYMENT_MESSAGES.paymentRequired, { payment: PAYMENT_MESSAGES.paymentRequired });
  const mandate = input.paymentMethod === 'bank_debit' ? mandateOf(paying.companyName, command.language, command.client ?? { ip: '', userAgent: '' }, paying.now) : undefined;
  const keys = checkoutPaymentKeys(command.paymentKey ?? command.idempotencyKey);
  const payment = await takePayment({
    gateway: paying.gateway,
    paymentMethod: input.paymentMethod,
    payment: input.payment,
    amountCents,
    orderId: drawn.orderId,
    orderNumber: drawn.orderNumber,
    customerEmail: input.customer.email,
    keys: { create: keys.create(amountCents), confirm: keys.confirm(input.payment.token) },
    // Back in the buyer's language (the address's prefix), whether or not a cookie remembers it.
    returnUrl: `${paying.publicUrl}${localizedPath(command.language, `/order-confirmation?orderNumber=${encodeURIComponent(drawn.orderNumber)}`)}`,
    ...(mandate ? { mandate } : {}),
  });
  return { payment, mandate };
}

/** Who sent the request: a bank debit's mandate keeps the buyer's address and browser (mandate_data.customer_acceptance.online). */
export interface PayingClient {
  ip: string;
  userAgent: string;
}

/** The mandate the buyer accepted: the text the provider's fields showed, in their language, with when and from where. */
export function mandateOf(companyName: string, language: Language, client: PayingClient, at: Date): MandateAcceptance {
  return { text: bankDebitMandateText(companyName, language), language, acceptedAt: at, ip: client.ip, userAgent: client.userAgent.slice(0, 500) };
}

/** Blank billing fields fall back, one by one, to the shipping address (storefront spec §2). */
export function billingAddressOf(payment: CheckoutPaymentInput, shipping: StoredAddress): StoredAddress {
  const billing: Partial<StoredAddress> = payment.billingAddress ?? {};
  return {
    street: billing.street ?? shipping.street,
    city: billing.city ?? shipping.city,
    state: billing.state ?? shipping.state,
    zipCode: billing.zipCode ?? shipping.zipCode,
    country: billing.country ?? shipping.country,
  };
}

/** What the order keeps for its invoice: the card's brand, last four, expiry and name from the provider; never a number. */
export function storedPaymentDetailsOf(payment: ProviderPayment, billing: StoredAddress): StoredPaymentDetails {
  const card = payment.method?.kind === 'card' ? payment.method : null;
  return {
    ...(card ? { brand: card.brand, last4: card.last4, expiry: card.expiry ?? '', cardholderName: card.cardholderName ?? '' } : {}),
    gatewayReference: payment.id,
    billingAddress: billing,
  };
}

/** A wire or check order keeps its instructions in its buyer's language: its e-mail and invoice print them as kept. */
export function instructionsOf(method: 'bank_wire' | 'check', settings: CheckoutSettings, language: Language): StoredPaymentDetails {
  if (method === 'check') return { instructions: CHECK_PAYMENT_INSTRUCTIONS };
  return { instructions: localized(settings.publicSettings.bank_wire_instructions, settings.settingTranslations.bank_wire_instructions, 'value', language).value };
}

/** The total of a quote's order, read by claiming the quote in a transaction that is then rolled back (nothing kept). */
export async function totalOfQuote(db: Db, claim: (tx: Db) => Promise<number>): Promise<number> {
  let total: number | null = null;
  await db
    .transaction(async (tx) => {
      total = await claim(tx);
      throw new ReadOnly();
    })
    .catch((err: unknown) => {
      if (!(err instanceof ReadOnly)) throw err;
    });
  if (total === null) throw new Error('the quote was not claimed');
  return total;
}

class ReadOnly extends Error {}
