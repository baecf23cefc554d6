import { formatMoney, toCents } from '@domain/money';
import type { OrderConfirmation } from '@domain/schemas/orders';
import { headerSafe, html } from '../escape';
import type { EmailContent } from '../outbox';
import { layout } from './layout';

const money = (dollars: number) => formatMoney(toCents(dollars));

function paymentLine(order: OrderConfirmation): string {
  const payment = order.payment;
  if (payment && 'last4' in payment) return `${payment.brand.toUpperCase()} ending in ${payment.last4}`;
  if (order.paymentMethod === 'bank_wire') return 'Bank wire';
  return order.paymentMethod === 'check' ? 'Company check' : 'Credit card';
}

function itemsHtml(order: OrderConfirmation): string {
  return order.items
    .map((item) => html`<tr><td>${item.productName}</td><td>${item.packaging}</td><td style="text-align:right">${item.quantity}</td><td style="text-align:right">${money(item.price)}</td></tr>`)
    .join('');
}

function totalsHtml(order: OrderConfirmation): string {
  const rows: [string, number][] = [['Subtotal', order.subtotal]];
  if (order.discount > 0) rows.push([`Discount${order.couponCode ? ` (${order.couponCode})` : ''}`, -order.discount]);
  if (order.shipping > 0) rows.push(['Shipping', order.shipping]);
  if (order.tax > 0) rows.push(['Tax', order.tax]);
  rows.push(['Total', order.total]);
  return rows.map(([label, amount]) => html`<tr><td colspan="3">${label}</td><td style="text-align:right">${money(amount)}</td></tr>`).join('');
}

function itemsText(order: OrderConfirmation): string {
  return order.items.map((item) => `- ${item.productName}, ${item.packaging} × ${item.quantity}: ${money(item.price)} each`).join('\n');
}

function summaryText(order: OrderConfirmation): string {
  const lines = [`Subtotal: ${money(order.subtotal)}`];
  if (order.discount > 0) lines.push(`Discount${order.couponCode ? ` (${order.couponCode})` : ''}: -${money(order.discount)}`);
  if (order.shipping > 0) lines.push(`Shipping: ${money(order.shipping)}`);
  if (order.tax > 0) lines.push(`Tax: ${money(order.tax)}`);
  lines.push(`Total: ${money(order.total)}`, `Payment: ${paymentLine(order)}`);
  return lines.join('\n');
}

function orderTable(order: OrderConfirmation): string {
  return `<table style="width:100%;border-collapse:collapse" cellpadding="4">
<tr><th align="left">Product</th><th align="left">Packaging</th><th align="right">Qty</th><th align="right">Price</th></tr>
${itemsHtml(order)}
${totalsHtml(order)}
</table>`;
}

/** To the buyer: the order as placed (card shown as brand and last four only). */
export function orderConfirmationEmail(order: OrderConfirmation, link: string): EmailContent {
  const subject = `Your FrigidFlow order ${headerSafe(order.orderNumber)}`;
  const instructions = order.payment && 'instructions' in order.payment ? order.payment.instructions : '';
  return {
    subject,
    html: layout(
      subject,
      html`<p>Hello ${order.customerName},</p>
<p>Thank you for your order <strong>${order.orderNumber}</strong>. We verify your EPA certification, then ship within 24-48 hours.</p>` +
        orderTable(order) +
        html`<p>Payment: ${paymentLine(order)}</p>` +
        (instructions ? html`<p>${instructions}</p>` : '') +
        html`<p><a href="${link}">View your order</a></p>`,
    ),
    text: `Hello ${headerSafe(order.customerName)},

Thank you for your order ${order.orderNumber}. We verify your EPA certification, then ship within 24-48 hours.

${itemsText(order)}

${summaryText(order)}
${instructions ? `\n${instructions}\n` : ''}
View your order: ${link}

FrigidFlow`,
  };
}

/** To the shop's notification address: a new order to process. */
export function orderNotificationEmail(order: OrderConfirmation, link: string): EmailContent {
  const subject = `New order ${headerSafe(order.orderNumber)} from ${headerSafe(order.customerName)}`;
  const address = order.shippingAddress;
  const shipTo = [address.street, address.city, address.state, address.zipCode, address.country ?? ''].filter(Boolean).join(', ');
  return {
    subject,
    html: layout(
      subject,
      html`<p>New order <strong>${order.orderNumber}</strong> from ${order.customerName} (${order.customerEmail}).</p>
<p>Ship to: ${shipTo}</p>` +
        orderTable(order) +
        html`<p>Payment: ${paymentLine(order)}</p>` +
        (order.notes ? html`<p>Notes: ${order.notes}</p>` : '') +
        html`<p><a href="${link}">Open the back office</a></p>`,
    ),
    text: `New order ${order.orderNumber} from ${headerSafe(order.customerName)} (${order.customerEmail}).
Ship to: ${headerSafe(shipTo)}

${itemsText(order)}

${summaryText(order)}
${order.notes ? `\nNotes: ${order.notes}\n` : ''}
${link}`,
  };
}
