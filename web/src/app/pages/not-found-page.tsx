import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonStyles } from '@web/components/ui/button';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center sm:py-28">
      <SearchX aria-hidden="true" className="mx-auto size-12 text-brand-600" />
      <p className="mt-4 text-sm font-semibold text-brand-700">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-950 sm:text-4xl">{t('notFound.title')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('notFound.body')}</p>
      <Link to="/" className={buttonStyles({ className: 'mt-8' })}>
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}
