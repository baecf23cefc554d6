import { Clock, Headset, Package, ShieldCheck, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@web/components/ui/button';
import { useSiteSettings } from '@web/features/settings/api/get-settings';
import type { TranslationKey } from '@web/i18n';

const HIGHLIGHTS = [
  { icon: Package, labelKey: 'home.products' },
  { icon: Headset, labelKey: 'home.support' },
  { icon: Clock, labelKey: 'home.fastShipping' },
  { icon: ShieldCheck, labelKey: 'home.epaCertified' },
] as const satisfies readonly { icon: LucideIcon; labelKey: TranslationKey }[];

/** The home page's hero; the full marketing page (featured products, services, process) comes later. */
export function HomePage() {
  const { t } = useTranslation();
  const settings = useSiteSettings();

  return (
    <>
      <section className="bg-linear-to-br from-brand-950 via-brand-900 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 sm:py-28 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-brand-200 uppercase">{t('home.eyebrow')}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-6xl">{settings.company_name}</h1>
          {settings.company_tagline ? <p className="mt-2 text-2xl font-medium text-brand-100 sm:text-3xl">{settings.company_tagline}</p> : null}
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
        <ul className="mx-auto grid max-w-7xl grid-cols-2 gap-6 px-4 py-8 sm:px-6 lg:grid-cols-4 lg:px-8">
          {HIGHLIGHTS.map(({ icon: Icon, labelKey }) => (
            <li key={labelKey} className="flex items-center gap-3 font-semibold text-slate-900">
              <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {t(labelKey)}
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
