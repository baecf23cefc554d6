import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@web/components/ui/button';
import type { TranslationKey } from '@web/i18n';

/** An honest placeholder for a page that a later release builds: its title and nothing that pretends to work. */
export function ComingSoonPage({ titleKey }: { titleKey: TranslationKey }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center sm:py-24">
      <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
        <Construction aria-hidden="true" className="size-4" />
        {t('comingSoon.badge')}
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl">{t(titleKey)}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('comingSoon.body')}</p>
      <p className="mt-2 text-slate-600">{t('comingSoon.help')}</p>
      <Link to="/" className={buttonStyles({ variant: 'secondary', className: 'mt-8' })}>
        {t('comingSoon.backHome')}
      </Link>
    </section>
  );
}
