import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stockStatus } from './catalog';
import { PRODUCT_AVAILABILITY } from './content';
import { countsAsRevenue, orderFigures, revenueWindowStart, stockCounts, type OrderGroup } from './dashboard';
import { ORDER_STATUSES, PAYMENT_METHODS } from './orders';

describe('countsAsRevenue', () => {
  it.each([
    ['pending', 'credit_card', true],
    ['pending', 'bank_wire', false],
    ['pending', 'check', false],
    ['processing', 'bank_wire', true],
    ['processing', 'check', true],
    ['shipped', 'credit_card', true],
    ['delivered', 'check', true],
    ['cancelled', 'credit_card', false],
    ['cancelled', 'bank_wire', false],
  ] as const)('a %s %s order counts: %s', (status, paymentMethod, counts) => {
    expect(countsAsRevenue({ status, paymentMethod })).toBe(counts);
  });
});

describe('revenueWindowStart', () => {
  it('is 30 days before now, to the millisecond', () => {
    expect(revenueWindowStart(new Date('2026-05-31T12:00:00.000Z')).toISOString()).toBe('2026-05-01T12:00:00.000Z');
  });
});

describe('stockCounts', () => {
  it('counts each group as the storefront shows it: in stock needs units, preorder and backorder stay as set', () => {
    expect(
      stockCounts([
        { availability: 'in_stock', hasStock: true, count: 5 },
        { availability: 'in_stock', hasStock: false, count: 2 },
        { availability: 'out_of_stock', hasStock: true, count: 1 },
        { availability: 'preorder', hasStock: false, count: 3 },
        { availability: 'backorder', hasStock: true, count: 4 },
      ]),
    ).toEqual({ in_stock: 5, out_of_stock: 3, preorder: 3, backorder: 4 });
  });

  it('agrees with stockStatus product by product', () => {
    const product = fc.record({ availability: fc.constantFrom(...PRODUCT_AVAILABILITY), stockQuantity: fc.nat(50) });
    fc.assert(
      fc.property(fc.array(product, { maxLength: 40 }), (list) => {
        const groups = list.map((p) => ({ availability: p.availability, hasStock: p.stockQuantity > 0, count: 1 }));
        const counts = stockCounts(groups);
        for (const status of ['in_stock', 'out_of_stock', 'preorder', 'backorder'] as const) {
          expect(counts[status]).toBe(list.filter((p) => stockStatus(p) === status).length);
        }
      }),
    );
  });
});

describe('orderFigures', () => {
  const group = fc.record({
    status: fc.constantFrom(...ORDER_STATUSES),
    paymentMethod: fc.constantFrom(...PAYMENT_METHODS),
    count: fc.nat(1000),
    recentCount: fc.nat(1000),
    recentTotalCents: fc.nat(100_000_000),
  });

  it('counts every status (zeros included) and sums revenue in whole cents over the groups that count', () => {
    fc.assert(
      fc.property(fc.array(group, { maxLength: 15 }), (groups: OrderGroup[]) => {
        const figures = orderFigures(groups);
        expect(Object.keys(figures.byStatus)).toEqual([...ORDER_STATUSES]);
        expect(figures.total).toBe(groups.reduce((sum, g) => sum + g.count, 0));
        for (const status of ORDER_STATUSES) expect(figures.byStatus[status]).toBe(groups.filter((g) => g.status === status).reduce((sum, g) => sum + g.count, 0));
        const counted = groups.filter(countsAsRevenue);
        expect(figures.revenueCents).toBe(counted.reduce((sum, g) => sum + g.recentTotalCents, 0));
        expect(Number.isInteger(figures.revenueCents) && figures.revenueCents >= 0).toBe(true);
        expect(figures.revenueOrders).toBe(counted.reduce((sum, g) => sum + g.recentCount, 0));
      }),
    );
  });

  it('tells the unpaid wire and check orders apart', () => {
    const figures = orderFigures([
      { status: 'pending', paymentMethod: 'bank_wire', count: 2, recentCount: 2, recentTotalCents: 50_000 },
      { status: 'pending', paymentMethod: 'credit_card', count: 1, recentCount: 1, recentTotalCents: 10_050 },
      { status: 'cancelled', paymentMethod: 'credit_card', count: 1, recentCount: 1, recentTotalCents: 99_999 },
    ]);
    expect(figures).toEqual({
      byStatus: { pending: 3, processing: 0, shipped: 0, delivered: 0, cancelled: 1 },
      total: 4,
      awaitingPayment: 2,
      revenueCents: 10_050,
      revenueOrders: 1,
    });
  });
});
