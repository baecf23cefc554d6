import { Clock, Headset, Package, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toCents } from '@domain/money';
import { buttonStyles } from '@web/components/ui/button';
import { useFormatMoney } from '@web/features/catalog/use-money';
import { CertificatesHighlight } from '@web/features/certifications/components/certificates-highlight';
import { useHomeContent } from '@web/features/content/api/get-home-content';
import { HeroBackdrop } from '@web/features/content/components/hero-backdrop';
import { useSettingText, useSiteSettings } from '@web/features/settings/api/get-settings';
import type { TranslationKey } from '@web/i18n';
import { laterPart } from '@web/lib/later-part';
import { FeaturedProducts } from '../components/featured-products';
import { useQuoteReplyHours } from '@web/features/settings/api/get-quote-reply-hours';

// The sections below the hero come to life after it (web/src/lib/later-part.tsx).
const sections = () => import('../components/marketing-sections');
const WhyChooseUs = laterPart(async () => (await sections()).WhyChooseUs);
const Services = laterPart(async () => (await sections()).Services);
const OrderingProcess = laterPart(async () => (await sections()).OrderingProcess);
const InventoryLinks = laterPart(async () => (await sections()).InventoryLinks);
const CallsToAction = laterPart(async () => (await sections()).CallsToAction);
const TestimonialsBlock = laterPart(async () => (await import('@web/features/content/components/testimonials-block')).TestimonialsBlock);

/** Storefront spec §1: the statistics claims. */
const STATISTICS = [
  { icon: Package, valueKey: 'home.stats.products.value', labelKey: 'home.stats.products.label' },
  { icon: Headset, valueKey: 'home.stats.support.value', labelKey: 'home.stats.support.label' },
  { icon: Clock, valueKey: 'home.stats.shipping.value', labelKey: 'home.stats.shipping.label' },
  { icon: ShieldCheck, valueKey: 'home.stats.epa.value', labelKey: 'home.stats.epa.label' },
] as const satisfies readonly { icon: LucideIcon; valueKey: TranslationKey; labelKey: TranslationKey }[];

export function HomePage() {
  const { t } = useTranslation();
  const replyHours = useQuoteReplyHours();
  const settings = useSiteSettings();
  const content = useHomeContent();
  const formatMoney = useFormatMoney();
  const tagline = useSettingText()('company_tagline');
  // A failed read shows the empty state rather than an endless skeleton (the server already falls back to the catalogue).
  const hero = content.data?.hero ?? null;
  const featured = content.data?.featuredProducts ?? (content.isError ? [] : undefined);

  return (
    <>
      <section className="relative isolate overflow-hidden bg-brand-950 text-white">
        <HeroBackdrop image={hero} testId="home-hero-image" />
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">{t('home.eyebrow')}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-6xl">{settings.company_name}</h1>
          {tagline.value ? (
            <p className="mt-2 text-2xl font-medium text-brand-100 sm:text-3xl" lang={tagline.lang}>
              {tagline.value}
            </p>
          ) : null}
          <p className="mt-6 max-w-2xl text-lg text-brand-50">{t('home.intro')}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Link to="/products" className={buttonStyles({ variant: 'accent', size: 'lg' })}>
              {t('home.browseProducts')}
            </Link>
            <Link to="/rfq" className={buttonStyles({ variant: 'onDark', size: 'lg' })}>
              {t('home.requestQuote')}
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="home-highlights" className="border-b border-slate-200 bg-white">
        <h2 id="home-highlights" className="sr-only">
          {t('home.highlights')}
        </h2>
        <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-8 sm:px-6 lg:grid-cols-4 lg:px-8" data-testid="home-stats">
          {STATISTICS.map(({ icon: Icon, valueKey, labelKey }) => (
            <li key={valueKey} className="flex items-center gap-3">
              <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span>
                <span className="block text-xl font-bold text-slate-900">{t(valueKey, { hours: replyHours })}</span>
                <span className="block text-sm text-slate-600">{t(labelKey)}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>

      <FeaturedProducts products={featured} isLoading={featured === undefined} formatPrice={(dollars) => formatMoney(toCents(dollars))} />
      <InventoryLinks inventory={content.data?.inventory ?? []} />
      <WhyChooseUs />
      <CertificatesHighlight />
      <Services />
      <OrderingProcess />
      <TestimonialsBlock testimonials={content.data?.testimonials ?? []} />
      <CallsToAction />
    </>
  );
}
