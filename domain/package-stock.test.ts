import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canBuyFromStock, packageStock, packagesStock, quoteLineShortage } from './package-stock';
import { PACKAGE_KEYS, packageCylinders } from './pricing';

describe('packageStock', () => {
  it('tells the incident truthfully: 24 cylinders left supply 24 cylinders, no pallet and no container', () => {
    const r410a = { stockQuantity: 24, availability: 'in_stock' };
    expect(packagesStock(r410a)).toEqual([
      { key: 'cylinder', supply: 24, state: 'limited', backorder: false },
      { key: 'pallet', supply: 0, state: 'exceeds', backorder: false },
      { key: 'container_20ft', supply: 0, state: 'exceeds', backorder: false },
      { key: 'container_40ft', supply: 0, state: 'exceeds', backorder: false },
    ]);
  });

  it('shows plenty as available and few packages as limited', () => {
    const stocked = { stockQuantity: 2500, availability: 'in_stock' };
    expect(packageStock(stocked, 'cylinder')).toMatchObject({ supply: 2500, state: 'available' });
    expect(packageStock(stocked, 'pallet')).toMatchObject({ supply: 62, state: 'available' });
    expect(packageStock(stocked, 'container_20ft')).toMatchObject({ supply: 2, state: 'available' });
    expect(packageStock(stocked, 'container_40ft')).toMatchObject({ supply: 1, state: 'limited' });
    expect(packageStock({ stockQuantity: 80, availability: 'in_stock' }, 'pallet')).toMatchObject({ supply: 2, state: 'limited' });
  });

  it('supplies nothing from a product marked out of stock, and lets back-order and pre-order products be ordered past it', () => {
    expect(packageStock({ stockQuantity: 500, availability: 'out_of_stock' }, 'cylinder')).toEqual({ key: 'cylinder', supply: 0, state: 'exceeds', backorder: false });
    expect(packageStock({ stockQuantity: 0, availability: 'backorder' }, 'pallet')).toEqual({ key: 'pallet', supply: 0, state: 'exceeds', backorder: true });
    expect(canBuyFromStock({ stockQuantity: 0, availability: 'preorder' }, 'container_40ft', 3)).toBe(true);
    expect(canBuyFromStock({ stockQuantity: 24, availability: 'in_stock' }, 'pallet', 1)).toBe(false);
    expect(canBuyFromStock({ stockQuantity: 24, availability: 'in_stock' }, 'cylinder', 24)).toBe(true);
    expect(canBuyFromStock({ stockQuantity: 24, availability: 'in_stock' }, 'cylinder', 25)).toBe(false);
  });

  it('never supplies more cylinders than are in stock, and supplies one more package only when stock covers it', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10, max: 100_000 }), fc.constantFrom(...PACKAGE_KEYS), (stockQuantity, key) => {
        const { supply, state } = packageStock({ stockQuantity, availability: 'in_stock' }, key);
        const stock = Math.max(0, stockQuantity);
        expect(supply * packageCylinders(key)).toBeLessThanOrEqual(stock);
        expect((supply + 1) * packageCylinders(key)).toBeGreaterThan(stock);
        expect(state === 'exceeds').toBe(supply === 0);
      }),
    );
  });
});

describe('quoteLineShortage', () => {
  it('warns when a line needs more cylinders than stock holds', () => {
    expect(quoteLineShortage(24, 'cylinder', 40)).toEqual({ needed: 40, inStock: 24 });
    expect(quoteLineShortage(24, 'pallet', 1)).toEqual({ needed: 40, inStock: 24 });
    expect(quoteLineShortage(1140, 'container_20ft', 1)).toBeNull();
    expect(quoteLineShortage(-3, 'cylinder', 1)).toEqual({ needed: 1, inStock: 0 });
    expect(quoteLineShortage(0, null, 1)).toBeNull();
  });
});
