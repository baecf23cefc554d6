import { describe, expect, it } from 'vitest';
import { CATALOG_CATEGORIES, isInStock, offeredPackages, PRODUCT_CATEGORIES, productSlug, SLUG_MAX_LENGTH, stockStatus, uniqueSlug } from './catalog';

describe('productSlug', () => {
  it.each([
    ['R-410A', 'r-410a'],
    ['R-134a', 'r-134a'],
    ['R-1234yf', 'r-1234yf'],
    ['R-744 (CO2)', 'r-744-co2'],
    ['  Low GWP  Blend ', 'low-gwp-blend'],
    ['R-22 / HCFC', 'r-22-hcfc'],
    ['-R-32-', 'r-32'],
  ])('turns "%s" into "%s"', (name, slug) => {
    expect(productSlug(name)).toBe(slug);
  });

  it('keeps hyphens so the spec’s own links resolve', () => {
    expect(productSlug('R-410A')).toBe('r-410a');
  });

  it('keeps accented letters without their accents', () => {
    expect(productSlug('Réfrigérant R-32 « pur »')).toBe('refrigerant-r-32-pur');
  });

  it('stays short and never ends with a hyphen', () => {
    const slug = productSlug(`${'a'.repeat(SLUG_MAX_LENGTH - 1)} b c`);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('uniqueSlug', () => {
  it('takes the slug itself when free, else the first free numbered one', () => {
    expect(uniqueSlug('r-32', new Set())).toBe('r-32');
    expect(uniqueSlug('r-32', new Set(['r-32', 'r-32-2']))).toBe('r-32-3');
  });

  it('names a product whose name keeps no letter or digit "product"', () => {
    expect(uniqueSlug(productSlug('冷媒 ★'), new Set(['product']))).toBe('product-2');
  });
});

describe('categories', () => {
  it('lists the catalogue filter categories of the storefront', () => {
    expect(CATALOG_CATEGORIES).toEqual(['all', 'hfc', 'hfo', 'hcfc', 'cfc', 'natural', 'automotive', 'commercial', 'industrial']);
  });

  it('lists the five product categories of the back office', () => {
    expect(PRODUCT_CATEGORIES).toEqual(['HFC', 'HFO', 'Natural', 'HCFC', 'CFC']);
  });
});

describe('stockStatus', () => {
  it.each([
    [{ availability: 'in_stock', stockQuantity: 12 }, 'in_stock'],
    [{ availability: 'in_stock', stockQuantity: 0 }, 'out_of_stock'],
    [{ availability: 'out_of_stock', stockQuantity: 40 }, 'out_of_stock'],
    [{ availability: 'preorder', stockQuantity: 0 }, 'preorder'],
    [{ availability: 'backorder', stockQuantity: 0 }, 'backorder'],
  ] as const)('reads %o as %s', (product, status) => {
    expect(stockStatus(product)).toBe(status);
    expect(isInStock(product)).toBe(status === 'in_stock');
  });
});

describe('offeredPackages', () => {
  it('reads stored labels, smallest first, without repeats', () => {
    expect(offeredPackages(['40ft Container', '1 Pallet', 'Pallet', '1 Cylinder'])).toEqual(['cylinder', 'pallet', 'container_40ft']);
  });

  it('offers every package when nothing readable is stored', () => {
    expect(offeredPackages([])).toEqual(['cylinder', 'pallet', 'container_20ft', 'container_40ft']);
    expect(offeredPackages(['Tote'])).toEqual(['cylinder', 'pallet', 'container_20ft', 'container_40ft']);
  });
});
