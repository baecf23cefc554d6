import { eq } from 'drizzle-orm';
import type { PaymentMethod } from '@domain/orders';
import { paymentDeadline } from '@domain/payment-deadline';
import { orderProtectionSetting, type PublicSettingKey } from '@domain/site-settings';
import { siteSettings } from '../../db/schema';
import type { Db } from '../../db/types';
import type { PaymentFacts } from '../../mail/templates/order-emails';

/** Days an unpaid wire or check order waits (the release job cancels it after them). */
export async function unpaidOrderReleaseDays(db: Db): Promise<number> {
  const [row] = await db.select({ value: siteSettings.settingValue }).from(siteSettings).where(eq(siteSettings.settingKey, 'unpaid_order_release_days'));
  return orderProtectionSetting('unpaid_order_release_days', row?.value);
}

/**
 * What a wire or check buyer needs to pay, from the settings the checkout page showed (the public bank_* keys and
 * company name) and the release delay; nothing for a card.
 */
export async function readPaymentFacts(db: Db, settings: Record<PublicSettingKey, string>, paymentMethod: PaymentMethod, placedAt: Date): Promise<PaymentFacts> {
  if (paymentMethod === 'credit_card') return {};
  return paymentFactsOf(settings, await unpaidOrderReleaseDays(db), paymentMethod, placedAt);
}

/** The same facts from settings already read (checkout reads them all before its transaction). */
export function paymentFactsOf(settings: Record<PublicSettingKey, string>, releaseDays: number, paymentMethod: PaymentMethod, placedAt: Date): PaymentFacts {
  if (paymentMethod === 'credit_card') return {};
  const deadline = { date: paymentDeadline(placedAt, releaseDays), days: releaseDays };
  if (paymentMethod === 'check') return { payee: { name: settings.company_name, address: settings.address }, deadline };
  return {
    bank: { bankName: settings.bank_name, routingNumber: settings.bank_routing_number, accountNumber: settings.bank_account_number, swiftCode: settings.bank_swift_code },
    deadline,
  };
}
