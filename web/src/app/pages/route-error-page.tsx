import { TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@web/components/ui/button';

/**
 * Shown when a page throws or its code cannot be downloaded (typically an old tab after a release
 * replaced the hashed files); reloading fetches the current version.
 */
export function RouteErrorPage() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <TriangleAlert aria-hidden="true" className="mx-auto size-12 text-amber-600" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-950">{t('routeError.title')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('routeError.body')}</p>
      <Button className="mt-8" onClick={() => window.location.reload()}>
        {t('routeError.reload')}
      </Button>
    </section>
  );
}
