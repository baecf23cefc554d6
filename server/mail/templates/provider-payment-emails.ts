import type { Language } from '@domain/languages';
import type { MailBrand } from '../brand';
import { headerSafe, html } from '../escape';
import type { EmailContent } from '../outbox';
import { customerText } from './customer-text';
import { layout } from './layout';

/** What the buyer is told when the provider settles an order's payment (docs/decisions/040). */
export interface SettledOrder {
  orderNumber: string;
  customerName: string;
}

interface PaymentWords {
  paidSubject: (orderNumber: string) => string;
  paid: (orderNumber: string) => string;
  failedSubject: (orderNumber: string) => string;
  failed: (orderNumber: string) => string;
  lostSubject: (orderNumber: string) => string;
  lost: (orderNumber: string) => string;
  payAgain: string;
  again: string;
  view: string;
}

const WORDS: Record<Language, (shop: string) => PaymentWords> = {
  en: (shop) => ({
    paidSubject: (n) => `Payment received for your ${shop} order ${n}`,
    paid: (n) => `We have received your payment for order ${n}. Thank you.`,
    failedSubject: (n) => `Your ${shop} order ${n} was cancelled: the bank debit failed`,
    failed: (n) => `Your bank debit for order ${n} could not be completed, so the order was cancelled and its products were released.`,
    lostSubject: (n) => `Please pay again for your ${shop} order ${n}`,
    lost: (n) => `Your card's authorization for order ${n} was cancelled by the card issuer, so no money was taken. Your order is kept for now: please pay it again from the order's page.`,
    payAgain: 'Pay for your order',
    again: 'If you still need these products, you are welcome to order again with another payment method.',
    view: 'View your order',
  }),
  fr: (shop) => ({
    paidSubject: (n) => `Paiement reçu pour votre commande ${shop} ${n}`,
    paid: (n) => `Nous avons reçu votre paiement pour la commande ${n}. Merci.`,
    failedSubject: (n) => `Votre commande ${shop} ${n} a été annulée\u00a0: le prélèvement a échoué`,
    failed: (n) => `Votre prélèvement bancaire pour la commande ${n} n'a pas pu aboutir\u00a0: la commande a été annulée et ses produits remis en vente.`,
    lostSubject: (n) => `Merci de payer de nouveau votre commande ${shop} ${n}`,
    lost: (n) => `L'autorisation de votre carte pour la commande ${n} a été annulée par l'émetteur de la carte\u00a0; aucun montant n'a été prélevé. Votre commande est conservée pour l'instant\u00a0: merci de la payer de nouveau depuis la page de la commande.`,
    payAgain: 'Payer votre commande',
    again: 'Si vous avez toujours besoin de ces produits, vous pouvez commander de nouveau avec un autre moyen de paiement.',
    view: 'Voir votre commande',
  }),
  es: (shop) => ({
    paidSubject: (n) => `Pago recibido de su pedido de ${shop} ${n}`,
    paid: (n) => `Hemos recibido su pago del pedido ${n}. Gracias.`,
    failedSubject: (n) => `Su pedido de ${shop} ${n} fue cancelado: el débito bancario falló`,
    failed: (n) => `No se pudo completar el débito bancario del pedido ${n}, por lo que el pedido fue cancelado y sus productos quedaron disponibles de nuevo.`,
    lostSubject: (n) => `Vuelva a pagar su pedido de ${shop} ${n}`,
    lost: (n) => `El emisor de su tarjeta canceló la autorización del pedido ${n}, así que no se cobró nada. Su pedido se conserva por ahora: vuelva a pagarlo desde la página del pedido.`,
    payAgain: 'Pagar su pedido',
    again: 'Si aún necesita estos productos, puede hacer un nuevo pedido con otro medio de pago.',
    view: 'Ver su pedido',
  }),
};

function message(subject: string, paragraphs: readonly string[], link: string, linkText: string, greeting: string, brand: MailBrand, language: Language, field: (label: string, value: string) => string): EmailContent {
  return {
    subject,
    html: layout(subject, [html`<p>${greeting}</p>`, ...paragraphs.map((p) => html`<p>${p}</p>`), html`<p><a href="${link}">${linkText}</a></p>`].join('\n'), brand, language),
    text: [greeting, ...paragraphs, field(linkText, link), brand.name].join('\n\n'),
  };
}

/** The buyer's receipt once the provider says the money was taken, in the order's language. */
export function providerPaymentReceivedEmail(order: SettledOrder, link: string, brand: MailBrand, language: Language): EmailContent {
  const words = WORDS[language](brand.name);
  const common = customerText(language, brand.name);
  return message(words.paidSubject(headerSafe(order.orderNumber)), [words.paid(order.orderNumber)], link, words.view, common.hello(headerSafe(order.customerName)), brand, language, common.field);
}

/** A bank debit failed after the order was placed: the order is cancelled and released, in the order's language. */
export function bankDebitFailedEmail(order: SettledOrder, link: string, brand: MailBrand, language: Language): EmailContent {
  const words = WORDS[language](brand.name);
  const common = customerText(language, brand.name);
  return message(
    words.failedSubject(headerSafe(order.orderNumber)),
    [words.failed(order.orderNumber), words.again],
    link,
    words.view,
    common.hello(headerSafe(order.customerName)),
    brand,
    language,
    common.field,
  );
}

/** A card authorisation voided or expired before the money was taken: the order waits for a new payment (docs/decisions/040). */
export function paymentLostEmail(order: SettledOrder, link: string, brand: MailBrand, language: Language): EmailContent {
  const words = WORDS[language](brand.name);
  const common = customerText(language, brand.name);
  return message(words.lostSubject(headerSafe(order.orderNumber)), [words.lost(order.orderNumber)], link, words.payAgain, common.hello(headerSafe(order.customerName)), brand, language, common.field);
}
