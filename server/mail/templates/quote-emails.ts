import type { QuoteConfirmation } from '@domain/schemas/quotes';
import { headerSafe, html } from '../escape';
import type { EmailContent } from '../outbox';
import { layout } from './layout';

function itemsHtml(quote: QuoteConfirmation): string {
  return `<ul>${quote.items.map((item) => html`<li>${item.productName}, ${item.packaging} × ${item.quantity}</li>`).join('')}</ul>`;
}

const itemsText = (quote: QuoteConfirmation) => quote.items.map((item) => `- ${item.productName}, ${item.packaging} × ${item.quantity}`).join('\n');

/** To the customer: the request was received; pricing follows within one business day. */
export function quoteReceivedEmail(quote: QuoteConfirmation, link: string): EmailContent {
  const subject = `We received your quote request ${headerSafe(quote.quoteNumber)}`;
  return {
    subject,
    html: layout(
      subject,
      html`<p>Hello ${quote.customerName},</p>
<p>Thank you for your quote request <strong>${quote.quoteNumber}</strong> for ${quote.companyName}. Our sales team will send you pricing within one business day.</p>` +
        itemsHtml(quote) +
        html`<p><a href="${link}">View your request</a></p>`,
    ),
    text: `Hello ${headerSafe(quote.customerName)},

Thank you for your quote request ${quote.quoteNumber} for ${headerSafe(quote.companyName)}. Our sales team will send you pricing within one business day.

${itemsText(quote)}

View your request: ${link}

FrigidFlow`,
  };
}

/** To the shop's notification address: a new quote request to answer. */
export function quoteNotificationEmail(quote: QuoteConfirmation, link: string): EmailContent {
  const subject = `New quote request ${headerSafe(quote.quoteNumber)} from ${headerSafe(quote.companyName)}`;
  return {
    subject,
    html: layout(
      subject,
      html`<p>New quote request <strong>${quote.quoteNumber}</strong> from ${quote.customerName}, ${quote.companyName} (${quote.customerEmail}${quote.phone ? `, ${quote.phone}` : ''}).</p>` +
        itemsHtml(quote) +
        (quote.shippingAddress ? html`<p>Ship to: ${quote.shippingAddress}</p>` : '') +
        (quote.notes ? html`<p>Notes: ${quote.notes}</p>` : '') +
        html`<p><a href="${link}">Open the back office</a></p>`,
    ),
    text: `New quote request ${quote.quoteNumber} from ${headerSafe(quote.customerName)}, ${headerSafe(quote.companyName)} (${quote.customerEmail}${quote.phone ? `, ${quote.phone}` : ''}).

${itemsText(quote)}
${quote.shippingAddress ? `\nShip to: ${quote.shippingAddress}` : ''}${quote.notes ? `\nNotes: ${quote.notes}` : ''}

${link}`,
  };
}
