import type { ComponentType } from 'react';
import { useEffect } from 'react';
import { Navigate, ScrollRestoration, type RouteObject } from 'react-router';
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

/** A built page, downloaded when its address is first opened; the title is known before the code arrives. */
function lazyPage(path: string, titleKey: TranslationKey, load: () => Promise<{ Component: ComponentType }>): RouteObject {
  return { path, handle: { titleKey } satisfies RouteHandle, lazy: load };
}

const loadProductsPage = async () => ({ Component: (await import('@web/features/catalog/pages/products-page')).ProductsPage });
const loadProductDetailPage = async () => ({
  Component: (await import('@web/features/catalog/pages/product-detail-page')).ProductDetailPage,
});
// One page serves both confirmation addresses; the query says whether it is an order or a quote.
const loadConfirmationPage = async () => ({
  Component: (await import('@web/features/orders/pages/confirmation-page')).ConfirmationPage,
});
const loadWholesalePage = async () => ({
  Component: (await import('@web/features/wholesale/pages/freon-wholesale-page')).FreonWholesalePage,
});

// Storefront spec §2 and back-office spec §2 route tables. Real pages replace `comingSoon(…)`
// with `lazy: () => import(…)` so that only the home page ships in the first download.
const storefrontPages: RouteObject[] = [
  { index: true, element: <HomePage /> },
  lazyPage('freon-wholesale', 'pages.freonWholesale', loadWholesalePage),
  lazyPage('products', 'pages.products', loadProductsPage),
  lazyPage('products/category/:category', 'pages.productCategory', loadProductsPage),
  lazyPage('products/:slug', 'pages.productDetail', loadProductDetailPage),
  lazyPage('cart', 'pages.cart', async () => ({ Component: (await import('@web/features/cart/pages/cart-page')).CartPage })),
  lazyPage('rfq', 'pages.rfq', async () => ({ Component: (await import('@web/features/quotes/pages/rfq-page')).RfqPage })),
  lazyPage('checkout', 'pages.checkout', async () => ({ Component: (await import('@web/features/checkout/pages/checkout-page')).CheckoutPage })),
  lazyPage('order-confirmation', 'pages.orderConfirmation', loadConfirmationPage),
  lazyPage('quote-confirmation', 'pages.quoteConfirmation', loadConfirmationPage),
  lazyPage('auth', 'pages.auth', async () => ({ Component: (await import('@web/features/auth/pages/auth-page')).AuthPage })),
  lazyPage('reset-password', 'auth.reset.title', async () => ({
    Component: (await import('@web/features/auth/pages/reset-password-page')).ResetPasswordPage,
  })),
  lazyPage('account', 'pages.account', async () => ({ Component: (await import('@web/features/account/pages/account-page')).AccountPage })),
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
  lazyPage('unsubscribe', 'pages.unsubscribe', async () => ({
    Component: (await import('@web/features/newsletter/pages/unsubscribe-page')).UnsubscribePage,
  })),
  // The checkout's empty state links to /catalog; the catalogue lives at /products.
  { path: 'catalog', element: <Navigate to="/products" replace /> },
  { path: '*', handle: { titleKey: 'notFound.title' } satisfies RouteHandle, element: <NotFoundPage /> },
];

const loadAdminScreen = async () => ({ Component: (await import('@web/admin/screens/coming-soon-screen')).ComingSoonScreen });
const loadDashboard = async () => ({ Component: (await import('@web/admin/screens/dashboard/dashboard-screen')).DashboardScreen });

// The back office is its own chunk, downloaded only when an /admin address is opened.
const adminRoutes: RouteObject = {
  path: 'admin',
  lazy: async () => ({ Component: (await import('@web/admin/admin-layout')).AdminLayout }),
  children: [
    ...ADMIN_SCREENS.map(({ path, titleKey }): RouteObject => {
      const handle = { titleKey } satisfies RouteHandle;
      return path ? { path, handle, lazy: loadAdminScreen } : { index: true, handle, lazy: loadDashboard };
    }),
    { path: '*', handle: { titleKey: 'notFound.title' } satisfies RouteHandle, element: <NotFoundPage /> },
  ],
};

// The admin sign-in page has the back office's dark look, outside the storefront's header and footer.
const adminAuthRoute: RouteObject = {
  path: 'admin-auth',
  lazy: async () => ({ Component: (await import('@web/features/auth/pages/admin-auth-page')).AdminAuthPage }),
};

// Shown while an /admin address's code downloads on a first visit; the wait is short.
function NothingYet() {
  return null;
}

/** Marks the document once the app is live (hydrated or rendered), so a script or test knows clicks now reach it. */
function useReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
}

function AppShell() {
  useReadyMark();
  return (
    <>
      <ScrollRestoration />
      <AddressCleanup />
    </>
  );
}

/** Every address of the shop; the browser router (router.ts) and the server renderer (entry-server.tsx) share them. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: NothingYet,
    children: [
      { element: <StorefrontLayout />, children: [{ errorElement: <RouteErrorPage />, children: storefrontPages }] },
      adminRoutes,
      adminAuthRoute,
    ],
  },
];
