/** Pages the old site served as `.html` files and their clean paths (storefront spec §2, address clean-up). */
const HTML_ALIASES: Record<string, string> = {
  '/index.html': '/',
  '/home.html': '/',
  '/products.html': '/products',
  '/about.html': '/about',
  '/contact.html': '/contact',
  '/faq.html': '/faq',
};

/** API calls, asset files (whose hashed names may hold underscores), uploaded files and the payment sandbox's pages (its ids hold underscores) are never rewritten. */
function isPagePath(pathname: string): boolean {
  if (/^\/+(api|assets|uploads|sandbox-pay)(\/|$)/.test(pathname)) return false;
  const last = pathname.split('/').pop() ?? '';
  return !/\.[a-z0-9]+$/i.test(last) || /\.html$/i.test(last);
}

/**
 * Where an address should permanently redirect, or null when it is already clean.
 * `search` is the raw query string including its leading "?" (or "").
 */
export function cleanUrl(pathname: string, search: string): string | null {
  if (!isPagePath(pathname)) return null;
  const params = new URLSearchParams(search);
  if (pathname === '/products' || pathname === '/products/') {
    const legacy = params.get('id') ?? params.get('product');
    if (legacy) return `/products/${encodeURIComponent(legacy)}`;
  }

  let path = pathname.replace(/\/{2,}/g, '/').replace(/_/g, '-');
  path = HTML_ALIASES[path.toLowerCase()] ?? path;
  if (path.length > 1) path = path.replace(/\/+$/, '');

  return path === pathname ? null : `${path}${search}`;
}

/**
 * The product slug a refrigerant address written without the hyphen after its R prefix (or in capitals) may stand
 * for: `/products/r410a` and `/products/R-410A` → `r-410a`. Null for any other address. The caller redirects only
 * when a product holds that slug, so `/products/r410a` never becomes a 404 one step later.
 */
export function refrigerantSlugCandidate(pathname: string): string | null {
  const match = /^\/products\/(r)-?(\d[a-z0-9-]*)$/i.exec(pathname);
  if (!match) return null;
  const candidate = `r-${(match[2] ?? '').toLowerCase()}`;
  return `/products/${candidate}` === pathname ? null : candidate;
}
