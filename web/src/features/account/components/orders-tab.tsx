import { ExternalLink, FileDown, RotateCcw, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buyerStatus } from '@domain/orders';
import { isAwaitingPayment } from '@domain/payment-deadline';
import type { Tracking } from '@domain/schemas/tracking';
import { CARRIER_NAMES } from '@domain/shipping-carriers';
import { buttonStyles } from '@web/components/ui/button';
import { FormNotice } from '@web/components/ui/form-field';
import { PaymentDueDetails } from '@web/features/orders/components/payment-due';
import { useMyOrders } from '../api/get-orders';
import { useReorder } from '../api/reorder-order';
import { formatDate, formatDollars } from '../format';
import { ItemList, RecordCard, RecordListState } from './record-list';
import { ReorderSummary } from './reorder-summary';
import { PaymentStateBadge, StatusBadge } from './status-badge';

export function OrdersTab() {
  const { t, i18n } = useTranslation();
  const query = useMyOrders();
  const orders = query.data?.orders ?? [];
  const reorder = useReorder();

  return (
    <section aria-labelledby="orders-title" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="orders-title" className="text-lg font-semibold text-slate-950">
        {t('account.orders.title')}
      </h2>
      {reorder.data ? <ReorderSummary answer={reorder.data} onClose={() => reorder.reset()} /> : null}
      {reorder.isError ? (
        <FormNotice tone="error" className="mt-4">
          {t('account.reorder.failed')}
        </FormNotice>
      ) : null}
      {query.isSuccess && orders.length > 0 ? (
        <ul className="mt-4 space-y-3">
          {orders.map((order) => (
            <RecordCard
              key={order.id}
              header={
                <>
                  <div>
                    <p className="font-semibold text-slate-950">{t('account.orders.number', { number: order.orderNumber })}</p>
                    <p className="text-sm text-slate-600">{t('account.orders.placedOn', { date: formatDate(order.createdAt, i18n.language) })}</p>
                    {order.poNumber ? <p className="text-sm break-all text-slate-600">{t('account.orders.poNumber', { po: order.poNumber })}</p> : null}
                  </div>
                  <div className="flex flex-wrap items-center gap-3">
                    <StatusBadge status={order.status} label={t(`account.status.${buyerStatus(order)}`)} />
                    <PaymentStateBadge state={order.paymentState} />
                    <p className="font-semibold text-slate-950">{t('account.orders.total', { amount: formatDollars(order.totalAmount, i18n.language) })}</p>
                    <button
                      type="button"
                      onClick={() => reorder.mutate(order.orderNumber)}
                      disabled={reorder.isPending}
                      aria-label={t('account.orders.orderAgainLabel', { number: order.orderNumber })}
                      className={buttonStyles({ size: 'sm' })}
                    >
                      <RotateCcw aria-hidden="true" className="size-4" />
                      {reorder.isPending && reorder.variables === order.orderNumber ? t('account.orders.orderingAgain') : t('account.orders.orderAgain')}
                    </button>
                    <a
                      href={`/api/orders/${encodeURIComponent(order.orderNumber)}/invoice`}
                      download
                      aria-label={t('account.orders.invoiceLabel', { number: order.orderNumber })}
                      className={buttonStyles({ variant: 'secondary', size: 'sm' })}
                    >
                      <FileDown aria-hidden="true" className="size-4" />
                      {t('account.orders.invoice')}
                    </a>
                    {order.status === 'delivered' ? null : (
                      <Link
                        to={`/order-confirmation?${new URLSearchParams({ orderNumber: order.orderNumber, type: 'order' })}`}
                        aria-label={t('account.orders.trackLabel', { number: order.orderNumber })}
                        className={buttonStyles({ variant: 'secondary', size: 'sm' })}
                      >
                        <Truck aria-hidden="true" className="size-4" />
                        {t('account.orders.track')}
                      </Link>
                    )}
                  </div>
                </>
              }
            >
              {order.tracking ? <TrackingLine tracking={order.tracking} /> : null}
              {isAwaitingPayment(order) && order.paymentDue ? (
                <div className="mt-3">
                  <PaymentDueDetails due={order.paymentDue} method={order.paymentMethod} headingLevel={3} title={t('confirmation.order.awaitingTitle')} />
                </div>
              ) : null}
              <ItemList items={order.items} />
            </RecordCard>
          ))}
        </ul>
      ) : (
        <RecordListState
          status={query.isPending ? 'pending' : query.isError ? 'error' : 'empty'}
          loadingText={t('account.orders.loading')}
          errorText={t('account.orders.loadFailed')}
          emptyText={t('account.orders.empty')}
          emptyAction={{ to: '/products', label: t('account.orders.shopNow') }}
          onRetry={() => void query.refetch()}
        />
      )}
    </section>
  );
}

/** The tracking number, linked to the carrier's tracking page when it has one, and the carrier. */
function TrackingLine({ tracking }: { tracking: Tracking }) {
  const { t } = useTranslation();
  const carrier = tracking.carrier === 'other' ? t('shippingCarriers.other') : CARRIER_NAMES[tracking.carrier];
  return (
    <dl className="mt-3 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm" data-testid="order-tracking">
      <dt className="font-medium text-slate-700">{t('account.orders.trackingNumber')}</dt>
      <dd className="font-mono break-all text-slate-950">
        {tracking.url ? (
          <a href={tracking.url} target="_blank" rel="noreferrer" className="inline-flex items-center gap-1 text-brand-700 underline hover:text-brand-900">
            {tracking.number}
            <span className="sr-only">{t('account.orders.opensNewTab')}</span>
            <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
          </a>
        ) : (
          tracking.number
        )}
      </dd>
      <dd className="text-slate-600">({carrier})</dd>
    </dl>
  );
}
