import { describe, expect, it } from 'vitest';
import { catalogHref, readCatalogFilters } from './catalog-params';

describe('readCatalogFilters', () => {
  it('reads search, category and sort from the address', () => {
    expect(readCatalogFilters(new URLSearchParams('search=410a&category=HFC&sort=price'))).toEqual({ search: '410a', category: 'hfc', sort: 'price' });
  });

  it('falls back to all categories and name order for unknown values', () => {
    expect(readCatalogFilters(new URLSearchParams('category=plasma&sort=cheapest'))).toEqual({ search: '', category: 'all', sort: 'name' });
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
});
