import { History } from 'lucide-react';
import { useId } from 'react';
import { localeFor } from '@domain/languages';
import { isOrderStatus } from '@domain/orders';
import type { AuditEntry } from '@domain/schemas/admin';
import type { AdminOrderDetails } from '@domain/schemas/orders-admin';
import { isShippingCarrier } from '@domain/shipping-carriers';
import { cn } from '@web/lib/cn';
import { adminPanel } from '../../components/admin-page';
import { useAdminTranslation } from '../../i18n';
import { useOrderHistory } from './get-order-history';
import { useCarrierName } from './order-parts';

/** The fields an order's audit entries carry, in the order they are told. */
const FIELDS = ['status', 'trackingNumber', 'trackingCarrier', 'notes'] as const;
type Field = (typeof FIELDS)[number];

/** One changed field of an entry in readable words: "Status: Processing → Shipped". */
function useChangeWords() {
  const { t } = useAdminTranslation();
  const carrierName = useCarrierName();
  const value = (field: Field, raw: unknown): string => {
    if (raw === null || raw === undefined || raw === '') return t('orders.history.blank');
    const text = String(raw);
    if (field === 'status' && isOrderStatus(text)) return t(`orders.statuses.${text}`);
    if (field === 'trackingCarrier' && isShippingCarrier(text)) return carrierName(text);
    return text;
  };
  return (entry: AuditEntry): string[] =>
    FIELDS.filter((field) => (entry.before?.[field] ?? null) !== (entry.after?.[field] ?? null)).map((field) =>
      t('common.history.changed', { field: t(`orders.history.fields.${field}`), before: value(field, entry.before?.[field]), after: value(field, entry.after?.[field]) }),
    );
}

/** An order's history: every admin change (who, when, what) from the audit log, newest first, then its placing. */
export function OrderHistory({ order }: { order: AdminOrderDetails }) {
  const { t, i18n } = useAdminTranslation();
  const id = useId();
  const history = useOrderHistory(order.id);
  const words = useChangeWords();
  const when = (iso: string) => new Intl.DateTimeFormat(localeFor(i18n.resolvedLanguage), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  return (
    <section aria-labelledby={id} className={cn(adminPanel, 'p-5 text-sm text-slate-700')}>
      <h3 id={id} className="mb-3 flex items-center gap-2 font-semibold text-slate-950">
        <History aria-hidden="true" className="size-4" />
        {t('common.history.title')}
      </h3>
      {history.isError ? (
        <p role="alert" className="text-red-700">
          {t('orders.history.loadError')}
        </p>
      ) : null}
      <ol className="space-y-3 border-l-2 border-slate-200 pl-4">
        {(history.data?.items ?? []).map((entry) => (
          <li key={entry.id}>
            <p className="font-medium text-slate-900">{entry.action === 'order.notes' ? t('orders.history.notesChange') : t('orders.history.statusChange')}</p>
            <ul className="text-slate-700">
              {words(entry).map((line) => (
                <li key={line} className="break-words">
                  {line}
                </li>
              ))}
            </ul>
            <p className="text-xs text-slate-500">{t('common.history.by', { email: entry.actorEmail, date: when(entry.createdAt) })}</p>
          </li>
        ))}
        <li>
          <p className="font-medium text-slate-900">{t('orders.history.placed', { name: order.customerName })}</p>
          <p className="text-xs text-slate-500">{when(order.createdAt)}</p>
        </li>
      </ol>
    </section>
  );
}
