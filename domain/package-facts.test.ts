import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { initialPackage, KG_PER_LB, largestSavingPercent, packageFacts, type PackagedProduct } from './package-facts';
import { PACKAGE_KEYS, packageUnitPriceCents } from './pricing';

const r410a: PackagedProduct = { price: '229.00', palletPrice: '8600.00', cylinderNetWeightLb: 25 };

const product: fc.Arbitrary<PackagedProduct> = fc.record({
  price: fc.integer({ min: 0, max: 10_000_000 }).map((cents) => (cents / 100).toFixed(2)),
  palletPrice: fc.option(fc.integer({ min: 1, max: 1_000_000_000 }).map((cents) => (cents / 100).toFixed(2))),
  container20ftPrice: fc.option(fc.integer({ min: 1, max: 1_000_000_000 }).map((cents) => (cents / 100).toFixed(2))),
  discount40ft: fc.option(fc.double({ min: 0, max: 1, noNaN: true })),
  cylinderNetWeightLb: fc.option(fc.integer({ min: 1, max: 100_000 }).map((n) => n / 100)),
});

describe('packageFacts', () => {
  it('explains a cylinder: one cylinder, its net weight, no saving', () => {
    expect(packageFacts(r410a, 'cylinder')).toEqual({
      key: 'cylinder',
      cylinders: 1,
      netWeightLb: 25,
      netWeightKg: 11.34,
      unitPriceCents: 22900,
      perCylinderCents: 22900,
      cylinderTotalCents: 22900,
      savingPercent: null,
    });
  });

  it('explains a pallet with an explicit price: 40 cylinders, 1,000 lb, $215 a cylinder, 6 % below 40 × $229', () => {
    const facts = packageFacts(r410a, 'pallet');
    expect(facts).toMatchObject({ cylinders: 40, netWeightLb: 1000, netWeightKg: 453.59, unitPriceCents: 860000, perCylinderCents: 21500 });
    expect(facts.cylinderTotalCents).toBe(916000);
    expect(facts.savingPercent).toBe(6);
  });

  it('measures the default container savings (30 % and 45 %) against the cylinder price × cylinders', () => {
    const twenty = packageFacts({ price: 100, cylinderNetWeightLb: '6.5' }, 'container_20ft');
    expect(twenty).toMatchObject({ cylinders: 1140, netWeightLb: 7410, perCylinderCents: 7000, cylinderTotalCents: 11_400_000, savingPercent: 30 });
    expect(twenty.netWeightKg).toBe(3361.12);
    const forty = packageFacts({ price: 100 }, 'container_40ft');
    expect(forty).toMatchObject({ cylinders: 2280, perCylinderCents: 5500, savingPercent: 45, netWeightLb: null, netWeightKg: null });
  });

  it('has no weight for an unknown, empty or non-positive net weight', () => {
    for (const cylinderNetWeightLb of [null, undefined, '', '0', -3, 'abc']) {
      expect(packageFacts({ price: 10, cylinderNetWeightLb }, 'pallet').netWeightLb).toBeNull();
    }
  });

  it('shows no saving when a package costs as much as or more than its cylinders', () => {
    expect(packageFacts({ price: 100 }, 'pallet').savingPercent).toBeNull();
    expect(packageFacts({ price: 100, palletPrice: 5000 }, 'pallet').savingPercent).toBeNull();
    expect(packageFacts({ price: 0 }, 'container_40ft').savingPercent).toBeNull();
  });

  it('always agrees with the package price and converts pounds at 0.45359237 kg', () => {
    fc.assert(
      fc.property(product, fc.constantFrom(...PACKAGE_KEYS), (p, key) => {
        const facts = packageFacts(p, key);
        expect(facts.unitPriceCents).toBe(packageUnitPriceCents(p, key));
        expect(Math.abs(facts.perCylinderCents * facts.cylinders - facts.unitPriceCents)).toBeLessThanOrEqual(facts.cylinders / 2);
        expect(facts.cylinderTotalCents).toBe(packageUnitPriceCents(p, 'cylinder') * facts.cylinders);
        if (facts.savingPercent !== null) {
          expect(facts.savingPercent).toBeGreaterThan(0);
          expect(facts.savingPercent).toBeLessThanOrEqual(100);
          expect(facts.unitPriceCents).toBeLessThan(facts.cylinderTotalCents);
        }
        if (facts.netWeightLb !== null && facts.netWeightKg !== null) {
          expect(facts.netWeightKg).toBeCloseTo(facts.netWeightLb * KG_PER_LB, 1);
        }
      }),
    );
  });
});

describe('initialPackage', () => {
  it('starts on the cylinder, the unit the catalogue prices, whatever else is offered', () => {
    expect(initialPackage(['cylinder', 'pallet', 'container_20ft', 'container_40ft'])).toBe('cylinder');
    expect(initialPackage(['pallet', 'cylinder'])).toBe('cylinder');
  });

  it('asks for a choice when the product is not sold by the cylinder', () => {
    expect(initialPackage(['pallet', 'container_40ft'])).toBeNull();
  });
});

describe('largestSavingPercent', () => {
  const all = ['1 Cylinder', '1 Pallet', '20ft Container', '40ft Container'];

  it('is the best real saving among the offered packages', () => {
    expect(largestSavingPercent([{ price: 100, packagingOptions: all }])).toBe(45);
    expect(largestSavingPercent([{ price: 100, discount40ft: 0.2, packagingOptions: all }])).toBe(30);
    expect(largestSavingPercent([{ price: 100, packagingOptions: ['1 Cylinder', '1 Pallet'] }])).toBe(0);
    expect(largestSavingPercent([{ ...r410a, packagingOptions: ['1 Cylinder', '1 Pallet'] }])).toBe(6);
  });

  it('falls back to the default container discount while no product is known', () => {
    expect(largestSavingPercent([])).toBe(45);
  });
});
