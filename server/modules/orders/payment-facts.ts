import { eq, inArray, max } from 'drizzle-orm';
import { startOfUtcDay } from '@domain/dates';
import type { OrderStatus, PaymentMethod } from '@domain/orders';
import { isAwaitingPayment, paymentDeadline, paymentDeadlineDay } from '@domain/payment-deadline';
import type { PaymentState } from '@domain/payments';
import type { PaymentDue } from '@domain/schemas/payment-due';
import { PUBLIC_SETTING_KEYS, orderProtectionSetting, type PublicSettingKey, type SettingTranslations } from '@domain/site-settings';
import { isPaidLater } from '@domain/unpaid-reservations';
import { payments, siteSettings } from '../../db/schema';
import type { Db } from '../../db/types';
import type { PaymentFacts } from '../../mail/templates/order-emails';
import type { PaymentStanding } from '../../mail/templates/payment-line';
import { publicSettingsOf, settingTranslationsOf } from '../settings/settings.service';

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

/** The public settings and the release delay, read together: what a paymentDue needs. */
export async function readPaymentSettings(db: Db): Promise<{ settings: Record<PublicSettingKey, string>; releaseDays: number; translations: SettingTranslations }> {
  const rows = await db
    .select({ key: siteSettings.settingKey, value: siteSettings.settingValue, translations: siteSettings.translations })
    .from(siteSettings)
    .where(inArray(siteSettings.settingKey, [...PUBLIC_SETTING_KEYS, 'unpaid_order_release_days']));
  const releaseDays = orderProtectionSetting('unpaid_order_release_days', rows.find((row) => row.key === 'unpaid_order_release_days')?.value);
  return { settings: publicSettingsOf(rows), releaseDays, translations: settingTranslationsOf(rows) };
}

interface DueOrder {
  orderNumber: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  createdAt: Date;
  /** Dollars. */
  total: number;
}

/**
 * What the confirmation page and /account show a buyer who still owes a wire or check order: the same bank details or
 * payee, reference and deadline as the e-mail and the invoice (paymentFactsOf); null for any other order.
 */
export function paymentDueOf(settings: Record<PublicSettingKey, string>, releaseDays: number, order: DueOrder, translations: SettingTranslations = {}): PaymentDue | null {
  if (!isAwaitingPayment(order)) return null;
  const facts = paymentFactsOf(settings, releaseDays, order.paymentMethod, order.createdAt);
  return {
    amount: order.total,
    reference: order.orderNumber,
    deadline: paymentDeadlineDay(order.createdAt, releaseDays),
    releaseDays,
    bank: facts.bank ? { instructions: settings.bank_wire_instructions, translations: translations.bank_wire_instructions ?? {}, ...facts.bank } : null,
    payee: facts.payee ?? null,
  };
}

interface StandingOrder {
  id: string;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  paymentState: PaymentState;
  createdAt: Date;
}

/**
 * Where an order's payment stands, for the e-mails sent after it (shipped, delivered, cancelled): paid on the day its
 * last payment was received (a card: the day it was placed); else, a wire or check order not cancelled, due by the
 * same last day to pay as the order e-mail and the invoice; a cancelled order is said to be so (nothing owed if unpaid).
 */
export async function paymentStandingOf(db: Db, order: StandingOrder): Promise<PaymentStanding> {
  const cancelled = order.status === 'cancelled';
  if (order.paymentState === 'paid') {
    if (order.paymentMethod === 'credit_card') return { cancelled, paidOn: order.createdAt };
    const [last] = await db.select({ day: max(payments.receivedOn) }).from(payments).where(eq(payments.orderId, order.id));
    // Orders marked paid by the migration (docs/decisions/033) have no payment row: paid, with no day to give.
    return { cancelled, paidOn: last?.day ? new Date(startOfUtcDay(last.day)) : null };
  }
  if (cancelled || !isPaidLater(order.paymentMethod)) return { cancelled };
  return { cancelled, dueBy: paymentDeadline(order.createdAt, await unpaidOrderReleaseDays(db)) };
}
