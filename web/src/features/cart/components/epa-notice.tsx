import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The EPA compliance notice of the cart (storefront spec §2). */
export function EpaNotice() {
  const { t } = useTranslation();
  return (
    <aside aria-labelledby="epa-notice-title" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
      <h2 id="epa-notice-title" className="flex items-center gap-2 font-semibold">
        <ShieldAlert aria-hidden="true" className="size-4" />
        {t('cart.epa.title')}
      </h2>
      <p className="mt-1">{t('cart.epa.body')}</p>
    </aside>
  );
}
