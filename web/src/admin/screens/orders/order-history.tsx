import { PROVIDER_ACTOR } from '@domain/payment-provider';
import { History } from 'lucide-react';
import { useId } from 'react';
import { localeFor } from '@domain/languages';
import { toCents } from '@domain/money';
import { isOrderStatus } from '@domain/orders';
import { isPaymentState, type PaymentState } from '@domain/payments';
import type { AuditEntry } from '@domain/schemas/admin';
import type { AdminOrderDetails } from '@domain/schemas/orders-admin';
import { isShippingCarrier } from '@domain/shipping-carriers';
import { cn } from '@web/lib/cn';
import { useFormatters } from '@web/lib/locale-format';
import { adminPanel } from '../../components/admin-page';
import { useAdminTranslation } from '../../i18n';
import { useOrderHistory } from './get-order-history';
import { useCarrierName } from './order-parts';

/** The fields an order's audit entries carry, in the order they are told. */
const FIELDS = ['status', 'trackingNumber', 'trackingCarrier', 'notes'] as const;
type Field = (typeof FIELDS)[number];

const text = (raw: unknown): string => (typeof raw === 'string' ? raw : '');

/** An entry in readable words: "Status changed from Pending to Shipped", then the other fields it changed. */
function useEntryWords() {
  const { t } = useAdminTranslation();
  const format = useFormatters();
  const carrierName = useCarrierName();
  const value = (field: Field, raw: unknown): string => {
    if (raw === null || raw === undefined || raw === '') return t('orders.history.blank');
    const word = String(raw);
    if (field === 'status' && isOrderStatus(word)) return t(`orders.statuses.${word}`);
    if (field === 'trackingCarrier' && isShippingCarrier(word)) return carrierName(word);
    return word;
  };
  const paymentState = (raw: unknown) => (isPaymentState(text(raw)) ? t(`orders.paymentStates.${text(raw) as PaymentState}`) : t('orders.history.blank'));
  const changed = (entry: AuditEntry) => FIELDS.filter((field) => (entry.before?.[field] ?? null) !== (entry.after?.[field] ?? null));
  const fieldLines = (entry: AuditEntry, fields: readonly Field[]) =>
    fields.map((field) => t('common.history.changed', { field: t(`orders.history.fields.${field}`), before: value(field, entry.before?.[field]), after: value(field, entry.after?.[field]) }));

  return (entry: AuditEntry): { title: string; lines: string[] } => {
    if (entry.action === 'order.payment') {
      const payment = entry.after?.payment as { amount?: unknown } | undefined;
      const amount = typeof payment?.amount === 'number' ? format.money(toCents(payment.amount)) : '';
      return { title: t('orders.history.paymentSentence', { amount, from: paymentState(entry.before?.paymentState), to: paymentState(entry.after?.paymentState) }), lines: [] };
    }
    if (entry.action === 'order.refund') {
      const refund = entry.after?.refund as { amount?: unknown; byProvider?: unknown } | undefined;
      const amount = typeof refund?.amount === 'number' ? format.money(toCents(refund.amount)) : '';
      // A refund through the provider changes the payment state once the provider says it is done, not when it is asked.
      if (refund?.byProvider === true && entry.before?.paymentState === entry.after?.paymentState) return { title: t('orders.history.refundSent', { amount }), lines: [] };
      return { title: t('orders.history.refundSentence', { amount, from: paymentState(entry.before?.paymentState), to: paymentState(entry.after?.paymentState) }), lines: [] };
    }
    if (entry.action === 'order.capture') return { title: t('orders.history.captureSentence', { from: paymentState(entry.before?.paymentState), to: paymentState(entry.after?.paymentState) }), lines: [] };
    if (entry.action === 'order.certification') return { title: t('orders.history.certificationSentence'), lines: [] };
    if (entry.action === 'order.notes') return { title: t('orders.history.notesChange'), lines: fieldLines(entry, changed(entry)) };
    const fields = changed(entry);
    const title = fields.includes('status')
      ? t('orders.history.statusSentence', { from: value('status', entry.before?.status), to: value('status', entry.after?.status) })
      : t('orders.history.statusChange');
    return { title, lines: fieldLines(entry, fields.filter((field) => field !== 'status')) };
  };
}

/** An order's history: every admin change (who, when, what) from the audit log, newest first, then its placing. */
export function OrderHistory({ order }: { order: AdminOrderDetails }) {
  const { t, i18n } = useAdminTranslation();
  const id = useId();
  const history = useOrderHistory(order.id);
  const words = useEntryWords();
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
        {(history.data?.items ?? []).map((entry) => {
          const { title, lines } = words(entry);
          return (
          <li key={entry.id} data-testid="order-history-entry">
            <p className="font-medium text-slate-900">{title}</p>
            <ul className="text-slate-700">
              {lines.map((line) => (
                <li key={line} className="break-words">
                  {line}
                </li>
              ))}
            </ul>
            <p className="text-xs text-slate-500">{t('orders.history.by', { email: entry.actorEmail === PROVIDER_ACTOR ? t('orders.timeline.theProvider') : entry.actorEmail, date: when(entry.createdAt) })}</p>
          </li>
          );
        })}
        <li>
          <p className="font-medium text-slate-900">{t('orders.history.placed', { name: order.customerName })}</p>
          <p className="text-xs text-slate-500">{when(order.createdAt)}</p>
        </li>
      </ol>
    </section>
  );
}
