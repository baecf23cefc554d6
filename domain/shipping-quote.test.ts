import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FIXED_SHIPPING_OPTIONS,
  SHIPPING_PRODUCT_TYPES,
  SHIPPING_QUOTE_REGIONS,
  fixedShippingQuote,
  isRegionOf,
  shippingNotices,
} from './shipping-quote';

describe('the shipping calculator table (back-office spec §9)', () => {
  it('offers UPS Ground, FedEx Express and USPS Priority at their prices and days', () => {
    expect(fixedShippingQuote({ fromZip: '75226', toZip: '10001' }).options).toEqual([
      { id: 'ups-ground', carrier: 'UPS', service: 'Ground', priceCents: 4599, minDays: 3, maxDays: 5 },
      { id: 'fedex-express', carrier: 'FedEx', service: 'Express', priceCents: 8999, minDays: 1, maxDays: 2 },
      { id: 'usps-priority', carrier: 'USPS', service: 'Priority', priceCents: 5299, minDays: 2, maxDays: 3 },
    ]);
  });

  it('adds the California notice for state CA and the certification notice for R-22, both when both apply', () => {
    expect(shippingNotices({ country: 'US', state: 'CA' })).toEqual(['california-hfc']);
    expect(shippingNotices({ productType: 'R-22' })).toEqual(['r22-certification']);
    expect(shippingNotices({ country: 'US', state: 'CA', productType: 'R-22' })).toEqual(['california-hfc', 'r22-certification']);
    expect(shippingNotices({ country: 'US', state: 'TX', productType: 'R-410A' })).toEqual([]);
    expect(shippingNotices({})).toEqual([]);
  });

  it('finds no region of a country it does not know, without failing (a refinement may ask about refused input)', () => {
    for (const country of ['\ud800', 'MX', '__proto__', 'constructor', '']) {
      expect(isRegionOf(country as 'US', 'CA')).toBe(false);
    }
  });

  it('never reads Canada as California', () => {
    expect(shippingNotices({ country: 'CA', state: 'ON' })).toEqual([]);
    expect(shippingNotices({ country: 'CA', state: 'CA' })).toEqual([]);
  });

  it('lists the 50 states and the 13 provinces and territories', () => {
    expect(SHIPPING_QUOTE_REGIONS.US).toHaveLength(50);
    expect(SHIPPING_QUOTE_REGIONS.CA).toHaveLength(13);
    expect(isRegionOf('US', 'CA')).toBe(true);
    expect(isRegionOf('US', 'DC')).toBe(false);
    expect(isRegionOf('CA', 'QC')).toBe(true);
    expect(isRegionOf('CA', 'TX')).toBe(false);
  });

  it('gives the same three options whatever the shipment, and a notice only for its rule', () => {
    const regions = [...SHIPPING_QUOTE_REGIONS.US.map((r) => ['US', r.code] as const), ...SHIPPING_QUOTE_REGIONS.CA.map((r) => ['CA', r.code] as const)];
    fc.assert(
      fc.property(fc.constantFrom(...regions), fc.option(fc.constantFrom(...SHIPPING_PRODUCT_TYPES), { nil: undefined }), fc.double({ min: 0.1, max: 45_000, noNaN: true }), ([country, state], productType, weight) => {
        const quote = fixedShippingQuote({ fromZip: '1', toZip: '2', country, state, productType, weight });
        expect(quote.options).toEqual(FIXED_SHIPPING_OPTIONS);
        expect(quote.notices.includes('california-hfc')).toBe(country === 'US' && state === 'CA');
        expect(quote.notices.includes('r22-certification')).toBe(productType === 'R-22');
      }),
    );
  });
});
