import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGES, ADDRESS_RULES, addressIssues, isValidPostalCode, normalizePostalCode, regionCode, regionName } from './addresses';
import { addressSchema } from './schemas/account';

describe('regions', () => {
  it('lists 50 US states and DC, 13 Canadian provinces and territories, 32 Mexican states', () => {
    expect(ADDRESS_RULES['United States'].regions).toHaveLength(51);
    expect(ADDRESS_RULES.Canada.regions).toHaveLength(13);
    expect(ADDRESS_RULES.Mexico.regions).toHaveLength(32);
    for (const { regions } of Object.values(ADDRESS_RULES)) expect(new Set(regions.map((r) => r.code)).size).toBe(regions.length);
  });

  it('finds a region by code or name, in any case, with or without accents', () => {
    expect(regionCode('Canada', 'qc')).toBe('QC');
    expect(regionCode('Canada', 'Québec')).toBe('QC');
    expect(regionCode('Canada', 'quebec')).toBe('QC');
    expect(regionCode('United States', 'Texas')).toBe('TX');
    expect(regionCode('Mexico', 'Nuevo Leon')).toBe('NLE');
    expect(regionCode('Canada', 'TX')).toBeNull();
    expect(regionCode('United States', '')).toBeNull();
  });

  it('names Canadian provinces in French for French readers', () => {
    expect(regionName('Canada', 'QC', 'fr')).toBe('Québec');
    expect(regionName('Canada', 'QC', 'en')).toBe('Quebec');
    expect(regionName('Mexico', 'CMX', 'en')).toBe('Ciudad de México');
  });
});

describe('postal codes', () => {
  it.each([
    ['United States', '75226', true],
    ['United States', '75226-1234', true],
    ['United States', '7522', false],
    ['United States', 'H2X 1Y4', false],
    ['Canada', 'H2X 1Y4', true],
    ['Canada', 'h2x1y4', true],
    ['Canada', 'h2x-1y4', true],
    ['Canada', 'H2X 1Y', false],
    ['Canada', 'D2X 1Y4', false],
    ['Canada', '75226', false],
    ['Mexico', '06600', true],
    ['Mexico', '6600', false],
    ['Mexico', '066000', false],
  ] as const)('%s %j valid: %s', (country, code, valid) => {
    expect(isValidPostalCode(country, code)).toBe(valid);
  });

  it('writes Canadian codes upper case with one space', () => {
    expect(normalizePostalCode('Canada', ' h2x1y4 ')).toBe('H2X 1Y4');
    expect(normalizePostalCode('Canada', 'h2x  1y4')).toBe('H2X 1Y4');
    expect(normalizePostalCode('United States', ' 75226 ')).toBe('75226');
  });

  it('names the field in the country’s words', () => {
    expect(addressIssues('Canada', '', '')).toEqual([
      { field: 'state', message: 'Province is required.' },
      { field: 'zipCode', message: 'Postal code is required.' },
    ]);
    expect(addressIssues('Canada', 'QC', 'H2X')).toEqual([{ field: 'zipCode', message: 'Please enter a valid postal code (A1A 1A1).' }]);
    expect(addressIssues('United States', '', '1')).toEqual([
      { field: 'state', message: 'State is required.' },
      { field: 'zipCode', message: ADDRESS_MESSAGES.zipCodeInvalid },
    ]);
    expect(addressIssues('Mexico', 'Jalisco', '441')).toEqual([{ field: 'zipCode', message: ADDRESS_MESSAGES.postalCodeInvalidMexico }]);
  });
});

describe('addressSchema', () => {
  const montreal = { street: '1 rue Sainte-Catherine', city: 'Montréal', state: 'Québec', zipCode: 'h2x1y4', country: 'Canada' };

  it('accepts a Montréal address and stores the province code and the written postal code', () => {
    expect(addressSchema.parse(montreal)).toEqual({ ...montreal, state: 'QC', zipCode: 'H2X 1Y4' });
  });

  it('refuses a Canadian address with a US ZIP code, naming the postal code', () => {
    const result = addressSchema.safeParse({ ...montreal, zipCode: '75226' });
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: ['zipCode'], message: 'Please enter a valid postal code (A1A 1A1).' })]);
  });

  it('says "Province is required" for Canada and "State is required" for the United States', () => {
    expect(addressSchema.safeParse({ ...montreal, state: ' ' }).error?.issues[0]?.message).toBe('Province is required.');
    expect(addressSchema.safeParse({ ...montreal, country: 'United States', state: '', zipCode: '75226' }).error?.issues[0]?.message).toBe('State is required.');
  });

  it('keeps US addresses as they were entered (state code, 5-4 ZIP)', () => {
    const dallas = { street: '2500 Commerce Street', city: 'Dallas', state: 'TX', zipCode: '75226-0001', country: 'United States' };
    expect(addressSchema.parse(dallas)).toEqual(dallas);
  });
});

describe('subdivision names in French and Spanish (issue 23)', () => {
  it('names US states, Canadian provinces and Mexican states in the reader’s language', () => {
    expect(regionName('United States', 'CA', 'fr')).toBe('Californie');
    expect(regionName('United States', 'NM', 'es')).toBe('Nuevo México');
    expect(regionName('United States', 'TX', 'fr')).toBe('Texas');
    expect(regionName('United States', 'NC', 'en')).toBe('North Carolina');
    expect(regionName('Canada', 'BC', 'es')).toBe('Columbia Británica');
    expect(regionName('Canada', 'QC', 'fr')).toBe('Québec');
    expect(regionName('Mexico', 'BCN', 'fr')).toBe('Basse-Californie');
  });

  it('reads a state typed in French or Spanish back to its code', () => {
    expect(regionCode('United States', 'Caroline du Nord')).toBe('NC');
    expect(regionCode('United States', 'Carolina del Norte')).toBe('NC');
    expect(regionCode('Canada', 'Columbia Británica')).toBe('BC');
  });
});
