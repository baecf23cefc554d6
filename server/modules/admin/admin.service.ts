import { count, desc, sql } from 'drizzle-orm';
import { toCents, fromCents } from '@domain/money';
import type { AdminDashboardResponse } from '@domain/schemas/account';
import { blogPosts, products } from '../../db/schema';
import type { Db } from '../../db/types';

/** Back-office spec §9: stock below 10 is low. */
export const LOW_STOCK_BELOW = 10;
const RECENT_PRODUCTS = 5;

export class AdminService {
  constructor(private readonly db: Db) {}

  async dashboard(): Promise<AdminDashboardResponse> {
    const [totals] = await this.db
      .select({
        totalProducts: count(),
        inStock: sql<number>`count(*) filter (where ${products.stockQuantity} > 0)`.mapWith(Number),
        outOfStock: sql<number>`count(*) filter (where ${products.stockQuantity} <= 0)`.mapWith(Number),
        epaApproved: sql<number>`count(*) filter (where ${products.epaApproved})`.mapWith(Number),
        lowStock: sql<number>`count(*) filter (where ${products.stockQuantity} < ${LOW_STOCK_BELOW})`.mapWith(Number),
      })
      .from(products);
    const [posts] = await this.db.select({ n: count() }).from(blogPosts);
    const byCategory = await this.db.select({ category: products.category, n: count() }).from(products).groupBy(products.category);
    const recent = await this.db
      .select({ id: products.id, name: products.name, sku: products.sku, price: products.price, stockQuantity: products.stockQuantity })
      .from(products)
      .orderBy(desc(products.createdAt), products.name)
      .limit(RECENT_PRODUCTS);
    return {
      totalProducts: totals?.totalProducts ?? 0,
      inStock: totals?.inStock ?? 0,
      outOfStock: totals?.outOfStock ?? 0,
      epaApproved: totals?.epaApproved ?? 0,
      lowStock: totals?.lowStock ?? 0,
      blogPosts: posts?.n ?? 0,
      categories: Object.fromEntries(byCategory.map((c) => [c.category, c.n])),
      recentProducts: recent.map((p) => ({ ...p, price: fromCents(toCents(p.price)) })),
    };
  }
}
