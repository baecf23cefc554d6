import { describe, expect, it } from 'vitest';
import { CATALOG_CATEGORIES, PRODUCT_CATEGORIES, productSlug } from './catalog';

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
});

describe('categories', () => {
  it('lists the catalogue filter categories of the storefront', () => {
    expect(CATALOG_CATEGORIES).toEqual(['all', 'hfc', 'hfo', 'hcfc', 'cfc', 'natural', 'automotive', 'commercial', 'industrial']);
  });

  it('lists the five product categories of the back office', () => {
    expect(PRODUCT_CATEGORIES).toEqual(['HFC', 'HFO', 'Natural', 'HCFC', 'CFC']);
  });
});
