import { describe, expect, it } from 'vitest';
import { languageAlternates, languageBasename, localizedPath, splitLanguagePath } from './language-addresses';

describe('language addresses', () => {
  it('reads the language prefix of an address and the page behind it', () => {
    expect(splitLanguagePath('/fr/products/r-410a')).toEqual({ language: 'fr', path: '/products/r-410a' });
    expect(splitLanguagePath('/es')).toEqual({ language: 'es', path: '/' });
    expect(splitLanguagePath('/es/')).toEqual({ language: 'es', path: '/' });
    expect(splitLanguagePath('/products')).toEqual({ language: null, path: '/products' });
    // English is unprefixed, and a code the shop does not speak is no prefix.
    expect(splitLanguagePath('/en/products')).toEqual({ language: null, path: '/en/products' });
    expect(splitLanguagePath('/de/products')).toEqual({ language: null, path: '/de/products' });
    expect(splitLanguagePath('/french')).toEqual({ language: null, path: '/french' });
    expect(languageBasename('/fr/cart')).toBe('/fr');
    expect(languageBasename('/faq')).toBe('');
  });

  it('writes a page address in each language, English unprefixed', () => {
    expect(localizedPath('fr', '/products/r-410a')).toBe('/fr/products/r-410a');
    expect(localizedPath('es', '/')).toBe('/es');
    expect(localizedPath('es', '/?page=2')).toBe('/es?page=2');
    expect(localizedPath('en', '/contact')).toBe('/contact');
    expect(languageAlternates('/blog')).toEqual([
      { hreflang: 'en', path: '/blog' },
      { hreflang: 'fr', path: '/fr/blog' },
      { hreflang: 'es', path: '/es/blog' },
      { hreflang: 'x-default', path: '/blog' },
    ]);
  });
});
