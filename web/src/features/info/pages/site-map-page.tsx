import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SITE_MAP_GROUPS } from '@domain/site-map';
import type { TranslationKey } from '@web/i18n';
import { useInfoTranslation } from '@web/i18n/info';

/** /sitemap: the shop's pages by group, only pages that exist (back-office spec §2, site map). */
export function SiteMapPage() {
  const { t } = useInfoTranslation();
  const { t: tShop } = useTranslation();
  return (
    <section className="mx-auto max-w-5xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl">{t('sitemap.title')}</h1>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">{t('sitemap.intro')}</p>
      <div className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {SITE_MAP_GROUPS.map((group) => (
          <nav key={group.id} aria-labelledby={`site-map-${group.id}`} className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 id={`site-map-${group.id}`} className="text-lg font-semibold text-slate-950">
              {t(`sitemap.groups.${group.id}`)}
            </h2>
            <ul className="mt-3 space-y-2">
              {group.links.map((link) => (
                <li key={link.path}>
                  <Link to={link.path} className="text-brand-700 underline-offset-2 hover:underline">
                    {tShop(link.labelKey as TranslationKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </section>
  );
}
