import { Languages } from 'lucide-react';
import { Link } from 'react-router';
import type { AdminDashboardResponse } from '@domain/schemas/account';
import { TRANSLATED_LANGUAGES, type TranslationArea } from '@domain/translations';
import { buttonStyles } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { adminPanel } from '../../components/admin-page';
import { useAdminTranslation } from '../../i18n';

/** Where each area's texts are translated; an area the server counts adds its screen here. */
const AREA_SCREENS: Record<TranslationArea, string> = {
  adverts: '/admin/adverts',
  team: '/admin/team',
  certificates: '/admin/certificates',
  contactInfo: '/admin/contact-info',
  products: '/admin/products',
  blog: '/admin/blog',
  siteTexts: '/admin/content',
  coupons: '/admin/coupons',
  heroImages: '/admin/hero-images',
};

/** "3 texts have no French version", one line per area and language with something left (docs/decisions/038). */
export function UntranslatedTexts({ untranslated }: Pick<AdminDashboardResponse, 'untranslated'>) {
  const { t } = useAdminTranslation();
  const lines = untranslated.flatMap(({ area, ...counts }) =>
    TRANSLATED_LANGUAGES.filter((language) => counts[language] > 0).map((language) => ({ area, language, count: counts[language] })),
  );
  return (
    <section aria-labelledby="untranslated-title" className={cn(adminPanel, 'p-6')} data-testid="dashboard-untranslated">
      <h2 id="untranslated-title" className="text-lg font-semibold text-slate-950">
        {t('dashboard.untranslated.title')}
      </h2>
      {lines.length === 0 ? (
        <p className="mt-3 text-slate-600">{t('dashboard.untranslated.none')}</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-3">
          {lines.map(({ area, language, count }) => (
            <li key={`${area}-${language}`}>
              <Link to={AREA_SCREENS[area]} className={buttonStyles({ variant: 'secondary' })} data-testid={`dashboard-untranslated-${area}-${language}`}>
                <Languages aria-hidden="true" className="size-4" />
                {t(`dashboard.untranslated.areas.${area}`)}
                {' · '}
                {t(`dashboard.untranslated.${language}`, { count })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
