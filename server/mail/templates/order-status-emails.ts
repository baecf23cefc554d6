import type { Language } from '@domain/languages';
import type { Tracking } from '@domain/schemas/tracking';
import { CARRIER_NAMES } from '@domain/shipping-carriers';
import type { MailBrand } from '../brand';
import { headerSafe, html } from '../escape';
import type { EmailContent } from '../outbox';
import { customerText } from './customer-text';
import { layout } from './layout';
import { paymentLine, type PaymentLineOrder, type PaymentStanding } from './payment-line';

/** The statuses the buyer is told about (back office: shipped, delivered, cancelled). */
export const BUYER_NOTIFIED_STATUSES = ['shipped', 'delivered', 'cancelled'] as const;
export type BuyerNotifiedStatus = (typeof BUYER_NOTIFIED_STATUSES)[number];

export function isBuyerNotified(status: string): status is BuyerNotifiedStatus {
  return BUYER_NOTIFIED_STATUSES.some((notified) => notified === status);
}

export interface StatusEmailOrder {
  orderNumber: string;
  customerName: string;
  status: BuyerNotifiedStatus;
  /** Shipped orders: the number, its carrier and that carrier's tracking page (in the buyer's language). */
  tracking: Tracking | null;
  /** How the order is paid and whether the shop has the money, with the day paid or due (the order e-mail's payment line). */
  payment: PaymentLineOrder;
  standing: PaymentStanding;
}

/**
 * To the buyer, in the order's language: the order shipped (with its tracking), was delivered, or was cancelled, and
 * where its payment stands ("Payment: Bank wire (paid on …)", "… (unpaid, due by …)", cancelled unpaid: nothing owed).
 */
export function orderStatusEmail(order: StatusEmailOrder, link: string, brand: MailBrand, language: Language): EmailContent {
  const text = customerText(language, brand.name);
  const words = text.status;
  const number = headerSafe(order.orderNumber);
  const subject = { shipped: words.shippedSubject, delivered: words.deliveredSubject, cancelled: words.cancelledSubject }[order.status](number);
  const lead = { shipped: words.shipped, delivered: words.delivered, cancelled: words.cancelled }[order.status](number);
  const greeting = text.hello(headerSafe(order.customerName));
  const tracking = order.status === 'shipped' ? order.tracking : null;
  const lines: string[] = [];
  if (tracking) {
    if (tracking.carrier !== 'other') lines.push(text.field(words.carrier, CARRIER_NAMES[tracking.carrier]));
    lines.push(text.field(words.trackingNumber, tracking.number));
  }
  const trackUrl = tracking?.url ?? null;
  const payment = text.field(text.order.payment, paymentLine(text, language, order.payment, order.standing));
  const closing = order.status === 'cancelled' ? words.questions : null;
  return {
    subject,
    html: layout(
      subject,
      html`<p>${greeting}</p>
<p>${lead}</p>` +
        lines.map((line) => html`<p>${line}</p>`).join('') +
        (trackUrl ? html`<p><a href="${trackUrl}">${words.track}</a></p>` : '') +
        html`<p>${payment}</p>` +
        (closing ? html`<p>${closing}</p>` : '') +
        html`<p><a href="${link}">${text.order.view}</a></p>`,
      brand,
      language,
    ),
    text: [
      greeting,
      '',
      lead,
      ...(lines.length ? ['', ...lines] : []),
      ...(trackUrl ? [text.field(words.track, trackUrl)] : []),
      '',
      payment,
      ...(closing ? ['', closing] : []),
      '',
      text.field(text.order.view, link),
      '',
      brand.name,
    ].join('\n'),
  };
}
