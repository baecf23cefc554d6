import { count, desc, eq, isNull, sql } from 'drizzle-orm';
import { orderFigures, revenueWindowStart, stockCounts } from '@domain/dashboard';
import { toCents, fromCents } from '@domain/money';
import type { AdminDashboardResponse } from '@domain/schemas/account';
import { blogPosts, certifications, orders, products, quotes } from '../../db/schema';
import type { Db } from '../../db/types';
import { countAuthorisationsEndingSoon } from '../orders/authorisation-warnings';
import { untranslatedCounts } from './untranslated';

/** Back-office spec §9: stock below 10 is low. */
export const LOW_STOCK_BELOW = 10;
const RECENT_PRODUCTS = 5;

/** Products the shop still sells: archived ones are out of every dashboard figure. */
const current = isNull(products.archivedAt);

export class AdminService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async dashboard(): Promise<AdminDashboardResponse> {
    const since = revenueWindowStart(this.now());
    const [totals] = await this.db
      .select({
        totalProducts: count(),
        epaApproved: sql<number>`count(*) filter (where ${products.epaApproved})`.mapWith(Number),
        lowStock: sql<number>`count(*) filter (where ${products.stockQuantity} < ${LOW_STOCK_BELOW})`.mapWith(Number),
      })
      .from(products)
      .where(current);
    // Grouped in SQL, then read with the storefront's own rule (domain/catalog.ts stockStatus) group by group.
    const stockGroups = await this.db
      .select({ availability: products.availability, hasStock: sql<boolean>`${products.stockQuantity} > 0`.mapWith(Boolean), count: count() })
      .from(products)
      .where(current)
      .groupBy(products.availability, sql`${products.stockQuantity} > 0`);
    const orderGroups = await this.db
      .select({
        status: orders.status,
        paymentMethod: orders.paymentMethod,
        count: count(),
        recentCount: sql<number>`count(*) filter (where ${orders.createdAt} >= ${since.toISOString()}::timestamptz)`.mapWith(Number),
        recentTotal: sql<string>`coalesce(sum(${orders.totalAmount}) filter (where ${orders.createdAt} >= ${since.toISOString()}::timestamptz), 0)`,
      })
      .from(orders)
      .groupBy(orders.status, orders.paymentMethod);
    const [posts] = await this.db.select({ n: count() }).from(blogPosts);
    // Both counts read the (status, created_at) indexes of their lists.
    const [quotesToPrice] = await this.db.select({ n: count() }).from(quotes).where(eq(quotes.status, 'pending'));
    const [certificationsToReview] = await this.db.select({ n: count() }).from(certifications).where(eq(certifications.status, 'pending'));
    // Read through provider_payments_status_capture_before_idx: the authorisations ending within 24 hours.
    const authorisationsEnding = await countAuthorisationsEndingSoon(this.db, this.now());
    const byCategory = await this.db.select({ category: products.category, n: count() }).from(products).where(current).groupBy(products.category);
    const recent = await this.db
      .select({ id: products.id, name: products.name, sku: products.sku, price: products.price, stockQuantity: products.stockQuantity })
      .from(products)
      .where(current)
      .orderBy(desc(products.createdAt), products.name)
      .limit(RECENT_PRODUCTS);

    const stock = stockCounts(stockGroups);
    const figures = orderFigures(orderGroups.map(({ recentTotal, ...group }) => ({ ...group, recentTotalCents: toCents(recentTotal) })));
    return {
      totalProducts: totals?.totalProducts ?? 0,
      inStock: stock.in_stock,
      outOfStock: stock.out_of_stock,
      epaApproved: totals?.epaApproved ?? 0,
      lowStock: totals?.lowStock ?? 0,
      blogPosts: posts?.n ?? 0,
      categories: Object.fromEntries(byCategory.map((c) => [c.category, c.n])),
      orders: { byStatus: figures.byStatus, total: figures.total, awaitingPayment: figures.awaitingPayment },
      awaiting: { quotes: quotesToPrice?.n ?? 0, certifications: certificationsToReview?.n ?? 0, authorisationsEnding },
      revenue: { last30Days: fromCents(figures.revenueCents), orders: figures.revenueOrders, since: since.toISOString() },
      recentProducts: recent.map((p) => ({ ...p, price: fromCents(toCents(p.price)) })),
      untranslated: await untranslatedCounts(this.db),
    };
  }
}
