import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADDRESS_COUNTRIES, ADDRESS_RULES } from './addresses';
import { DEFAULT_TAX_TABLE, estimateTax, parseTaxTable, ratePercent, taxFor, taxLabel, taxTableSchema, type TaxTable } from './tax';

describe('taxFor with the default table', () => {
  it('charges the spec’s 8 % in the United States, with no note', () => {
    expect(taxFor(DEFAULT_TAX_TABLE, { country: 'United States', state: 'TX' })).toEqual({ rate: 0.08, note: null, label: 'Tax (8%)' });
  });

  it('charges 0 % to Canada and Mexico and says the buyer pays import duties', () => {
    for (const destination of [{ country: 'Canada', state: 'QC' }, { country: 'Mexico', state: 'JAL' }] as const) {
      expect(taxFor(DEFAULT_TAX_TABLE, destination)).toEqual({ rate: 0, note: 'import_duties', label: 'Tax (0%)' });
    }
  });

  it('uses the US default when the destination is not known', () => {
    expect(taxFor(DEFAULT_TAX_TABLE).rate).toBe(0.08);
  });
});

describe('taxFor with an edited table', () => {
  const table: TaxTable = {
    rules: [
      { country: 'United States', region: null, rate: 0.08, note: null },
      { country: 'United States', region: 'OR', rate: 0, note: null },
      { country: 'Canada', region: 'QC', rate: 0.14975, note: null },
    ],
  };

  it('prefers the state’s or province’s rule, found by code or by name', () => {
    expect(taxFor(table, { country: 'United States', state: 'OR' }).rate).toBe(0);
    expect(taxFor(table, { country: 'United States', state: 'oregon' }).rate).toBe(0);
    expect(taxFor(table, { country: 'Canada', state: 'Québec' })).toEqual({ rate: 0.14975, note: null, label: 'Tax (14.975%)' });
  });

  it('falls back to the country’s rule, then to the default table for a country the table forgot', () => {
    expect(taxFor(table, { country: 'United States', state: 'TX' }).rate).toBe(0.08);
    expect(taxFor(table, { country: 'Canada', state: 'ON' })).toEqual({ rate: 0, note: 'import_duties', label: 'Tax (0%)' });
    expect(taxFor(table, { country: 'Mexico', state: null }).note).toBe('import_duties');
  });

  it('gives every destination a rate from 0 to 1, whatever the table', () => {
    const rule = fc.record({
      country: fc.constantFrom(...ADDRESS_COUNTRIES),
      region: fc.option(fc.constantFrom('TX', 'QC', 'JAL', 'OR'), { nil: null }),
      rate: fc.integer({ min: 0, max: 10_000 }).map((n) => n / 10_000),
      note: fc.constantFrom(null, 'import_duties' as const),
    });
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 8 }), fc.constantFrom(...ADDRESS_COUNTRIES), fc.string(), (rules, country, state) => {
        const { rate, label } = taxFor({ rules }, { country, state });
        expect(rate).toBeGreaterThanOrEqual(0);
        expect(rate).toBeLessThanOrEqual(1);
        expect(label).toBe(`Tax (${ratePercent(rate)}%)`);
      }),
    );
  });
});

describe('the tax label', () => {
  it.each([
    [0.08, 'Tax (8%)'],
    [0, 'Tax (0%)'],
    [0.0825, 'Tax (8.25%)'],
    [0.07, 'Tax (7%)'],
  ])('%s reads %s', (rate, label) => {
    expect(taxLabel(rate)).toBe(label);
  });
});

describe('the tax_rates setting', () => {
  it('falls back to the defaults when no row holds it, or it is not a valid table', () => {
    for (const stored of [undefined, null, '', '  ', 'not json', '{"rules":[{"country":"France","region":null,"rate":0.2,"note":null}]}', '{"rules":[{"country":"Canada","region":null,"rate":1.5,"note":null}]}'])
      expect(parseTaxTable(stored)).toBe(DEFAULT_TAX_TABLE);
  });

  it('reads a stored table', () => {
    const table: TaxTable = { rules: [{ country: 'Canada', region: 'ON', rate: 0.13, note: null }] };
    expect(parseTaxTable(JSON.stringify(table))).toEqual(table);
  });

  it('refuses rates with more than 5 decimals and unknown notes', () => {
    expect(taxTableSchema.safeParse({ rules: [{ country: 'Canada', region: null, rate: 0.123456, note: null }] }).success).toBe(false);
    expect(taxTableSchema.safeParse({ rules: [{ country: 'Canada', region: null, rate: 0.1, note: 'vat' }] }).success).toBe(false);
    expect(taxTableSchema.safeParse(DEFAULT_TAX_TABLE).success).toBe(true);
  });
});

describe('estimateTax (cart, quote and quote e-mail before checkout)', () => {
  it('gives no estimate without a known address, so nothing says US tax', () => {
    for (const address of [null, undefined, {}, { country: '' }, { country: 'France', state: 'QC' }, { country: null, state: 'TX' }]) {
      expect(estimateTax(DEFAULT_TAX_TABLE, address)).toBeNull();
    }
  });

  it('estimates at the rate of the address: Québec, Ontario, Mexico City, Texas', () => {
    const table: TaxTable = { rules: [...DEFAULT_TAX_TABLE.rules, { country: 'Canada', region: 'QC', rate: 0.14975, note: null }] };
    expect(estimateTax(table, { country: 'Canada', state: 'QC' })).toMatchObject({ rate: 0.14975, country: 'Canada', region: 'QC' });
    expect(estimateTax(table, { country: 'Canada', state: 'Ontario' })).toMatchObject({ rate: 0, note: 'import_duties', region: 'ON' });
    expect(estimateTax(table, { country: 'Mexico', state: 'CMX' })).toMatchObject({ rate: 0, note: 'import_duties' });
    expect(estimateTax(table, { country: 'United States', state: 'TX' })).toMatchObject({ rate: 0.08, note: null });
  });

  const rule = fc.record({
    country: fc.constantFrom(...ADDRESS_COUNTRIES),
    region: fc.option(fc.constantFrom('QC', 'ON', 'TX', 'CA', 'CMX', 'JAL'), { nil: null }),
    rate: fc.integer({ min: 0, max: 100_000 }).map((n) => n / 100_000),
    note: fc.constantFrom(null, 'import_duties' as const),
  });
  const foreignAddress = fc.constantFrom('Canada' as const, 'Mexico' as const).chain((country) =>
    fc.record({ country: fc.constant(country), state: fc.option(fc.constantFrom(...ADDRESS_RULES[country].regions.map((r) => r.code), 'Texas', 'NY', ''), { nil: null }) }),
  );

  it('never gives a buyer outside the US a US rate, whatever the table says', () => {
    fc.assert(
      fc.property(fc.array(rule, { maxLength: 12 }), foreignAddress, (rules, address) => {
        const table: TaxTable = { rules };
        const estimate = estimateTax(table, address);
        expect(estimate?.country).toBe(address.country);
        // The rate is one of the buyer's country's rules (the table's, else the default table's), never a US rule's.
        const own = [...rules, ...DEFAULT_TAX_TABLE.rules].filter((r) => r.country === address.country).map((r) => r.rate);
        expect(own).toContain(estimate?.rate);
        const usOnly = rules.filter((r) => r.country === 'United States').map((r) => r.rate).filter((rate) => !own.includes(rate));
        expect(usOnly).not.toContain(estimate?.rate);
      }),
    );
  });

  it('with the shipped table, no Canadian or Mexican address is charged the US 8 %', () => {
    fc.assert(
      fc.property(foreignAddress, (address) => {
        expect(estimateTax(DEFAULT_TAX_TABLE, address)?.rate).toBe(0);
      }),
    );
  });
});
