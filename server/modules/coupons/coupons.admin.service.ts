import { and, asc, count, desc, eq, ilike, isNotNull, lt, lte, not, or, sql, type SQL } from 'drizzle-orm';
import { couponDisplayStatus, type CouponDisplayStatus } from '@domain/coupons';
import {
  COUPON_FORM_MESSAGES,
  type AdminCoupon,
  type CouponListQuery,
  type CouponListResponse,
  type CouponValues,
} from '@domain/schemas/coupons';
import { couponRedemptions, coupons, type Coupon } from '../../db/schema';
import { containsPattern, isUniqueViolation } from '../../db/sql-text';
import type { Db } from '../../db/types';
import { AppError } from '../../errors';
import { assertSameVersion, type AdminActor } from '../audit/admin-actor';
import { changedValues, recordAudit } from '../audit/audit.service';

const ENTITY = 'coupon';

/**
 * The display status of back-office spec §4 (domain/coupons.ts couponDisplayStatus) as SQL conditions, so the
 * status filter pages in SQL; coupons.admin.test.ts holds them to the domain rule at its boundaries.
 */
function statusCondition(status: CouponDisplayStatus, now: Date): SQL {
  const expired = and(isNotNull(coupons.endDate), lt(coupons.endDate, now)) as SQL;
  const running = and(eq(coupons.isActive, true), lte(coupons.startDate, now)) as SQL;
  const conditions: Record<CouponDisplayStatus, SQL> = {
    Expired: expired,
    Active: and(not(expired), running) as SQL,
    Inactive: and(not(expired), not(running)) as SQL,
  };
  return conditions[status];
}

/** A coupon that has been used keeps its row (and so its redemptions): it can be deactivated, not deleted. */
const hasBeenUsed = sql<boolean>`(${coupons.currentUses} > 0 or exists (select 1 from ${couponRedemptions} where ${couponRedemptions.couponId} = ${coupons.id}))`;

const columns = { coupon: coupons, used: hasBeenUsed.mapWith(Boolean) };

/** What the audit log keeps of a coupon: the stored fields as the admin sees them. */
function record(row: Coupon) {
  return {
    code: row.code,
    title: row.title,
    description: row.description,
    translations: row.translations,
    discountType: row.discountType,
    discountValue: Number(row.discountValue),
    minimumOrderAmount: Number(row.minimumOrderAmount),
    maxUses: row.maxUses,
    currentUses: row.currentUses,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate?.toISOString() ?? null,
    isActive: row.isActive,
  };
}

function view(row: Coupon, used: boolean, now: Date): AdminCoupon {
  return {
    id: row.id,
    ...record(row),
    status: couponDisplayStatus(row, now),
    deletable: !used,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The stored columns of the form's values (money as the numeric column's text). */
function columnsOf(values: CouponValues) {
  return {
    code: values.code,
    title: values.title,
    description: values.description,
    translations: values.translations,
    discountType: values.discountType,
    discountValue: values.discountValue.toFixed(2),
    minimumOrderAmount: values.minimumOrderAmount.toFixed(2),
    maxUses: values.maxUses,
    startDate: new Date(values.startDate),
    endDate: values.endDate === null ? null : new Date(values.endDate),
    isActive: values.isActive,
  };
}

const notFound = () => new AppError('not_found', COUPON_FORM_MESSAGES.notFound);
const codeTaken = () => new AppError('conflict', COUPON_FORM_MESSAGES.codeTaken, { code: COUPON_FORM_MESSAGES.codeTaken });

/** A duplicate code found by the unique index (the only race-free check) answers 409 on the code field. */
async function refusingDuplicateCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw codeTaken();
    throw err;
  }
}

/** /api/admin/coupons: the coupon list, form and deletion; every write audited in its own transaction. */
export class CouponAdminService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Newest first (or oldest first); search on code or title; the status filter uses the same instant as the badges. */
  async list({ page, pageSize, q, status, sort }: CouponListQuery): Promise<CouponListResponse> {
    const now = this.now();
    const filters: SQL[] = [];
    if (q) filters.push(or(ilike(coupons.code, containsPattern(q)), ilike(coupons.title, containsPattern(q))) as SQL);
    if (status) filters.push(statusCondition(status, now));
    const where = filters.length > 0 ? and(...filters) : undefined;
    const [rows, totals] = await Promise.all([
      this.db
        .select(columns)
        .from(coupons)
        .where(where)
        .orderBy(...(sort.direction === 'desc' ? [desc(coupons.createdAt), desc(coupons.id)] : [asc(coupons.createdAt), asc(coupons.id)]))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(coupons).where(where),
    ]);
    return { items: rows.map((row) => view(row.coupon, row.used, now)), total: totals[0]?.n ?? 0, page, pageSize };
  }

  async get(id: string): Promise<AdminCoupon> {
    const [row] = await this.db.select(columns).from(coupons).where(eq(coupons.id, id));
    if (!row) throw notFound();
    return view(row.coupon, row.used, this.now());
  }

  async create(actor: AdminActor, values: CouponValues): Promise<AdminCoupon> {
    const row = await refusingDuplicateCode(() =>
      this.db.transaction(async (tx) => {
        const [created] = await tx.insert(coupons).values(columnsOf(values)).returning();
        if (!created) throw new Error('coupon insert returned no row');
        await recordAudit(tx, actor, { action: 'coupon.create', entityType: ENTITY, entityId: created.id, after: record(created) });
        return created;
      }),
    );
    return view(row, false, this.now());
  }

  /** The whole form over the stored coupon, if nobody saved it since `version`; uses already made stay. */
  async update(actor: AdminActor, id: string, { version, ...values }: CouponValues & { version: string }): Promise<AdminCoupon> {
    const { row, used } = await refusingDuplicateCode(() =>
      this.db.transaction(async (tx) => {
        const [current] = await tx.select(columns).from(coupons).where(eq(coupons.id, id)).for('update', { of: coupons });
        if (!current) throw notFound();
        assertSameVersion(current.coupon.updatedAt, version);
        if (values.maxUses !== null && values.maxUses < current.coupon.currentUses) {
          throw new AppError('validation_failed', COUPON_FORM_MESSAGES.maxUsesBelowUses, { maxUses: COUPON_FORM_MESSAGES.maxUsesBelowUses });
        }
        const [updated] = await tx.update(coupons).set(columnsOf(values)).where(eq(coupons.id, id)).returning();
        if (!updated) throw notFound();
        // The fields the form changed, its code and title on both sides (as products do): the French and Spanish texts only when edited.
        await recordAudit(tx, actor, { action: 'coupon.update', entityType: ENTITY, entityId: id, ...changedValues(record(current.coupon), record(updated), { named: ['code', 'title'] }) });
        return { row: updated, used: current.used };
      }),
    );
    return view(row, used, this.now());
  }

  /**
   * Deletes a coupon nobody has used. A used one is refused (422) rather than deleted, since deleting it would
   * take its redemptions with it; the admin deactivates it instead. The row lock makes a concurrent redemption
   * wait, then find the coupon gone.
   */
  async remove(actor: AdminActor, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [current] = await tx.select(columns).from(coupons).where(eq(coupons.id, id)).for('update', { of: coupons });
      if (!current) throw notFound();
      if (current.used) throw new AppError('unprocessable', COUPON_FORM_MESSAGES.usedCouponDelete);
      await tx.delete(coupons).where(eq(coupons.id, id));
      await recordAudit(tx, actor, { action: 'coupon.delete', entityType: ENTITY, entityId: id, before: record(current.coupon) });
    });
  }
}
