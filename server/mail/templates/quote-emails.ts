import type { Language } from '@domain/languages';
import type { QuoteConfirmation } from '@domain/schemas/quotes';
import type { MailBrand } from '../brand';
import { headerSafe, html } from '../escape';
import type { EmailContent } from '../outbox';
import { customerText, packagingIn, type CustomerText } from './customer-text';
import { layout } from './layout';

/** The request's lines, their packaging in the reader's language. */
function lines(text: CustomerText, quote: QuoteConfirmation): string[][] {
  return quote.items.map((item) => [item.productName, packagingIn(text, item.packaging), String(item.quantity)]);
}

function itemsHtml(text: CustomerText, quote: QuoteConfirmation): string {
  return `<ul>${lines(text, quote).map(([name, packaging, quantity]) => html`<li>${name}, ${packaging} × ${quantity}</li>`).join('')}</ul>`;
}

const itemsText = (text: CustomerText, quote: QuoteConfirmation) =>
  lines(text, quote).map(([name, packaging, quantity]) => `- ${name}, ${packaging} × ${quantity}`).join('\n');

/**
 * To the account that asked, in the language it asked in: the request was received; pricing follows within the shop's
 * reply delay (`replyHours`, the quote_reply_hours setting). It lists what was asked (products, packages, quantities: the catalogue's words); the requester's own text (name,
 * company) only with `requesterText`, when the account's address is verified, so a stranger's words never reach an
 * address that did not ask (RELIABILITY 36). Notes, phone and address never: the buyer sees them on the quote's page.
 */
export function quoteReceivedEmail(
  quote: QuoteConfirmation,
  link: string,
  brand: MailBrand,
  language: Language,
  { requesterText = false, replyHours }: { requesterText?: boolean; replyHours: number },
): EmailContent {
  const text = customerText(language, brand.name);
  const subject = text.quote.subject(headerSafe(quote.quoteNumber));
  const greeting = text.hello(requesterText ? headerSafe(quote.customerName) : '');
  const thanks = (company: string) => (requesterText ? text.quote.thanks(quote.quoteNumber, company, replyHours) : text.quote.received(quote.quoteNumber, replyHours));
  return {
    subject,
    html: layout(
      subject,
      html`<p>${greeting}</p>
<p>${thanks(quote.companyName)}</p>` +
        itemsHtml(text, quote) +
        html`<p><a href="${link}">${text.quote.view}</a></p>`,
      brand,
      language,
    ),
    text: `${greeting}

${thanks(headerSafe(quote.companyName))}

${itemsText(text, quote)}

${text.field(text.quote.view, link)}

${brand.name}`,
  };
}

/** To the shop's notification address: a new quote request to answer. */
export function quoteNotificationEmail(quote: QuoteConfirmation, link: string, brand: MailBrand): EmailContent {
  const text = customerText('en', brand.name);
  const subject = `New quote request ${headerSafe(quote.quoteNumber)} from ${headerSafe(quote.companyName)}`;
  return {
    subject,
    html: layout(
      subject,
      html`<p>New quote request <strong>${quote.quoteNumber}</strong> from ${quote.customerName}, ${quote.companyName} (${quote.customerEmail}${quote.phone ? `, ${quote.phone}` : ''}).</p>` +
        itemsHtml(text, quote) +
        (quote.shippingAddress ? html`<p>Ship to: ${quote.shippingAddress}</p>` : '') +
        (quote.notes ? html`<p>Notes: ${quote.notes}</p>` : '') +
        html`<p><a href="${link}">Open the back office</a></p>`,
      brand,
    ),
    text: `New quote request ${quote.quoteNumber} from ${headerSafe(quote.customerName)}, ${headerSafe(quote.companyName)} (${quote.customerEmail}${quote.phone ? `, ${quote.phone}` : ''}).

${itemsText(text, quote)}
${quote.shippingAddress ? `\nShip to: ${quote.shippingAddress}` : ''}${quote.notes ? `\nNotes: ${quote.notes}` : ''}

${link}`,
  };
}
