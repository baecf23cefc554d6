import { AlertTriangle, CheckCircle2, ShoppingCart, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { parsePackaging } from '@domain/pricing';
import type { ReorderLine, ReorderResponse } from '@domain/schemas/reorder';
import { buttonStyles } from '@web/components/ui/button';
import { formatDollars } from '../format';

/** After "Order again": how many lines went into the cart, and each line that changed or could not be added. */
export function ReorderSummary({ answer, onClose }: { answer: ReorderResponse; onClose: () => void }) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  const added = answer.lines.filter((line) => line.addable).length;
  const changes = answer.lines.filter((line) => line.outcome !== 'unchanged');

  // The panel sits above the list: bring it into view and give it focus, so its news is read out.
  useEffect(() => {
    panel.current?.focus();
  }, [answer]);

  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="status"
      data-testid="reorder-summary"
      className="mt-4 rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-brand-950 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <div className="flex items-start justify-between gap-3">
        <p className="flex items-start gap-2 font-semibold">
          {added > 0 ? <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-700" /> : <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />}
          {added > 0 ? t('account.reorder.added', { count: added, number: answer.orderNumber }) : t('account.reorder.noneAdded', { number: answer.orderNumber })}
        </p>
        <button type="button" onClick={onClose} className="rounded p-1 text-brand-900 hover:bg-brand-100" aria-label={t('account.reorder.close')}>
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
      {changes.length > 0 ? (
        <>
          <p className="mt-3 font-medium">{t('account.reorder.changesTitle')}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5">
            {changes.map((line, index) => (
              <li key={`${line.productId ?? line.productName}-${line.packagingLabel}-${index}`} data-outcome={line.outcome}>
                <ChangeText line={line} />
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-1">{t('account.reorder.noChanges')}</p>
      )}
      {added > 0 ? (
        <Link to="/cart" className={buttonStyles({ size: 'sm', className: 'mt-3' })}>
          <ShoppingCart aria-hidden="true" className="size-4" />
          {t('account.reorder.viewCart')}
        </Link>
      ) : null}
    </div>
  );
}

function ChangeText({ line }: { line: ReorderLine }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatDollars(amount, i18n.language);
  const key = parsePackaging(line.packagingLabel);
  const packaging = key ? t(`packages.${key}`) : line.packagingLabel;
  const name = line.productName;
  switch (line.outcome) {
    case 'price_changed':
      return <>{t('account.reorder.outcomes.price_changed', { name, packaging, old: money(line.previousUnitPrice), new: money(line.unitPrice ?? 0) })}</>;
    case 'package_not_offered':
      return <>{t('account.reorder.outcomes.package_not_offered', { name, packaging })}</>;
    case 'limited_stock':
    case 'discontinued':
    case 'archived':
    case 'out_of_stock':
      return <>{t(`account.reorder.outcomes.${line.outcome}`, { name })}</>;
    case 'unchanged':
      return null;
  }
}
