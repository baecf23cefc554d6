import { localeFor, type Language } from '@domain/languages';
import { formatMoney, toCents } from '@domain/money';
import type { OrderConfirmation } from '@domain/schemas/orders';
import { headerSafe, html } from '../escape';
import type { EmailContent } from '../outbox';
import { customerText, packagingIn, type CustomerText } from './customer-text';
import { layout } from './layout';

/** The words and number formats of one e-mail. */
interface Wording {
  language: Language;
  text: CustomerText;
  money: (dollars: number) => string;
}

function wording(language: Language): Wording {
  const locale = localeFor(language);
  return { language, text: customerText(language), money: (dollars) => formatMoney(toCents(dollars), locale) };
}

/** The label of the buyer's company line; the customer texts have none yet. */
const COMPANY_LABEL: Record<Language, string> = { en: 'Company', fr: 'Entreprise', es: 'Empresa' };

function paymentLine({ text }: Wording, order: OrderConfirmation): string {
  const payment = order.payment;
  if (payment && 'last4' in payment) return text.order.cardEnding(payment.brand.toUpperCase(), payment.last4);
  if (order.paymentMethod === 'bank_wire') return text.order.bankWire;
  return order.paymentMethod === 'check' ? text.order.check : text.order.card;
}

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
  const items = order.items.map((item) => `- ${item.productName}, ${packagingIn(w.text, item.packaging)} × ${item.quantity}: ${w.money(item.price)} ${w.text.order.each}`);
  const totals = totalRows(w, order).map(([label, amount]) => `${label}: ${w.money(amount)}`);
  return `${items.join('\n')}\n\n${totals.join('\n')}\n${w.text.order.payment}: ${paymentLine(w, order)}`;
}

/** To the buyer, in the language they ordered in: the order as placed (card shown as brand and last four only). */
export function orderConfirmationEmail(order: OrderConfirmation, link: string, language: Language = 'en'): EmailContent {
  const w = wording(language);
  const { order: words } = w.text;
  const subject = words.subject(headerSafe(order.orderNumber));
  const greeting = w.text.hello(headerSafe(order.customerName));
  const instructions = order.payment && 'instructions' in order.payment ? order.payment.instructions : '';
  const company = order.companyName ? `${COMPANY_LABEL[language]}: ${headerSafe(order.companyName)}` : '';
  return {
    subject,
    html: layout(
      subject,
      html`<p>${greeting}</p>
<p>${words.thanks(order.orderNumber)}</p>` +
        (company ? html`<p>${company}</p>` : '') +
        orderTable(w, order) +
        html`<p>${words.payment}: ${paymentLine(w, order)}</p>` +
        (instructions ? html`<p>${instructions}</p>` : '') +
        html`<p><a href="${link}">${words.view}</a></p>`,
      language,
    ),
    text: `${greeting}

${words.thanks(order.orderNumber)}
${company ? `\n${company}\n` : ''}
${orderText(w, order)}
${instructions ? `\n${instructions}\n` : ''}
${words.view}: ${link}

FrigidFlow`,
  };
}

/** To the shop's notification address, in English: a new order to process. */
export function orderNotificationEmail(order: OrderConfirmation, link: string): EmailContent {
  const w = wording('en');
  const subject = `New order ${headerSafe(order.orderNumber)} from ${headerSafe(order.customerName)}`;
  const address = order.shippingAddress;
  const shipTo = [address.street, address.city, address.state, address.zipCode, address.country ?? ''].filter(Boolean).join(', ');
  return {
    subject,
    html: layout(
      subject,
      html`<p>New order <strong>${order.orderNumber}</strong> from ${order.customerName} (${order.customerEmail}).</p>` +
        (order.companyName ? html`<p>Company: ${order.companyName}</p>` : '') +
        html`<p>Ship to: ${shipTo}</p>` +
        orderTable(w, order) +
        html`<p>Payment: ${paymentLine(w, order)}</p>` +
        (order.notes ? html`<p>Notes: ${order.notes}</p>` : '') +
        html`<p><a href="${link}">Open the back office</a></p>`,
    ),
    text: `New order ${order.orderNumber} from ${headerSafe(order.customerName)} (${order.customerEmail}).
${order.companyName ? `Company: ${headerSafe(order.companyName)}\n` : ''}Ship to: ${headerSafe(shipTo)}

${orderText(w, order)}
${order.notes ? `\nNotes: ${order.notes}\n` : ''}
${link}`,
  };
}
