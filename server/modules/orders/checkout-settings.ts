import { inArray } from 'drizzle-orm';
import { PUBLIC_SETTING_KEYS, orderProtectionSetting, type PublicSettingKey } from '@domain/site-settings';
import { TAX_RATES_SETTING_KEY, parseTaxTable, type TaxTable } from '@domain/tax';
import { freeShippingThresholdCents } from '@domain/totals';
import { siteSettings } from '../../db/schema';
import type { Db } from '../../db/types';
import { publicSettingsOf } from '../settings/settings.service';
import { shopNotificationAddresses } from './notification-recipients';

/** Every setting an order needs, read together before its transaction (no setting is read while stock is locked). */
export interface CheckoutSettings {
  freeShippingThresholdCents: number;
  taxTable: TaxTable;
  /** The public settings the confirmation e-mail shows (branding, bank details, payee). */
  publicSettings: Record<PublicSettingKey, string>;
  unpaidOrderReleaseDays: number;
  guestUnpaidOrderMaxCylinders: number;
  /** The shop's addresses for the new-order notification. */
  notificationAddresses: string[];
}

const KEYS = [...PUBLIC_SETTING_KEYS, TAX_RATES_SETTING_KEY, 'unpaid_order_release_days', 'guest_unpaid_order_max_cylinders'];

/** Two queries (site settings, notification addresses), sent at once on a PostgreSQL server's pool. */
export async function readCheckoutSettings(db: Db): Promise<CheckoutSettings> {
  const [rows, notificationAddresses] = await Promise.all([
    db.select({ key: siteSettings.settingKey, value: siteSettings.settingValue }).from(siteSettings).where(inArray(siteSettings.settingKey, KEYS)),
    shopNotificationAddresses(db),
  ]);
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return {
    freeShippingThresholdCents: freeShippingThresholdCents(stored.get('free_shipping_threshold')),
    taxTable: parseTaxTable(stored.get(TAX_RATES_SETTING_KEY)),
    publicSettings: publicSettingsOf(rows),
    unpaidOrderReleaseDays: orderProtectionSetting('unpaid_order_release_days', stored.get('unpaid_order_release_days')),
    guestUnpaidOrderMaxCylinders: orderProtectionSetting('guest_unpaid_order_max_cylinders', stored.get('guest_unpaid_order_max_cylinders')),
    notificationAddresses,
  };
}
