import type { Language } from '@domain/languages';
import type { PaymentMethod } from '@domain/orders';
import type { MailBrand } from '../brand';
import { headerSafe, html } from '../escape';
import type { EmailContent } from '../outbox';
import { customerText } from './customer-text';
import { layout } from './layout';

export interface ReleasedOrder {
  orderNumber: string;
  customerName: string;
  /** A wire or check order was never paid; a card or bank-debit order's payment was lost and never made again. */
  paymentMethod: PaymentMethod;
}

/** The methods whose money comes after the order (its deadline counted from the placing). */
type AwaitedMethod = 'bank_wire' | 'check';
/** The methods paid through the provider (the deadline counted from the payment's loss, docs/decisions/040). */
type LostMethod = 'credit_card' | 'bank_debit';

interface ReleaseWords {
  subject: (orderNumber: string) => string;
  cancelled: (orderNumber: string, payment: string, days: number) => string;
  /** A card or bank-debit order: its payment did not go through and no new one came within the days. */
  lapsed: (orderNumber: string, payment: string, days: number) => string;
  payments: Record<AwaitedMethod, string>;
  lostPayments: Record<LostMethod, string>;
  again: string;
  /** A card or bank-debit order: nothing was taken, so nothing is on its way. */
  lapsedAgain: string;
  shop: string;
}

/** The words of the cancellation notice, in each shop language (docs/decisions/007). */
const WORDS: Record<Language, (shop: string) => ReleaseWords> = {
  en: (shop) => ({
    subject: (n) => `Your ${shop} order ${n} was cancelled`,
    cancelled: (n, payment, days) =>
      `We did not receive your ${payment} for order ${n} within ${days} days, so the order was cancelled and its products were released.`,
    lapsed: (n, payment, days) =>
      `The ${payment} payment for order ${n} did not go through, and no new payment was made within ${days} days, so the order was cancelled and its products were released.`,
    payments: { bank_wire: 'bank wire', check: 'check' },
    lostPayments: { credit_card: 'card', bank_debit: 'bank debit' },
    again: 'If you still need these products, you are welcome to order again. If your payment is already on its way, please reply to this e-mail.',
    lapsedAgain: 'No money was taken for this order. If you still need these products, you are welcome to order again.',
    shop: 'Visit the shop',
  }),
  fr: (shop) => ({
    subject: (n) => `Votre commande ${shop} ${n} a été annulée`,
    cancelled: (n, payment, days) =>
      `Nous n'avons pas reçu votre ${payment} pour la commande ${n} dans un délai de ${days} jours\u00a0: la commande a été annulée et ses produits remis en vente.`,
    lapsed: (n, payment, days) =>
      `Le paiement par ${payment} de la commande ${n} n'a pas abouti et aucun nouveau paiement n'a été fait dans un délai de ${days} jours\u00a0: la commande a été annulée et ses produits remis en vente.`,
    payments: { bank_wire: 'virement', check: 'chèque' },
    lostPayments: { credit_card: 'carte', bank_debit: 'prélèvement bancaire' },
    again: "Si vous avez toujours besoin de ces produits, vous pouvez commander de nouveau. Si votre paiement est déjà en route, veuillez répondre à cet e-mail.",
    lapsedAgain: "Aucun montant n'a été prélevé pour cette commande. Si vous avez toujours besoin de ces produits, vous pouvez commander de nouveau.",
    shop: 'Visiter la boutique',
  }),
  es: (shop) => ({
    subject: (n) => `Su pedido de ${shop} ${n} fue cancelado`,
    cancelled: (n, payment, days) =>
      `No recibimos su ${payment} del pedido ${n} en un plazo de ${days} días, por lo que el pedido fue cancelado y sus productos quedaron disponibles de nuevo.`,
    lapsed: (n, payment, days) =>
      `El pago con ${payment} del pedido ${n} no se completó y no se hizo un nuevo pago en un plazo de ${days} días, por lo que el pedido fue cancelado y sus productos quedaron disponibles de nuevo.`,
    payments: { bank_wire: 'transferencia bancaria', check: 'cheque' },
    lostPayments: { credit_card: 'tarjeta', bank_debit: 'débito bancario' },
    again: 'Si aún necesita estos productos, puede hacer un nuevo pedido. Si su pago ya está en camino, responda a este correo.',
    lapsedAgain: 'No se cobró nada por este pedido. Si aún necesita estos productos, puede hacer un nuevo pedido.',
    shop: 'Visitar la tienda',
  }),
};

/**
 * To the buyer, in the language they ordered in: an unpaid order was cancelled after `days` days: a wire or check order
 * counted from its placing, a card or bank-debit order from the moment its payment was lost.
 */
export function unpaidOrderReleasedEmail(order: ReleasedOrder, days: number, link: string, brand: MailBrand, language: Language): EmailContent {
  const words = WORDS[language](brand.name);
  const subject = words.subject(headerSafe(order.orderNumber));
  const common = customerText(language, brand.name);
  const greeting = common.hello(headerSafe(order.customerName));
  const method = order.paymentMethod;
  const lost = method === 'credit_card' || method === 'bank_debit';
  const cancelled = lost ? words.lapsed(order.orderNumber, words.lostPayments[method], days) : words.cancelled(order.orderNumber, words.payments[method], days);
  const again = lost ? words.lapsedAgain : words.again;
  return {
    subject,
    html: layout(
      subject,
      html`<p>${greeting}</p>
<p>${cancelled}</p>
<p>${again}</p>
<p><a href="${link}">${words.shop}</a></p>`,
      brand,
      language,
    ),
    text: `${greeting}

${cancelled}

${again}

${common.field(words.shop, link)}

${brand.name}`,
  };
}
