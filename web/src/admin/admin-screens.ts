import type { TranslationKey } from '@web/i18n';

/**
 * The back-office screens (back-office spec §2), in side-menu order. The router and the side menu
 * both read this table; it imports no screen code, so the storefront can include it cheaply.
 */
export const ADMIN_SCREENS = [
  { path: '', titleKey: 'admin.screens.dashboard' },
  { path: 'products', titleKey: 'admin.screens.products' },
  { path: 'featured-products', titleKey: 'admin.screens.featuredProducts' },
  { path: 'orders', titleKey: 'admin.screens.orders' },
  { path: 'quotes', titleKey: 'admin.screens.quotes' },
  { path: 'buyer-certifications', titleKey: 'admin.screens.buyerCertifications' },
  { path: 'blog', titleKey: 'admin.screens.blog' },
  { path: 'adverts', titleKey: 'admin.screens.adverts' },
  { path: 'coupons', titleKey: 'admin.screens.coupons' },
  { path: 'contacts', titleKey: 'admin.screens.contacts' },
  { path: 'newsletter', titleKey: 'admin.screens.newsletter' },
  { path: 'contact-info', titleKey: 'admin.screens.contactInfo' },
  { path: 'team', titleKey: 'admin.screens.team' },
  { path: 'certificates', titleKey: 'admin.screens.certificates' },
  { path: 'content', titleKey: 'admin.screens.content' },
  { path: 'testimonials', titleKey: 'admin.screens.testimonials' },
  { path: 'hero-images', titleKey: 'admin.screens.heroImages' },
  { path: 'logo', titleKey: 'admin.screens.logo' },
  { path: 'settings', titleKey: 'admin.screens.settings' },
  { path: 'audit', titleKey: 'admin.screens.audit' },
  { path: 'security', titleKey: 'admin.screens.security' },
] as const satisfies readonly { path: string; titleKey: TranslationKey }[];

export type AdminScreenPath = (typeof ADMIN_SCREENS)[number]['path'];
