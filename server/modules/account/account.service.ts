import { desc, eq, inArray } from 'drizzle-orm';
import { fromCents, toCents } from '@domain/money';
import { isAwaitingPayment } from '@domain/payment-deadline';
import { effectiveQuoteStatus, quoteTotals } from '@domain/quotes';
import type {
  AccountAddresses,
  AccountOrder,
  AccountProfile,
  AccountQuote,
  Address,
  UpdateProfileRequest,
} from '@domain/schemas/account';
import { addressSchema } from '@domain/schemas/account';
import type { Language } from '@domain/languages';
import { orderItems, orders, profiles, quoteItems, quotes, users, type Profile, type StoredAddress } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../errors';
import { paymentDueOf, readPaymentSettings } from '../orders/payment-facts';
import { trackingOf } from '../orders/tracking';
import { quoteTaxContext, quotedCents } from '../quotes/quotes.service';
import { reorderOf } from './reorder';

function toAddress(stored: StoredAddress | null): Address | null {
  if (!stored) return null;
  const parsed = addressSchema.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

const emptyToNull = (value: string | null | undefined) => (value === undefined ? undefined : value === null || value === '' ? null : value);

/** The signed-in customer's own profile, addresses, orders and quotes. */
export class AccountService {
  constructor(private readonly db: Db) {}

  /** The profile row, created from the account's name when missing (accounts made before profiles existed). */
  private async profileRow(userId: string): Promise<{ profile: Profile; email: string }> {
    const [user] = await this.db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
    if (!user) throw new AppError('unauthorized', 'Please sign in to continue.');
    let [profile] = await this.db.select().from(profiles).where(eq(profiles.userId, userId));
    if (!profile) {
      const [first = '', ...rest] = user.name.trim().split(/\s+/);
      await this.db
        .insert(profiles)
        .values({ userId, fullName: user.name, firstName: first || null, lastName: rest.join(' ') || null })
        .onConflictDoNothing();
      [profile] = await this.db.select().from(profiles).where(eq(profiles.userId, userId));
    }
    if (!profile) throw new AppError('unauthorized', 'Please sign in to continue.');
    return { profile, email: user.email };
  }

  private static view(profile: Profile, email: string): AccountProfile {
    return {
      email,
      fullName: profile.fullName,
      firstName: profile.firstName,
      lastName: profile.lastName,
      phone: profile.phone,
      company: profile.company,
      epaLicense: profile.epaLicense,
      preferredLanguage: profile.preferredLanguage,
    };
  }

  private static addresses(profile: Profile): AccountAddresses {
    return { shipping: toAddress(profile.shippingAddress), billing: toAddress(profile.billingAddress) };
  }

  async getAccount(userId: string): Promise<{ profile: AccountProfile; addresses: AccountAddresses }> {
    const { profile, email } = await this.profileRow(userId);
    return { profile: AccountService.view(profile, email), addresses: AccountService.addresses(profile) };
  }

  /** Only the fields of the form; the full name follows first and last name. */
  async updateProfile(userId: string, changes: UpdateProfileRequest): Promise<AccountProfile> {
    const { profile: current } = await this.profileRow(userId);
    const next = {
      firstName: emptyToNull(changes.firstName),
      lastName: emptyToNull(changes.lastName),
      phone: emptyToNull(changes.phone),
      company: emptyToNull(changes.company),
      epaLicense: emptyToNull(changes.epaLicense),
    };
    const set = Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined)) as Partial<Profile>;
    if (changes.firstName !== undefined || changes.lastName !== undefined) {
      const first = next.firstName !== undefined ? next.firstName : current.firstName;
      const last = next.lastName !== undefined ? next.lastName : current.lastName;
      set.fullName = [first, last].filter(Boolean).join(' ') || current.fullName;
    }
    if (Object.keys(set).length > 0) {
      await this.db.update(profiles).set({ ...set, updatedAt: new Date() }).where(eq(profiles.userId, userId));
    }
    const { profile, email } = await this.profileRow(userId);
    return AccountService.view(profile, email);
  }

  async updateAddresses(userId: string, addresses: AccountAddresses): Promise<AccountAddresses> {
    await this.profileRow(userId);
    const [profile] = await this.db
      .update(profiles)
      .set({ shippingAddress: addresses.shipping, billingAddress: addresses.billing, updatedAt: new Date() })
      .where(eq(profiles.userId, userId))
      .returning();
    if (!profile) throw new AppError('unauthorized', 'Please sign in to continue.');
    return AccountService.addresses(profile);
  }

  async updateLanguage(userId: string, language: Language): Promise<void> {
    await this.profileRow(userId);
    await this.db.update(profiles).set({ preferredLanguage: language, updatedAt: new Date() }).where(eq(profiles.userId, userId));
  }

  async listOrders(userId: string): Promise<AccountOrder[]> {
    const rows = await this.db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        createdAt: orders.createdAt,
        status: orders.status,
        paymentMethod: orders.paymentMethod,
        paymentState: orders.paymentState,
        totalAmount: orders.totalAmount,
        trackingNumber: orders.trackingNumber,
        trackingCarrier: orders.trackingCarrier,
        language: orders.language,
        poNumber: orders.poNumber,
      })
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.orderNumber));
    const items = rows.length
      ? await this.db
          .select({ orderId: orderItems.orderId, productName: orderItems.productName, quantity: orderItems.quantity, packaging: orderItems.packaging })
          .from(orderItems)
          .where(inArray(orderItems.orderId, rows.map((r) => r.id)))
          .orderBy(orderItems.id)
      : [];
    const due = rows.some(isAwaitingPayment) ? await readPaymentSettings(this.db) : null;
    return rows.map((row) => ({
      id: row.id,
      orderNumber: row.orderNumber,
      createdAt: row.createdAt.toISOString(),
      status: row.status,
      paymentMethod: row.paymentMethod,
      paymentState: row.paymentState,
      totalAmount: fromCents(toCents(row.totalAmount)),
      tracking: trackingOf(row),
      poNumber: row.poNumber,
      items: items.filter((i) => i.orderId === row.id).map(({ productName, quantity, packaging }) => ({ productName, quantity, packaging })),
      paymentDue: due ? paymentDueOf(due.settings, due.releaseDays, { ...row, total: fromCents(toCents(row.totalAmount)) }, due.translations) : null,
    }));
  }

  /** "Order again" (reorder.ts): null for an order that is not this buyer's. */
  reorder(userId: string, orderNumber: string) {
    return reorderOf(this.db, userId, orderNumber);
  }

  async listQuotes(userId: string): Promise<AccountQuote[]> {
    const rows = await this.db
      .select({ id: quotes.id, quoteNumber: quotes.quoteNumber, createdAt: quotes.createdAt, status: quotes.status, companyName: quotes.companyName, validUntil: quotes.validUntil, quotedAt: quotes.quotedAt, shippingCost: quotes.shippingCost })
      .from(quotes)
      .where(eq(quotes.userId, userId))
      .orderBy(desc(quotes.createdAt), desc(quotes.quoteNumber));
    const items = rows.length
      ? await this.db
          .select({ quoteId: quoteItems.quoteId, productName: quoteItems.productName, quantity: quoteItems.quantity, packaging: quoteItems.packaging, unitPrice: quoteItems.unitPrice })
          .from(quoteItems)
          .where(inArray(quoteItems.quoteId, rows.map((r) => r.id)))
          .orderBy(quoteItems.id)
      : [];
    const now = new Date();
    // The same tax as the quote's own page: the buyer's last address, else none (never a US rate by default, docs/decisions/034).
    const { taxRate } = await quoteTaxContext(this.db, userId);
    return rows.map(({ validUntil, quotedAt, shippingCost, ...row }) => {
      const lines = items.filter((i) => i.quoteId === row.id);
      // A priced quote shows its total and reads expired after its day.
      const quoted = quotedAt ? quotedCents({ shippingCost }, lines) : null;
      const totals = quoted ? quoteTotals(quoted.lines, quoted.shippingCents, taxRate) : null;
      return {
        ...row,
        status: effectiveQuoteStatus(row.status, validUntil, now),
        createdAt: row.createdAt.toISOString(),
        items: lines.map(({ productName, quantity, packaging }) => ({ productName, quantity, packaging })),
        total: totals ? fromCents(totals.totalCents) : null,
        validUntil: validUntil?.toISOString() ?? null,
      };
    });
  }
}
