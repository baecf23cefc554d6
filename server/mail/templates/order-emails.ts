import { knownText } from '@domain/known-texts';
import { localeFor, type Language } from '@domain/languages';
import { formatMoney, toCents } from '@domain/money';
import type { OrderConfirmation } from '@domain/schemas/orders';
import type { MailBrand } from '../brand';
import { headerSafe, html } from '../escape';
import type { EmailContent } from '../outbox';
import { certificationNeededText } from './certification-emails';
import { customerText, packagingIn, type CustomerText } from './customer-text';
import { layout } from './layout';
import { mailDate, paymentLine } from './payment-line';

/** The words and number formats of one e-mail. */
interface Wording {
  language: Language;
  brand: MailBrand;
  text: CustomerText;
  money: (dollars: number) => string;
}

function wording(language: Language, brand: MailBrand): Wording {
  const locale = localeFor(language);
  return { language, brand, text: customerText(language, brand.name), money: (dollars) => formatMoney(toCents(dollars), locale) };
}

/** The label of the buyer's company line; the customer texts have none yet. */
const COMPANY_LABEL: Record<Language, string> = { en: 'Company', fr: 'Entreprise', es: 'Empresa' };
/** The label of the buyer's purchase-order number. */
const PO_NUMBER_LABEL: Record<Language, string> = { en: 'PO number', fr: 'N° de bon de commande', es: 'N.º de orden de compra' };

/** The method and, beside it, whether the shop has the money: "Bank wire (unpaid)" (payment-line.ts, as the status e-mails). */
const paymentLineOf = (w: Wording, order: OrderConfirmation) => paymentLine(w.text, w.language, order);

function totalRows({ text }: Wording, order: OrderConfirmation): [string, number][] {
  const rows: [string, number][] = [[text.order.subtotal, order.subtotal]];
  if (order.discount > 0) rows.push([`${text.order.discount}${order.couponCode ? ` (${order.couponCode})` : ''}`, -order.discount]);
  if (order.shipping > 0) rows.push([text.order.shipping, order.shipping]);
  if (order.tax > 0) rows.push([text.order.tax, order.tax]);
  rows.push([text.order.total, order.total]);
  return rows;
}

function orderTable(w: Wording, order: OrderConfirmation): string {
  const { columns } = w.text.order;
  const items = order.items
    .map(
      (item) =>
        html`<tr><td>${item.productName}</td><td>${packagingIn(w.text, item.packaging)}</td><td style="text-align:right">${item.quantity}</td><td style="text-align:right">${w.money(item.price)}</td></tr>`,
    )
    .join('');
  const totals = totalRows(w, order)
    .map(([label, amount]) => html`<tr><td colspan="3">${label}</td><td style="text-align:right">${w.money(amount)}</td></tr>`)
    .join('');
  return (
    `<table style="width:100%;border-collapse:collapse" cellpadding="4">\n` +
    html`<tr><th align="left">${columns.product}</th><th align="left">${columns.packaging}</th><th align="right">${columns.quantity}</th><th align="right">${columns.price}</th></tr>` +
    `\n${items}\n${totals}\n</table>`
  );
}

function orderText(w: Wording, order: OrderConfirmation): string {
  const items = order.items.map((item) => `- ${item.productName}, ${packagingIn(w.text, item.packaging)} × ${w.text.field(String(item.quantity), `${w.money(item.price)} ${w.text.order.each}`)}`);
  const totals = totalRows(w, order).map(([label, amount]) => w.text.field(label, w.money(amount)));
  return `${items.join('\n')}\n\n${totals.join('\n')}\n${w.text.field(w.text.order.payment, paymentLineOf(w, order))}`;
}

/**
 * Where and by when a wire or check buyer pays: what the checkout page showed (the public site settings) and the day the
 * unpaid order is released (unpaid_order_release_days after it was placed).
 */
export interface PaymentFacts {
  bank?: { bankName: string; routingNumber: string; accountNumber: string; swiftCode: string };
  /** Who a check is payable to, and the shop's address it is mailed to. */
  payee?: { name: string; address: string };
  deadline?: { date: Date; days: number };
}

/** How a wire or check buyer pays: the instructions, the labelled details (bank, reference, address), then the deadline. */
interface Paying {
  instructions: string | null;
  rows: [string, string][];
  deadline: string | null;
}

function payingOf(w: Wording, order: OrderConfirmation, facts: PaymentFacts): Paying {
  const { order: words } = w.text;
  const paying: Paying = { instructions: null, rows: [], deadline: null };
  const stored = order.payment && 'instructions' in order.payment ? order.payment.instructions : '';
  if (order.paymentMethod === 'bank_wire') {
    // The shop's own instructions as written; the shipped ones in the buyer's language.
    paying.instructions = knownText(stored) === 'bankWireInstructions' || !stored ? words.bankWireDefault : stored;
    const labels = words.bankDetails;
    const bank = facts.bank;
    if (bank) {
      for (const [label, value] of [
        [labels.bankName, bank.bankName],
        [labels.routingNumber, bank.routingNumber],
        [labels.accountNumber, bank.accountNumber],
        [labels.swiftCode, bank.swiftCode],
      ] as const) {
        if (value.trim()) paying.rows.push([label, value.trim()]);
      }
    }
    paying.rows.push([labels.reference, order.orderNumber]);
  } else if (order.paymentMethod === 'check') {
    paying.instructions = words.checkPayable(facts.payee?.name || w.brand.name);
    if (facts.payee?.address.trim()) paying.rows.push([words.mailTo, facts.payee.address.trim()]);
  }
  if (facts.deadline && order.paymentMethod !== 'credit_card') {
    paying.deadline = words.payBy(mailDate(w.language, facts.deadline.date), String(facts.deadline.days));
  }
  return paying;
}

function payingHtml({ instructions, rows, deadline }: Paying): string {
  const table = rows.length
    ? `<table cellpadding="4" style="border-collapse:collapse">${rows.map(([label, value]) => html`<tr><th align="left">${label}</th><td style="font-family:monospace">${value}</td></tr>`).join('')}</table>`
    : '';
  return (instructions ? html`<p>${instructions}</p>` : '') + table + (deadline ? html`<p><strong>${deadline}</strong></p>` : '');
}

function payingText(w: Wording, { instructions, rows, deadline }: Paying): string[] {
  const lines = [...(instructions ? [instructions] : []), ...rows.map(([label, value]) => w.text.field(label, value)), ...(deadline ? ['', deadline] : [])];
  return lines.length ? ['', ...lines] : [];
}

/**
 * To the buyer, in the language they ordered in: the order as placed (card shown as brand and last four only), how to
 * pay a wire or check order and by when, and a link that opens the order on any device.
 */
export function orderConfirmationEmail(order: OrderConfirmation, link: string, brand: MailBrand, language: Language = 'en', facts: PaymentFacts = {}): EmailContent {
  const w = wording(language, brand);
  const { order: words } = w.text;
  const subject = words.subject(headerSafe(order.orderNumber));
  const greeting = w.text.hello(headerSafe(order.customerName));
  const paying = payingOf(w, order, facts);
  const company = order.companyName ? w.text.field(COMPANY_LABEL[language], headerSafe(order.companyName)) : '';
  const po = order.poNumber ? w.text.field(PO_NUMBER_LABEL[language], headerSafe(order.poNumber)) : '';
  const payment = w.text.field(words.payment, paymentLineOf(w, order));
  const certification = order.certificationState === 'awaiting' ? certificationNeededText(language) : null;
  return {
    subject,
    html: layout(
      subject,
      html`<p>${greeting}</p>
<p>${words.thanks(order.orderNumber)}</p>` +
        (company ? html`<p>${company}</p>` : '') +
        (po ? html`<p>${po}</p>` : '') +
        orderTable(w, order) +
        html`<p>${payment}</p>` +
        payingHtml(paying) +
        (certification ? html`<p><strong>${certification}</strong></p>` : '') +
        html`<p><a href="${link}">${words.view}</a></p>`,
      brand,
      language,
    ),
    text: [
      greeting,
      '',
      words.thanks(order.orderNumber),
      ...(company || po ? ['', ...[company, po].filter(Boolean)] : []),
      '',
      orderText(w, order),
      ...payingText(w, paying),
      ...(certification ? ['', certification] : []),
      '',
      w.text.field(words.view, link),
      '',
      brand.name,
    ].join('\n'),
  };
}

/** To the shop's notification address, in English: a new order to process. */
export function orderNotificationEmail(order: OrderConfirmation, link: string, brand: MailBrand): EmailContent {
  const w = wording('en', brand);
  const subject = `New order ${headerSafe(order.orderNumber)} from ${headerSafe(order.customerName)}`;
  const address = order.shippingAddress;
  const shipTo = [address.street, address.city, address.state, address.zipCode, address.country ?? ''].filter(Boolean).join(', ');
  return {
    subject,
    html: layout(
      subject,
      html`<p>New order <strong>${order.orderNumber}</strong> from ${order.customerName} (${order.customerEmail}).</p>` +
        (order.companyName ? html`<p>Company: ${order.companyName}</p>` : '') +
        (order.poNumber ? html`<p>PO number: ${order.poNumber}</p>` : '') +
        html`<p>Ship to: ${shipTo}</p>` +
        orderTable(w, order) +
        html`<p>Payment: ${paymentLineOf(w, order)}</p>` +
        (order.notes ? html`<p>Notes: ${order.notes}</p>` : '') +
        html`<p><a href="${link}">Open this order in the back office</a></p>`,
      brand,
    ),
    text: `New order ${order.orderNumber} from ${headerSafe(order.customerName)} (${order.customerEmail}).
${order.companyName ? `Company: ${headerSafe(order.companyName)}\n` : ''}${order.poNumber ? `PO number: ${headerSafe(order.poNumber)}\n` : ''}Ship to: ${headerSafe(shipTo)}

${orderText(w, order)}
${order.notes ? `\nNotes: ${order.notes}\n` : ''}
Open this order in the back office: ${link}`,
  };
}
