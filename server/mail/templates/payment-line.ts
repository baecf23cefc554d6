import { localeFor, type Language } from '@domain/languages';
import type { OrderConfirmation } from '@domain/schemas/orders';
import type { CustomerText } from './customer-text';

/** What the payment line reads of an order: how it is paid and whether the shop has the money. */
export type PaymentLineOrder = Pick<OrderConfirmation, 'paymentMethod' | 'payment' | 'paymentState'>;

/**
 * What a later e-mail knows beside the state (server/modules/orders/payment-facts.ts paymentStandingOf): the day the
 * money arrived, the last day to pay, or that the order is cancelled (an unpaid cancelled order owes nothing).
 */
export interface PaymentStanding {
  paidOn?: Date | null;
  dueBy?: Date | null;
  cancelled?: boolean;
}

/** A day as the e-mails write it, "November 30, 2026" / "30 novembre 2026", in UTC as the deadlines are kept. */
export function mailDate(language: Language, date: Date): string {
  return new Intl.DateTimeFormat(localeFor(language), { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

function paymentMethodWords(text: CustomerText, order: PaymentLineOrder): string {
  const payment = order.payment;
  if (payment && 'last4' in payment) return text.order.cardEnding(payment.brand.toUpperCase(), payment.last4);
  if (order.paymentMethod === 'bank_wire') return text.order.bankWire;
  return order.paymentMethod === 'check' ? text.order.check : text.order.card;
}

function stateWords(text: CustomerText, language: Language, order: PaymentLineOrder, standing: PaymentStanding): string | null {
  const state = order.paymentState;
  if (!state) return null;
  const words = text.order;
  if (standing.cancelled && state === 'unpaid') return words.nothingOwed;
  if (state === 'paid') return standing.paidOn ? words.paidOn(mailDate(language, standing.paidOn)) : words.paymentStates.paid;
  if (standing.dueBy && !standing.cancelled) return words.dueBy(words.paymentStates[state], mailDate(language, standing.dueBy));
  return words.paymentStates[state];
}

/**
 * The one payment line of every e-mail about an order: the method and, beside it, whether the shop has the money,
 * "Bank wire (unpaid)"; with what a later e-mail knows, "Bank wire (paid on March 3, 2026)",
 * "Bank wire (unpaid, due by March 10, 2026)" or, cancelled before any payment, "Bank wire (nothing owed)".
 */
export function paymentLine(text: CustomerText, language: Language, order: PaymentLineOrder, standing: PaymentStanding = {}): string {
  const method = paymentMethodWords(text, order);
  const state = stateWords(text, language, order, standing);
  return state ? `${method} (${state})` : method;
}
