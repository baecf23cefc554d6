import type { TranslationKey } from '@web/i18n';

export interface SiteLink {
  to: string;
  labelKey: TranslationKey;
}

/** The header's navigation, repeated in the mobile menu. */
export const NAV_LINKS = [
  { to: '/', labelKey: 'nav.home' },
  { to: '/products', labelKey: 'nav.products' },
  { to: '/freon-wholesale', labelKey: 'nav.wholesale' },
  { to: '/compliance', labelKey: 'nav.compliance' },
  { to: '/about', labelKey: 'nav.about' },
  { to: '/blog', labelKey: 'nav.news' },
  { to: '/support', labelKey: 'nav.support' },
  { to: '/contact', labelKey: 'nav.contact' },
] as const satisfies readonly SiteLink[];

export const QUICK_LINKS = [
  { to: '/about', labelKey: 'pages.about' },
  { to: '/products', labelKey: 'pages.products' },
  { to: '/freon-wholesale', labelKey: 'pages.freonWholesale' },
  { to: '/rfq', labelKey: 'pages.rfq' },
  { to: '/testimonials', labelKey: 'pages.testimonials' },
  { to: '/blog', labelKey: 'pages.blog' },
  { to: '/faq', labelKey: 'pages.faq' },
  { to: '/shipping', labelKey: 'pages.shipping' },
  { to: '/certifications', labelKey: 'pages.certifications' },
  { to: '/compliance', labelKey: 'pages.compliance' },
  { to: '/support', labelKey: 'pages.support' },
  { to: '/contact', labelKey: 'pages.contact' },
] as const satisfies readonly SiteLink[];

export const CATEGORY_LINKS = [
  { to: '/products/category/hfc', labelKey: 'categories.hfc' },
  { to: '/products/category/hfo', labelKey: 'categories.hfo' },
  { to: '/products/category/natural', labelKey: 'categories.natural' },
  { to: '/products/category/automotive', labelKey: 'categories.automotive' },
  { to: '/products/category/commercial', labelKey: 'categories.commercial' },
  { to: '/products/category/industrial', labelKey: 'categories.industrial' },
] as const satisfies readonly SiteLink[];

export const LEGAL_LINKS = [
  { to: '/privacy', labelKey: 'pages.privacy' },
  { to: '/terms', labelKey: 'pages.terms' },
  { to: '/refund-policy', labelKey: 'pages.refundPolicy' },
  { to: '/cookies', labelKey: 'pages.cookies' },
  { to: '/sitemap', labelKey: 'pages.sitemap' },
] as const satisfies readonly SiteLink[];
