import type { ComponentType } from 'react';
import type { AdminScreenPath } from './admin-screens';

export type AdminScreenLoader = () => Promise<{ Component: ComponentType }>;

export const loadDashboard: AdminScreenLoader = async () => ({ Component: (await import('./screens/dashboard/dashboard-screen')).DashboardScreen });

/**
 * Every back-office screen but the dashboard, each its own chunk (a menu entry without one does not type-check). Kept
 * apart from the router so a test can read which addresses are built without loading any screen
 * (web/src/admin/admin-links.test.ts).
 */
export const ADMIN_SCREEN_LOADERS: Record<Exclude<AdminScreenPath, ''>, AdminScreenLoader> = {
  products: async () => ({ Component: (await import('./screens/products/products-screen')).ProductsScreen }),
  'featured-products': async () => ({ Component: (await import('./screens/featured-products/featured-products-screen')).FeaturedProductsScreen }),
  orders: async () => ({ Component: (await import('./screens/orders/orders-screen')).OrdersScreen }),
  quotes: async () => ({ Component: (await import('./screens/quotes/quotes-screen')).QuotesScreen }),
  'buyer-certifications': async () => ({ Component: (await import('./screens/buyer-certifications/buyer-certifications-screen')).BuyerCertificationsScreen }),
  coupons: async () => ({ Component: (await import('./screens/coupons/coupons-screen')).CouponsScreen }),
  newsletter: async () => ({ Component: (await import('./screens/newsletter/newsletter-screen')).NewsletterScreen }),
  testimonials: async () => ({ Component: (await import('./screens/testimonials/testimonials-screen')).TestimonialsScreen }),
  team: async () => ({ Component: (await import('./screens/team/team-screen')).TeamScreen }),
  certificates: async () => ({ Component: (await import('./screens/certificates/certificates-screen')).CertificatesScreen }),
  'hero-images': async () => ({ Component: (await import('./screens/hero-images/hero-images-screen')).HeroImagesScreen }),
  contacts: async () => ({ Component: (await import('./screens/contacts/contacts-screen')).ContactsScreen }),
  blog: async () => ({ Component: (await import('./screens/blog/blog-screen')).BlogScreen }),
  settings: async () => ({ Component: (await import('./screens/settings/settings-screen')).SettingsScreen }),
  logo: async () => ({ Component: (await import('./screens/logo/logo-screen')).LogoScreen }),
  content: async () => ({ Component: (await import('./screens/content/content-screen')).ContentScreen }),
  adverts: async () => ({ Component: (await import('./screens/adverts/adverts-screen')).AdvertsScreen }),
  'contact-info': async () => ({ Component: (await import('./screens/contact-info/contact-info-screen')).ContactInfoScreen }),
  audit: async () => ({ Component: (await import('./screens/audit/audit-screen')).AuditScreen }),
  security: async () => ({ Component: (await import('./screens/security/security-screen')).SecurityScreen }),
};

/** Whether a back-office address (its path, any query left out) opens a built screen: the dashboard or one above. */
export function isBuiltAdminPath(pathname: string): boolean {
  if (pathname === '/admin') return true;
  const path = pathname.startsWith('/admin/') ? pathname.slice('/admin/'.length) : null;
  return path !== null && Object.hasOwn(ADMIN_SCREEN_LOADERS, path);
}
