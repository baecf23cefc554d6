import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useRouteTitle } from '@web/lib/route-title';

/** Placeholder body for a back-office screen that a later release builds; the title comes from the route. */
export function ComingSoonScreen() {
  const { t } = useTranslation();
  const title = useRouteTitle();
  return (
    <section className="rounded-xl bg-white p-8 shadow-sm">
      <h1 className="text-2xl font-bold text-slate-950">{title}</h1>
      <p className="mt-4 flex items-center gap-2 text-slate-700">
        <Construction aria-hidden="true" className="size-5 text-amber-600" />
        {t('admin.comingSoon')}
      </p>
    </section>
  );
}
