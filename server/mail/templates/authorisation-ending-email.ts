import { formatMoney } from '@domain/money';
import type { MailBrand } from '../brand';
import { headerSafe, html } from '../escape';
import type { EmailContent } from '../outbox';
import { layout } from './layout';

export interface EndingAuthorisation {
  orderNumber: string;
  customerName: string;
  /** The authorised amount, in cents. */
  amountCents: number;
  /** When the provider cancels the authorisation (its `capture_before`). */
  endsAt: Date;
}

/**
 * To the shop's notification addresses (in English, as the shop's other notices): a card authorisation held for an
 * EPA certification ends within 24 hours (docs/decisions/040 "The EPA hold"). Verified before then, the order is
 * captured; after it, the buyer is asked to pay again.
 */
export function authorisationEndingEmail(payment: EndingAuthorisation, adminLink: string, brand: MailBrand): EmailContent {
  const number = headerSafe(payment.orderNumber);
  const subject = `Verify the certification for order ${number} now: its card authorization ends soon`;
  const lines = [
    `The card payment of ${formatMoney(payment.amountCents)} for order ${number} (${payment.customerName}) is authorized, waiting for the buyer's EPA certification to be verified.`,
    `The authorization ends on ${payment.endsAt.toUTCString()}. Verify now or the buyer will be asked to pay again: once it ends, the order becomes unpaid and cannot ship until the buyer pays again.`,
  ];
  return {
    subject,
    html: layout(subject, lines.map((line) => html`<p>${line}</p>`).join('') + html`<p><a href="${adminLink}">Open the order</a></p>`, brand, 'en'),
    text: `${lines.join('\n\n')}\n\nOpen the order: ${adminLink}\n`,
  };
}
