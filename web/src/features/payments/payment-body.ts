import type { ProviderPaymentSummary } from '@domain/schemas/payments';
import { isRecord } from '@web/lib/guards';

type Address = { street: string; city: string; state: string; zipCode: string; country: string };

/** What a card or bank payment sends (docs/decisions/040): the provider's token, never card data; the phone and billing address are ours. */
export interface PaymentBody {
  token: string;
  phone: string;
  /** Blank parts take the shipping address's. */
  billingAddress?: Partial<Address>;
}

/** The two kinds of fields a provider draws. */
export type FieldsMethod = 'card' | 'bank_debit';

export type NextAction = NonNullable<ProviderPaymentSummary['nextAction']>;

function isNextAction(value: unknown): value is NextAction {
  if (!isRecord(value)) return false;
  if (value.kind === 'redirect') return typeof value.url === 'string';
  if (value.kind === 'client_secret') return typeof value.clientSecret === 'string';
  return false;
}

/** The second step an order answer asks for, wherever the answer carries it (the answer itself or its order's payment). */
export function nextActionOf(answer: unknown): NextAction | null {
  if (!isRecord(answer)) return null;
  const order = isRecord(answer.order) ? answer.order : {};
  for (const candidate of [answer.nextAction, isRecord(answer.payment) ? answer.payment.nextAction : undefined, order.nextAction, isRecord(order.payment) ? order.payment.nextAction : undefined, isRecord(order.providerPayment) ? order.providerPayment.nextAction : undefined]) {
    if (isNextAction(candidate)) return candidate;
  }
  return null;
}

/** The mark on the confirmation address the provider's second step returns to: the page then asks the server to sync. */
export const PAYMENT_RETURN_PARAM = 'paymentReturn';

/** Where a second step comes back to: the order's confirmation page, marked so it syncs and shows the live state. */
export function paymentReturnPath(orderNumber: string): string {
  return `/order-confirmation?${new URLSearchParams({ orderNumber, type: 'order', [PAYMENT_RETURN_PARAM]: '1' })}`;
}

/** Whether an address came back from a second step (ours, or Stripe's own redirect parameters). */
export function isPaymentReturn(params: URLSearchParams): boolean {
  return params.has(PAYMENT_RETURN_PARAM) || params.has('payment_intent') || params.has('redirect_status');
}

/** The sandbox's fields page for a method and a language; its origin is the only one the page talks to. */
export function sandboxFieldsAddress(fieldsUrl: string, method: FieldsMethod, language: string, base: string): URL {
  const url = new URL(fieldsUrl, base);
  url.searchParams.set('method', method);
  url.searchParams.set('lang', language);
  return url;
}
