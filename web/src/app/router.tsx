import { createBrowserRouter, Navigate, ScrollRestoration, type RouteObject } from 'react-router';
import { ADMIN_SCREENS } from '@web/admin/admin-screens';
import { ComingSoonPage } from '@web/components/coming-soon-page';
import { HomePage } from '@web/features/home/pages/home-page';
import type { TranslationKey } from '@web/i18n';
import type { RouteHandle } from '@web/lib/route-title';
import { AddressCleanup } from './layout/address-cleanup';
import { StorefrontLayout } from './layout/storefront-layout';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorPage } from './pages/route-error-page';

/** A page that a later issue builds: its translated title and an honest "coming soon" body. */
function comingSoon(path: string, titleKey: TranslationKey): RouteObject {
  return { path, handle: { titleKey } satisfies RouteHandle, element: <ComingSoonPage titleKey={titleKey} /> };
}

// Storefront spec §2 and back-office spec §2 route tables. Real pages replace `comingSoon(…)`
// with `lazy: () => import(…)` so that only the home page ships in the first download.
const storefrontPages: RouteObject[] = [
  { index: true, element: <HomePage /> },
  comingSoon('freon-wholesale', 'pages.freonWholesale'),
  comingSoon('products', 'pages.products'),
  comingSoon('products/category/:category', 'pages.productCategory'),
  comingSoon('products/:slug', 'pages.productDetail'),
  comingSoon('cart', 'pages.cart'),
  comingSoon('rfq', 'pages.rfq'),
  comingSoon('checkout', 'pages.checkout'),
  comingSoon('order-confirmation', 'pages.orderConfirmation'),
  comingSoon('quote-confirmation', 'pages.quoteConfirmation'),
  comingSoon('auth', 'pages.auth'),
  comingSoon('account', 'pages.account'),
  comingSoon('about', 'pages.about'),
  comingSoon('testimonials', 'pages.testimonials'),
  comingSoon('contact', 'pages.contact'),
  comingSoon('blog', 'pages.blog'),
  comingSoon('news/:slug', 'pages.newsArticle'),
  comingSoon('compliance', 'pages.compliance'),
  comingSoon('certifications', 'pages.certifications'),
  comingSoon('shipping', 'pages.shipping'),
  comingSoon('support', 'pages.support'),
  comingSoon('faq', 'pages.faq'),
  comingSoon('privacy', 'pages.privacy'),
  comingSoon('terms', 'pages.terms'),
  comingSoon('refund-policy', 'pages.refundPolicy'),
  comingSoon('cookies', 'pages.cookies'),
  comingSoon('sitemap', 'pages.sitemap'),
  comingSoon('unsubscribe', 'pages.unsubscribe'),
  comingSoon('admin-auth', 'pages.adminAuth'),
  // The checkout's empty state links to /catalog; the catalogue lives at /products.
  { path: 'catalog', element: <Navigate to="/products" replace /> },
  { path: '*', handle: { titleKey: 'notFound.title' } satisfies RouteHandle, element: <NotFoundPage /> },
];

const loadAdminScreen = async () => ({ Component: (await import('@web/admin/screens/coming-soon-screen')).ComingSoonScreen });

// The back office is its own chunk, downloaded only when an /admin address is opened.
const adminRoutes: RouteObject = {
  path: 'admin',
  lazy: async () => ({ Component: (await import('@web/admin/admin-layout')).AdminLayout }),
  children: [
    ...ADMIN_SCREENS.map(({ path, titleKey }): RouteObject => {
      const handle = { titleKey } satisfies RouteHandle;
      return path ? { path, handle, lazy: loadAdminScreen } : { index: true, handle, lazy: loadAdminScreen };
    }),
    { path: '*', handle: { titleKey: 'notFound.title' } satisfies RouteHandle, element: <NotFoundPage /> },
  ],
};

// Shown while an /admin address's code downloads on a first visit; the wait is short.
function NothingYet() {
  return null;
}

function AppShell() {
  return (
    <>
      <ScrollRestoration />
      <AddressCleanup />
    </>
  );
}

export const router = createBrowserRouter([
  {
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: NothingYet,
    children: [
      { element: <StorefrontLayout />, children: [{ errorElement: <RouteErrorPage />, children: storefrontPages }] },
      adminRoutes,
    ],
  },
]);
