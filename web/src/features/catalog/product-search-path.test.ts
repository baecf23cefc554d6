import { describe, expect, it } from 'vitest';
import { productSearchPath } from './product-search-path';

describe('productSearchPath', () => {
  it('sends the trimmed text as the search parameter', () => {
    expect(productSearchPath('  R-410A  ')).toBe('/products?search=R-410A');
  });

  it('encodes spaces and symbols', () => {
    const path = productSearchPath('r 22 & more');
    expect(new URL(path ?? '', 'http://x').searchParams.get('search')).toBe('r 22 & more');
  });

  it('ignores an empty or blank search', () => {
    expect(productSearchPath('')).toBeNull();
    expect(productSearchPath('   ')).toBeNull();
  });
});
