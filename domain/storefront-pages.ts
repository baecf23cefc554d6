/**
 * The address patterns of the storefront's route table (web/src/app/routes.tsx, checked by its test), so the server
 * tells an unknown address from a page the browser draws without drawing it (docs/decisions/039).
 */
export const STOREFRONT_PAGE_PATTERNS = [
  '/',
  '/freon-wholesale',
  '/products',
  '/products/category/:category',
  '/products/:slug',
  '/cart',
  '/rfq',
  '/checkout',
  '/order-confirmation',
  '/quote-confirmation',
  '/orders/:orderNumber/pay',
  '/auth',
  '/reset-password',
  '/account',
  '/about',
  '/testimonials',
  '/contact',
  '/blog',
  '/news/:slug',
  '/compliance',
  '/certifications',
  '/shipping',
  '/support',
  '/faq',
  '/privacy',
  '/terms',
  '/refund-policy',
  '/cookies',
  '/sitemap',
  '/unsubscribe',
  '/newsletter/confirm',
  '/catalog',
  '/admin/*',
  '/admin-auth',
] as const;

function matches(pattern: string, parts: readonly string[]): boolean {
  const wanted = pattern.split('/').filter(Boolean);
  if (wanted.at(-1) === '*') return wanted.slice(0, -1).every((part, i) => parts[i] === part);
  return wanted.length === parts.length && wanted.every((part, i) => part.startsWith(':') || part === parts[i]);
}

/** Whether an unprefixed path (no language prefix, no query) is one of the storefront's pages; a trailing slash is the same page. */
export function isStorefrontPage(path: string): boolean {
  const parts = path.split('/').filter(Boolean);
  return STOREFRONT_PAGE_PATTERNS.some((pattern) => matches(pattern, parts));
}
