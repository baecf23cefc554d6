import { describe, expect, it } from 'vitest';
import { isStorefrontPage } from './storefront-pages';

describe('isStorefrontPage', () => {
  it('knows the pages of the route table, their parameters and the back office', () => {
    for (const path of ['/', '/products', '/products/r-410a', '/products/category/hfc', '/news/some-post', '/cart', '/newsletter/confirm', '/admin', '/admin/orders/12', '/about/']) {
      expect(isStorefrontPage(path), path).toBe(true);
    }
  });

  it('refuses any other address', () => {
    for (const path of ['/nope', '/products/r-410a/extra', '/news', '/newsletter', '/about/team', '/fr', '/administrator']) {
      expect(isStorefrontPage(path), path).toBe(false);
    }
  });
});
