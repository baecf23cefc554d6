import { paymentStateOf } from '@domain/payments';
import type { Language } from '@domain/languages';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { centsToDecimalString, fromCents } from '@domain/money';
import { isAwaitingPayment } from '@domain/payment-deadline';
import { packageLabel } from '@domain/pricing';
import { regionCode } from '@domain/addresses';
import { taxFor, taxLabel, type Destination } from '@domain/tax';
import type { CartTotals } from '@domain/totals';
import {
  ORDER_MESSAGES,
  isProviderPaid,
  insufficientStockMessage,
  type CartLineInput,
  type OrderConfirmation,
  type OrderPreviewResponse,
  type PlaceOrderInput,
} from '@domain/schemas/orders';
import {
  couponRedemptions,
  coupons,
  idempotencyKeys,
  orderItems,
  orders,
  type Coupon,
  type NewOrder,
  type Order,
  type OrderItem,
  type StoredAddress,
  type StoredPaymentDetails,
} from '../../db/schema';
import { PAYMENT_MESSAGES, type ProviderPaymentSummary } from '@domain/schemas/payments';
import type { Db } from '../../db/types';
import { AppError } from '../../errors';
import { enqueueEmails } from '../../mail/outbox';
import { certificationForNewOrder } from '../certifications/certifications.service';
import type { MandateAcceptance, PaymentGateway, ProviderPayment } from '../payments/payment-gateway';
import { applyProviderEvent, latestProviderPayment, syncEvent, type PaymentEffects } from '../payments/provider-payments';
import {
  appliedCoupon,
  couponErrorOf,
  couponRefusal,
  findCoupon,
  judgeCoupon,
  previewLine,
  priceLines,
  readBuyerTaxEstimate,
  readDestinationTax,
  readFreeShippingThresholdCents,
  subtotalCents,
  totalsOf,
  type PricedLine,
} from './cart-pricing';
import { readCheckoutSettings, type CheckoutSettings } from './checkout-settings';
import { precheckStock, takeStock, type StockShortage } from './order-hold';
import type { OrderLinks } from './order-links';
import { readableOrder, type OrderReader } from './order-access';
import { orderIdentityOf } from './order-identity';
import { orderEmailsOf } from './order-emails';
import { paymentDueOf, readPaymentSettings } from './payment-facts';
import { providerPaymentSummaryOf } from './provider-payment-summary';
import { settleAfterCommit, voidAfterRollback } from './settle-payment';
import { billingAddressOf, instructionsOf, payCheckout, providerMethodOf, storedPaymentDetailsOf, totalOfQuote, type PayingClient } from './take-payment';
import { trackingOf } from './tracking';
import { limitUnpaidReservation } from './unpaid-reservation';

const IDEMPOTENCY_SCOPE = 'orders';

export interface OrderServiceDeps {
  db: Db;
  gateway: PaymentGateway;
  /** What a provider payment's transition does to its order (e-mails, release). */
  paymentEffects: PaymentEffects;
  /** The buyer's and the shop's links to an order in e-mails. */
  links: OrderLinks;
  now?: () => Date;
  /** Called after an order changed stock (the catalogue's in-memory copy is then stale). */
  onStockChanged?: () => void;
}

export interface PlaceOrderCommand {
  input: PlaceOrderInput;
  userId: string | null;
  /** sha256 of the guest browser's token; null for a signed-in buyer. */
  guestTokenHash: string | null;
  idempotencyKey: string;
  /** Keyed hash of the buyer and the body: the same key with another body is refused. */
  requestHash: string;
  /** The buyer's language, for the confirmation e-mail. */
  language: Language;
  /** Who sent it (a bank debit's mandate keeps the address and browser). */
  client?: PayingClient;
  /** The key the provider calls derive from when it is not the Idempotency-Key (a quote acceptance's own key). */
  paymentKey?: string;
  /** An accepted quote: its lines at the quoted prices instead of the catalogue's (input.items is then unused). */
  quote?: QuotedOrder;
}

/** What an accepted quote brings to checkout's transaction (server/modules/quotes, docs/decisions/023). */
export interface QuotedOrder {
  /** Run first in the order's transaction: locks the quote, refuses it if it cannot be accepted, marks it accepted. */
  claim(tx: Db): Promise<{ lines: PricedLine[]; totals: (taxRate: number) => CartTotals; reservedCylinders?: ReadonlyMap<string, number> }>;
  /** Columns of the order row that come from the quote (quote_id, po_number). */
  orderValues: Partial<NewOrder>;
}

/** The HTTP answer of an order request, stored with its Idempotency-Key and replayed as is. */
export interface OrderAnswer {
  status: number;
  body: { order: OrderConfirmation };
  replayed: boolean;
}

export type { OrderReader };

/** Thrown inside the transaction when the key is already taken, so that it rolls back before the replay. */
class KeyAlreadyUsed extends Error {}

/** The provider payment confirmed by one attempt: voided when the order is not saved, captured after its commit. */
interface Attempt {
  /** The order's id and number, drawn before the pay step so that the payment's metadata carries them. */
  drawn: { orderId: string; orderNumber: string };
  payment: ProviderPayment | null;
  mandate: MandateAcceptance | undefined;
  placed: { orderId: string; paymentMethod: 'credit_card' | 'bank_debit'; certificationState: Order['certificationState'] } | null;
}

/** What the buyer is shown of the stored payment details: a card's brand and last four, or the wire/check instructions. */
export function paymentShownOf(details: StoredPaymentDetails | null | undefined): OrderConfirmation['payment'] {
  if (details?.last4 !== undefined) return { brand: details.brand ?? 'unknown', last4: details.last4, expiry: details.expiry ?? '', cardholderName: details.cardholderName ?? '' };
  return details?.instructions !== undefined ? { instructions: details.instructions } : null;
}

export function toConfirmation(order: Order, items: readonly OrderItem[], providerPayment: ProviderPaymentSummary | null = null): OrderConfirmation {
  const payment = paymentShownOf(order.paymentDetails);
  return {
    orderNumber: order.orderNumber,
    createdAt: order.createdAt.toISOString(),
    status: order.status,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    companyName: order.shippingAddress.company ?? null,
    shippingAddress: withoutCompany(order.shippingAddress),
    paymentMethod: order.paymentMethod,
    paymentState: order.paymentState,
    payment,
    notes: order.notes ?? null,
    poNumber: order.poNumber ?? null,
    items: items.map((item) => ({
      productName: item.productName,
      sku: item.sku ?? null,
      packaging: item.packaging,
      quantity: item.quantity,
      price: Number(item.price),
      epaApproved: item.epaApproved,
      unNumber: item.unNumber ?? null,
      hazardClass: item.hazardClass ?? null,
    })),
    subtotal: Number(order.subtotalAmount),
    discount: Number(order.discountAmount),
    couponCode: order.couponCode ?? null,
    shipping: Number(order.shippingCost),
    tax: Number(order.taxAmount),
    total: Number(order.totalAmount),
    tracking: trackingOf(order),
    certificationState: order.certificationState,
    providerPayment,
  };
}

function withoutCompany({ company: _company, ...address }: StoredAddress): StoredAddress {
  return address;
}

/**
 * Cylinders per product still to take from stock (takeStock locks them in id order): an accepted quote's reserved
 * cylinders were taken when it was sent (docs/decisions/032) and are not taken again.
 */
function cylindersByProduct(lines: readonly PricedLine[], reserved: ReadonlyMap<string, number> = new Map()): [PricedLine['product'], number][] {
  const totals = new Map<string, [PricedLine['product'], number]>();
  for (const line of lines) {
    const entry = totals.get(line.product.id) ?? [line.product, 0];
    entry[1] += line.cylinders;
    totals.set(line.product.id, entry);
  }
  for (const entry of totals.values()) entry[1] = Math.max(0, entry[1] - (reserved.get(entry[0].id) ?? 0));
  return [...totals.values()].filter(([, cylinders]) => cylinders > 0);
}

/** A read whose refusal is thrown later, at the point of the transaction where it would have been found. */
type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

const settled = <T>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

function unwrap<T>(result: Settled<T> | null): T {
  if (!result) throw new Error('an order without a quote reads its lines first');
  if (!result.ok) throw result.error;
  return result.value;
}

interface OrderReads {
  lines: Settled<PricedLine[]> | null;
  coupon: Coupon | null;
  settings: CheckoutSettings;
}

/** Stock is counted in cylinders; the shared rule never lets it go below zero. */
function refuseShortage(shortage: StockShortage | null): void {
  if (shortage) throw new AppError('conflict', insufficientStockMessage(shortage.available, shortage.productName));
}

export class OrderService {
  private readonly db: Db;
  private readonly gateway: PaymentGateway;
  private readonly paymentEffects: PaymentEffects;
  private readonly links: OrderLinks;
  private readonly now: () => Date;
  private readonly onStockChanged: () => void;

  constructor({ db, gateway, paymentEffects, links, now = () => new Date(), onStockChanged = () => undefined }: OrderServiceDeps) {
    this.db = db;
    this.gateway = gateway;
    this.paymentEffects = paymentEffects;
    this.links = links;
    this.now = now;
    this.onStockChanged = onStockChanged;
  }

  /**
   * The authoritative prices and totals of a cart, taxed for its destination; without one, for the signed-in buyer's
   * last address, else not at all (worked out at checkout); a refused coupon is reported, not fatal.
   */
  async preview(items: readonly CartLineInput[], couponCode: string | undefined, destination?: Destination, userId: string | null = null): Promise<OrderPreviewResponse> {
    const lines = await priceLines(this.db, items);
    const threshold = await readFreeShippingThresholdCents(this.db);
    const estimate = destination ? null : await readBuyerTaxEstimate(this.db, userId);
    const taxFrom = destination ? 'destination' : estimate ? 'account' : 'none';
    const tax = destination ? await readDestinationTax(this.db, destination) : (estimate ?? { rate: 0, note: null, label: taxLabel(0) });
    const taxDestination = destination
      ? { country: destination.country, region: destination.state ? regionCode(destination.country, destination.state) : null }
      : estimate
        ? { country: estimate.country, region: estimate.region }
        : null;
    const outcome = couponCode ? judgeCoupon(await findCoupon(this.db, couponCode), subtotalCents(lines), this.now()) : null;
    const coupon = outcome?.ok ? outcome.coupon : null;
    const totals = totalsOf(lines, coupon, threshold, tax.rate);
    return {
      lines: lines.map(previewLine),
      subtotal: fromCents(totals.subtotalCents),
      discount: fromCents(totals.discountCents),
      shipping: fromCents(totals.shippingCents),
      tax: fromCents(totals.taxCents),
      taxRate: tax.rate,
      taxLabel: tax.label,
      taxNote: tax.note,
      taxFrom,
      taxDestination,
      total: fromCents(totals.totalCents),
      coupon: coupon ? appliedCoupon(coupon) : null,
      ...(outcome && !outcome.ok ? { couponError: couponErrorOf(outcome) } : {}),
    };
  }

  /**
   * Places an order in ONE transaction: idempotency claim, prices from the catalogue, payment authorisation, order and
   * lines, outbox e-mails, the stored answer, and last the coupon use and stock decrements by atomic UPDATEs. Any
   * refusal (stock, coupon, declined card) throws and rolls all of it back; a process killed at any point
   * (RELIABILITY 12) leaves an uncommitted transaction that PostgreSQL (or PGlite's WAL on reopening) discards whole,
   * so no half-written order, coupon use or stock change exists.
   *
   * Every order of a best-seller updates the same product row, so that row's lock is what orders queue for: the
   * reads come before the transaction (all at once on a server's pool) and the locking UPDATEs come last, so a lock
   * is held for one statement and the commit, not for the payment call and the e-mails (docs/performance.md).
   */
  async placeOrder(command: PlaceOrderCommand): Promise<OrderAnswer> {
    const reads = await this.readForOrder(command);
    // A retry of a placed order is answered before anything is paid again.
    const placed = await this.replay(command);
    if (placed) return placed;
    const drawn = orderIdentityOf(command.paymentKey ?? command.idempotencyKey, command.userId ?? command.guestTokenHash ?? '');
    const paying = { gateway: this.gateway, publicUrl: this.links.publicUrl, companyName: reads.settings.publicSettings.company_name ?? '', now: this.now() };
    const { payment, mandate } = isProviderPaid(command.input.paymentMethod) ? await payCheckout(paying, command, drawn, await this.amountOf(command, reads)) : { payment: null, mandate: undefined };
    // A key freed by a rolled-back first attempt can be claimed again.
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const attempt: Attempt = { drawn, payment, mandate, placed: null };
      let answer: OrderAnswer;
      try {
        answer = await this.db.transaction((tx) => this.placeInTransaction(tx, command, reads, attempt));
      } catch (err) {
        // The same key placed the order meanwhile, with this same payment (the provider's keys derive from ours): kept.
        if (err instanceof KeyAlreadyUsed) {
          const replay = await this.replay(command);
          if (replay) return replay;
          continue;
        }
        // Anything failing after the confirmation (a check, an insert, the stock, the commit) rolled the order back.
        if (payment) await voidAfterRollback(this.gateway, payment.id);
        throw err;
      }
      this.onStockChanged();
      if (attempt.payment && attempt.placed) await settleAfterCommit({ db: this.db, gateway: this.gateway, effects: this.paymentEffects, now: this.now, cardCapture: reads.settings.cardCapture }, { ...attempt.placed, payment: attempt.payment });
      return answer;
    }
    throw new AppError('conflict', ORDER_MESSAGES.inProgress);
  }

  /**
   * What an order reads and never locks: its products (a quote brings its own lines), its coupon and the settings. A
   * refusal found here (unknown product, package not sold) is kept and thrown after the idempotency claim, so that a
   * retried request still replays the order it placed first.
   */
  private async readForOrder({ input, quote }: PlaceOrderCommand): Promise<OrderReads> {
    const [lines, coupon, settings] = await Promise.all([
      quote ? null : settled(priceLines(this.db, input.items)),
      input.couponCode ? findCoupon(this.db, input.couponCode) : null,
      readCheckoutSettings(this.db),
    ]);
    return { lines, coupon, settings };
  }

  /** The order's lines, coupon and totals, from the catalogue's prices (or the quote's, claimed) and the destination's tax. */
  private priced(command: PlaceOrderCommand, reads: OrderReads, quoted: Awaited<ReturnType<QuotedOrder['claim']>> | null) {
    const { input } = command;
    const lines = quoted ? quoted.lines : unwrap(reads.lines);
    const tax = taxFor(reads.settings.taxTable, input.shippingAddress);
    const coupon = input.couponCode ? this.judgeCoupon(reads.coupon, subtotalCents(lines)) : null;
    const totals = quoted ? quoted.totals(tax.rate) : totalsOf(lines, coupon, reads.settings.freeShippingThresholdCents, tax.rate);
    return { lines, coupon, totals };
  }

  /** What the order will cost: a quote's total is read by claiming it in a transaction then rolled back. */
  private async amountOf(command: PlaceOrderCommand, reads: OrderReads): Promise<number> {
    const quote = command.quote;
    if (!quote) return this.priced(command, reads, null).totals.totalCents;
    return totalOfQuote(this.db, async (tx) => this.priced(command, reads, await quote.claim(tx)).totals.totalCents);
  }

  private async replay({ idempotencyKey, requestHash }: PlaceOrderCommand): Promise<OrderAnswer | null> {
    const [stored] = await this.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, IDEMPOTENCY_SCOPE), eq(idempotencyKeys.key, idempotencyKey)));
    if (!stored) return null;
    if (stored.requestHash !== requestHash) throw new AppError('unprocessable', ORDER_MESSAGES.idempotencyKeyReused, { 'Idempotency-Key': ORDER_MESSAGES.idempotencyKeyReused });
    if (stored.responseStatus === null) throw new AppError('conflict', ORDER_MESSAGES.inProgress);
    return { status: stored.responseStatus, body: stored.responseBody as OrderAnswer['body'], replayed: true };
  }

  private async placeInTransaction(tx: Db, command: PlaceOrderCommand, reads: OrderReads, attempt: Attempt): Promise<OrderAnswer> {
    const { input } = command;
    const { settings } = reads;
    // A concurrent request with the same key waits here until the first commits (then finds the key taken).
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ scope: IDEMPOTENCY_SCOPE, key: command.idempotencyKey, requestHash: command.requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) throw new KeyAlreadyUsed();

    const quoted = command.quote ? await command.quote.claim(tx) : null;
    const { lines, coupon, totals } = this.priced(command, reads, quoted);
    // Paid before the transaction (the provider is not called under its locks): for this very total.
    if (attempt.payment && attempt.payment.amountCents !== totals.totalCents) throw new AppError('conflict', PAYMENT_MESSAGES.totalChanged, { payment: PAYMENT_MESSAGES.totalChanged });
    const held = cylindersByProduct(lines, quoted?.reservedCylinders);
    await limitUnpaidReservation(tx, { userId: command.userId, paymentMethod: input.paymentMethod, cylinders: held.reduce((sum, [, n]) => sum + n, 0), quoted: quoted !== null }, settings.unpaidLimits);
    // The stock as read: a shortage is refused before the card is charged; the UPDATE at the end settles races.
    refuseShortage(precheckStock(held.map(([product, cylinders]) => ({ product, cylinders }))));
    const certification = await certificationForNewOrder(tx, command.userId, input.certification, lines, this.now());
    const { orderId, orderNumber } = attempt.drawn;
    const shippingAddress = input.customer.company ? { ...input.shippingAddress, company: input.customer.company } : input.shippingAddress;
    const provided = isProviderPaid(input.paymentMethod) ? input.paymentMethod : null;
    const paymentDetails: StoredPaymentDetails =
      attempt.payment && input.payment
        ? storedPaymentDetailsOf(attempt.payment, billingAddressOf(input.payment, input.shippingAddress))
        : instructionsOf(input.paymentMethod === 'check' ? 'check' : 'bank_wire', settings, command.language);

    const [inserted] = await tx
      .insert(orders)
      .values({
        id: orderId,
        orderNumber,
        userId: command.userId,
        guestTokenHash: command.userId ? null : command.guestTokenHash,
        customerName: input.customer.name,
        customerEmail: input.customer.email,
        status: 'pending',
        subtotalAmount: centsToDecimalString(totals.subtotalCents),
        discountAmount: centsToDecimalString(totals.discountCents),
        shippingCost: centsToDecimalString(totals.shippingCents),
        taxAmount: centsToDecimalString(totals.taxCents),
        totalAmount: centsToDecimalString(totals.totalCents),
        couponCode: coupon?.code ?? null,
        shippingAddress,
        notes: input.notes ?? null,
        poNumber: input.poNumber ?? null,
        paymentMethod: input.paymentMethod,
        paymentDetails,
        paymentState: paymentStateOf({ paymentMethod: input.paymentMethod, totalCents: totals.totalCents, receivedCents: 0, ...(provided ? { providerStatus: 'created' as const } : {}) }),
        language: command.language,
        ...certification,
        ...command.quote?.orderValues,
      })
      .returning();
    if (!inserted) throw new Error('order insert returned no row');
    const order = attempt.payment ? await this.recordCheckoutPayment(tx, inserted, attempt.payment, attempt.mandate) : inserted;
    if (provided) attempt.placed = { orderId, paymentMethod: provided, certificationState: order.certificationState };
    const items = await tx
      .insert(orderItems)
      .values(
        lines.map((line) => ({
          orderId: order.id,
          productId: line.product.id,
          productName: line.product.name,
          quantity: line.quantity,
          price: centsToDecimalString(line.unitPriceCents),
          sku: line.product.sku,
          packaging: packageLabel(line.packaging),
          epaApproved: line.product.epaApproved,
          certificationRequired: line.product.certificationRequired,
          unNumber: line.product.unNumber,
          hazardClass: line.product.hazardClass,
        })),
      )
      .returning();
    if (coupon) await tx.insert(couponRedemptions).values({ couponId: coupon.id, orderId: order.id });

    const confirmation = toConfirmation(order, items, attempt.payment ? providerPaymentSummaryOf(attempt.payment) : null);
    const paymentDue = paymentDueOf(settings.publicSettings, settings.unpaidOrderReleaseDays, { ...order, total: confirmation.total }, settings.settingTranslations);
    const body = { order: { ...confirmation, paymentDue } };
    // An order awaiting its second step is confirmed by its payment's transition, not here (docs/decisions/040, 5).
    if (attempt.payment?.status !== 'requires_action') await enqueueEmails(tx, orderEmailsOf(order, body.order, settings, this.links));
    await tx
      .update(idempotencyKeys)
      .set({ responseStatus: 201, responseBody: body })
      .where(and(eq(idempotencyKeys.scope, IDEMPOTENCY_SCOPE), eq(idempotencyKeys.key, command.idempotencyKey)));
    // Last, the shared rows (products in id order, then the coupon, as a cancellation gives them back): locked until the commit.
    refuseShortage(await takeStock(tx, held.map(([product, cylinders]) => ({ product, cylinders }))));
    if (coupon) await this.countCouponUse(tx, coupon.id);
    return { status: 201, body, replayed: false };
  }

  /** The coupon read before the transaction, judged against this cart (404/422 naming couponCode when refused). */
  private judgeCoupon(stored: Coupon | null, subtotal: number): Coupon {
    const outcome = judgeCoupon(stored, subtotal, this.now());
    if (!outcome.ok) throw couponRefusal(outcome, 'couponCode');
    return outcome.coupon;
  }

  /** Counts the coupon's use with one conditional UPDATE, so max_uses holds under any concurrency. */
  private async countCouponUse(tx: Db, couponId: string): Promise<void> {
    const [counted] = await tx
      .update(coupons)
      .set({ currentUses: sql`${coupons.currentUses} + 1` })
      .where(and(eq(coupons.id, couponId), eq(coupons.isActive, true), or(isNull(coupons.maxUses), lt(coupons.currentUses, coupons.maxUses))))
      .returning({ id: coupons.id });
    if (!counted) throw couponRefusal({ ok: false, reason: 'limit_reached' }, 'couponCode');
  }

  /** The checkout's confirmed payment, recorded as its first event on the new order (a webhook may have come first). */
  private async recordCheckoutPayment(tx: Db, order: Order, payment: ProviderPayment, mandate: MandateAcceptance | undefined): Promise<Order> {
    const { method, capture } = providerMethodOf(order.paymentMethod === 'bank_debit' ? 'bank_debit' : 'credit_card');
    const event = syncEvent(payment, this.now());
    await applyProviderEvent(tx, { provider: this.gateway.name, payment, method, capture, event, orderId: order.id, ...(mandate ? { mandate } : {}) }, this.paymentEffects);
    const [updated] = await tx.select().from(orders).where(eq(orders.id, order.id));
    return updated ?? order;
  }

  /** The order for its owner (signed-in user, or the guest browser holding its token); null for anyone else. */
  async findOrder(orderNumber: string, reader: OrderReader): Promise<OrderConfirmation | null> {
    const order = await readableOrder(this.db, orderNumber, reader);
    if (!order) return null;
    const [items, provider] = await Promise.all([this.db.select().from(orderItems).where(eq(orderItems.orderId, order.id)), latestProviderPayment(this.db, order.id)]);
    const confirmation = toConfirmation(order, items, provider ? providerPaymentSummaryOf(provider) : null);
    if (!isAwaitingPayment(order)) return { ...confirmation, paymentDue: null };
    const { settings, releaseDays, translations } = await readPaymentSettings(this.db);
    return { ...confirmation, paymentDue: paymentDueOf(settings, releaseDays, { ...order, total: confirmation.total }, translations) };
  }
}

