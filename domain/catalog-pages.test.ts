import { describe, expect, it } from 'vitest';
import { catalogueApiPath, pageCount, pageLinks, readPageNumber } from './catalog-pages';

describe('catalogueApiPath', () => {
  it('is plain /api/products for the first unfiltered page', () => {
    expect(catalogueApiPath({})).toBe('/api/products');
    expect(catalogueApiPath({ search: '  ', category: 'all', sort: 'name', page: 1, pageSize: 24 })).toBe('/api/products');
  });

  it('keeps only what differs from the defaults, in one order', () => {
    expect(catalogueApiPath({ page: 3, sort: 'price', category: 'hfc', search: ' 410a ' })).toBe('/api/products?search=410a&category=hfc&sort=price&page=3');
    expect(catalogueApiPath({ slugs: ['r-22', 'r-410a'] })).toBe('/api/products?slugs=r-22%2Cr-410a');
  });
});

describe('readPageNumber', () => {
  it.each([
    ['2', 2],
    ['1', 1],
    ['0', 1],
    ['-3', 1],
    ['1.5', 1],
    ['abc', 1],
    [null, 1],
  ])('reads %s as page %s', (value, page) => {
    expect(readPageNumber(value)).toBe(page);
  });
});

describe('pageCount and pageLinks', () => {
  it('counts at least one page', () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(25, 24)).toBe(2);
  });

  it('shows the first, the last and the neighbours of the current page, with gaps', () => {
    expect(pageLinks(1, 1)).toEqual([1]);
    expect(pageLinks(1, 5)).toEqual([1, 2, null, 5]);
    expect(pageLinks(5, 40)).toEqual([1, null, 4, 5, 6, null, 40]);
    expect(pageLinks(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageLinks(40, 40)).toEqual([1, null, 39, 40]);
  });
});
