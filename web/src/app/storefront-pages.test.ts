import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STOREFRONT_PAGE_PATTERNS } from '@domain/storefront-pages';

// The route table is read as text: importing it needs the build's plugins (its texts are split by vite.config.ts).
const source = fs.readFileSync(new URL('./routes.tsx', import.meta.url), 'utf8');
const storefront = source.slice(source.indexOf('const storefrontPages'), source.indexOf('const adminRoutes'));

describe('the server\'s list of storefront pages (domain/storefront-pages.ts)', () => {
  it('names every page of the route table, so no page is taken for an unknown address', () => {
    const paths = [...storefront.matchAll(/(?:lazyPage|infoPage)\('([^']+)'|path: '([^'*]+)'/g)].map((m) => `/${m[1] ?? m[2]}`);
    expect(storefront).toContain('{ index: true, element: <HomePage /> }');
    expect(source).toContain("path: 'admin',");
    expect(source).toContain("{ path: 'admin-auth' }");
    expect(['/', ...paths, '/admin/*', '/admin-auth'].sort()).toEqual([...STOREFRONT_PAGE_PATTERNS].sort());
  });
});
