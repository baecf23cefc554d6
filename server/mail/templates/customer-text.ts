import type { Language } from '@domain/languages';
import type { PaymentState } from '@domain/payments';
import { parsePackaging, type PackageKey } from '@domain/pricing';

/** A name that closes a sentence, its own final period kept single ("Froid inc." never "Froid inc.."). */
export function endingSentence(name: string): string {
  return name.endsWith('.') ? name : `${name}.`;
}

/**
 * The words of the e-mails a customer receives, in each shop language. Values the shop or the customer wrote
 * (product names, bank instructions, addresses) are inserted as they are; the shop's own notifications stay in English.
 */
export interface CustomerText {
  /** The greeting line; an empty name (an account without one) still reads well. */
  hello: (name: string) => string;
  /** "Label: value" with the language's spacing before the colon. */
  field: (label: string, value: string) => string;
  /** A number of hours, one in the singular: the reply delay (quote_reply_hours) as the e-mails promise it. */
  hours: (count: number) => string;
  /** The shop's business hours as the e-mails list them (domain/site-settings.ts businessHoursLines), as the footer does. */
  businessHours: { title: string; closed: string; timeZone: (zone: string) => string };
  reset: {
    subject: string;
    intro: string;
    introText: string;
    button: string;
    copy: string;
    ignore: string;
  };
  order: {
    subject: (orderNumber: string) => string;
    thanks: (orderNumber: string) => string;
    view: string;
    columns: { product: string; packaging: string; quantity: string; price: string };
    each: string;
    subtotal: string;
    discount: string;
    shipping: string;
    tax: string;
    total: string;
    payment: string;
    cardEnding: (brand: string, last4: string) => string;
    bankWire: string;
    check: string;
    card: string;
    /** Whether the shop has the money (domain/payments.ts), after the method: "Bank wire (unpaid)". */
    paymentStates: Record<PaymentState, string>;
    /** The same in a later e-mail (templates/payment-line.ts): the day the money arrived, the last day to pay, nothing owed. */
    paidOn: (date: string) => string;
    dueBy: (state: string, date: string) => string;
    nothingOwed: string;
    /** The shop's shipped bank-wire instructions (domain/known-texts.ts), without a delay of their own: the e-mail gives the date. */
    bankWireDefault: string;
    bankDetails: { bankName: string; routingNumber: string; accountNumber: string; swiftCode: string; reference: string };
    checkPayable: (payee: string) => string;
    mailTo: string;
    /** The date an unpaid wire or check order is released, and that delay in days. */
    payBy: (date: string, days: string) => string;
  };
  /** What the buyer is told when the shop ships, delivers or cancels an order. */
  status: {
    shippedSubject: (orderNumber: string) => string;
    shipped: (orderNumber: string) => string;
    carrier: string;
    trackingNumber: string;
    track: string;
    deliveredSubject: (orderNumber: string) => string;
    delivered: (orderNumber: string) => string;
    cancelledSubject: (orderNumber: string) => string;
    cancelled: (orderNumber: string) => string;
    questions: string;
  };
  quote: {
    subject: (quoteNumber: string) => string;
    /** Pricing follows within the shop's reply delay (quote_reply_hours). */
    thanks: (quoteNumber: string, company: string, replyHours: number) => string;
    /** The same without the requester's own text (to an address not proven theirs, RELIABILITY 36). */
    received: (quoteNumber: string, replyHours: number) => string;
    view: string;
  };
  packages: Record<PackageKey, string>;
}

const enHours = (count: number) => `${count} ${count === 1 ? 'hour' : 'hours'}`;
const frHours = (count: number) => `${count}\u00a0${count >= 2 ? 'heures' : 'heure'}`;
const esHours = (count: number) => `${count} ${count === 1 ? 'hora' : 'horas'}`;

const en = (shop: string): CustomerText => ({
  hello: (name) => `Hello ${name || 'there'},`,
  field: (label, value) => `${label}: ${value}`,
  hours: enHours,
  businessHours: { title: 'Business hours', closed: 'Closed', timeZone: (zone) => `All times ${zone}` },
  reset: {
    subject: `Reset your ${shop} password`,
    intro:
      `We received a request to reset the password of your ${shop} account. Choose a new password with the link below; it works once and expires in one hour.`,
    introText:
      `We received a request to reset the password of your ${shop} account. Choose a new password with this link; it works once and expires in one hour:`,
    button: 'Reset password',
    copy: 'If the button does not work, copy this address into your browser:',
    ignore: 'If you did not ask for this, you can ignore this e-mail; your password stays unchanged.',
  },
  order: {
    subject: (n) => `Your ${shop} order ${n}`,
    thanks: (n) => `Thank you for your order ${n}. We verify your EPA certification, then ship cylinders in stock within 24-48 hours; pallets and containers at their stated lead time, freight quoted before shipping.`,
    view: 'View your order',
    columns: { product: 'Product', packaging: 'Packaging', quantity: 'Qty', price: 'Price' },
    each: 'each',
    subtotal: 'Subtotal',
    discount: 'Discount',
    shipping: 'Shipping',
    tax: 'Tax',
    total: 'Total',
    payment: 'Payment',
    cardEnding: (brand, last4) => `${brand} ending in ${last4}`,
    bankWire: 'Bank wire',
    check: 'Company check',
    card: 'Credit card',
    paymentStates: { unpaid: 'unpaid', partially_paid: 'partially paid', paid: 'paid', awaiting_action: 'awaiting authentication', processing: 'awaiting payment', authorized: 'authorized', partially_refunded: 'partially refunded', refunded: 'refunded' },
    paidOn: (date) => `paid on ${date}`,
    dueBy: (state, date) => `${state}, due by ${date}`,
    nothingOwed: 'nothing owed',
    bankWireDefault: 'Please include your order number in the wire reference. Orders ship once the funds arrive.',
    bankDetails: { bankName: 'Bank', routingNumber: 'Routing number', accountNumber: 'Account number', swiftCode: 'SWIFT code', reference: 'Wire reference' },
    checkPayable: (payee) => `Mail a company check payable to ${payee}, with your order number on it. Your order ships once the check clears.`,
    mailTo: 'Mail it to',
    payBy: (date, days) => `Please send your payment by ${date}: an order still unpaid after that day (${days} calendar days after it was placed) is cancelled and its products are released.`,
  },
  status: {
    shippedSubject: (n) => `Your ${shop} order ${n} has shipped`,
    shipped: (n) => `Good news: your order ${n} is on its way.`,
    carrier: 'Carrier',
    trackingNumber: 'Tracking number',
    track: 'Track your shipment',
    deliveredSubject: (n) => `Your ${shop} order ${n} was delivered`,
    delivered: (n) => `Your order ${n} was delivered. Thank you for choosing ${endingSentence(shop)}`,
    cancelledSubject: (n) => `Your ${shop} order ${n} was cancelled`,
    cancelled: (n) => `Your order ${n} was cancelled, and the products it reserved were released.`,
    questions: 'If you did not expect this or have a question, simply reply to this e-mail.',
  },
  quote: {
    subject: (n) => `We received your quote request ${n}`,
    thanks: (n, company, hours) => `Thank you for your quote request ${n} for ${endingSentence(company)} Our sales team will send you pricing within ${enHours(hours)}.`,
    received: (n, hours) => `Thank you for your quote request ${n}. Our sales team will send you pricing within ${enHours(hours)}.`,
    view: 'View your request',
  },
  packages: { cylinder: '1 Cylinder', pallet: '1 Pallet', container_20ft: '20ft Container', container_40ft: '40ft Container' },
});

const fr = (shop: string): CustomerText => ({
  hello: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
  field: (label, value) => `${label}\u00a0: ${value}`,
  hours: frHours,
  businessHours: { title: 'Heures d’ouverture', closed: 'Fermé', timeZone: (zone) => `Fuseau horaire\u00a0: ${zone}` },
  reset: {
    subject: `Réinitialisez votre mot de passe ${shop}`,
    intro:
      `Nous avons reçu une demande de réinitialisation du mot de passe de votre compte ${endingSentence(shop)} Choisissez un nouveau mot de passe avec le lien ci-dessous\u202f; il ne sert qu’une fois et expire dans une heure.`,
    introText:
      `Nous avons reçu une demande de réinitialisation du mot de passe de votre compte ${endingSentence(shop)} Choisissez un nouveau mot de passe avec ce lien\u202f; il ne sert qu’une fois et expire dans une heure\u00a0:`,
    button: 'Réinitialiser le mot de passe',
    copy: 'Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :',
    ignore: 'Si vous n’avez rien demandé, ignorez ce courriel ; votre mot de passe reste inchangé.',
  },
  order: {
    subject: (n) => `Votre commande ${shop} ${n}`,
    thanks: (n) => `Merci pour votre commande ${n}. Nous vérifions votre certification EPA 608 (ou votre certificat provincial de manipulation des halocarbures), puis expédions les bouteilles en stock sous 24 à 48 heures\u202f; palettes et conteneurs selon leur délai indiqué, transport chiffré avant l’expédition.`,
    view: 'Voir votre commande',
    columns: { product: 'Produit', packaging: 'Conditionnement', quantity: 'Qté', price: 'Prix' },
    each: 'l’unité',
    subtotal: 'Sous-total',
    discount: 'Rabais',
    shipping: 'Livraison',
    tax: 'Taxes',
    total: 'Total',
    payment: 'Paiement',
    cardEnding: (brand, last4) => `${brand} se terminant par ${last4}`,
    bankWire: 'Virement bancaire',
    check: 'Chèque d’entreprise',
    card: 'Carte de crédit',
    paymentStates: { unpaid: 'non payée', partially_paid: 'payée en partie', paid: 'payée', awaiting_action: 'authentification attendue', processing: 'paiement attendu', authorized: 'autorisée', partially_refunded: 'remboursée en partie', refunded: 'remboursée' },
    paidOn: (date) => `payée le ${date}`,
    dueBy: (state, date) => `${state}, à payer au plus tard le ${date}`,
    nothingOwed: 'aucun montant dû',
    bankWireDefault: 'Indiquez votre numéro de commande dans la référence du virement. La commande est expédiée à réception des fonds.',
    bankDetails: { bankName: 'Banque', routingNumber: 'Numéro d’acheminement', accountNumber: 'Numéro de compte', swiftCode: 'Code SWIFT', reference: 'Référence du virement' },
    checkPayable: (payee) => `Envoyez un chèque d’entreprise à l’ordre de ${payee}, portant votre numéro de commande. La commande est expédiée une fois le chèque encaissé.`,
    mailTo: 'Adresse d’envoi',
    payBy: (date, days) =>
      `Veuillez envoyer votre paiement au plus tard le ${date}\u00a0: une commande toujours impayée après ce jour (${days}\u00a0jours civils après la commande) est annulée et ses produits sont remis en vente.`,
  },
  status: {
    shippedSubject: (n) => `Votre commande ${shop} ${n} a été expédiée`,
    shipped: (n) => `Bonne nouvelle\u00a0: votre commande ${n} est en route.`,
    carrier: 'Transporteur',
    trackingNumber: 'Numéro de suivi',
    track: 'Suivre votre envoi',
    deliveredSubject: (n) => `Votre commande ${shop} ${n} a été livrée`,
    delivered: (n) => `Votre commande ${n} a été livrée. Merci d’avoir choisi ${endingSentence(shop)}`,
    cancelledSubject: (n) => `Votre commande ${shop} ${n} a été annulée`,
    cancelled: (n) => `Votre commande ${n} a été annulée et les produits qu’elle réservait ont été remis en vente.`,
    questions: 'Si vous ne vous y attendiez pas ou avez une question, répondez simplement à ce courriel.',
  },
  quote: {
    subject: (n) => `Nous avons reçu votre demande de devis ${n}`,
    thanks: (n, company, hours) =>
      `Merci pour votre demande de devis ${n} pour ${endingSentence(company)} Notre équipe commerciale vous enverra ses prix sous ${frHours(hours)}.`,
    received: (n, hours) => `Merci pour votre demande de devis ${n}. Notre équipe commerciale vous enverra ses prix sous ${frHours(hours)}.`,
    view: 'Voir votre demande',
  },
  packages: { cylinder: '1 bouteille', pallet: '1 palette', container_20ft: 'Conteneur de 20 pi', container_40ft: 'Conteneur de 40 pi' },
});

const es = (shop: string): CustomerText => ({
  hello: (name) => (name ? `Hola, ${name}:` : 'Hola:'),
  field: (label, value) => `${label}: ${value}`,
  hours: esHours,
  businessHours: { title: 'Horario de atención', closed: 'Cerrado', timeZone: (zone) => `Zona horaria: ${zone}` },
  reset: {
    subject: `Restablezca su contraseña de ${shop}`,
    intro:
      `Recibimos una solicitud para restablecer la contraseña de su cuenta de ${endingSentence(shop)} Elija una nueva contraseña con el enlace de abajo; funciona una sola vez y caduca en una hora.`,
    introText:
      `Recibimos una solicitud para restablecer la contraseña de su cuenta de ${endingSentence(shop)} Elija una nueva contraseña con este enlace; funciona una sola vez y caduca en una hora:`,
    button: 'Restablecer contraseña',
    copy: 'Si el botón no funciona, copie esta dirección en su navegador:',
    ignore: 'Si usted no lo solicitó, puede ignorar este correo; su contraseña no cambia.',
  },
  order: {
    subject: (n) => `Su pedido de ${shop} ${n}`,
    thanks: (n) => `Gracias por su pedido ${n}. Verificamos su certificación EPA y enviamos los cilindros en inventario en 24 a 48 horas; tarimas y contenedores según su plazo indicado, con flete cotizado antes del envío.`,
    view: 'Ver su pedido',
    columns: { product: 'Producto', packaging: 'Empaque', quantity: 'Cant.', price: 'Precio' },
    each: 'c/u',
    subtotal: 'Subtotal',
    discount: 'Descuento',
    shipping: 'Envío',
    tax: 'Impuestos',
    total: 'Total',
    payment: 'Pago',
    cardEnding: (brand, last4) => `${brand} terminada en ${last4}`,
    bankWire: 'Transferencia bancaria',
    check: 'Cheque de empresa',
    card: 'Tarjeta de crédito',
    paymentStates: { unpaid: 'no pagado', partially_paid: 'pagado en parte', paid: 'pagado', awaiting_action: 'autenticación pendiente', processing: 'pago pendiente', authorized: 'autorizado', partially_refunded: 'reembolsado en parte', refunded: 'reembolsado' },
    paidOn: (date) => `pagado el ${date}`,
    dueBy: (state, date) => `${state}, vence el ${date}`,
    nothingOwed: 'sin saldo pendiente',
    bankWireDefault: 'Incluya su número de pedido en la referencia de la transferencia. El pedido se envía cuando llegan los fondos.',
    bankDetails: { bankName: 'Banco', routingNumber: 'Número de ruta', accountNumber: 'Número de cuenta', swiftCode: 'Código SWIFT', reference: 'Referencia de la transferencia' },
    checkPayable: (payee) => `Envíe un cheque de empresa a nombre de ${payee}, con su número de pedido. El pedido se envía cuando el cheque se haya cobrado.`,
    mailTo: 'Envíelo a',
    payBy: (date, days) => `Envíe su pago a más tardar el ${date}: un pedido que siga sin pagarse después de ese día (${days} días calendario después del pedido) se cancela y sus productos quedan disponibles de nuevo.`,
  },
  status: {
    shippedSubject: (n) => `Su pedido de ${shop} ${n} fue enviado`,
    shipped: (n) => `Buenas noticias: su pedido ${n} va en camino.`,
    carrier: 'Paquetería',
    trackingNumber: 'Número de rastreo',
    track: 'Rastrear su envío',
    deliveredSubject: (n) => `Su pedido de ${shop} ${n} fue entregado`,
    delivered: (n) => `Su pedido ${n} fue entregado. Gracias por elegir ${endingSentence(shop)}`,
    cancelledSubject: (n) => `Su pedido de ${shop} ${n} fue cancelado`,
    cancelled: (n) => `Su pedido ${n} fue cancelado y los productos que tenía reservados quedaron disponibles de nuevo.`,
    questions: 'Si no lo esperaba o tiene alguna pregunta, simplemente responda a este correo.',
  },
  quote: {
    subject: (n) => `Recibimos su solicitud de cotización ${n}`,
    thanks: (n, company, hours) =>
      `Gracias por su solicitud de cotización ${n} para ${endingSentence(company)} Nuestro equipo de ventas le enviará precios en un plazo de ${esHours(hours)}.`,
    received: (n, hours) => `Gracias por su solicitud de cotización ${n}. Nuestro equipo de ventas le enviará precios en un plazo de ${esHours(hours)}.`,
    view: 'Ver su solicitud',
  },
  packages: { cylinder: '1 cilindro', pallet: '1 tarima', container_20ft: 'Contenedor de 20 pies', container_40ft: 'Contenedor de 40 pies' },
});

const TEXT: Record<Language, (shop: string) => CustomerText> = { en, fr, es };

/** The words of a customer's e-mails in their language, naming the shop as its admin set it. */
export function customerText(language: Language, shopName: string): CustomerText {
  return TEXT[language](shopName);
}

/** A stored line's packaging ("1 Pallet") in the reader's words; a label of no current package as it was stored. */
export function packagingIn(text: CustomerText, label: string): string {
  const key = parsePackaging(label);
  return key ? text.packages[key] : label;
}
