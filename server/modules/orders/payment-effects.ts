import { and, eq } from 'drizzle-orm';
import { orderItems, orders, type Order } from '../../db/schema';
import type { Db } from '../../db/types';
import { mailBrand } from '../../mail/brand';
import { enqueueEmail, enqueueEmails } from '../../mail/outbox';
import { bankDebitFailedEmail, paymentLostEmail, providerPaymentReceivedEmail } from '../../mail/templates/provider-payment-emails';
import type { PaymentEffects } from '../payments/provider-payments';
import { readCheckoutSettings } from './checkout-settings';
import { orderEmailsOf } from './order-emails';
import { releaseOrderHold } from './order-hold';
import type { OrderLinks } from './order-links';
import { toConfirmation } from './orders.service';

/**
 * What an order's provider payment does to it besides its state (docs/decisions/040): the confirmation held back while
 * the buyer's second step was pending, the receipt once paid, and a failed bank debit's release and e-mail. Every
 * e-mail has a dedupe key, so an effect applied twice sends once.
 */
export function orderPaymentEffects({ links, onStockChanged = () => undefined }: { links: OrderLinks; onStockChanged?: () => void }): PaymentEffects {
  const settingsOf = (tx: Db) => readCheckoutSettings(tx);
  return {
    async confirmed(tx, order) {
      const [settings, items] = await Promise.all([settingsOf(tx), tx.select().from(orderItems).where(eq(orderItems.orderId, order.id))]);
      await enqueueEmails(tx, orderEmailsOf(order, toConfirmation(order, items), settings, links));
    },
    async paid(tx, order, paymentId) {
      // A card order's own confirmation already says it is paid; a bank debit learns it later, by this receipt.
      if (order.paymentMethod !== 'bank_debit') return;
      const settings = await settingsOf(tx);
      const brand = mailBrand(settings.publicSettings, links.publicUrl, settings.settingTranslations);
      const email = providerPaymentReceivedEmail(order, links.forBuyer(order), brand, order.language);
      await enqueueEmail(tx, { to: order.customerEmail, replyTo: settings.notificationAddresses.join(', ') || null, ...email, dedupeKey: `payment-paid:${paymentId}` });
    },
    async failed(tx, order, paymentId) {
      await releaseFailedOrder(tx, order);
      const settings = await settingsOf(tx);
      const brand = mailBrand(settings.publicSettings, links.publicUrl, settings.settingTranslations);
      const email = bankDebitFailedEmail(order, links.forBuyer(order), brand, order.language);
      await enqueueEmail(tx, { to: order.customerEmail, replyTo: settings.notificationAddresses.join(', ') || null, ...email, dedupeKey: `payment-failed:${paymentId}` });
      onStockChanged();
    },
    async lost(tx, order, paymentId) {
      const settings = await settingsOf(tx);
      const brand = mailBrand(settings.publicSettings, links.publicUrl, settings.settingTranslations);
      const email = paymentLostEmail(order, links.forBuyer(order), brand, order.language);
      await enqueueEmail(tx, { to: order.customerEmail, replyTo: settings.notificationAddresses.join(', ') || null, ...email, dedupeKey: `payment-lost:${paymentId}` });
    },
  };
}

/** The order cancelled and its stock and coupon given back, like an unpaid order past its deadline (028's release step). */
async function releaseFailedOrder(tx: Db, order: Order): Promise<void> {
  const [cancelled] = await tx
    .update(orders)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), eq(orders.status, 'pending')))
    .returning({ id: orders.id });
  if (cancelled) await releaseOrderHold(tx, order.id);
}
