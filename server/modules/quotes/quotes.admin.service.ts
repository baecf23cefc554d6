import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { endOfUtcDay } from '@domain/dates';
import { centsToDecimalString, fromCents, toCents } from '@domain/money';
import { isQuoteNumber, normalizeReference } from '@domain/order-numbers';
import { QUOTE_STATUSES, type QuoteStatus } from '@domain/orders';
import { packageCylinders, packageUnitPriceCents, parsePackaging } from '@domain/pricing';
import { QUOTE_ACTION_MESSAGES, canPriceQuote, effectiveQuoteStatus, quoteTotals, reserveShortageMessage } from '@domain/quotes';
import type { AdminQuoteDetails, AdminQuoteListQuery, AdminQuoteListResponse, AdminQuoteRow, SendQuoteInput } from '@domain/schemas/quotes-admin';
import { orders, products, quoteItems, quotes, users, type Quote, type QuoteItem } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../errors';
import { readMailBrand } from '../../mail/brand';
import { enqueueEmail } from '../../mail/outbox';
import { shopReplyTo } from '../orders/notification-recipients';
import { quotePricedEmail } from '../../mail/templates/quote-priced-email';
import { assertSameVersion, type AdminActor } from '../audit/admin-actor';
import { recordAudit } from '../audit/audit.service';
import { readDestinationTax } from '../orders/cart-pricing';
import { heldPastItsTime, holdQuoteStock, releaseQuoteStock } from './quote-stock-hold';
import { later, productFacts, quoteTaxContext, quotedCents, toConfirmation } from './quotes.service';

/** The status sort follows a quote's life (pending → expired), not the alphabet. */
const STATUS_RANK = sql`array_position(array[${sql.join(
  QUOTE_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)}]::text[], ${quotes.status})`;
const SORT_COLUMNS = { createdAt: quotes.createdAt, status: STATUS_RANK } as const;

/** `%text%` for LIKE, the text's own %, _ and \ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function searchFilter(q: string): SQL | undefined {
  const number = normalizeReference(q);
  if (isQuoteNumber(number)) return eq(quotes.quoteNumber, number);
  const pattern = containing(q);
  return or(ilike(quotes.customerName, pattern), ilike(quotes.customerEmail, pattern), ilike(quotes.companyName, pattern), ilike(quotes.quoteNumber, pattern));
}

/** A status as the list shows it: 'quoted' leaves out the quotes past their day, 'expired' takes them in. */
function statusFilter(status: QuoteStatus, now: Date): SQL | undefined {
  if (status === 'quoted') return and(eq(quotes.status, 'quoted'), or(isNull(quotes.validUntil), gte(quotes.validUntil, now)));
  if (status === 'expired') return or(eq(quotes.status, 'expired'), and(eq(quotes.status, 'quoted'), lt(quotes.validUntil, now)));
  return eq(quotes.status, status);
}

/** The back office's quotes: the list, one quote, marking it reviewed, and pricing it (Send Quote). */
export class AdminQuoteService {
  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
    private readonly now: () => Date = () => new Date(),
    /** Called after a reservation took or gave back stock (the catalogue's in-memory copy is then stale). */
    private readonly onStockChanged: () => void = () => undefined,
  ) {}

  /** One page, filtered and sorted in SQL (quotes_status_created_at_idx serves a status filter newest first). */
  async list({ page, pageSize, q, status, sort }: AdminQuoteListQuery): Promise<AdminQuoteListResponse> {
    const now = this.now();
    const filters: SQL[] = [];
    const byStatus = status ? statusFilter(status, now) : undefined;
    if (byStatus) filters.push(byStatus);
    const search = q ? searchFilter(q) : undefined;
    if (search) filters.push(search);
    const where = filters.length > 0 ? and(...filters) : undefined;
    const direction = sort.direction === 'desc' ? desc : asc;
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(quotes)
        .where(where)
        .orderBy(direction(SORT_COLUMNS[sort.column]), desc(quotes.createdAt), desc(quotes.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(quotes).where(where),
    ]);
    const items = rows.length > 0 ? await this.db.select().from(quoteItems).where(inArray(quoteItems.quoteId, rows.map((row) => row.id))) : [];
    const taxRate = (await readDestinationTax(this.db, undefined)).rate;
    return {
      items: rows.map((row) => rowOf(row, items.filter((item) => item.quoteId === row.id), taxRate, now)),
      total: totals[0]?.n ?? 0,
      page,
      pageSize,
    };
  }

  async details(id: string): Promise<AdminQuoteDetails> {
    const [quote] = await this.db.select().from(quotes).where(eq(quotes.id, id));
    if (!quote) throw new AppError('not_found', QUOTE_ACTION_MESSAGES.notFound);
    return this.detailsOf(this.db, quote);
  }

  /** A pending quote is marked reviewed (the buyer's list shows it). */
  async markReviewed(id: string, version: string, actor: AdminActor): Promise<AdminQuoteDetails> {
    return this.db.transaction(async (tx) => {
      const quote = await lockForEdit(tx, id, version);
      if (quote.status === 'reviewed') return this.detailsOf(tx, quote);
      if (quote.status !== 'pending') throw new AppError('conflict', QUOTE_ACTION_MESSAGES.cannotReview, { status: QUOTE_ACTION_MESSAGES.cannotReview });
      const [updated] = await tx.update(quotes).set({ status: 'reviewed', updatedAt: later(this.now(), quote.updatedAt) }).where(eq(quotes.id, id)).returning();
      await recordAudit(tx, actor, { action: 'quote.review', entityType: 'quote', entityId: id, before: { quoteNumber: quote.quoteNumber, status: quote.status }, after: { quoteNumber: quote.quoteNumber, status: 'reviewed' } });
      return this.detailsOf(tx, updated ?? quote);
    });
  }

  /**
   * Send Quote: every line's unit price, the shipping (0 = free), the message and the last day, stored in one transaction
   * with the audit entry and the buyer's e-mail (in the language they asked in, with a link to accept or decline).
   */
  async send(id: string, input: SendQuoteInput, actor: AdminActor): Promise<AdminQuoteDetails> {
    const details = await this.db.transaction(async (tx) => {
      const quote = await lockForEdit(tx, id, input.version);
      if (!canPriceQuote(quote.status)) throw new AppError('conflict', QUOTE_ACTION_MESSAGES.cannotPrice, { status: QUOTE_ACTION_MESSAGES.cannotPrice });
      const now = this.now();
      const today = now.toISOString().slice(0, 10);
      if (input.validUntil < today) throw new AppError('validation_failed', QUOTE_ACTION_MESSAGES.validUntilPast, { validUntil: QUOTE_ACTION_MESSAGES.validUntilPast });
      const items = await tx.select().from(quoteItems).where(eq(quoteItems.quoteId, id)).orderBy(asc(quoteItems.id));
      const prices = new Map(input.items.map((line) => [line.id, line.unitPrice]));
      const sameLines = prices.size === input.items.length && prices.size === items.length && items.every((item) => prices.has(item.id));
      if (!sameLines) throw new AppError('validation_failed', QUOTE_ACTION_MESSAGES.linesMismatch, { items: QUOTE_ACTION_MESSAGES.linesMismatch });
      const shippingCents = toCents(input.shipping);
      const lines = items.map((item) => ({ unitPriceCents: toCents(prices.get(item.id) ?? 0), quantity: item.quantity }));
      if (!quoteTotals(lines, shippingCents, 1)) throw new AppError('validation_failed', QUOTE_ACTION_MESSAGES.tooLarge, { items: QUOTE_ACTION_MESSAGES.tooLarge });

      for (const item of items) {
        await tx.update(quoteItems).set({ unitPrice: centsToDecimalString(toCents(prices.get(item.id) ?? 0)) }).where(eq(quoteItems.id, item.id));
      }
      // New prices end the old reservation; a new one is taken for the new validity when the admin asks (docs/decisions/032).
      await releaseQuoteStock(tx, id);
      if (input.reserveStock) {
        const shortage = await holdQuoteStock(tx, id);
        if (shortage) {
          const message = reserveShortageMessage(shortage.productName, shortage.available);
          throw new AppError('conflict', message, { reserveStock: message });
        }
      }
      const validUntil = new Date(endOfUtcDay(input.validUntil));
      const [updated] = await tx
        .update(quotes)
        .set({
          status: 'quoted',
          shippingCost: shippingCents === 0 ? null : centsToDecimalString(shippingCents),
          adminMessage: input.message,
          validUntil,
          quotedAt: now,
          updatedAt: later(now, quote.updatedAt),
        })
        .where(eq(quotes.id, id))
        .returning();
      if (!updated) throw new AppError('not_found', QUOTE_ACTION_MESSAGES.notFound);
      await recordAudit(tx, actor, {
        action: 'quote.send',
        entityType: 'quote',
        entityId: id,
        before: { quoteNumber: quote.quoteNumber, status: quote.status, prices: items.map((item) => item.unitPrice), shipping: quote.shippingCost, validUntil: quote.validUntil?.toISOString() ?? null },
        after: {
          quoteNumber: quote.quoteNumber,
          status: 'quoted',
          prices: items.map((item) => centsToDecimalString(toCents(prices.get(item.id) ?? 0))),
          shipping: centsToDecimalString(shippingCents),
          validUntil: validUntil.toISOString(),
          message: input.message,
          reserveStock: input.reserveStock,
        },
      });

      const pricedItems = await tx.select().from(quoteItems).where(eq(quoteItems.quoteId, id)).orderBy(asc(quoteItems.id));
      // The buyer's e-mail estimates tax for their last address, or leaves it to acceptance: never a US rate by default.
      const tax = await quoteTaxContext(tx, updated.userId, undefined);
      const confirmation = toConfirmation(updated, pricedItems, await productFacts(tx, pricedItems), { ...tax, now, orderNumber: null });
      const link = `${this.publicUrl}/quote-confirmation?quoteNumber=${encodeURIComponent(updated.quoteNumber)}&type=quote`;
      const brand = await readMailBrand(tx, this.publicUrl);
      // One e-mail per pricing, to the account that asked (never the address typed in its form, RELIABILITY 36); sending
      // new prices later writes again. A quote whose account was deleted has nobody to write to.
      const [account] = updated.userId ? await tx.select({ email: users.email, emailVerified: users.emailVerified }).from(users).where(eq(users.id, updated.userId)) : [];
      if (account) {
        const content = quotePricedEmail(confirmation, link, brand, updated.language, { requesterText: account.emailVerified });
        await enqueueEmail(tx, { to: account.email, replyTo: await shopReplyTo(tx), ...content, dedupeKey: `quote-priced:${id}:${now.toISOString()}` });
      }
      return this.detailsOf(tx, updated);
    });
    // Stock may have been given back (earlier reservation) or taken (a new one): the catalogue reads it again.
    this.onStockChanged();
    return details;
  }

  /** Gives back the stock of every quote past its last day (or declined) that still holds some; returns their numbers. */
  async releaseExpiredHolds(): Promise<string[]> {
    const due = await this.db.select({ id: quotes.id, quoteNumber: quotes.quoteNumber }).from(quotes).where(heldPastItsTime(this.now())).limit(500);
    const released: string[] = [];
    for (const quote of due) {
      if (await this.db.transaction((tx) => releaseQuoteStock(tx, quote.id))) released.push(quote.quoteNumber);
    }
    if (released.length > 0) this.onStockChanged();
    return released;
  }

  private async detailsOf(db: Db, quote: Quote): Promise<AdminQuoteDetails> {
    const now = this.now();
    const items = await db.select().from(quoteItems).where(eq(quoteItems.quoteId, quote.id)).orderBy(asc(quoteItems.id));
    const ids = items.flatMap((item) => (item.productId ? [item.productId] : []));
    const catalogue = ids.length > 0 ? await db.select().from(products).where(inArray(products.id, ids)) : [];
    const byId = new Map(catalogue.map((product) => [product.id, product]));
    const taxRate = (await readDestinationTax(db, undefined)).rate;
    const [order] = await db.select({ id: orders.id, orderNumber: orders.orderNumber }).from(orders).where(eq(orders.quoteId, quote.id));
    const row = rowOf(quote, items, taxRate, now);
    const quoted = quote.quotedAt ? quotedCents(quote, items) : null;
    const totals = quoted ? quoteTotals(quoted.lines, quoted.shippingCents, taxRate) : null;
    return {
      ...row,
      phone: quote.phone ?? null,
      shippingAddress: quote.shippingAddress ?? null,
      notes: quote.notes ?? null,
      language: quote.language,
      items: items.map((item) => {
        const product = item.productId ? byId.get(item.productId) : undefined;
        const key = parsePackaging(item.packaging);
        return {
          id: item.id,
          productName: item.productName,
          sku: product?.sku ?? null,
          packaging: item.packaging,
          quantity: item.quantity,
          unitPrice: item.unitPrice === null ? null : Number(item.unitPrice),
          cataloguePrice: product && key ? fromCents(packageUnitPriceCents(product, key)) : null,
          cylinders: key ? packageCylinders(key) * item.quantity : null,
          stockAvailable: product ? product.stockQuantity : null,
          reservedCylinders: item.reservedCylinders,
        };
      }),
      shipping: quote.shippingCost === null ? null : Number(quote.shippingCost),
      subtotal: totals ? fromCents(totals.subtotalCents) : null,
      tax: totals ? fromCents(totals.taxCents) : null,
      adminMessage: quote.adminMessage ?? null,
      quotedAt: quote.quotedAt?.toISOString() ?? null,
      respondedAt: quote.respondedAt?.toISOString() ?? null,
      declineReason: quote.declineReason ?? null,
      order: order ?? null,
      stockHold: quote.stockHold ?? null,
    };
  }
}

function rowOf(quote: Quote, items: readonly QuoteItem[], taxRate: number, now: Date): AdminQuoteRow {
  const quoted = quote.quotedAt ? quotedCents(quote, items) : null;
  const totals = quoted ? quoteTotals(quoted.lines, quoted.shippingCents, taxRate) : null;
  return {
    id: quote.id,
    quoteNumber: quote.quoteNumber,
    customerName: quote.customerName,
    customerEmail: quote.customerEmail,
    companyName: quote.companyName,
    status: effectiveQuoteStatus(quote.status, quote.validUntil, now),
    itemCount: items.reduce((sum, item) => sum + item.quantity, 0),
    total: totals ? fromCents(totals.totalCents) : null,
    validUntil: quote.validUntil?.toISOString() ?? null,
    createdAt: quote.createdAt.toISOString(),
    version: quote.updatedAt.toISOString(),
  };
}

/** The row locked FOR UPDATE, refused with 409 when someone saved since `version` was read. */
async function lockForEdit(tx: Db, id: string, version: string): Promise<Quote> {
  const [quote] = await tx.select().from(quotes).where(eq(quotes.id, id)).for('update');
  if (!quote) throw new AppError('not_found', QUOTE_ACTION_MESSAGES.notFound);
  assertSameVersion(quote.updatedAt, version);
  return quote;
}
