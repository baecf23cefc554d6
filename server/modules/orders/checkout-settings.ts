import { inArray } from 'drizzle-orm';
import { CARD_CAPTURE_SETTING_KEY, cardCaptureSetting, type CardCaptureSetting } from '@domain/card-capture';
import { ORDER_PROTECTION_DEFAULTS, PUBLIC_SETTING_KEYS, orderProtectionSetting, type OrderProtectionSettingKey, type PublicSettingKey, type SettingTranslations } from '@domain/site-settings';
import { TAX_RATES_SETTING_KEY, parseTaxTable, type TaxTable } from '@domain/tax';
import { freeShippingThresholdCents } from '@domain/totals';
import type { UnpaidReservationLimits } from '@domain/unpaid-reservations';
import { siteSettings } from '../../db/schema';
import type { Db } from '../../db/types';
import { publicSettingsOf, settingTranslationsOf } from '../settings/settings.service';
import { shopNotificationAddresses } from './notification-recipients';

/** Every setting an order needs, read together before its transaction (no setting is read while stock is locked). */
export interface CheckoutSettings {
  freeShippingThresholdCents: number;
  taxTable: TaxTable;
  /** The public settings the confirmation e-mail shows (branding, bank details, payee). */
  publicSettings: Record<PublicSettingKey, string>;
  /** The French and Spanish of their worded keys (the bank-wire instructions, the tagline). */
  settingTranslations: SettingTranslations;
  unpaidOrderReleaseDays: number;
  /** What guests and new accounts may reserve with orders paid later (docs/decisions/028). */
  unpaidLimits: UnpaidReservationLimits;
  /** The shop's addresses for the new-order notification. */
  notificationAddresses: string[];
  /** When a card order's authorised money is captured (docs/decisions/040). */
  cardCapture: CardCaptureSetting;
}

const ORDER_PROTECTION_KEYS = Object.keys(ORDER_PROTECTION_DEFAULTS) as OrderProtectionSettingKey[];
const KEYS = [...PUBLIC_SETTING_KEYS, TAX_RATES_SETTING_KEY, ...ORDER_PROTECTION_KEYS, CARD_CAPTURE_SETTING_KEY];

/** The unpaid-reservation limits from stored settings (a missing or unreadable one gives its default). */
export function unpaidLimitsOf(stored: ReadonlyMap<string, string>): UnpaidReservationLimits {
  const setting = (key: OrderProtectionSettingKey) => orderProtectionSetting(key, stored.get(key));
  return {
    guestOrder: setting('guest_unpaid_order_max_cylinders'),
    newAccountOrder: setting('new_account_unpaid_order_max_cylinders'),
    newAccountTotal: setting('new_account_unpaid_max_cylinders'),
    shopTotal: setting('new_buyers_unpaid_total_max_cylinders'),
  };
}

/** Only the unpaid-reservation limits (the checkout page's allowance). */
export async function readUnpaidLimits(db: Db): Promise<UnpaidReservationLimits> {
  const rows = await db.select({ key: siteSettings.settingKey, value: siteSettings.settingValue }).from(siteSettings).where(inArray(siteSettings.settingKey, ORDER_PROTECTION_KEYS));
  return unpaidLimitsOf(new Map(rows.map((row) => [row.key, row.value])));
}

/** Only the `card_capture` setting (a capture after an order's commit that was not given the checkout's reading). */
export async function readCardCapture(db: Db): Promise<CardCaptureSetting> {
  const [row] = await db.select({ value: siteSettings.settingValue }).from(siteSettings).where(inArray(siteSettings.settingKey, [CARD_CAPTURE_SETTING_KEY]));
  return cardCaptureSetting(row?.value);
}

/** Two queries (site settings, notification addresses), sent at once on a PostgreSQL server's pool. */
export async function readCheckoutSettings(db: Db): Promise<CheckoutSettings> {
  const [rows, notificationAddresses] = await Promise.all([
    db.select({ key: siteSettings.settingKey, value: siteSettings.settingValue, translations: siteSettings.translations }).from(siteSettings).where(inArray(siteSettings.settingKey, KEYS)),
    shopNotificationAddresses(db),
  ]);
  const stored = new Map(rows.map((row) => [row.key, row.value]));
  return {
    freeShippingThresholdCents: freeShippingThresholdCents(stored.get('free_shipping_threshold')),
    taxTable: parseTaxTable(stored.get(TAX_RATES_SETTING_KEY)),
    publicSettings: publicSettingsOf(rows),
    settingTranslations: settingTranslationsOf(rows),
    unpaidOrderReleaseDays: orderProtectionSetting('unpaid_order_release_days', stored.get('unpaid_order_release_days')),
    unpaidLimits: unpaidLimitsOf(stored),
    notificationAddresses,
    cardCapture: cardCaptureSetting(stored.get(CARD_CAPTURE_SETTING_KEY)),
  };
}
