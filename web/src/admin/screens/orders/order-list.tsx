import { Eye } from 'lucide-react';
import { useId } from 'react';
import { toCents } from '@domain/money';
import { ORDER_STATUSES } from '@domain/orders';
import { PAYMENT_FILTERS } from '@domain/payments';
import type { AdminOrderRow } from '@domain/schemas/orders-admin';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useFormatters } from '@web/lib/locale-format';
import { DataTable, type Column } from '../../components/data-table';
import { Pagination } from '../../components/pagination';
import { EmptyState, QueryState } from '../../components/query-state';
import { SearchBox } from '../../components/search-box';
import type { ListParams } from '../../components/use-list-params';
import { adminPanel } from '../../components/admin-page';
import { useAdminTranslation } from '../../i18n';
import { useAdminOrders } from './get-orders';
import { CertificationStateBadge } from './order-certification';
import { FilterSelect } from '../../components/filter-select';
import { OrderDateFilter } from './order-date-filter';
import { OrderStatusBadge, PaymentStateBadge, TrackingLine } from './order-parts';
import { OrderStatusControl } from './order-status-control';

/** The Orders tab: status filter and search kept in the address, newest first, a page at a time. */
export function OrderList({ params, onView, selectedId }: { params: ListParams<'status' | 'payment' | 'from' | 'to'>; onView: (id: string) => void; selectedId: string }) {
  const { t } = useAdminTranslation();
  const format = useFormatters();
  const statusId = useId();
  const query = useAdminOrders(params.apiQuery);
  const filtered = params.q.trim() !== '' || Object.values(params.filters).some((value) => value !== '');

  const viewButton = (order: AdminOrderRow, wide = false) => (
    <Button variant="secondary" size="sm" className={wide ? 'w-full' : undefined} onClick={() => onView(order.id)} aria-label={t('orders.viewDetailsOf', { number: order.orderNumber })}>
      <Eye aria-hidden="true" className="size-4" />
      {t('orders.viewDetails')}
    </Button>
  );

  const columns: Column<AdminOrderRow>[] = [
    {
      key: 'order',
      header: t('orders.columns.order'),
      sortKey: 'createdAt',
      cell: (order) => (
        <div className="space-y-2">
          <div>
            <span className="block font-mono font-semibold whitespace-nowrap text-slate-950">{order.orderNumber}</span>
            <span className="block text-xs text-slate-600">{format.date(order.createdAt)}</span>
            {order.poNumber ? <span className="block text-xs break-all text-slate-600">{t('orders.poLine', { po: order.poNumber })}</span> : null}
          </div>
          {viewButton(order)}
        </div>
      ),
    },
    {
      key: 'customer',
      header: t('orders.columns.customer'),
      className: 'min-w-40',
      cell: (order) => <Customer order={order} />,
    },
    {
      key: 'status',
      header: t('orders.columns.status'),
      sortKey: 'status',
      cell: (order) => <Status order={order} />,
    },
    {
      key: 'total',
      header: t('orders.columns.total'),
      sortKey: 'total',
      className: 'text-right',
      cell: (order) => <Total order={order} />,
    },
  ];

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          className="min-w-0 flex-1 basis-64"
          value={params.q}
          onChange={(q) => params.update({ q }, { replace: true })}
          label={t('orders.search.label')}
          placeholder={t('orders.search.placeholder')}
        />
        <div className="flex items-center gap-2">
          <label htmlFor={statusId} className="text-sm font-medium text-slate-800">
            {t('orders.filter.label')}
          </label>
          <select
            id={statusId}
            value={params.filters.status}
            onChange={(event) => params.update({ status: event.target.value })}
            className="h-10 cursor-pointer rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-950 focus:border-brand-600 focus:outline-none"
          >
            <option value="">{t('orders.filter.all')}</option>
            {ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`orders.statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <FilterSelect
          label={t('orders.paymentFilter.label')}
          allLabel={t('orders.paymentFilter.all')}
          value={params.filters.payment}
          options={PAYMENT_FILTERS.map((value) => ({ value, label: t(`orders.paymentFilter.${value}`) }))}
          onChange={(payment) => params.update({ payment })}
        />
      </div>
      <OrderDateFilter from={params.filters.from} to={params.filters.to} onChange={(range) => params.update(range)} />
      <QueryState
        query={query}
        loadingText={t('orders.loading')}
        errorText={(message) => t('orders.loadError', { message })}
        isEmpty={(page) => page.items.length === 0}
        empty={<EmptyState title={t('orders.empty')} hint={filtered ? t('orders.emptyFilteredHint') : t('orders.emptyHint')} />}
      >
        {(page) => (
          <div className="space-y-3">
            <div className="hidden sm:block">
              <DataTable
                caption={t('orders.caption')}
                columns={columns}
                rows={page.items}
                rowKey={(order) => order.id}
                sort={params.sort}
                onSortChange={(sort) => params.update({ sort })}
                rowClassName={(order) => (order.id === selectedId ? 'bg-brand-50/60' : undefined)}
              />
            </div>
            {/* A phone gets one card per order instead of a table to scroll sideways. */}
            <ul aria-label={t('orders.caption')} className="space-y-3 sm:hidden">
              {page.items.map((order) => (
                <li key={order.id} className={cn(adminPanel, 'space-y-3 p-4', order.id === selectedId && 'ring-brand-300')}>
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div>
                      <span className="block font-mono font-semibold text-slate-950">{order.orderNumber}</span>
                      <span className="block text-xs text-slate-600">{format.date(order.createdAt)}</span>
                      {order.poNumber ? <span className="block text-xs break-all text-slate-600">{t('orders.poLine', { po: order.poNumber })}</span> : null}
                    </div>
                    <Total order={order} />
                  </div>
                  <Customer order={order} />
                  <Status order={order} />
                  {viewButton(order, true)}
                </li>
              ))}
            </ul>
            <Pagination page={page.page} pageSize={page.pageSize} total={page.total} onPageChange={(p) => params.update({ page: p })} onPageSizeChange={(pageSize) => params.update({ pageSize })} />
          </div>
        )}
      </QueryState>
    </div>
  );
}

function Customer({ order }: { order: AdminOrderRow }) {
  return (
    <div className="min-w-0">
      <span className="block font-medium break-words text-slate-900">{order.customerName}</span>
      <span className="block text-xs break-all text-slate-600">{order.customerEmail}</span>
    </div>
  );
}

/** The badge in the spec's colour, the tracking once there is one, and the controls that change the status. */
function Status({ order }: { order: AdminOrderRow }) {
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-1.5">
        <OrderStatusBadge status={order.status} />
        <PaymentStateBadge state={order.paymentState} />
      </div>
      <CertificationStateBadge state={order.certificationState} />
      {order.tracking ? (
        <span className="block">
          <TrackingLine tracking={order.tracking} />
        </span>
      ) : null}
      <OrderStatusControl order={order} compact />
    </div>
  );
}

function Total({ order }: { order: AdminOrderRow }) {
  const { t } = useAdminTranslation();
  const format = useFormatters();
  return (
    <div className="text-right">
      <span className="block font-semibold whitespace-nowrap text-slate-950 tabular-nums">{format.money(toCents(order.total))}</span>
      <span className="block text-xs whitespace-nowrap text-slate-600">{t('orders.itemCount', { count: order.itemCount })}</span>
      <span className="block text-xs whitespace-nowrap text-slate-600">{t(`orders.paymentMethods.${order.paymentMethod}`)}</span>
    </div>
  );
}
