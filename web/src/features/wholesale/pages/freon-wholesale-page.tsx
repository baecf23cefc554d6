import { ArrowRight, Clock, Mail, Percent, Phone, Truck } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { largestSavingPercent } from '@domain/package-facts';
import { packageUnitPriceCents } from '@domain/pricing';
import { buttonStyles, WRAPPING_BUTTON } from '@web/components/ui/button';
import { useCatalogueSummary } from '@web/features/catalog/api/get-products';
import { useWholesaleProducts, WHOLESALE_PRODUCTS } from '../api/get-wholesale-products';
import { useFormatMoney } from '@web/features/catalog/use-money';
import { useSiteSettings } from '@web/features/settings/api/get-settings';
import type { TranslationKey } from '@web/i18n';
import { mailtoHref, telHref } from '@web/lib/contact-links';
import { quoteReplyHours } from '@domain/site-settings';

const HIGHLIGHTS = [
  { icon: Percent, key: 'wholesale.highlights.savings' },
  { icon: Clock, key: 'wholesale.highlights.quote' },
  { icon: Truck, key: 'wholesale.highlights.shipping' },
] as const satisfies readonly { icon: typeof Percent; key: TranslationKey }[];

/**
 * The address is never written whole into the page: it is put together only when the link is used,
 * so address harvesters reading the markup find nothing.
 */
function ObfuscatedEmailLink({ email, className, children }: { email: string; className: string; children: ReactNode }) {
  const [user = '', domain = ''] = email.split('@');
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    window.location.href = mailtoHref(`${user}@${domain}`);
  };
  return (
    <a href="#contact-email" onClick={open} className={className}>
      {children}
    </a>
  );
}

/** /freon-wholesale: the bulk-buying landing page. */
export function FreonWholesalePage() {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const settings = useSiteSettings();
  const replyHours = quoteReplyHours(settings.quote_reply_hours);
  const summary = useCatalogueSummary();
  const products = useWholesaleProducts();
  const phone = settings.main_phone.trim();
  const email = settings.header_email.trim();
  // The promise follows the real package prices, and the default container discounts until they are loaded.
  const savingPercent = summary.data?.largestSavingPercent ?? largestSavingPercent([]);
  const highlight = (key: (typeof HIGHLIGHTS)[number]['key']) =>
    key !== 'wholesale.highlights.savings' ? t(key, { hours: replyHours }) : savingPercent > 0 ? t(key, { percent: savingPercent }) : t('wholesale.highlights.volume');

  return (
    <>
      <section className="bg-linear-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">{t('wholesale.eyebrow')}</p>
          <h1 className="mt-3 max-w-3xl text-3xl font-bold tracking-tight break-words sm:text-5xl">{t('wholesale.title')}</h1>
          <p className="mt-6 max-w-2xl text-lg text-brand-50">{t('wholesale.intro', { hours: replyHours })}</p>
          <div className="mt-10 flex flex-col gap-3 sm:flex-row">
            <Link to="/rfq" className={buttonStyles({ variant: 'accent', size: 'lg', className: WRAPPING_BUTTON })}>
              {t('wholesale.getQuote')}
            </Link>
            {email ? (
              <ObfuscatedEmailLink email={email} className={buttonStyles({ variant: 'onDark', size: 'lg', className: WRAPPING_BUTTON })}>
                <Mail aria-hidden="true" className="size-5" />
                {t('wholesale.emailTeam')}
              </ObfuscatedEmailLink>
            ) : null}
          </div>
          <ul className="mt-12 grid gap-4 sm:grid-cols-3">
            {HIGHLIGHTS.map(({ icon: Icon, key }) => (
              <li key={key} className="flex items-center gap-3 rounded-lg bg-white/10 p-4 font-semibold">
                <Icon aria-hidden="true" className="size-6 shrink-0 text-amber-300" />
                {highlight(key)}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="wholesale-products" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="wholesale-products" className="text-3xl font-bold tracking-tight text-slate-950">
          {t('wholesale.productsTitle')}
        </h2>
        <p className="mt-2 max-w-3xl text-slate-700">{t('wholesale.productsIntro')}</p>
        <ul className="mt-8 grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {WHOLESALE_PRODUCTS.map(({ slug, key }) => {
            const product = products.data?.products.find((p) => p.slug === slug);
            return (
              <li key={slug} className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
                <h3 className="text-xl font-bold text-slate-950">
                  <Link to={`/products/${slug}`} className="hover:text-brand-700 hover:underline">
                    {product?.name ?? t(`wholesale.products.${key}.name`)}
                  </Link>
                </h3>
                <p className="mt-2 text-sm text-slate-700">{t(`wholesale.products.${key}.description`)}</p>
                <p className="mt-3 text-xs font-semibold tracking-wide text-slate-500 uppercase">{t('wholesale.applications')}</p>
                <p className="text-sm text-slate-700">{t(`wholesale.products.${key}.applications`)}</p>
                <p className="mt-3 text-sm font-medium text-emerald-800">
                  {product
                    ? t('wholesale.priceFrom', { price: money(packageUnitPriceCents(product, 'cylinder')) })
                    : t('wholesale.pricingNote')}
                </p>
                <p className="text-xs text-slate-600">{t('wholesale.pricingNote')}</p>
                <Link to={`/products/${slug}`} className={buttonStyles({ variant: 'secondary', size: 'sm', className: 'mt-auto self-start' })}>
                  {t('wholesale.viewProduct')}
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </li>
            );
          })}
        </ul>
        <Link to="/products" className={buttonStyles({ className: 'mt-8' })}>
          {t('wholesale.browseAll')}
        </Link>
      </section>

      <section aria-labelledby="wholesale-contact" className="border-t border-slate-200 bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="wholesale-contact" className="text-3xl font-bold tracking-tight text-slate-950">
            {t('wholesale.contactTitle')}
          </h2>
          <div className="mt-8 grid grid-cols-1 gap-6 md:grid-cols-2">
            <div className="min-w-0 rounded-xl border border-slate-200 bg-white p-6">
              <Phone aria-hidden="true" className="size-8 text-brand-700" />
              <h3 className="mt-3 text-lg font-semibold text-slate-950">{t('wholesale.callTitle')}</h3>
              <p className="mt-1 text-sm text-slate-700">{t('wholesale.callHours')}</p>
              {phone ? (
                <a href={telHref(phone)} className={buttonStyles({ className: 'mt-4' })}>
                  {phone}
                </a>
              ) : null}
            </div>
            <div id="contact-email" className="min-w-0 rounded-xl border border-slate-200 bg-white p-6">
              <Mail aria-hidden="true" className="size-8 text-brand-700" />
              <h3 className="mt-3 text-lg font-semibold text-slate-950">{t('wholesale.emailTitle')}</h3>
              <p className="mt-1 text-sm text-slate-700">{t('wholesale.emailBody', { hours: replyHours })}</p>
              {email ? (
                <ObfuscatedEmailLink email={email} className={buttonStyles({ className: `mt-4 ${WRAPPING_BUTTON}` })}>
                  {t('wholesale.emailTeam')}
                </ObfuscatedEmailLink>
              ) : null}
            </div>
          </div>
          <Link to="/rfq" className={buttonStyles({ variant: 'accent', size: 'lg', className: `mt-8 ${WRAPPING_BUTTON}` })}>
            {t('wholesale.getQuote')}
          </Link>
        </div>
      </section>
    </>
  );
}
