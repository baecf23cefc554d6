import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCTS } from './products';

describe('demo catalogue translations', () => {
  it('gives every demo product a French and a Spanish description and as many applications as in English', () => {
    for (const product of DEMO_PRODUCTS) {
      for (const language of ['fr', 'es'] as const) {
        const text = product.translations?.[language];
        expect(text?.description?.trim(), `${product.name} ${language}`).toBeTruthy();
        expect(text?.applications?.length, `${product.name} ${language}`).toBe(product.applications?.length);
      }
    }
  });

  it('writes Canadian French and North American Spanish: thermopompe, bomba de calor, PRP and PCG, no GWP', () => {
    const fr = DEMO_PRODUCTS.map((p) => p.translations?.fr?.description ?? '').join('\n');
    const es = DEMO_PRODUCTS.map((p) => p.translations?.es?.description ?? '').join('\n');
    expect(fr).toMatch(/thermopompes/);
    expect(fr).toMatch(/PRP/);
    expect(es).toMatch(/bombas de calor/);
    expect(es).toMatch(/PCG/);
    expect(`${fr}\n${es}`).not.toMatch(/GWP|ODP/);
    // Canadian French puts a no-break space before : and %, a narrow one before ; ! and ?.
    expect(fr).not.toMatch(/[^\u00a0\u202f][:%;!?]/);
  });

  it('mentions the Canadian and Mexican certifications wherever EPA 608 is named', () => {
    for (const product of DEMO_PRODUCTS) {
      if (!product.description?.includes('EPA 608')) continue;
      expect(product.translations?.fr?.description, product.name).toMatch(/halocarbures au Canada/);
      expect(product.translations?.es?.description, product.name).toMatch(/certificación mexicana/);
    }
  });
});
