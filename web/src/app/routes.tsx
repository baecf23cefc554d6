import { Suspense, useEffect, useMemo, type ComponentType } from 'react';
import { matchRoutes, Navigate, Outlet, useLocation, useNavigationType, useRoutes, type Location, type RouteObject } from 'react-router';
import { ADMIN_SCREEN_LOADERS, loadDashboard } from '@web/admin/admin-screen-loaders';
import { ADMIN_SCREENS } from '@web/admin/admin-screens';
import { HomePage } from '@web/features/home/pages/home-page';
import { loadPageTexts, type TranslationKey } from '@web/i18n';
import { preloadLaterParts } from '@web/lib/later-part';
import { preloadableLazy, type PreloadableComponent } from '@web/lib/preloadable-lazy';
import { isRouteHandle, RouteTitleKeyContext, type RouteHandle } from '@web/lib/route-title';
import { AddressCleanup } from './layout/address-cleanup';
import { StorefrontLayout } from './layout/storefront-layout';
import { NotFoundPage } from './pages/not-found-page';
import { RouteErrorBoundary } from './pages/route-error-boundary';

/** The pages whose code is downloaded when their address is first opened (or ahead, see preloadRoutes), by route. */
const lazyPages = new WeakMap<RouteObject, PreloadableComponent<object>>();

function lazyRoute(route: RouteObject, load: () => Promise<{ Component: ComponentType }>): RouteObject {
  // A page renders once its code and its texts are both in.
  const page = preloadableLazy(async () => (await Promise.all([load(), loadPageTexts()]))[0].Component);
  const withPage = { ...route, element: <PageSuspense page={page} /> } as RouteObject;
  lazyPages.set(withPage, page);
  return withPage;
}

// A first visit to a page waits for its code with the page area blank; the layout stays.
function PageSuspense({ page: Page }: { page: PreloadableComponent<object> }) {
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}

/** A built page, downloaded when its address is first opened; the title is known before the code arrives. */
function lazyPage(path: string, titleKey: TranslationKey, load: () => Promise<{ Component: ComponentType }>): RouteObject {
  return lazyRoute({ path, handle: { titleKey } satisfies RouteHandle }, load);
}

/**
 * An information page (about, blog, contact, FAQ, policies…): like lazyPage, and its texts of the 'info' namespace
 * (web/src/i18n/info) are in before it renders, so a server-rendered page hydrates in the visitor's language.
 */
function infoPage(path: string, titleKey: TranslationKey, load: () => Promise<{ Component: ComponentType }>): RouteObject {
  // The server renderer holds every namespace already (i18n/server.ts).
  if (import.meta.env.SSR) return lazyPage(path, titleKey, load);
  return lazyPage(path, titleKey, async () => {
    const [page, texts] = await Promise.all([load(), import('@web/i18n/info')]);
    await texts.loadInfoTexts();
    return page;
  });
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

// Storefront spec §2 and back-office spec §2 route tables: every page but the home page is lazy, so that only the
// home page ships in the first download.
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
  lazyPage('orders/:orderNumber/pay', 'pages.payOrder', async () => ({ Component: (await import('@web/features/payments/pages/pay-order-page')).PayOrderPage })),
  lazyPage('auth', 'pages.auth', async () => ({ Component: (await import('@web/features/auth/pages/auth-page')).AuthPage })),
  lazyPage('reset-password', 'auth.reset.title', async () => ({
    Component: (await import('@web/features/auth/pages/reset-password-page')).ResetPasswordPage,
  })),
  lazyPage('account', 'pages.account', async () => ({ Component: (await import('@web/features/account/pages/account-page')).AccountPage })),
  infoPage('about', 'pages.about', async () => ({ Component: (await import('@web/features/about/pages/about-page')).AboutPage })),
  infoPage('testimonials', 'pages.testimonials', async () => ({ Component: (await import('@web/features/testimonials/pages/testimonials-page')).TestimonialsPage })),
  infoPage('contact', 'pages.contact', async () => ({ Component: (await import('@web/features/contact/pages/contact-page')).ContactPage })),
  infoPage('blog', 'pages.blog', async () => ({ Component: (await import('@web/features/blog/pages/blog-page')).BlogPage })),
  infoPage('news/:slug', 'pages.newsArticle', async () => ({ Component: (await import('@web/features/blog/pages/article-page')).ArticlePage })),
  infoPage('compliance', 'pages.compliance', async () => ({ Component: (await import('@web/features/info/pages/compliance-page')).CompliancePage })),
  infoPage('certifications', 'pages.certifications', async () => ({
    Component: (await import('@web/features/certifications/pages/certifications-page')).CertificationsPage,
  })),
  infoPage('shipping', 'pages.shipping', async () => ({ Component: (await import('@web/features/shipping/pages/shipping-page')).ShippingPage })),
  infoPage('support', 'pages.support', async () => ({ Component: (await import('@web/features/contact/pages/support-page')).SupportPage })),
  infoPage('faq', 'pages.faq', async () => ({ Component: (await import('@web/features/info/pages/faq-page')).FaqPage })),
  infoPage('privacy', 'pages.privacy', async () => ({ Component: (await import('@web/features/info/pages/privacy-page')).PrivacyPage })),
  infoPage('terms', 'pages.terms', async () => ({ Component: (await import('@web/features/info/pages/terms-page')).TermsPage })),
  infoPage('refund-policy', 'pages.refundPolicy', async () => ({ Component: (await import('@web/features/info/pages/refund-policy-page')).RefundPolicyPage })),
  infoPage('cookies', 'pages.cookies', async () => ({ Component: (await import('@web/features/info/pages/cookies-page')).CookiesPage })),
  infoPage('sitemap', 'pages.sitemap', async () => ({ Component: (await import('@web/features/info/pages/site-map-page')).SiteMapPage })),
  lazyPage('unsubscribe', 'pages.unsubscribe', async () => ({
    Component: (await import('@web/features/newsletter/pages/unsubscribe-page')).UnsubscribePage,
  })),
  lazyPage('newsletter/confirm', 'pages.newsletterConfirm', async () => ({
    Component: (await import('@web/features/newsletter/pages/confirm-subscription-page')).ConfirmSubscriptionPage,
  })),
  // The checkout's empty state links to /catalog; the catalogue lives at /products.
  { path: 'catalog', element: <Navigate to="/products" replace /> },
  { path: '*', handle: { titleKey: 'notFound.title' } satisfies RouteHandle, element: <NotFoundPage /> },
];

// The back office is its own chunk, downloaded only when an /admin address is opened.
const adminRoutes: RouteObject = lazyRoute(
  {
    path: 'admin',
    children: [
      ...ADMIN_SCREENS.map(({ path, titleKey }): RouteObject => {
        const handle = { titleKey } satisfies RouteHandle;
        if (!path) return lazyRoute({ index: true, handle }, loadDashboard);
        return lazyRoute({ path, handle }, ADMIN_SCREEN_LOADERS[path]);
      }),
      { path: '*', handle: { titleKey: 'notFound.title' } satisfies RouteHandle, element: <NotFoundPage /> },
    ],
  },
  async () => {
    const [layout, texts] = await Promise.all([import('@web/admin/admin-layout'), import('@web/admin/i18n')]);
    await texts.loadAdminTexts();
    return { Component: layout.AdminLayout };
  },
);

// The admin sign-in page has the back office's dark look, outside the storefront's header and footer.
const adminAuthRoute: RouteObject = lazyRoute({ path: 'admin-auth' }, async () => ({
  Component: (await import('@web/features/auth/pages/admin-auth-page')).AdminAuthPage,
}));

/**
 * Marks the document once the app is live (hydrated or rendered), so a script or test knows clicks now reach it; the
 * 'hydrated' user timing lets the bench measure paint-to-interactive (scripts/bench/interactivity.ts).
 */
function useReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.ready = '';
    performance.mark('hydrated');
    void preloadLaterParts();
  }, []);
}

// A page that fails shows the error page inside the storefront's header and footer.
function PageErrors() {
  return (
    <RouteErrorBoundary>
      <Outlet />
    </RouteErrorBoundary>
  );
}

/**
 * A new page starts at the top, also after a redirect that replaces the address (sign-up to /account);
 * Back and Forward leave the browser to restore where the visitor was.
 */
function useScrollToTopOnNavigation() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    if (navigationType !== 'POP') window.scrollTo(0, 0);
  }, [pathname, navigationType]);
}

/** Every address of the shop; the browser (main.tsx) and the server renderer (entry-server.tsx) share them. */
export const routes: RouteObject[] = [
  {
    element: <AddressCleanup />,
    children: [
      { element: <StorefrontLayout />, children: [{ element: <PageErrors />, children: storefrontPages }] },
      adminRoutes,
      adminAuthRoute,
    ],
  },
];

/** The title key the deepest matched route declares, for the document title. */
function titleKeyAt(location: Location): TranslationKey | null {
  const handle = (matchRoutes(routes, location) ?? []).map((match) => match.route.handle).findLast(isRouteHandle);
  return handle?.titleKey ?? null;
}

/** Downloads the code of the pages the address shows, so they render at once (before hydrating, and on the server). */
export async function preloadRoutes(location: Partial<Location> | string): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(matches.map(({ route }) => lazyPages.get(route)?.preload()));
}

/** The shop: the page at the current address, inside the router the browser or the server provides. */
export function AppRoutes() {
  useReadyMark();
  useScrollToTopOnNavigation();
  const location = useLocation();
  const titleKey = useMemo(() => titleKeyAt(location), [location]);
  const page = useRoutes(routes);
  return (
    <RouteTitleKeyContext.Provider value={titleKey}>
      <RouteErrorBoundary>{page}</RouteErrorBoundary>
    </RouteTitleKeyContext.Provider>
  );
}
