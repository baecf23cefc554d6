import type { OrderConfirmation } from '@domain/schemas/orders';
import type { Order } from '../../db/schema';
import { mailBrand } from '../../mail/brand';
import type { OutgoingEmail } from '../../mail/outbox';
import { orderConfirmationEmail, orderNotificationEmail } from '../../mail/templates/order-emails';
import type { CheckoutSettings } from './checkout-settings';
import type { OrderLinks } from './order-links';
import { paymentFactsOf } from './payment-facts';

/** The buyer's confirmation (how to pay a wire or check order, and by when) and the shop's notifications. */
export function orderEmailsOf(stored: Order, order: OrderConfirmation, settings: CheckoutSettings, links: OrderLinks): OutgoingEmail[] {
  const brand = mailBrand(settings.publicSettings, links.publicUrl, settings.settingTranslations);
  const facts = paymentFactsOf(settings.publicSettings, settings.unpaidOrderReleaseDays, stored.paymentMethod, stored.createdAt);
  const email = orderConfirmationEmail(order, links.forBuyer(stored), brand, stored.language, facts);
  const adminLink = links.forAdmin(stored.id);
  return [
    { to: order.customerEmail, replyTo: settings.notificationAddresses.join(', ') || null, ...email, dedupeKey: `order-confirmation:${stored.id}` },
    ...settings.notificationAddresses.map((address) => ({
      to: address,
      ...orderNotificationEmail(order, adminLink, brand),
      dedupeKey: `order-notification:${stored.id}:${address}`,
    })),
  ];
}
