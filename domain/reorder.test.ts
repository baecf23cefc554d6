import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PACKAGE_KEYS, packageLabel, packageUnitPriceCents } from './pricing';
import { isAddable, judgeReorderLine, type CurrentProduct, type PastLine } from './reorder';

const product = (fields: Partial<CurrentProduct> = {}): CurrentProduct => ({
  price: '100.00',
  archived: false,
  packagingOptions: [],
  availability: 'in_stock',
  stockQuantity: 1000,
  ...fields,
});
const past = (fields: Partial<PastLine> = {}): PastLine => ({ productId: 'p1', packaging: '1 Cylinder', quantity: 2, unitPriceCents: 10_000, ...fields });

describe('judgeReorderLine', () => {
  it('adds a line at the same price when nothing changed', () => {
    expect(judgeReorderLine(past(), product())).toEqual({ outcome: 'unchanged', packaging: 'cylinder', unitPriceCents: 10_000 });
  });

  it('adds a line at today’s price and says the price changed', () => {
    expect(judgeReorderLine(past(), product({ price: '112.50' }))).toEqual({ outcome: 'price_changed', packaging: 'cylinder', unitPriceCents: 11_250 });
  });

  it('reads the package from the stored label and prices that package', () => {
    const judged = judgeReorderLine(past({ packaging: packageLabel('pallet'), unitPriceCents: 400_000, quantity: 1 }), product({ stockQuantity: 40 }));
    expect(judged).toEqual({ outcome: 'unchanged', packaging: 'pallet', unitPriceCents: 400_000 });
  });

  it.each([
    ['a deleted product', null, 'discontinued'],
    ['an archived product', product({ archived: true }), 'archived'],
    ['a package no longer offered', product({ packagingOptions: ['Pallet'] }), 'package_not_offered'],
    ['a product out of stock', product({ stockQuantity: 0 }), 'out_of_stock'],
    ['a product marked out of stock', product({ availability: 'out_of_stock' }), 'out_of_stock'],
  ] as const)('leaves out %s', (_name, current, outcome) => {
    const judged = judgeReorderLine(past(), current);
    expect(judged.outcome).toBe(outcome);
    expect(judged.unitPriceCents).toBeNull();
    expect(isAddable(judged.outcome)).toBe(false);
  });

  it('adds a line with too little stock for its quantity, saying so', () => {
    expect(judgeReorderLine(past({ quantity: 5 }), product({ stockQuantity: 3 })).outcome).toBe('limited_stock');
  });

  it('does not call a backorder product short of stock', () => {
    expect(judgeReorderLine(past({ quantity: 5 }), product({ stockQuantity: 0, availability: 'backorder' })).outcome).toBe('unchanged');
  });

  it('leaves out a line whose stored package is not one of ours', () => {
    expect(judgeReorderLine(past({ packaging: 'Tanker truck' }), product()).outcome).toBe('package_not_offered');
  });

  it('always gives an addable line the catalogue price of its package, and says "changed" exactly when it differs (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.constantFrom(...PACKAGE_KEYS),
        fc.integer({ min: 1, max: 100 }),
        (priceCents, oldCents, key, quantity) => {
          const current = product({ price: (priceCents / 100).toFixed(2), stockQuantity: 10_000_000 });
          const judged = judgeReorderLine(past({ packaging: packageLabel(key), unitPriceCents: oldCents, quantity }), current);
          const today = packageUnitPriceCents(current, key);
          expect(isAddable(judged.outcome)).toBe(true);
          expect(judged.unitPriceCents).toBe(today);
          expect(judged.outcome === 'price_changed').toBe(today !== oldCents);
        },
      ),
    );
  });
});
