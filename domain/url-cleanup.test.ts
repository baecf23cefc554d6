import { describe, expect, it } from 'vitest';
import { cleanUrl, refrigerantSlugCandidate } from './url-cleanup';

describe('cleanUrl', () => {
  it('leaves a clean address alone', () => {
    expect(cleanUrl('/', '')).toBeNull();
    expect(cleanUrl('/products/r-410a', '')).toBeNull();
    expect(cleanUrl('/products', '?search=r22&category=hfc')).toBeNull();
  });

  it('sends the old product query forms to the product page', () => {
    expect(cleanUrl('/products', '?id=r-410a')).toBe('/products/r-410a');
    expect(cleanUrl('/products/', '?product=R-22')).toBe('/products/R-22');
  });

  it('encodes the old product value in the path', () => {
    expect(cleanUrl('/products', '?id=a%2Fb')).toBe('/products/a%2Fb');
  });

  it('strips trailing slashes and keeps the query', () => {
    expect(cleanUrl('/about/', '')).toBe('/about');
    expect(cleanUrl('/products/', '?search=r22')).toBe('/products?search=r22');
  });

  it('collapses double slashes', () => {
    expect(cleanUrl('//products//r-410a', '')).toBe('/products/r-410a');
  });

  it('never rewrites an uploaded file’s address (the store answers it, or 404)', () => {
    expect(cleanUrl('/uploads/images/a_b-1200.webp', '')).toBeNull();
    expect(cleanUrl('/uploads/', '')).toBeNull();
    expect(cleanUrl('/uploads/documents/x_y', '')).toBeNull();
  });

  it('turns underscores in the path into hyphens', () => {
    expect(cleanUrl('/refund_policy', '')).toBe('/refund-policy');
  });

  it('sends the old .html pages to their clean paths', () => {
    expect(cleanUrl('/index.html', '')).toBe('/');
    expect(cleanUrl('/home.html', '')).toBe('/');
    expect(cleanUrl('/products.html', '')).toBe('/products');
    expect(cleanUrl('/about.html', '')).toBe('/about');
    expect(cleanUrl('/contact.html', '')).toBe('/contact');
    expect(cleanUrl('/FAQ.html', '')).toBe('/faq');
  });
});

describe('refrigerantSlugCandidate', () => {
  it.each([
    ['/products/r410a', 'r-410a'],
    ['/products/R410A', 'r-410a'],
    ['/products/R-410A', 'r-410a'],
    ['/products/r1234yf', 'r-1234yf'],
    ['/products/r407c-blend', 'r-407c-blend'],
  ])('reads %s as the slug %s', (path, slug) => {
    expect(refrigerantSlugCandidate(path)).toBe(slug);
  });

  it.each(['/products/r-410a', '/products/recovery-tank', '/products/r', '/products/category/hfc', '/about/r410a', '/products/r410a/x'])(
    'leaves %s alone',
    (path) => {
      expect(refrigerantSlugCandidate(path)).toBeNull();
    },
  );
});
