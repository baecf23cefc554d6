import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { parsePackaging } from '@domain/pricing';
import { buttonStyles } from '@web/components/ui/button';

/** Loading, error and empty states shared by the Orders and Quotes tabs. */
export function RecordListState({
  status,
  loadingText,
  errorText,
  emptyText,
  emptyAction,
  onRetry,
}: {
  status: 'pending' | 'error' | 'empty';
  loadingText: string;
  errorText: string;
  emptyText: string;
  emptyAction: { to: string; label: string };
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  if (status === 'pending') return <p role="status" className="py-8 text-center text-slate-600">{loadingText}</p>;
  if (status === 'error') {
    return (
      <div role="alert" className="py-8 text-center text-slate-700">
        <p>{errorText}</p>
        <button type="button" onClick={onRetry} className={buttonStyles({ variant: 'secondary', className: 'mt-3' })}>
          {t('account.retry')}
        </button>
      </div>
    );
  }
  return (
    <div className="py-8 text-center">
      <p className="text-slate-700">{emptyText}</p>
      <Link to={emptyAction.to} className={buttonStyles({ className: 'mt-4' })}>
        {emptyAction.label}
      </Link>
    </div>
  );
}

export function RecordCard({ header, children }: { header: ReactNode; children: ReactNode }) {
  return (
    <li className="rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">{header}</div>
      {children}
    </li>
  );
}

export function ItemList({ items }: { items: readonly { productName: string; quantity: number; packaging: string }[] }) {
  const { t } = useTranslation();
  // A stored label that names a current package reads in the visitor's language; any other as stored.
  const packagingLabel = (stored: string) => {
    const key = parsePackaging(stored);
    return key ? t(`packages.${key}`) : stored;
  };
  return (
    <ul className="mt-3 space-y-1 text-sm text-slate-700">
      {items.map((item, index) => (
        <li key={`${item.productName}-${item.packaging}-${index}`}>
          {t('account.item', { quantity: item.quantity, name: item.productName, packaging: packagingLabel(item.packaging) })}
        </li>
      ))}
    </ul>
  );
}
