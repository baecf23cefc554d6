import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { CookieConsent } from '@web/features/consent/components/cookie-consent';
import { AdvertSlot } from '@web/features/content/components/advert-slot';
import { WhatsAppButton } from '@web/features/content/components/whatsapp-button';
import { useSiteSettings } from '@web/features/settings/api/get-settings';
import { useWhatsAppNumber } from '@web/features/settings/api/get-whatsapp-number';
import { laterPart } from '@web/lib/later-part';
import { preloadableLazy } from '@web/lib/preloadable-lazy';
import { useRouteTitle } from '@web/lib/route-title';
import { SiteHeader } from './site-header';

// The banner's code follows the page's; AdvertSlot holds its room meanwhile, so nothing moves when it arrives.
const AdvertBanner = preloadableLazy(async () => (await import('@web/features/content/components/advert-banner')).AdvertBanner);

// Below every page's content: it comes to life after the page (web/src/lib/later-part.tsx).
const SiteFooter = laterPart(async () => (await import('./site-footer')).SiteFooter);

/** The server renderer's HTML holds the banner (it is often the largest text on a phone's first screen). */
export const preloadStorefrontLayout = () => AdvertBanner.preload();

export function StorefrontLayout() {
  const { t } = useTranslation();
  const whatsAppNumber = useWhatsAppNumber();
  useDocumentTitle();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main-content"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-800 focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        {t('header.skipToContent')}
      </a>
      {/* First in the reading order, though fixed to the bottom of the window. */}
      <CookieConsent />
      {/* In the flow above the header: it never covers the page (the checkout's Place Order included). */}
      <Suspense fallback={<AdvertSlot />}>
        <AdvertBanner />
      </Suspense>
      <SiteHeader />
      {/* At least a screen tall, so the footer never starts in view and jumps down when a page's data arrives. */}
      <main id="main-content" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <WhatsAppButton number={whatsAppNumber} />
    </div>
  );
}

/**
 * "{page} | {company}" on inner pages, the home title elsewhere. A first load of the home page keeps the title the
 * server wrote: it may be the shop's own SEO title, which the browser does not know.
 */
function useDocumentTitle() {
  const { t } = useTranslation();
  const company = useSiteSettings().company_name;
  const page = useRouteTitle();
  const title = page ? t('meta.pageTitle', { page, company }) : t('meta.homeTitle', { company });
  const { key } = useLocation();
  const firstKey = useRef(key);
  useEffect(() => {
    if (page === null && key === firstKey.current) return;
    document.title = title;
  }, [title, page, key]);
}
