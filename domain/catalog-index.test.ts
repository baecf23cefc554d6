import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CatalogSearchIndex, pageOf, refrigerantNumber, type IndexableProduct } from './catalog-index';
import { matchesCategory, matchesSearch } from './catalog-search';

const product = (id: string, name: string, extra: Partial<IndexableProduct> = {}): IndexableProduct => ({
  id,
  name,
  category: 'HFC',
  price: 100,
  ...extra,
});

const catalogue = [
  product('a', 'R-4100 Test Blend', { sku: 'FF-4100' }),
  product('b', 'R-410A', { sku: 'FF-410A-25', applications: ['Residential AC'] }),
  product('c', 'R-410A Bulk', { sku: 'FF-410A-BULK' }),
  product('d', 'R-32', { description: 'Often replaces R-410A in new systems.', chemicalFormula: 'CH2F2' }),
  product('e', 'R-22', { category: 'HCFC', applications: ['Industrial process chillers'], casNumber: '75-45-6' }),
  product('f', 'R-1234yf', { category: 'HFO', applications: ['Mobile AC'] }),
  product('g', 'R-717', { category: 'Natural', description: 'Ammonia.' }),
];

const names = (items: readonly IndexableProduct[]) => items.map((p) => p.name);

describe('refrigerantNumber', () => {
  it.each([
    ['R-410A', '410a'],
    ['r 1234yf (bulk)', '1234yf'],
    ['Ammonia R-717', '717'],
    ['R22', '22'],
    ['Vacuum pump oil', null],
    ['Rust remover', null],
  ])('reads %s as %s', (name, number) => {
    expect(refrigerantNumber(name)).toBe(number);
  });
});

describe('CatalogSearchIndex', () => {
  const index = new CatalogSearchIndex(catalogue);

  it('lists everything by name, refrigerant numbers in numeric order, when nothing is asked', () => {
    expect(names(index.find({}))).toEqual(['R-22', 'R-32', 'R-410A', 'R-410A Bulk', 'R-717', 'R-1234yf', 'R-4100 Test Blend']);
  });

  it('puts the exact refrigerant number first, then prefix matches, then the rest', () => {
    expect(names(index.find({ search: '410a' }))).toEqual(['R-410A', 'R-410A Bulk', 'R-32']);
    expect(names(index.find({ search: '410' }))).toEqual(['R-410A', 'R-410A Bulk', 'R-4100 Test Blend', 'R-32']);
  });

  it('reads "R-410A", "r 410a" and "R410A" alike', () => {
    for (const search of ['R-410A', 'r 410a', 'R410A', ' 410-A ']) expect(index.find({ search })[0]?.name).toBe('R-410A');
  });

  it('finds by SKU, formula, CAS number and application, exact SKU first', () => {
    expect(names(index.find({ search: 'ff-410a-bulk' }))).toEqual(['R-410A Bulk']);
    expect(names(index.find({ search: 'ch2f2' }))).toEqual(['R-32']);
    expect(names(index.find({ search: '75-45-6' }))).toEqual(['R-22']);
    expect(names(index.find({ search: 'residential' }))).toEqual(['R-410A']);
  });

  it('filters by category, including the use-based ones', () => {
    expect(names(index.find({ category: 'hfo' }))).toEqual(['R-1234yf']);
    expect(names(index.find({ category: 'automotive' }))).toEqual(['R-1234yf']);
    expect(names(index.find({ category: 'industrial' }))).toEqual(['R-22']);
    expect(index.find({ category: 'all' })).toHaveLength(catalogue.length);
  });

  it('keeps an asked sort instead of the ranking', () => {
    expect(names(index.find({ search: '410', sort: 'name' }))).toEqual(['R-32', 'R-410A', 'R-410A Bulk', 'R-4100 Test Blend']);
  });
});

const arbitraryProduct = fc.record({
  id: fc.uuid(),
  name: fc.oneof(fc.constantFrom('R-410A', 'R-22', 'R-134a', 'R-1234yf', 'R-717', 'R-404A'), fc.string({ maxLength: 12 })),
  sku: fc.option(fc.string({ maxLength: 10 }), { nil: null }),
  description: fc.option(fc.string({ maxLength: 30 }), { nil: null }),
  applications: fc.array(fc.constantFrom('Mobile AC', 'Industrial process chillers', 'Commercial HVAC', 'Home'), { maxLength: 2 }),
  category: fc.constantFrom('HFC', 'HFO', 'HCFC', 'CFC', 'Natural'),
  price: fc.integer({ min: 0, max: 100_000 }).map((cents) => cents / 100),
});
const arbitraryQuery = fc.oneof(fc.constantFrom('', '410a', 'R-22', 'r 134A', '12', 'ac', 'mobile'), fc.string({ maxLength: 5 }));
const arbitraryCategory = fc.constantFrom('all', 'hfc', 'hfo', 'hcfc', 'cfc', 'natural', 'automotive', 'commercial', 'industrial');

describe('CatalogSearchIndex properties', () => {
  it('finds exactly the products the spec’s search and category rules match, each once', () => {
    fc.assert(
      fc.property(fc.uniqueArray(arbitraryProduct, { selector: (p) => p.id, maxLength: 30 }), arbitraryQuery, arbitraryCategory, (products, search, category) => {
        const found = new CatalogSearchIndex(products).find({ search, category });
        const expected = products.filter((p) => matchesSearch(p, search) && matchesCategory(p, category)).map((p) => p.id);
        expect(found.map((p) => p.id).sort()).toEqual([...expected].sort());
      }),
    );
  });

  it('gives the same order whatever order the products were read in', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(arbitraryProduct, { selector: (p) => p.id, maxLength: 30 }),
        arbitraryQuery,
        fc.constantFrom(undefined, 'name', 'price', 'category' as const),
        (products, search, sort) => {
          const forward = new CatalogSearchIndex(products).find({ search, ...(sort ? { sort } : {}) });
          const backward = new CatalogSearchIndex([...products].reverse()).find({ search, ...(sort ? { sort } : {}) });
          expect(backward.map((p) => p.id)).toEqual(forward.map((p) => p.id));
        },
      ),
    );
  });

  it('pages cover the list once, in order, whatever the page size', () => {
    fc.assert(
      fc.property(fc.array(fc.integer(), { maxLength: 60 }), fc.integer({ min: 1, max: 25 }), (items, pageSize) => {
        const pages = Math.max(1, Math.ceil(items.length / pageSize));
        const joined = Array.from({ length: pages + 1 }, (_, i) => pageOf(items, i + 1, pageSize)).flat();
        expect(joined).toEqual(items);
      }),
    );
  });
});
