/**
 * The admin dashboard's figures, from grouped counts the server reads in SQL, by the same rules the storefront and
 * the orders use (so a count on the dashboard is what a buyer or the orders screen would see).
 */
import { stockStatus, type StockStatus } from './catalog';
import { addDays } from './dates';
import { buyerStatus, ORDER_STATUSES, type OrderStatus, type PaymentMethod } from './orders';

/** Revenue is counted over the last 30 days, up to now. */
export const REVENUE_WINDOW_DAYS = 30;

export function revenueWindowStart(now: Date): Date {
  return addDays(now, -REVENUE_WINDOW_DAYS);
}

/**
 * Whether an order's total counts as revenue: not when cancelled, and not while a bank-wire or check order waits for
 * its money (pending and unpaid; the release job cancels it after a week). A card order counts from the start: its
 * payment is authorised when it is placed.
 */
export function countsAsRevenue(order: { status: OrderStatus; paymentMethod: PaymentMethod }): boolean {
  return order.status !== 'cancelled' && buyerStatus(order) !== 'awaiting_payment';
}

/** Products of one availability, with or without units in stock. */
export interface StockGroup {
  availability: string;
  hasStock: boolean;
  count: number;
}

/** How many products the storefront shows as in stock, out of stock, preorder and backorder (domain/catalog stockStatus). */
export function stockCounts(groups: readonly StockGroup[]): Record<StockStatus, number> {
  const counts: Record<StockStatus, number> = { in_stock: 0, out_of_stock: 0, preorder: 0, backorder: 0 };
  for (const group of groups) counts[stockStatus({ availability: group.availability, stockQuantity: group.hasStock ? 1 : 0 })] += group.count;
  return counts;
}

/** Orders of one status and payment method: all of them, and those placed inside the revenue window with their totals. */
export interface OrderGroup {
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  count: number;
  recentCount: number;
  recentTotalCents: number;
}

export interface OrderFigures {
  byStatus: Record<OrderStatus, number>;
  total: number;
  /** Pending bank-wire and check orders whose money has not arrived. */
  awaitingPayment: number;
  /** Totals of the window's orders that count as revenue, in cents, and how many they are. */
  revenueCents: number;
  revenueOrders: number;
}

export function orderFigures(groups: readonly OrderGroup[]): OrderFigures {
  const byStatus = Object.fromEntries(ORDER_STATUSES.map((status) => [status, 0])) as Record<OrderStatus, number>;
  const figures: OrderFigures = { byStatus, total: 0, awaitingPayment: 0, revenueCents: 0, revenueOrders: 0 };
  for (const group of groups) {
    byStatus[group.status] += group.count;
    figures.total += group.count;
    if (buyerStatus(group) === 'awaiting_payment') figures.awaitingPayment += group.count;
    if (countsAsRevenue(group)) {
      figures.revenueCents += group.recentTotalCents;
      figures.revenueOrders += group.recentCount;
    }
  }
  return figures;
}
