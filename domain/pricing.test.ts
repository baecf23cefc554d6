import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from './money';
import {
  containerSavingsPercent,
  PACKAGE_KEYS,
  packageCylinders,
  packageLabel,
  packageUnitPriceCents,
  parsePackaging,
  type PricedProduct,
} from './pricing';

const r410a: PricedProduct = { price: '189.99' };

/** Unit prices as numeric(12,2) strings between $0.00 and $100,000.00. */
const unitPrice = fc.integer({ min: 0, max: 10_000_000 }).map((cents) => (cents / 100).toFixed(2));
const optionalPrice = fc.option(fc.integer({ min: 1, max: 1_000_000_000 }).map((cents) => (cents / 100).toFixed(2)));
const optionalDiscount = fc.option(fc.double({ min: -1, max: 2, noNaN: true }));
const product: fc.Arbitrary<PricedProduct> = fc.record({
  price: unitPrice,
  palletPrice: optionalPrice,
  container20ftPrice: optionalPrice,
  container40ftPrice: optionalPrice,
  discount20ft: optionalDiscount,
  discount40ft: optionalDiscount,
});
const packageKey = fc.constantFrom(...PACKAGE_KEYS);

describe('PACKAGES', () => {
  it('holds 1, 40, 1,140 and 2,280 cylinders', () => {
    expect(PACKAGE_KEYS.map(packageCylinders)).toEqual([1, 40, 1140, 2280]);
  });

  it('labels packages the way packaging strings are stored', () => {
    expect(PACKAGE_KEYS.map(packageLabel)).toEqual(['1 Cylinder', '1 Pallet', '20ft Container', '40ft Container']);
  });
});

describe('packageUnitPriceCents', () => {
  it('prices a cylinder at the unit price', () => {
    expect(packageUnitPriceCents(r410a, 'cylinder')).toBe(18999);
  });

  it('prices a pallet at 40 cylinders with no discount', () => {
    expect(packageUnitPriceCents(r410a, 'pallet')).toBe(759960);
  });

  it('prices a 20ft container at 1,140 cylinders less 30 % by default', () => {
    expect(packageUnitPriceCents({ price: 100 }, 'container_20ft')).toBe(7_980_000);
  });

  it('prices a 40ft container at 2,280 cylinders less 45 % by default', () => {
    expect(packageUnitPriceCents({ price: 100 }, 'container_40ft')).toBe(12_540_000);
  });

  it('applies the product’s own container discounts', () => {
    const product = { price: '10.00', discount20ft: '0.25', discount40ft: 0.5 };
    expect(packageUnitPriceCents(product, 'container_20ft')).toBe(855_000);
    expect(packageUnitPriceCents(product, 'container_40ft')).toBe(1_140_000);
  });

  it('accepts a container discount of zero', () => {
    expect(packageUnitPriceCents({ price: 1, discount20ft: 0 }, 'container_20ft')).toBe(114_000);
  });

  it('rounds a discounted container to the nearest cent', () => {
    // 0.01 × 1140 × 0.7 = 7.98; 0.07 × 2280 × 0.55 = 87.78
    expect(packageUnitPriceCents({ price: '0.01' }, 'container_20ft')).toBe(798);
    expect(packageUnitPriceCents({ price: '0.07' }, 'container_40ft')).toBe(8778);
  });

  it('uses explicit pallet and container prices when they are set', () => {
    const product = { price: 100, palletPrice: '3500.00', container20ftPrice: 70000, container40ftPrice: '120000.50' };
    expect(packageUnitPriceCents(product, 'pallet')).toBe(350_000);
    expect(packageUnitPriceCents(product, 'container_20ft')).toBe(7_000_000);
    expect(packageUnitPriceCents(product, 'container_40ft')).toBe(12_000_050);
  });

  it('ignores explicit prices that are empty or zero', () => {
    expect(packageUnitPriceCents({ price: 10, palletPrice: '' }, 'pallet')).toBe(40_000);
    expect(packageUnitPriceCents({ price: 10, palletPrice: 0 }, 'pallet')).toBe(40_000);
    expect(packageUnitPriceCents({ price: 10, container20ftPrice: null }, 'container_20ft')).toBe(798_000);
  });

  it('clamps container discounts to between 0 and 100 %', () => {
    expect(packageUnitPriceCents({ price: 1, discount20ft: 1.5 }, 'container_20ft')).toBe(0);
    expect(packageUnitPriceCents({ price: 1, discount40ft: -0.2 }, 'container_40ft')).toBe(228_000);
  });

  it('never prices a package below zero', () => {
    fc.assert(fc.property(product, packageKey, (p, key) => packageUnitPriceCents(p, key) >= 0));
  });

  it('prices a pallet at exactly 40 × the unit price in cents when no pallet price is set', () => {
    fc.assert(
      fc.property(unitPrice, (price) => packageUnitPriceCents({ price, palletPrice: null }, 'pallet') === 40 * toCents(price)),
    );
  });

  it('lets an explicit price win over the computed one', () => {
    fc.assert(
      fc.property(product, (p) => {
        const explicit = { pallet: p.palletPrice, container_20ft: p.container20ftPrice, container_40ft: p.container40ftPrice };
        for (const [key, value] of Object.entries(explicit)) {
          if (value !== null && value !== undefined) {
            expect(packageUnitPriceCents(p, key as keyof typeof explicit)).toBe(toCents(value));
          }
        }
      }),
    );
  });

  it('never charges more for a computed container than for its cylinders one by one', () => {
    fc.assert(
      fc.property(product, fc.constantFrom('container_20ft' as const, 'container_40ft' as const), (p, key) => {
        const computed = { ...p, container20ftPrice: null, container40ftPrice: null };
        expect(packageUnitPriceCents(computed, key)).toBeLessThanOrEqual(toCents(p.price) * packageCylinders(key));
      }),
    );
  });
});

describe('containerSavingsPercent', () => {
  it('shows the default container savings', () => {
    expect(containerSavingsPercent(r410a, 'container_20ft')).toBe(30);
    expect(containerSavingsPercent(r410a, 'container_40ft')).toBe(45);
  });

  it('rounds the savings of an explicit container price', () => {
    // 100 × 1140 = 114,000; 80,000 saves 29.82 %
    expect(containerSavingsPercent({ price: 100, container20ftPrice: 80000 }, 'container_20ft')).toBe(30);
  });

  it('shows nothing for cylinders and pallets', () => {
    expect(containerSavingsPercent({ price: 100, palletPrice: 2000 }, 'pallet')).toBeNull();
    expect(containerSavingsPercent(r410a, 'cylinder')).toBeNull();
  });

  it('shows nothing when there is no saving', () => {
    expect(containerSavingsPercent({ price: 0 }, 'container_20ft')).toBeNull();
    expect(containerSavingsPercent({ price: 1, discount40ft: 0 }, 'container_40ft')).toBeNull();
    expect(containerSavingsPercent({ price: 1, container20ftPrice: 5000 }, 'container_20ft')).toBeNull();
  });
});

describe('parsePackaging', () => {
  it.each([
    ['Pallet', 'pallet'],
    ['1 Pallet', 'pallet'],
    ['1 pallet (40 cylinders)', 'pallet'],
    ['20ft Container', 'container_20ft'],
    ['20FT CONTAINER (1140 cylinders)', 'container_20ft'],
    ['20-ft container', 'container_20ft'],
    ["20' Container", 'container_20ft'],
    ['40ft container', 'container_40ft'],
    ['Container 40ft', 'container_40ft'],
    ['40ft Container (2280 cylinders)', 'container_40ft'],
    ['Cylinder', 'cylinder'],
    ['1 Cylinder', 'cylinder'],
    ['30 lb Cylinder', 'cylinder'],
    ['container_20ft', 'container_20ft'],
    [' PALLET ', 'pallet'],
  ] as const)('reads "%s" as %s', (label, key) => {
    expect(parsePackaging(label)).toBe(key);
  });

  it.each([
    ['1 bouteille', 'cylinder'],
    ['Palette', 'pallet'],
    ['Conteneur de 20 pi', 'container_20ft'],
    ['conteneur 40 pieds', 'container_40ft'],
    ['1 cilindro', 'cylinder'],
    ['1 tarima', 'pallet'],
    ['Contenedor de 40 pies', 'container_40ft'],
    ['20 pies contenedor', 'container_20ft'],
  ] as const)('reads the French or Spanish "%s" as %s', (label, key) => {
    expect(parsePackaging(label)).toBe(key);
  });

  it('reads every display label back as its own package', () => {
    for (const key of PACKAGE_KEYS) expect(parsePackaging(packageLabel(key))).toBe(key);
  });

  it('returns null for packaging it does not know', () => {
    expect(parsePackaging('Drum')).toBeNull();
    expect(parsePackaging('Container')).toBeNull();
    expect(parsePackaging('')).toBeNull();
  });
});
