import { formatMoney } from '@domain/money';
import { localeFor, type Language } from '@domain/languages';
import type { MailBrand } from '../brand';
import { headerSafe, html } from '../escape';
import type { EmailContent } from '../outbox';
import { customerText } from './customer-text';
import { layout } from './layout';

export interface RefundedOrder {
  orderNumber: string;
  customerName: string;
  /** This refund, in cents. */
  amountCents: number;
  /** Everything refunded on the order so far (this refund included), in cents. */
  refundedCents: number;
  /** Whether nothing paid is left on the order. */
  full: boolean;
  /** Through the card or bank debit (the provider), or by hand (the shop sends a wire or a check back). */
  byProvider: boolean;
}

interface RefundWords {
  subject: (orderNumber: string) => string;
  refunded: (amount: string, orderNumber: string) => string;
  total: (amount: string) => string;
  full: string;
  provider: string;
  byHand: string;
  view: string;
}

/** The words of the refund notice, in each shop language. */
const WORDS: Record<Language, RefundWords> = {
  en: {
    subject: (n) => `Refund for your order ${n}`,
    refunded: (amount, n) => `We have refunded ${amount} for your order ${n}.`,
    total: (amount) => `Refunded on this order so far: ${amount}.`,
    full: 'The order is now fully refunded.',
    provider: 'The money goes back to the card or bank account you paid with; it usually shows within 5 to 10 business days.',
    byHand: 'We send the money back the way you paid (bank wire or check); please reply to this e-mail if your details have changed.',
    view: 'View your order',
  },
  fr: {
    subject: (n) => `Remboursement de votre commande ${n}`,
    refunded: (amount, n) => `Nous avons remboursé ${amount} pour votre commande ${n}.`,
    total: (amount) => `Remboursé sur cette commande jusqu'ici\u00a0: ${amount}.`,
    full: 'La commande est maintenant entièrement remboursée.',
    provider: "L'argent revient sur la carte ou le compte bancaire utilisé pour payer\u00a0; il apparaît généralement sous 5 à 10 jours ouvrables.",
    byHand: "Nous vous renvoyons l'argent comme vous avez payé (virement ou chèque)\u00a0; répondez à cet e-mail si vos coordonnées ont changé.",
    view: 'Voir votre commande',
  },
  es: {
    subject: (n) => `Reembolso de su pedido ${n}`,
    refunded: (amount, n) => `Hemos reembolsado ${amount} de su pedido ${n}.`,
    total: (amount) => `Reembolsado en este pedido hasta ahora: ${amount}.`,
    full: 'El pedido ya está reembolsado por completo.',
    provider: 'El dinero regresa a la tarjeta o cuenta bancaria con la que pagó; suele verse en 5 a 10 días hábiles.',
    byHand: 'Le devolvemos el dinero por el mismo medio con el que pagó (transferencia o cheque); responda a este correo si sus datos cambiaron.',
    view: 'Ver su pedido',
  },
};

/** To the buyer, in the order's language: money went back (how much, the total so far, where it goes). */
export function orderRefundedEmail(order: RefundedOrder, link: string, brand: MailBrand, language: Language): EmailContent {
  const words = WORDS[language];
  const common = customerText(language, brand.name);
  const money = (cents: number) => formatMoney(cents, localeFor(language));
  const number = headerSafe(order.orderNumber);
  const subject = words.subject(number);
  const greeting = common.hello(headerSafe(order.customerName));
  const paragraphs = [
    words.refunded(money(order.amountCents), number),
    order.full ? words.full : words.total(money(order.refundedCents)),
    order.byProvider ? words.provider : words.byHand,
  ];
  return {
    subject,
    html: layout(subject, html`<p>${greeting}</p>` + paragraphs.map((p) => html`<p>${p}</p>`).join('') + html`<p><a href="${link}">${words.view}</a></p>`, brand, language),
    text: `${greeting}

${paragraphs.join('\n\n')}

${common.field(words.view, link)}

${brand.name}`,
  };
}

/** To the shop's notification addresses (in English, as the shop's other notices): the provider refused a refund. */
export function refundFailedEmail(order: { orderNumber: string }, amountCents: number, reason: string | null, adminLink: string, brand: MailBrand): EmailContent {
  const number = headerSafe(order.orderNumber);
  const subject = `Refund failed for order ${number}`;
  const lines = [
    `The payment provider refused a refund of ${formatMoney(amountCents)} for order ${number}${reason ? ` (${reason})` : ''}.`,
    'Nothing was refunded: the amount can be refunded again from the order.',
  ];
  return {
    subject,
    html: layout(subject, lines.map((line) => html`<p>${line}</p>`).join('') + html`<p><a href="${adminLink}">Open the order</a></p>`, brand, 'en'),
    text: `${lines.join('\n\n')}\n\nOpen the order: ${adminLink}\n`,
  };
}
