import type { Language } from '@domain/languages';
import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, inArray, lt } from 'drizzle-orm';
import { adminQuotePath } from '@domain/admin-links';
import { fromCents, toCents } from '@domain/money';
import { QUOTE_NUMBER_PREFIX, isQuoteNumber, normalizeReference, referenceFromBytes } from '@domain/order-numbers';
import { packageLabel, parsePackaging } from '@domain/pricing';
import { QUOTE_ACTION_MESSAGES, answerabilityMessage, effectiveQuoteStatus, isSameQuoteVersion, quoteAnswerability, quoteChangedMessage, quoteTotals } from '@domain/quotes';
import { regionCode, type AddressCountry } from '@domain/addresses';
import type { Destination } from '@domain/tax';
import { QUOTE_MESSAGES, type AcceptQuoteInput, type QuoteConfirmation, type SubmitQuoteInput } from '@domain/schemas/quotes';
import { orders, products, quoteItems, quotes, users, type Quote, type QuoteItem } from '../../db/schema';
import { uniqueViolationOf } from '../../db/pg-errors';
import type { Db } from '../../db/types';
import { AppError } from '../../errors';
import { readBrandAndPromises } from '../../mail/shop-promises';
import { enqueueEmail } from '../../mail/outbox';
import { quoteNotificationEmail, quoteReceivedEmail } from '../../mail/templates/quote-emails';
import { priceLines, readBuyerTaxEstimate, readDestinationTax, type PricedLine } from '../orders/cart-pricing';
import { releaseQuoteStock, useQuoteStock } from './quote-stock-hold';
import { shopNotificationAddresses, shopReplyTo } from '../orders/notification-recipients';
import type { OrderAnswer, OrderService } from '../orders/orders.service';

type ProductFacts = Map<string, { sku: string | null; epaApproved: boolean }>;

/** What a quote's reader sees besides the stored rows: the tax rate of its estimate, the instant, the order it became. */
interface QuoteContext {
  taxRate: number;
  /** Where the tax was judged (absent: as taxRate says, for the admin's views). */
  taxFrom?: 'destination' | 'account' | 'none';
  taxDestination?: { country: AddressCountry; region: string | null } | null;
  now: Date;
  orderNumber: string | null;
}

/** The quoted lines and shipping in cents, or null while any line is unpriced. */
export function quotedCents(quote: Pick<Quote, 'shippingCost'>, items: readonly Pick<QuoteItem, 'unitPrice' | 'quantity'>[]) {
  if (items.length === 0 || items.some((item) => item.unitPrice === null)) return null;
  return {
    lines: items.map((item) => ({ unitPriceCents: toCents(item.unitPrice as string), quantity: item.quantity })),
    shippingCents: quote.shippingCost === null ? 0 : toCents(quote.shippingCost),
  };
}

export function toConfirmation(quote: Quote, items: readonly QuoteItem[], facts: ProductFacts, context: QuoteContext): QuoteConfirmation {
  const quoted = quote.quotedAt ? quotedCents(quote, items) : null;
  const totals = quoted ? quoteTotals(quoted.lines, quoted.shippingCents, context.taxRate) : null;
  return {
    quoteNumber: quote.quoteNumber,
    createdAt: quote.createdAt.toISOString(),
    status: effectiveQuoteStatus(quote.status, quote.validUntil, context.now),
    customerName: quote.customerName,
    customerEmail: quote.customerEmail,
    companyName: quote.companyName,
    phone: quote.phone ?? null,
    shippingAddress: quote.shippingAddress ?? null,
    notes: quote.notes ?? null,
    items: items.map((item) => {
      const product = item.productId ? facts.get(item.productId) : undefined;
      const unitPrice = quoted && item.unitPrice !== null ? Number(item.unitPrice) : null;
      return {
        productName: item.productName,
        sku: product?.sku ?? null,
        packaging: item.packaging,
        quantity: item.quantity,
        epaApproved: product?.epaApproved ?? false,
        unitPrice,
        lineTotal: unitPrice === null ? null : fromCents(toCents(unitPrice) * item.quantity),
      };
    }),
    pricing: totals
      ? {
          subtotal: fromCents(totals.subtotalCents),
          shipping: fromCents(totals.shippingCents),
          tax: fromCents(totals.taxCents),
          taxRate: context.taxRate,
          total: fromCents(totals.totalCents),
          ...(context.taxFrom ? { taxFrom: context.taxFrom, taxDestination: context.taxDestination ?? null } : {}),
        }
      : null,
    adminMessage: quote.quotedAt ? (quote.adminMessage ?? null) : null,
    validUntil: quote.validUntil?.toISOString() ?? null,
    quotedAt: quote.quotedAt?.toISOString() ?? null,
    respondedAt: quote.respondedAt?.toISOString() ?? null,
    declineReason: quote.declineReason ?? null,
    orderNumber: context.orderNumber,
    version: quote.updatedAt.toISOString(),
  };
}

export async function productFacts(db: Db, items: readonly QuoteItem[]): Promise<ProductFacts> {
  const ids = items.flatMap((item) => (item.productId ? [item.productId] : []));
  const rows = ids.length > 0 ? await db.select({ id: products.id, sku: products.sku, epaApproved: products.epaApproved }).from(products).where(inArray(products.id, ids)) : [];
  return new Map(rows.map((row) => [row.id, { sku: row.sku ?? null, epaApproved: row.epaApproved }]));
}

/**
 * Acknowledgements of quote requests one account's address gets per hour, counted in the database: the bound holds
 * across instances without Redis and across restarts (the request limits of quotes.routes.ts come first).
 */
export const QUOTE_ACKNOWLEDGEMENTS_PER_HOUR = 5;

export interface AcceptQuoteCommand {
  quoteNumber: string;
  userId: string;
  input: AcceptQuoteInput;
  idempotencyKey: string;
  requestHash: string;
  language: Language;
}

/** Quote requests of signed-in customers, and the buyer's answer to a priced quote (accept into an order, or decline). */
export class QuoteService {
  constructor(
    private readonly db: Db,
    private readonly publicUrl: string,
    /** Accepting a quote places its order through checkout's own transaction. */
    private readonly orders?: OrderService,
    private readonly now: () => Date = () => new Date(),
    /** Called after a declined or expired quote gave its reserved stock back. */
    private readonly onStockChanged: () => void = () => undefined,
  ) {}

  /**
   * Quote, lines and both e-mails in one transaction. The acknowledgement goes to the account's own address, never to
   * the address typed in the form (RELIABILITY 36), and carries the requester's own text (name, company) only when that
   * address is verified; the shop's notification keeps everything, escaped.
   */
  async submitQuote(userId: string, input: SubmitQuoteInput, language: Language): Promise<QuoteConfirmation> {
    return this.db.transaction(async (tx) => {
      // Locked: one account's requests queue here, so the acknowledgement count below is exact under concurrency.
      const [account] = await tx.select({ email: users.email, emailVerified: users.emailVerified }).from(users).where(eq(users.id, userId)).for('update');
      if (!account) throw new AppError('unauthorized', QUOTE_MESSAGES.authRequired);
      const lines = await priceLines(tx, input.items);
      const since = new Date(this.now().getTime() - 60 * 60_000);
      const [recent] = await tx.select({ n: count() }).from(quotes).where(and(eq(quotes.userId, userId), gt(quotes.createdAt, since)));
      const [quote] = await tx
        .insert(quotes)
        .values({
          quoteNumber: referenceFromBytes(QUOTE_NUMBER_PREFIX, randomBytes(12)),
          userId,
          customerName: input.customerName,
          customerEmail: input.customerEmail,
          companyName: input.companyName,
          phone: input.phone ?? null,
          shippingAddress: input.shippingAddress ?? null,
          notes: input.notes ?? null,
          status: 'pending',
          // The priced quote's e-mail is written in the language the buyer asked in, as an order's are.
          language,
        })
        .returning();
      if (!quote) throw new Error('quote insert returned no row');
      const items = await tx
        .insert(quoteItems)
        .values(lines.map((line) => ({ quoteId: quote.id, productId: line.product.id, productName: line.product.name, quantity: line.quantity, packaging: packageLabel(line.packaging) })))
        .returning();
      const facts: ProductFacts = new Map(lines.map((line) => [line.product.id, { sku: line.product.sku ?? null, epaApproved: line.product.epaApproved }]));
      const confirmation = toConfirmation(quote, items, facts, { taxRate: 0, now: this.now(), orderNumber: null });
      const link = `${this.publicUrl}/quote-confirmation?quoteNumber=${encodeURIComponent(quote.quoteNumber)}`;
      const { brand, promises } = await readBrandAndPromises(tx, this.publicUrl);
      if ((recent?.n ?? 0) < QUOTE_ACKNOWLEDGEMENTS_PER_HOUR) {
        const content = quoteReceivedEmail(confirmation, link, brand, language, { requesterText: account.emailVerified, replyHours: promises.replyHours });
        await enqueueEmail(tx, { to: account.email, replyTo: await shopReplyTo(tx), ...content, dedupeKey: `quote-received:${quote.id}` });
      }
      for (const address of await shopNotificationAddresses(tx)) {
        await enqueueEmail(tx, { to: address, ...quoteNotificationEmail(confirmation, `${this.publicUrl}${adminQuotePath(quote.id)}`, brand), dedupeKey: `quote-notification:${quote.id}:${address}` });
      }
      return confirmation;
    });
  }

  /** The quote for the user who requested it; null for anyone else, as for a number that does not exist. */
  async findQuote(quoteNumber: string, userId: string | null, destination?: Destination): Promise<QuoteConfirmation | null> {
    const quote = await this.ownQuote(this.db, quoteNumber, userId);
    return quote ? this.confirmationOf(this.db, quote, destination) : null;
  }

  /**
   * Turns the buyer's priced quote into an order at the quoted prices, through checkout's transaction
   * (OrderService.placeOrder: idempotency key, stock, payment, e-mails). The quote row is locked and marked accepted
   * inside that transaction and orders.quote_id is unique, so however many requests or tabs accept it, one order exists.
   */
  async accept(command: AcceptQuoteCommand): Promise<OrderAnswer> {
    if (!this.orders) throw new Error('QuoteService needs the OrderService to accept quotes');
    const quote = await this.ownQuote(this.db, command.quoteNumber, command.userId);
    if (!quote) throw new AppError('not_found', QUOTE_ACTION_MESSAGES.notFound);
    await this.expireIfDue(this.db, quote.id);
    const items = await this.db.select().from(quoteItems).where(eq(quoteItems.quoteId, quote.id)).orderBy(asc(quoteItems.id));
    // The order's e-mails go to the account's own address, as the quote's did (RELIABILITY 36).
    const [account] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, command.userId));
    const { input } = command;
    try {
      return await this.orders.placeOrder({
        input: {
          // Unused for a quote (its stored lines are priced in claim), kept true to the quote for the record.
          items: items.map((item) => ({ productId: item.productId ?? '', packaging: parsePackaging(item.packaging) ?? 'cylinder', quantity: item.quantity })),
          customer: { name: quote.customerName, email: account?.email ?? quote.customerEmail, phone: quote.phone ?? undefined, company: quote.companyName },
          shippingAddress: input.shippingAddress,
          paymentMethod: input.paymentMethod,
          payment: input.payment,
          notes: undefined,
          couponCode: undefined,
          // A signed-in buyer: the account's certification decides the order's gate (docs/decisions/022).
          certification: undefined,
          poNumber: input.poNumber,
          acknowledgeLegal: true,
        },
        userId: command.userId,
        guestTokenHash: null,
        idempotencyKey: command.idempotencyKey,
        requestHash: command.requestHash,
        language: command.language,
        quote: { claim: (tx) => this.claim(tx, quote.id, command.userId, { version: input.version, destination: input.shippingAddress }), orderValues: { quoteId: quote.id } },
      });
    } catch (err) {
      // The lock makes this unreachable in practice; the unique key is the last word if it ever is reached.
      if (uniqueViolationOf(err) === 'orders_quote_id_unique') throw new AppError('conflict', QUOTE_ACTION_MESSAGES.alreadyAccepted);
      throw err;
    }
  }

  /** The buyer declines a priced quote, with an optional reason. */
  async decline(quoteNumber: string, userId: string, reason: string | undefined): Promise<QuoteConfirmation> {
    const found = await this.ownQuote(this.db, quoteNumber, userId);
    if (!found) throw new AppError('not_found', QUOTE_ACTION_MESSAGES.notFound);
    await this.expireIfDue(this.db, found.id);
    let released = false;
    const confirmation = await this.db.transaction(async (tx) => {
      const [quote] = await tx.select().from(quotes).where(eq(quotes.id, found.id)).for('update');
      if (!quote) throw new AppError('not_found', QUOTE_ACTION_MESSAGES.notFound);
      const now = this.now();
      const answer = quoteAnswerability(quote.status, quote.validUntil, now);
      if (!answer.ok) throw refusal(answer.reason);
      const [updated] = await tx
        .update(quotes)
        .set({ status: 'declined', respondedAt: now, declineReason: reason ?? null, updatedAt: later(now, quote.updatedAt) })
        .where(eq(quotes.id, quote.id))
        .returning();
      // A declined quote's reserved stock goes back at once (docs/decisions/032).
      released = await releaseQuoteStock(tx, quote.id);
      return this.confirmationOf(tx, updated ?? quote);
    });
    if (released) this.onStockChanged();
    return confirmation;
  }

  /**
   * First step of an accepted quote's order transaction: the quote locked FOR UPDATE (a concurrent accept waits here,
   * then finds it accepted), still answerable, still the version the buyer read (priced again since: 409 with the new
   * figures, RELIABILITY 38), its products still sold in the quoted packages; it is marked accepted and its lines come
   * back at the quoted prices (never a price from the request).
   */
  private async claim(
    tx: Db,
    quoteId: string,
    userId: string,
    seen: { version: string; destination: Destination },
  ): Promise<{ lines: PricedLine[]; totals: (taxRate: number) => ReturnType<typeof quoteTotalsOrRefuse>; reservedCylinders: ReadonlyMap<string, number> }> {
    const [quote] = await tx.select().from(quotes).where(eq(quotes.id, quoteId)).for('update');
    if (!quote || quote.userId !== userId) throw new AppError('not_found', QUOTE_ACTION_MESSAGES.notFound);
    const now = this.now();
    const answer = quoteAnswerability(quote.status, quote.validUntil, now);
    if (!answer.ok) throw refusal(answer.reason);
    const items = await tx.select().from(quoteItems).where(eq(quoteItems.quoteId, quoteId)).orderBy(asc(quoteItems.id));
    const quoted = quotedCents(quote, items);
    if (!quoted) throw new AppError('unprocessable', QUOTE_ACTION_MESSAGES.notPriced);
    if (!isSameQuoteVersion(quote.updatedAt, seen.version)) {
      const { rate } = await readDestinationTax(tx, seen.destination);
      const figures = quoteTotalsOrRefuse(quoted.lines, quoted.shippingCents, rate);
      throw new AppError('conflict', quoteChangedMessage(figures), { version: QUOTE_ACTION_MESSAGES.priceChanged });
    }
    const cart = items.map((item) => ({ productId: item.productId, packaging: parsePackaging(item.packaging), quantity: item.quantity }));
    if (cart.some((line) => !line.productId || !line.packaging)) throw new AppError('unprocessable', QUOTE_ACTION_MESSAGES.productGone);
    let catalogue: PricedLine[];
    try {
      catalogue = await priceLines(tx, cart.map((line) => ({ productId: line.productId as string, packaging: line.packaging as NonNullable<typeof line.packaging>, quantity: line.quantity })));
    } catch (err) {
      if (err instanceof AppError) throw new AppError('unprocessable', QUOTE_ACTION_MESSAGES.productGone);
      throw err;
    }
    const lines = catalogue.map((line, index) => {
      const unitPriceCents = quoted.lines[index]?.unitPriceCents ?? 0;
      return { ...line, unitPriceCents, lineCents: unitPriceCents * line.quantity };
    });
    await tx.update(quotes).set({ status: 'accepted', respondedAt: now, updatedAt: later(now, quote.updatedAt) }).where(eq(quotes.id, quoteId));
    // Stock reserved for the quote becomes the order's: checkout does not take it a second time (docs/decisions/032).
    const reservedCylinders = await useQuoteStock(tx, quoteId);
    return { lines, totals: (taxRate) => quoteTotalsOrRefuse(quoted.lines, quoted.shippingCents, taxRate), reservedCylinders };
  }

  /** A quoted quote past its last day is stored as expired when it is touched (it already reads expired). */
  private async expireIfDue(db: Db, quoteId: string): Promise<void> {
    const now = this.now();
    const released = await db.transaction(async (tx) => {
      const expired = await tx
        .update(quotes)
        .set({ status: 'expired', updatedAt: now })
        .where(and(eq(quotes.id, quoteId), eq(quotes.status, 'quoted'), lt(quotes.validUntil, now)))
        .returning({ id: quotes.id });
      // Its reserved stock goes back with it (the release job would do it later otherwise).
      return expired.length > 0 ? releaseQuoteStock(tx, quoteId) : false;
    });
    if (released) this.onStockChanged();
  }

  private async ownQuote(db: Db, quoteNumber: string, userId: string | null): Promise<Quote | null> {
    const number = normalizeReference(quoteNumber);
    if (!userId || !isQuoteNumber(number)) return null;
    const [quote] = await db.select().from(quotes).where(eq(quotes.quoteNumber, number));
    return quote && quote.userId === userId ? quote : null;
  }

  private async confirmationOf(db: Db, quote: Quote, destination?: Destination): Promise<QuoteConfirmation> {
    const items = await db.select().from(quoteItems).where(eq(quoteItems.quoteId, quote.id)).orderBy(asc(quoteItems.id));
    const [order] = quote.status === 'accepted' ? await db.select({ orderNumber: orders.orderNumber }).from(orders).where(eq(orders.quoteId, quote.id)) : [];
    const tax = await quoteTaxContext(db, quote.userId, destination);
    return toConfirmation(quote, items, await productFacts(db, items), { ...tax, now: this.now(), orderNumber: order?.orderNumber ?? null });
  }
}

/**
 * A quote's tax as its buyer reads it: the destination asked for, else the buyer's last address, else none (no US rate
 * for a buyer whose address is unknown or elsewhere; docs/decisions/034).
 */
export async function quoteTaxContext(
  db: Db,
  userId: string | null,
  destination?: Destination,
): Promise<Pick<QuoteContext, 'taxRate' | 'taxFrom' | 'taxDestination'>> {
  if (destination) {
    const tax = await readDestinationTax(db, destination);
    return { taxRate: tax.rate, taxFrom: 'destination', taxDestination: { country: destination.country, region: destination.state ? regionCode(destination.country, destination.state) : null } };
  }
  const estimate = await readBuyerTaxEstimate(db, userId);
  return estimate ? { taxRate: estimate.rate, taxFrom: 'account', taxDestination: { country: estimate.country, region: estimate.region } } : { taxRate: 0, taxFrom: 'none', taxDestination: null };
}

function quoteTotalsOrRefuse(lines: { unitPriceCents: number; quantity: number }[], shippingCents: number, taxRate: number) {
  const totals = quoteTotals(lines, shippingCents, taxRate);
  if (!totals) throw new AppError('unprocessable', QUOTE_ACTION_MESSAGES.tooLarge);
  return totals;
}

/** 409 when the quote was already accepted; 422 when it is expired, declined or not priced. */
function refusal(reason: Parameters<typeof answerabilityMessage>[0]): AppError {
  return new AppError(reason === 'accepted' ? 'conflict' : 'unprocessable', answerabilityMessage(reason));
}

/** A new updatedAt, always later than the one it replaces (a version read by an admin's screen then goes stale). */
export function later(now: Date, previous: Date): Date {
  return new Date(Math.max(now.getTime(), previous.getTime() + 1));
}
