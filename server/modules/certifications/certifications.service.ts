import { and, asc, count, desc, eq, gte, ilike, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { addDays } from '@domain/dates';
import { LAST_QUERY_DAY } from '@domain/schemas/date-query';
import {
  decideOrderCertification,
  type CertificationEvidence,
  type CertificationKind,
  type OrderCertificationState,
  type RestrictedSale,
} from '@domain/certification';
import {
  CERTIFICATION_MESSAGES,
  type AccountCertification,
  type AdminCertification,
  type AdminCertificationListQuery,
  type AdminCertificationListResponse,
  type CertificationClaimInput,
  type OrderCertification,
  type RestrictedSalesExportQuery,
  type SubmitCertificationInput,
  type VerifyOrderCertificationInput,
} from '@domain/schemas/certifications';
import { certifications, orderItems, orders, profiles, users, type Certification, type Order } from '../../db/schema';
import { containsPattern } from '../../db/sql-text';
import type { Db } from '../../db/types';
import { AppError } from '../../errors';
import { readMailBrand } from '../../mail/brand';
import { enqueueEmail } from '../../mail/outbox';
import { shopReplyTo } from '../orders/notification-recipients';
import { certificationReviewEmail, type CertificationReview } from '../../mail/templates/certification-emails';
import { assertSameVersion, type AdminActor } from '../audit/admin-actor';
import { recordAudit } from '../audit/audit.service';
import { attachPrivateUpload, type PrivateUploadAnswer, type PrivateUploadService } from '../uploads/private-uploads.service';
import type { UploadedFile } from '../uploads/uploads.service';

const ENTITY = 'certification';
export const EXPORT_BATCH_SIZE = 500;

/** What an order stores of its certification gate (orders.certification_*). */
export interface OrderCertificationFields {
  certificationState: OrderCertificationState;
  certificationClaim: { kind: CertificationKind; number: string } | null;
  certificationEvidence: CertificationEvidence | null;
}

function evidenceOf(row: Certification, verifier: { id: string; email: string }): CertificationEvidence {
  return {
    kind: row.kind,
    number: row.number,
    organisation: row.organisation,
    nameOnCard: row.nameOnCard,
    verifiedAt: (row.reviewedAt ?? new Date()).toISOString(),
    verifiedBy: verifier,
  };
}

/** The fields a submission or a checkout claim writes: a new one goes back to pending review. */
function pendingValues(kind: CertificationKind, number: string, extra: Partial<SubmitCertificationInput> = {}) {
  return {
    kind,
    number,
    organisation: extra.organisation ?? null,
    nameOnCard: extra.nameOnCard ?? null,
    cardUploadId: extra.cardUploadId ?? null,
    resellerStatement: extra.resellerStatement ?? null,
    status: 'pending' as const,
    reviewedAt: null,
    reviewedBy: null,
    rejectionReason: null,
  };
}

/** Creates or replaces an account's certification as pending; a verified one is kept unless `replaceVerified`. */
export async function startPendingCertification(
  db: Db,
  userId: string,
  values: ReturnType<typeof pendingValues>,
  now: Date,
  replaceVerified: boolean,
): Promise<void> {
  await db
    .insert(certifications)
    .values({ userId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: certifications.userId,
      set: { ...values, createdAt: now, updatedAt: now },
      ...(replaceVerified ? {} : { setWhere: ne(certifications.status, 'verified') }),
    });
}

/** A sign-up's optional certification (its type as chosen, its number also kept as profiles.epa_license) starts one pending review. */
export async function certificationFromSignUp(db: Db, userId: string, claim: { kind: CertificationKind; number: string } | null, now = new Date()): Promise<void> {
  if (!claim) return;
  await startPendingCertification(db, userId, pendingValues(claim.kind, claim.number), now, false);
}

/**
 * The gate of an order being placed (called inside its transaction): a signed-in buyer's verified certification
 * gives the evidence; a claim given at checkout is stored on the order and, for an account without a verified
 * certification, becomes its pending certification.
 */
export async function certificationForNewOrder(
  tx: Db,
  userId: string | null,
  claim: CertificationClaimInput | undefined,
  lines: readonly { product: { certificationRequired: boolean } }[],
  now: Date,
): Promise<OrderCertificationFields> {
  const restricted = lines.map((line) => ({ certificationRequired: line.product.certificationRequired }));
  let held: Certification | undefined;
  let verifier: { id: string; email: string } | null = null;
  if (userId && restricted.some((line) => line.certificationRequired)) {
    // Locked until the order commits: a verification running now waits for it, then releases it with the others;
    // one that committed first is read here (a plain read would let the order miss it and stay awaiting).
    [held] = await tx.select().from(certifications).where(eq(certifications.userId, userId)).for('update');
    if (held?.status === 'verified') {
      // The reviewer's account may be gone since (reviewed_by set null): the review still stands.
      const [admin] = held.reviewedBy ? await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, held.reviewedBy)) : [];
      verifier = admin ?? { id: held.reviewedBy ?? '', email: '' };
    }
  }
  const decision = decideOrderCertification(restricted, held ? { status: held.status, evidence: held && verifier ? evidenceOf(held, verifier) : null } : null);
  const keepClaim = decision.state === 'awaiting' && claim;
  if (keepClaim && userId) await startPendingCertification(tx, userId, pendingValues(claim.kind, claim.number), now, false);
  return {
    certificationState: decision.state,
    certificationClaim: keepClaim ? { kind: claim.kind, number: claim.number } : null,
    certificationEvidence: decision.evidence,
  };
}

const pendingFirst = sql`case when ${certifications.status} = 'pending' then 0 else 1 end`;
/** Pending: oldest first (the queue); reviewed: newest first. */
const queueOrder = sql`case when ${certifications.status} = 'pending' then extract(epoch from ${certifications.updatedAt}) else -extract(epoch from ${certifications.updatedAt}) end`;
const AWAITING_ORDERS = sql<number>`(select count(*) from orders o where o.user_id = ${certifications.userId} and o.certification_state = 'awaiting')`.mapWith(Number);

const notFound = () => new AppError('not_found', CERTIFICATION_MESSAGES.notFound);
const badCardUpload = () => new AppError('validation_failed', CERTIFICATION_MESSAGES.cardUploadInvalid, { cardUploadId: CERTIFICATION_MESSAGES.cardUploadInvalid });

/** Where a reader opens a card: the buyer through the account API, an admin through the admin API (docs/decisions/029). */
const cardAddress = (uploadId: string | null, reader: 'account' | 'admin') => (uploadId ? `/api/${reader}/documents/${uploadId}` : null);

/** The certification an account holds, as an awaiting order's details show it to the admin (null: none on file). */
export async function submittedCertification(db: Db, userId: string): Promise<OrderCertification['submitted']> {
  const [row] = await db.select().from(certifications).where(eq(certifications.userId, userId));
  if (!row) return null;
  return { kind: row.kind, number: row.number, organisation: row.organisation, nameOnCard: row.nameOnCard, status: row.status, cardUrl: cardAddress(row.cardUploadId, 'admin') };
}

export interface CertificationServiceDeps {
  db: Db;
  /** The private store where cards are kept. */
  documents: PrivateUploadService;
  publicUrl: string;
  now?: () => Date;
  /**
   * Called after the commit with the orders a verification released: their card payments, authorised only while the
   * certification was awaited, are captured then (docs/decisions/040 "The EPA hold"). A failure there is the payments'
   * concern (the order stays authorised; shipping captures), never the verification's.
   */
  onOrdersVerified?: (orderIds: string[]) => Promise<void>;
}

/** Buyers' certifications (docs/decisions/022): the account's own, the review queue, the guest-order check and the export. */
export class CertificationService {
  private readonly db: Db;
  private readonly documents: PrivateUploadService;
  private readonly publicUrl: string;
  private readonly now: () => Date;
  private readonly onOrdersVerified: (orderIds: string[]) => Promise<void>;

  constructor({ db, documents, publicUrl, now = () => new Date(), onOrdersVerified = async () => undefined }: CertificationServiceDeps) {
    this.db = db;
    this.documents = documents;
    this.publicUrl = publicUrl;
    this.now = now;
    this.onOrdersVerified = onOrdersVerified;
  }

  private async reviewerName(id: string | null): Promise<string | null> {
    if (!id) return null;
    const [row] = await this.db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, id));
    return row ? row.name || row.email : null;
  }

  private async accountView(row: Certification, reader: 'account' | 'admin' = 'account'): Promise<AccountCertification> {
    return {
      kind: row.kind,
      number: row.number,
      organisation: row.organisation,
      nameOnCard: row.nameOnCard,
      cardUploadId: row.cardUploadId,
      cardUrl: cardAddress(row.cardUploadId, reader),
      resellerStatement: row.resellerStatement,
      status: row.status,
      submittedAt: row.createdAt.toISOString(),
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
      reviewedBy: await this.reviewerName(row.reviewedBy),
      rejectionReason: row.rejectionReason,
    };
  }

  async mine(userId: string): Promise<AccountCertification | null> {
    const [row] = await this.db.select().from(certifications).where(eq(certifications.userId, userId));
    return row ? this.accountView(row) : null;
  }

  /**
   * A new submission replaces the last, whatever its status, and waits for review again. Its card must be one this
   * buyer uploaded: another buyer's id is refused like an id that does not exist.
   */
  async submit(userId: string, input: SubmitCertificationInput): Promise<AccountCertification> {
    const now = this.now();
    await this.db.transaction(async (tx) => {
      const { cardUploadId } = input;
      if (cardUploadId && !(await attachPrivateUpload(tx, { id: cardUploadId, ownerId: userId, purpose: 'certification_card', now }))) throw badCardUpload();
      await startPendingCertification(tx, userId, pendingValues(input.kind, input.number, input), now, true);
    });
    const mine = await this.mine(userId);
    if (!mine) throw notFound();
    return mine;
  }

  /** The card's picture or PDF, into the private store for this buyer; the submission that follows names its id. */
  async uploadCard(userId: string, file: UploadedFile): Promise<PrivateUploadAnswer> {
    return this.documents.upload(userId, 'certification_card', file);
  }

  // ------------------------------------------------------------------------------------------
  // Back office

  private adminRows() {
    return this.db
      .select({
        row: certifications,
        buyerName: users.name,
        buyerEmail: users.email,
        company: profiles.company,
        language: profiles.preferredLanguage,
        awaitingOrders: AWAITING_ORDERS,
      })
      .from(certifications)
      .innerJoin(users, eq(users.id, certifications.userId))
      .leftJoin(profiles, eq(profiles.userId, certifications.userId))
      .$dynamic();
  }

  private async adminView(entry: {
    row: Certification;
    buyerName: string;
    buyerEmail: string;
    company: string | null;
    language: AdminCertification['language'] | null;
    awaitingOrders: number;
  }): Promise<AdminCertification> {
    return {
      ...(await this.accountView(entry.row, 'admin')),
      id: entry.row.id,
      userId: entry.row.userId,
      buyerName: entry.buyerName,
      buyerEmail: entry.buyerEmail,
      company: entry.company,
      language: entry.language ?? 'en',
      awaitingOrders: entry.awaitingOrders,
      version: entry.row.updatedAt.toISOString(),
    };
  }

  async list({ page, pageSize, q, status }: AdminCertificationListQuery): Promise<AdminCertificationListResponse> {
    const filters: SQL[] = [];
    if (status) filters.push(eq(certifications.status, status));
    if (q) {
      const pattern = containsPattern(q);
      filters.push(or(ilike(users.email, pattern), ilike(users.name, pattern), ilike(certifications.number, pattern)) as SQL);
    }
    const where = filters.length > 0 ? and(...filters) : undefined;
    const [rows, totals] = await Promise.all([
      this.adminRows()
        .where(where)
        .orderBy(asc(pendingFirst), asc(queueOrder), desc(certifications.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(certifications).innerJoin(users, eq(users.id, certifications.userId)).where(where),
    ]);
    return { items: await Promise.all(rows.map((entry) => this.adminView(entry))), total: totals[0]?.n ?? 0, page, pageSize };
  }

  async details(id: string): Promise<AdminCertification> {
    const [entry] = await this.adminRows().where(eq(certifications.id, id));
    if (!entry) throw notFound();
    return this.adminView(entry);
  }

  /**
   * Verifies the buyer's certification; their orders awaiting it become verified with its evidence, in the same
   * transaction; the buyer is e-mailed; the audit log records the review and each released order.
   */
  async verify(id: string, version: string, actor: AdminActor): Promise<AdminCertification> {
    const releasedIds = await this.db.transaction(async (tx) => {
      const current = await this.lockForReview(tx, id, version);
      const reviewedAt = this.now();
      const [updated] = await tx
        .update(certifications)
        .set({ status: 'verified', reviewedAt, reviewedBy: actor.id, rejectionReason: null, updatedAt: this.nextVersion(current.updatedAt) })
        .where(eq(certifications.id, id))
        .returning();
      if (!updated) throw notFound();
      const evidence = evidenceOf(updated, { id: actor.id, email: actor.email });
      const released = await tx
        .update(orders)
        .set({ certificationState: 'verified', certificationEvidence: evidence, updatedAt: sql`greatest(now(), ${orders.updatedAt} + interval '1 millisecond')` })
        .where(and(eq(orders.userId, updated.userId), eq(orders.certificationState, 'awaiting')))
        .returning({ id: orders.id, orderNumber: orders.orderNumber });
      await recordAudit(tx, actor, {
        action: 'certification.verify',
        entityType: ENTITY,
        entityId: id,
        before: { status: current.status, kind: current.kind, number: current.number },
        after: { status: 'verified', evidence, releasedOrders: released.map((order) => order.orderNumber) },
      });
      for (const order of released) {
        await recordAudit(tx, actor, { action: 'order.certification', entityType: 'order', entityId: order.id, before: { orderNumber: order.orderNumber, certificationState: 'awaiting' }, after: { orderNumber: order.orderNumber, certificationState: 'verified', evidence } });
      }
      await this.tellBuyer(tx, updated, { outcome: 'verified', releasedOrders: released.length });
      return released.map((order) => order.id);
    });
    if (releasedIds.length > 0) await this.onOrdersVerified(releasedIds);
    return this.details(id);
  }

  async reject(id: string, version: string, reason: string, actor: AdminActor): Promise<AdminCertification> {
    await this.db.transaction(async (tx) => {
      const current = await this.lockForReview(tx, id, version);
      const [updated] = await tx
        .update(certifications)
        .set({ status: 'rejected', reviewedAt: this.now(), reviewedBy: actor.id, rejectionReason: reason, updatedAt: this.nextVersion(current.updatedAt) })
        .where(eq(certifications.id, id))
        .returning();
      if (!updated) throw notFound();
      await recordAudit(tx, actor, { action: 'certification.reject', entityType: ENTITY, entityId: id, before: { status: current.status, kind: current.kind, number: current.number }, after: { status: 'rejected', reason } });
      await this.tellBuyer(tx, updated, { outcome: 'rejected', reason });
    });
    return this.details(id);
  }

  /** A guest order's number (or an account's, checked by hand): the admin's check is recorded as the order's evidence. */
  async verifyOrder(orderId: string, input: VerifyOrderCertificationInput, actor: AdminActor): Promise<Order> {
    const verified = await this.db.transaction(async (tx) => {
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
      if (!order) throw new AppError('not_found', CERTIFICATION_MESSAGES.orderNotFound);
      assertSameVersion(order.updatedAt, input.version);
      if (order.certificationState !== 'awaiting') throw new AppError('conflict', CERTIFICATION_MESSAGES.orderNotAwaiting, { certification: CERTIFICATION_MESSAGES.orderNotAwaiting });
      const evidence: CertificationEvidence = {
        kind: input.kind,
        number: input.number,
        organisation: input.organisation,
        nameOnCard: input.nameOnCard,
        verifiedAt: this.now().toISOString(),
        verifiedBy: { id: actor.id, email: actor.email },
      };
      const [updated] = await tx
        .update(orders)
        .set({ certificationState: 'verified', certificationEvidence: evidence, updatedAt: this.nextVersion(order.updatedAt) })
        .where(eq(orders.id, orderId))
        .returning();
      if (!updated) throw new AppError('not_found', CERTIFICATION_MESSAGES.orderNotFound);
      await recordAudit(tx, actor, { action: 'order.certification', entityType: 'order', entityId: orderId, before: { orderNumber: order.orderNumber, certificationState: 'awaiting' }, after: { orderNumber: order.orderNumber, certificationState: 'verified', evidence } });
      return updated;
    });
    await this.onOrdersVerified([verified.id]);
    return verified;
  }

  private async lockForReview(tx: Db, id: string, version: string): Promise<Certification> {
    const [current] = await tx.select().from(certifications).where(eq(certifications.id, id)).for('update');
    if (!current) throw notFound();
    assertSameVersion(current.updatedAt, version);
    return current;
  }

  private nextVersion(previous: Date): Date {
    return new Date(Math.max(this.now().getTime(), previous.getTime() + 1));
  }

  private async tellBuyer(tx: Db, row: Certification, review: CertificationReview): Promise<void> {
    const [buyer] = await tx
      .select({ email: users.email, name: users.name, language: profiles.preferredLanguage })
      .from(users)
      .leftJoin(profiles, eq(profiles.userId, users.id))
      .where(eq(users.id, row.userId));
    if (!buyer) return;
    const email = certificationReviewEmail(buyer.name, review, `${this.publicUrl}/account`, await readMailBrand(tx, this.publicUrl), buyer.language ?? 'en');
    await enqueueEmail(tx, { to: buyer.email, replyTo: await shopReplyTo(tx), ...email, dedupeKey: `certification:${row.id}:${row.status}:${row.updatedAt.getTime()}` });
  }

  /**
   * Restricted-refrigerant sales (lines that needed a certification) between two UTC days, oldest first, in batches
   * with a keyset (created_at as text, line id) so memory stays one batch whatever the range.
   */
  async *exportBatches({ from, to }: RestrictedSalesExportQuery, batchSize = EXPORT_BATCH_SIZE): AsyncGenerator<RestrictedSale[]> {
    const range: SQL[] = [eq(orderItems.certificationRequired, true)];
    if (from) range.push(gte(orders.createdAt, new Date(`${from}T00:00:00.000Z`)));
    // Up to the last day a query can name there is no upper bound (its next day has five digits).
    if (to && to < LAST_QUERY_DAY) range.push(lt(orders.createdAt, addDays(new Date(`${to}T00:00:00.000Z`), 1)));
    let cursor: { at: string; id: string } | undefined;
    for (;;) {
      const after = cursor ? sql`(${orders.createdAt}, ${orderItems.id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : undefined;
      const rows = await this.db
        .select({ order: orders, item: orderItems, at: sql<string>`${orders.createdAt}::text` })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(and(...range, after))
        .orderBy(asc(orders.createdAt), asc(orderItems.id))
        .limit(batchSize);
      if (rows.length > 0) {
        yield rows.map(({ order, item }) => ({
          createdAt: order.createdAt,
          orderNumber: order.orderNumber,
          customerName: order.customerName,
          customerEmail: order.customerEmail,
          company: order.shippingAddress.company ?? null,
          productName: item.productName,
          sku: item.sku ?? null,
          packaging: item.packaging,
          quantity: item.quantity,
          status: order.status,
          certificationState: order.certificationState,
          claim: order.certificationClaim ?? null,
          evidence: order.certificationEvidence ?? null,
        }));
      }
      const last = rows.at(-1);
      if (!last || rows.length < batchSize) return;
      cursor = { at: last.at, id: last.item.id };
    }
  }
}
