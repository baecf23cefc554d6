import { and, asc, count, desc, eq, exists, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { isBlockedByCertification } from '@domain/certification';
import { CERTIFICATION_MESSAGES } from '@domain/schemas/certifications';
import { isOrderNumber, normalizeReference } from '@domain/order-numbers';
import { endOfUtcDay, startOfUtcDay, utcDayOf } from '@domain/dates';
import { centsToDecimalString, fromCents, toCents } from '@domain/money';
import { ORDER_STATUSES, needsTrackingNumber } from '@domain/orders';
import { amountDueCents, paymentStateOf, statesOfFilter } from '@domain/payments';
import {
  ADMIN_ORDER_MESSAGES,
  type AdminOrderDetails,
  type AdminOrderListQuery,
  type AdminOrderListResponse,
  type AdminPayment,
  type RecordPaymentInput,
  type RefundOrderInput,
  type UpdateOrderStatusInput,
} from '@domain/schemas/orders-admin';
import { guessCarrier } from '@domain/shipping-carriers';
import { orderItems, orders, payments, providerPayments, refunds, type Order, type Payment } from '../../db/schema';
import { endingSoonAwaitingCertification } from './authorisation-warnings';
import type { Db } from '../../db/types';
import { AppError } from '../../errors';
import { readMailBrand } from '../../mail/brand';
import { enqueueEmail } from '../../mail/outbox';
import { shopReplyTo } from './notification-recipients';
import { isBuyerNotified, orderStatusEmail } from '../../mail/templates/order-status-emails';
import { assertSameVersion, type AdminActor } from '../audit/admin-actor';
import { recordAudit } from '../audit/audit.service';
import { releaseOrderHold, retakeOrderHold } from './order-hold';
import type { OrderLinks } from './order-links';
import { submittedCertification } from '../certifications/certifications.service';
import { paymentShownOf, toConfirmation } from './orders.service';
import { paymentStandingOf } from './payment-facts';
import { trackingOf } from './tracking';
import { cancellationMove, holdsMoney } from '@domain/refunds';
import type { PaymentGateway } from '../payments/payment-gateway';
import { captureOrder, voidAuthorised } from './capture-order';
import { paymentTimelineOf } from './payment-timeline';
import { latestProviderPayment, refundOrder, type RefundDeps } from './refund-order';
import { NO_PAYMENT_EFFECTS, type PaymentEffects } from '../payments/provider-payments';

export interface AdminOrderServiceDeps {
  db: Db;
  links: OrderLinks;
  now?: () => Date;
  /** Called after a cancellation or a reopening moved stock (the catalogue's in-memory copy is then stale). */
  onStockChanged?: () => void;
  /** The payment provider (refunds, captures, voids); null: money recorded by hand only. */
  gateway?: PaymentGateway | null;
  /** What a provider payment's transition does to its order (e-mails); none: the state moves without them. */
  effects?: PaymentEffects;
}

/** The status sort follows an order's life (pending → cancelled), not the alphabet. */
const STATUS_RANK = sql`array_position(array[${sql.join(
  ORDER_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)}]::text[], ${orders.status})`;

const SORT_COLUMNS = { createdAt: orders.createdAt, total: orders.totalAmount, status: STATUS_RANK } as const;

/** Packages ordered, summed per row of the page (order_items_order_id_idx). */
const ITEM_COUNT = sql<number>`(select coalesce(sum(line.quantity), 0) from order_items line where line.order_id = "orders"."id")`.mapWith(Number);

/** `%text%` for LIKE, the text's own %, _ and \ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The search box: a whole order number or e-mail address is found through its index (the unique order number,
 * orders_customer_email_idx); anything else matches part of the number, name, e-mail or PO number, scanned newest first.
 */
function searchFilter(q: string): SQL | undefined {
  const number = normalizeReference(q);
  if (isOrderNumber(number)) return eq(orders.orderNumber, number);
  const pattern = containing(q);
  return or(eq(orders.customerEmail, q.toLowerCase()), ilike(orders.customerName, pattern), ilike(orders.customerEmail, pattern), ilike(orders.orderNumber, pattern), ilike(orders.poNumber, pattern));
}

/** The admin's carrier, else the stored one for the same number, else the one a new number's format names (UPS when none). */
function carrierFor(input: UpdateOrderStatusInput, order: Order, trackingNumber: string | null): string | null {
  if (!trackingNumber) return null;
  if (input.trackingCarrier) return input.trackingCarrier;
  if (trackingNumber === order.trackingNumber && order.trackingCarrier) return order.trackingCarrier;
  return guessCarrier(trackingNumber);
}

function toAdminPayment(payment: Payment): AdminPayment {
  return {
    id: payment.id,
    amount: fromCents(toCents(payment.amount)),
    receivedOn: payment.receivedOn,
    reference: payment.reference ?? null,
    method: payment.method,
    recordedBy: payment.recordedByEmail,
    createdAt: payment.createdAt.toISOString(),
  };
}

/** The back office's orders: the list, one order's details, its status (with what that moves) and its notes. */
export class AdminOrderService {
  private readonly db: Db;
  private readonly links: OrderLinks;
  private readonly now: () => Date;
  private readonly onStockChanged: () => void;
  private readonly gateway: PaymentGateway | null;
  private readonly effects: PaymentEffects;

  constructor({ db, links, now = () => new Date(), onStockChanged = () => undefined, gateway = null, effects = NO_PAYMENT_EFFECTS }: AdminOrderServiceDeps) {
    this.db = db;
    this.links = links;
    this.now = now;
    this.onStockChanged = onStockChanged;
    this.gateway = gateway;
    this.effects = effects;
  }

  private get payDeps(): RefundDeps {
    return { db: this.db, links: this.links, gateway: this.gateway, effects: this.effects, now: this.now };
  }

  /** POST /api/admin/orders/:id/refunds (refund-order.ts): the same requestKey twice refunds once. */
  async refund(id: string, input: RefundOrderInput, actor: AdminActor): Promise<AdminOrderDetails> {
    const row = await refundOrder(this.payDeps, id, { amountCents: toCents(input.amount), reason: input.reason, note: input.note, requestKey: input.requestKey }, actor);
    // The provider refused it: the row stays in the timeline as failed, the money is refundable again, the admin is told.
    if (row?.status === 'failed') throw new AppError('unprocessable', ADMIN_ORDER_MESSAGES.refundProviderFailed, { amount: ADMIN_ORDER_MESSAGES.refundProviderFailed });
    return this.details(id);
  }

  /** POST /api/admin/orders/:id/capture (capture-order.ts). */
  async capture(id: string, actor: AdminActor): Promise<AdminOrderDetails> {
    await captureOrder(this.payDeps, id, actor);
    return this.details(id);
  }

  /**
   * Shipping takes the money first (docs/decisions/040 "Capture"): an authorised card payment is captured outside the
   * lock; a refused capture refuses the shipment (409 "payment authorisation expired") and the status stays. An order the
   * certification gate holds is left to the gate's own refusal.
   */
  private async captureBeforeShipping(id: string, input: UpdateOrderStatusInput, actor: AdminActor): Promise<UpdateOrderStatusInput> {
    if (input.status !== 'shipped') return input;
    const [order] = await this.db.select().from(orders).where(eq(orders.id, id));
    if (!order || order.status === 'shipped' || isBlockedByCertification(order.certificationState, 'shipped')) return input;
    const provider = await latestProviderPayment(this.db, id);
    if (provider?.status !== 'authorized') return input;
    assertSameVersion(order.updatedAt, input.version);
    await captureOrder(this.payDeps, id, actor);
    // The capture wrote the order (a new version); the admin's edit started from the one before it, which was current.
    const [captured] = await this.db.select({ updatedAt: orders.updatedAt }).from(orders).where(eq(orders.id, id));
    return captured ? { ...input, version: captured.updatedAt.toISOString() } : input;
  }

  /**
   * What a cancellation does with the provider's money (cancellationMove, domain/refunds.ts): void an authorisation,
   * refund what was received (reason order_cancelled). Money recorded by hand goes back by hand (the Refund dialog).
   */
  private async settleCancellation(order: Order, actor: AdminActor): Promise<void> {
    const provider = await latestProviderPayment(this.db, order.id);
    if (!provider || !this.gateway) return;
    const lines = await this.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    const held = lines.filter((line) => holdsMoney(line.status)).reduce((sum, line) => sum + toCents(line.amount), 0);
    const move = cancellationMove({ status: provider.status, paidCents: toCents(order.amountReceived), refundedCents: held });
    if (move === 'void') {
      // Recorded as the provider's own answer, in the one place that moves a provider payment and its order.
      await voidAuthorised({ ...this.payDeps, gateway: this.gateway }, provider);
    } else if (move === 'refund') {
      await refundOrder(this.payDeps, order.id, { amountCents: 'full', reason: 'order_cancelled', note: null, requestKey: `cancel:${order.updatedAt.toISOString()}` }, actor);
    }
  }

  /** One page, filtered and sorted in SQL (orders_status_created_at_idx serves a status filter newest first). */
  async list({ page, pageSize, q, status, payment, from, to, sort }: AdminOrderListQuery): Promise<AdminOrderListResponse> {
    const filters: SQL[] = [];
    if (status) filters.push(eq(orders.status, status));
    // orders_payment_state_created_at_idx; the days through orders_created_at_idx (UTC days, as every date query).
    if (payment) filters.push(inArray(orders.paymentState, [...statesOfFilter(payment)]));
    // The authorisations ending within 24 hours (authorisation-warnings.ts, read through their capture_before index).
    if (payment === 'authorisation_ending') {
      filters.push(exists(this.db.select({ one: sql`1` }).from(providerPayments).where(and(eq(providerPayments.orderId, orders.id), endingSoonAwaitingCertification(this.now())))));
    }
    if (from) filters.push(gte(orders.createdAt, new Date(startOfUtcDay(from))));
    if (to) filters.push(lte(orders.createdAt, new Date(endOfUtcDay(to))));
    const search = q ? searchFilter(q) : undefined;
    if (search) filters.push(search);
    const where = filters.length > 0 ? and(...filters) : undefined;
    const direction = sort.direction === 'desc' ? desc : asc;
    const [rows, totals] = await Promise.all([
      this.db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          customerName: orders.customerName,
          customerEmail: orders.customerEmail,
          status: orders.status,
          totalAmount: orders.totalAmount,
          paymentMethod: orders.paymentMethod,
          paymentState: orders.paymentState,
          trackingNumber: orders.trackingNumber,
          trackingCarrier: orders.trackingCarrier,
          language: orders.language,
          certificationState: orders.certificationState,
          poNumber: orders.poNumber,
          createdAt: orders.createdAt,
          updatedAt: orders.updatedAt,
          itemCount: ITEM_COUNT,
        })
        .from(orders)
        .where(where)
        .orderBy(direction(SORT_COLUMNS[sort.column]), desc(orders.createdAt), desc(orders.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(orders).where(where),
    ]);
    return {
      items: rows.map((row) => ({
        id: row.id,
        orderNumber: row.orderNumber,
        customerName: row.customerName,
        customerEmail: row.customerEmail,
        status: row.status,
        total: Number(row.totalAmount),
        itemCount: row.itemCount,
        paymentMethod: row.paymentMethod,
        paymentState: row.paymentState,
        tracking: trackingOf(row),
        certificationState: row.certificationState,
        poNumber: row.poNumber ?? null,
        createdAt: row.createdAt.toISOString(),
        version: row.updatedAt.toISOString(),
      })),
      total: totals[0]?.n ?? 0,
      page,
      pageSize,
    };
  }

  async details(id: string): Promise<AdminOrderDetails> {
    const [order] = await this.db.select().from(orders).where(eq(orders.id, id));
    if (!order) throw new AppError('not_found', ADMIN_ORDER_MESSAGES.notFound);
    return this.detailsOf(this.db, order);
  }

  /**
   * Any status from any status (back-office spec §4), in one transaction with the order row locked: shipped needs a
   * tracking number; cancelling gives back the stock and the coupon use, reopening a cancelled order takes them again
   * (refused when they are no longer there); shipped, delivered and cancelled e-mail the buyer; the audit log records it.
   */
  async updateStatus(id: string, input: UpdateOrderStatusInput, actor: AdminActor): Promise<AdminOrderDetails> {
    let stockMoved = false;
    let cancelled: Order | null = null;
    input = await this.captureBeforeShipping(id, input, actor);
    const details = await this.db.transaction(async (tx) => {
      const order = await this.lockForEdit(tx, id, input.version);
      if (input.status !== order.status && isBlockedByCertification(order.certificationState, input.status)) {
        throw new AppError('conflict', CERTIFICATION_MESSAGES.awaitingShipment, { status: CERTIFICATION_MESSAGES.awaitingShipment });
      }
      const trackingNumber = input.trackingNumber ?? order.trackingNumber;
      if (needsTrackingNumber(input.status, trackingNumber)) {
        throw new AppError('validation_failed', ADMIN_ORDER_MESSAGES.trackingRequired, { trackingNumber: ADMIN_ORDER_MESSAGES.trackingRequired });
      }
      const trackingCarrier = carrierFor(input, order, trackingNumber);
      const before = { status: order.status, trackingNumber: order.trackingNumber, trackingCarrier: order.trackingCarrier };
      const after = { status: input.status, trackingNumber, trackingCarrier };
      if (before.status === after.status && before.trackingNumber === after.trackingNumber && before.trackingCarrier === after.trackingCarrier) {
        return this.detailsOf(tx, order);
      }

      if (order.status !== 'cancelled' && input.status === 'cancelled') {
        await releaseOrderHold(tx, order.id);
        stockMoved = true;
        cancelled = order;
      } else if (order.status === 'cancelled' && input.status !== 'cancelled') {
        const refusal = await retakeOrderHold(tx, order);
        if (refusal) {
          const message = refusal.reason === 'out_of_stock' ? ADMIN_ORDER_MESSAGES.reopenOutOfStock : ADMIN_ORDER_MESSAGES.reopenCouponUsedUp;
          throw new AppError('conflict', message, { status: message });
        }
        stockMoved = true;
      }

      const updated = await this.save(tx, order, after);
      await recordAudit(tx, actor, { action: 'order.status', entityType: 'order', entityId: order.id, before: { orderNumber: order.orderNumber, ...before }, after: { orderNumber: order.orderNumber, ...after } });
      if (isBuyerNotified(updated.status)) {
        const email = orderStatusEmail(
          {
            orderNumber: updated.orderNumber,
            customerName: updated.customerName,
            status: updated.status,
            tracking: trackingOf(updated),
            payment: { paymentMethod: updated.paymentMethod, paymentState: updated.paymentState, payment: paymentShownOf(updated.paymentDetails) },
            standing: await paymentStandingOf(tx, updated),
          },
          this.links.forBuyer(updated),
          await readMailBrand(tx, this.links.publicUrl),
          updated.language,
        );
        // One e-mail per fact: setting the same status and tracking again sends nothing new.
        await enqueueEmail(tx, { to: updated.customerEmail, replyTo: await shopReplyTo(tx), ...email, dedupeKey: `order-status:${updated.id}:${updated.status}:${updated.trackingNumber ?? ''}` });
      }
      return this.detailsOf(tx, updated);
    });
    if (stockMoved) this.onStockChanged();
    if (cancelled) {
      await this.settleCancellation(cancelled, actor);
      return this.details(id);
    }
    return details;
  }

  /**
   * Mark as paid: records money received in one transaction with the order row locked, adds it to what was received,
   * sets the payment state from domain/payments.ts (the release job then leaves the order alone) and audits it. The
   * dialog's requestKey makes a second submit answer the same details without a second payment.
   */
  async recordPayment(id: string, input: RecordPaymentInput, actor: AdminActor): Promise<AdminOrderDetails> {
    return this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
      if (!order) throw new AppError('not_found', ADMIN_ORDER_MESSAGES.notFound);
      const [replay] = await tx.select({ id: payments.id }).from(payments).where(and(eq(payments.orderId, id), eq(payments.requestKey, input.requestKey)));
      if (replay) return this.detailsOf(tx, order);
      if (order.paymentState === 'paid') throw new AppError('conflict', ADMIN_ORDER_MESSAGES.alreadyPaid, { amount: ADMIN_ORDER_MESSAGES.alreadyPaid });
      // Up to a day past today in UTC: an admin anywhere in the world may type their own today.
      const latestDay = utcDayOf(new Date(this.now().getTime() + 86_400_000).toISOString());
      if (latestDay && input.receivedOn > latestDay) {
        throw new AppError('validation_failed', ADMIN_ORDER_MESSAGES.receivedOnFuture, { receivedOn: ADMIN_ORDER_MESSAGES.receivedOnFuture });
      }
      const totalCents = toCents(order.totalAmount);
      const receivedBefore = toCents(order.amountReceived);
      const amountCents = toCents(input.amount);
      if (amountCents > amountDueCents({ totalCents, receivedCents: receivedBefore })) {
        throw new AppError('validation_failed', ADMIN_ORDER_MESSAGES.amountAboveDue, { amount: ADMIN_ORDER_MESSAGES.amountAboveDue });
      }
      const [payment] = await tx
        .insert(payments)
        .values({
          orderId: order.id,
          amount: centsToDecimalString(amountCents),
          receivedOn: input.receivedOn,
          reference: input.reference,
          method: input.method,
          recordedById: actor.id,
          recordedByEmail: actor.email,
          requestKey: input.requestKey,
        })
        .returning();
      if (!payment) throw new Error('payment insert returned no row');
      const receivedCents = receivedBefore + amountCents;
      const paymentState = paymentStateOf({ paymentMethod: order.paymentMethod, totalCents, receivedCents });
      const updated = await this.save(tx, order, { paymentState, amountReceived: centsToDecimalString(receivedCents) });
      await recordAudit(tx, actor, {
        action: 'order.payment',
        entityType: 'order',
        entityId: order.id,
        before: { orderNumber: order.orderNumber, paymentState: order.paymentState, amountReceived: fromCents(receivedBefore) },
        after: { orderNumber: order.orderNumber, paymentState, amountReceived: fromCents(receivedCents), payment: toAdminPayment(payment) },
      });
      return this.detailsOf(tx, updated);
    });
  }

  /** The order's internal notes (saved when the field loses focus). */
  async updateNotes(id: string, input: { notes: string | null; version: string }, actor: AdminActor): Promise<AdminOrderDetails> {
    return this.db.transaction(async (tx) => {
      const order = await this.lockForEdit(tx, id, input.version);
      if ((order.notes ?? null) === input.notes) return this.detailsOf(tx, order);
      const updated = await this.save(tx, order, { notes: input.notes });
      await recordAudit(tx, actor, { action: 'order.notes', entityType: 'order', entityId: order.id, before: { orderNumber: order.orderNumber, notes: order.notes ?? null }, after: { orderNumber: order.orderNumber, notes: input.notes } });
      return this.detailsOf(tx, updated);
    });
  }

  /** The row locked FOR UPDATE, refused with 409 when another admin saved since `version` was read. */
  private async lockForEdit(tx: Db, id: string, version: string): Promise<Order> {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!order) throw new AppError('not_found', ADMIN_ORDER_MESSAGES.notFound);
    assertSameVersion(order.updatedAt, version);
    return order;
  }

  /** Writes the change with a new version, always later than the one it replaces (two saves in one millisecond still differ). */
  private async save(tx: Db, order: Order, change: Partial<Pick<Order, 'status' | 'trackingNumber' | 'trackingCarrier' | 'notes' | 'paymentState' | 'amountReceived'>>): Promise<Order> {
    const updatedAt = new Date(Math.max(this.now().getTime(), order.updatedAt.getTime() + 1));
    const [updated] = await tx.update(orders).set({ ...change, updatedAt }).where(eq(orders.id, order.id)).returning();
    if (!updated) throw new AppError('not_found', ADMIN_ORDER_MESSAGES.notFound);
    return updated;
  }

  private async detailsOf(db: Db, order: Order): Promise<AdminOrderDetails> {
    const [items, timeline] = await Promise.all([
      db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(asc(orderItems.id)),
      paymentTimelineOf(db, order.id, this.gateway?.testMode ?? true),
    ]);
    const heldCents = timeline.refunds.filter((refund) => holdsMoney(refund.status)).reduce((sum, refund) => sum + toCents(refund.amount), 0);
    const receivedCents = toCents(order.amountReceived);
    const totalCents = toCents(order.totalAmount);
    const confirmation = toConfirmation(order, items);
    const submitted = order.certificationState === 'awaiting' && order.userId ? await submittedCertification(db, order.userId) : null;
    const details = order.paymentDetails;
    const billing = details?.billingAddress;
    return {
      id: order.id,
      orderNumber: order.orderNumber,
      status: order.status,
      customerName: order.customerName,
      customerEmail: order.customerEmail,
      companyName: confirmation.companyName ?? null,
      customerType: order.userId ? 'account' : 'guest',
      language: order.language,
      tracking: trackingOf(order),
      shippingAddress: confirmation.shippingAddress,
      items: confirmation.items,
      paymentMethod: order.paymentMethod,
      card:
        details?.last4 !== undefined
          ? {
              brand: details.brand ?? 'unknown',
              last4: details.last4,
              expiry: details.expiry ?? '',
              cardholderName: details.cardholderName ?? '',
              billingAddress: billing ? { street: billing.street, city: billing.city, state: billing.state, zipCode: billing.zipCode, ...(billing.country ? { country: billing.country } : {}) } : null,
            }
          : null,
      paymentInstructions: details?.instructions ?? null,
      paymentState: order.paymentState,
      amountReceived: fromCents(receivedCents),
      amountDue: order.paymentState === 'paid' ? 0 : fromCents(amountDueCents({ totalCents, receivedCents })),
      payments: timeline.payments,
      amountRefunded: fromCents(toCents(order.amountRefunded)),
      amountRefundable: fromCents(Math.max(0, receivedCents - heldCents)),
      capturable: timeline.providerPayments.some((payment) => payment.status === 'authorized'),
      paymentTimeline: timeline,
      subtotal: confirmation.subtotal,
      discount: confirmation.discount,
      couponCode: confirmation.couponCode,
      shipping: confirmation.shipping,
      tax: confirmation.tax,
      total: confirmation.total,
      notes: order.notes ?? null,
      certification: { state: order.certificationState, claim: order.certificationClaim ?? null, evidence: order.certificationEvidence ?? null, submitted },
      poNumber: order.poNumber ?? null,
      createdAt: order.createdAt.toISOString(),
      updatedAt: order.updatedAt.toISOString(),
      version: order.updatedAt.toISOString(),
    };
  }
}
