/** A link of the /sitemap page: its address and the storefront text that names it (en.json). */
export interface SiteMapLink {
  path: string;
  labelKey: string;
}

export interface SiteMapGroup {
  id: 'main' | 'categories' | 'info' | 'account' | 'tools' | 'legal';
  links: readonly SiteMapLink[];
}

/**
 * The groups of the spec's site map (back-office spec §2), listing only pages the shop has: its links to pages
 * nobody built (/portal, /converter, /pt-chart, /sds…) stay out until they exist, /news is the Industry News
 * page /blog, and the account's /orders is the Orders tab of /account.
 */
export const SITE_MAP_GROUPS: readonly SiteMapGroup[] = [
  {
    id: 'main',
    links: [
      { path: '/', labelKey: 'nav.home' },
      { path: '/products', labelKey: 'pages.products' },
      { path: '/freon-wholesale', labelKey: 'pages.freonWholesale' },
      { path: '/rfq', labelKey: 'pages.rfq' },
      { path: '/cart', labelKey: 'pages.cart' },
      { path: '/checkout', labelKey: 'pages.checkout' },
    ],
  },
  {
    id: 'categories',
    // The spec's six category pages (the catalogue's HCFC and CFC filters have no page of their own).
    links: (['hfc', 'hfo', 'natural', 'automotive', 'commercial', 'industrial'] as const).map((category) => ({
      path: `/products/category/${category}`,
      labelKey: `categories.${category}`,
    })),
  },
  {
    id: 'info',
    links: [
      { path: '/about', labelKey: 'pages.about' },
      { path: '/contact', labelKey: 'pages.contact' },
      { path: '/blog', labelKey: 'pages.blog' },
      { path: '/testimonials', labelKey: 'pages.testimonials' },
      { path: '/compliance', labelKey: 'pages.compliance' },
      { path: '/support', labelKey: 'pages.support' },
      { path: '/faq', labelKey: 'pages.faq' },
    ],
  },
  {
    id: 'account',
    links: [
      { path: '/auth', labelKey: 'pages.auth' },
      { path: '/account', labelKey: 'pages.account' },
      { path: '/certifications', labelKey: 'pages.certifications' },
    ],
  },
  { id: 'tools', links: [{ path: '/shipping', labelKey: 'pages.shipping' }] },
  {
    id: 'legal',
    links: [
      { path: '/privacy', labelKey: 'pages.privacy' },
      { path: '/terms', labelKey: 'pages.terms' },
      { path: '/cookies', labelKey: 'pages.cookies' },
      { path: '/refund-policy', labelKey: 'pages.refundPolicy' },
      { path: '/sitemap', labelKey: 'pages.sitemap' },
    ],
  },
];
