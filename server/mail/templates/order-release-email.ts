import type { Language } from '@domain/languages';
import type { MailBrand } from '../brand';
import { headerSafe, html } from '../escape';
import type { EmailContent } from '../outbox';
import { customerText } from './customer-text';
import { layout } from './layout';

export interface ReleasedOrder {
  orderNumber: string;
  customerName: string;
  paymentMethod: 'bank_wire' | 'check';
}

interface ReleaseWords {
  subject: (orderNumber: string) => string;
  cancelled: (orderNumber: string, payment: string, days: number) => string;
  payments: Record<ReleasedOrder['paymentMethod'], string>;
  again: string;
  shop: string;
}

/** The words of the cancellation notice, in each shop language (docs/decisions/007). */
const WORDS: Record<Language, (shop: string) => ReleaseWords> = {
  en: (shop) => ({
    subject: (n) => `Your ${shop} order ${n} was cancelled`,
    cancelled: (n, payment, days) =>
      `We did not receive your ${payment} for order ${n} within ${days} days, so the order was cancelled and its products were released.`,
    payments: { bank_wire: 'bank wire', check: 'check' },
    again: 'If you still need these products, you are welcome to order again. If your payment is already on its way, please reply to this e-mail.',
    shop: 'Visit the shop',
  }),
  fr: (shop) => ({
    subject: (n) => `Votre commande ${shop} ${n} a été annulée`,
    cancelled: (n, payment, days) =>
      `Nous n'avons pas reçu votre ${payment} pour la commande ${n} dans un délai de ${days} jours\u00a0: la commande a été annulée et ses produits remis en vente.`,
    payments: { bank_wire: 'virement', check: 'chèque' },
    again: "Si vous avez toujours besoin de ces produits, vous pouvez commander de nouveau. Si votre paiement est déjà en route, veuillez répondre à cet e-mail.",
    shop: 'Visiter la boutique',
  }),
  es: (shop) => ({
    subject: (n) => `Su pedido de ${shop} ${n} fue cancelado`,
    cancelled: (n, payment, days) =>
      `No recibimos su ${payment} del pedido ${n} en un plazo de ${days} días, por lo que el pedido fue cancelado y sus productos quedaron disponibles de nuevo.`,
    payments: { bank_wire: 'transferencia bancaria', check: 'cheque' },
    again: 'Si aún necesita estos productos, puede hacer un nuevo pedido. Si su pago ya está en camino, responda a este correo.',
    shop: 'Visitar la tienda',
  }),
};

/** To the buyer, in the language they ordered in: an unpaid wire or check order was cancelled after `days` days. */
export function unpaidOrderReleasedEmail(order: ReleasedOrder, days: number, link: string, brand: MailBrand, language: Language): EmailContent {
  const words = WORDS[language](brand.name);
  const subject = words.subject(headerSafe(order.orderNumber));
  const common = customerText(language, brand.name);
  const greeting = common.hello(headerSafe(order.customerName));
  const cancelled = words.cancelled(order.orderNumber, words.payments[order.paymentMethod], days);
  return {
    subject,
    html: layout(
      subject,
      html`<p>${greeting}</p>
<p>${cancelled}</p>
<p>${words.again}</p>
<p><a href="${link}">${words.shop}</a></p>`,
      brand,
      language,
    ),
    text: `${greeting}

${cancelled}

${words.again}

${common.field(words.shop, link)}

${brand.name}`,
  };
}
