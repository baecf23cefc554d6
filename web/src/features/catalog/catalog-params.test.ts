import { describe, expect, it } from 'vitest';
import { catalogHref, readCatalogFilters } from './catalog-params';

describe('readCatalogFilters', () => {
  it('reads search, category and sort from the address', () => {
    expect(readCatalogFilters(new URLSearchParams('search=410a&category=HFC&sort=price'))).toEqual({ search: '410a', category: 'hfc', sort: 'price', page: 1 });
  });

  it('falls back to all categories and name order for unknown values', () => {
    expect(readCatalogFilters(new URLSearchParams('category=plasma&sort=cheapest'))).toEqual({ search: '', category: 'all', sort: 'name', page: 1 });
  });

  it('reads the page number, and anything but a whole number from 1 as the first page', () => {
    expect(readCatalogFilters(new URLSearchParams('page=3')).page).toBe(3);
    for (const page of ['0', '-2', '2.5', 'two', '']) expect(readCatalogFilters(new URLSearchParams({ page })).page).toBe(1);
  });

  it('lets the category route preset the category', () => {
    expect(readCatalogFilters(new URLSearchParams('category=hfo'), 'automotive').category).toBe('automotive');
  });
});

describe('catalogHref', () => {
  it('keeps filters in the query on /products and leaves defaults out', () => {
    expect(catalogHref({ search: 'r22', category: 'hcfc', sort: 'name' }, false)).toBe('/products?search=r22&category=hcfc');
    expect(catalogHref({ category: 'all', sort: 'name' }, false)).toBe('/products');
  });

  it('stays on the category route when a category is chosen there', () => {
    expect(catalogHref({ category: 'hfo', sort: 'price' }, true)).toBe('/products/category/hfo?sort=price');
    expect(catalogHref({ category: 'all' }, true)).toBe('/products');
  });

  it('keeps a page past the first in the address', () => {
    expect(catalogHref({ category: 'hfc', page: 2 }, true)).toBe('/products/category/hfc?page=2');
    expect(catalogHref({ search: 'r', page: 1 }, false)).toBe('/products?search=r');
  });
});
