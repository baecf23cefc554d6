import { Eye } from 'lucide-react';
import { useId } from 'react';
import { toCents } from '@domain/money';
import { ORDER_STATUSES } from '@domain/orders';
import type { AdminOrderRow } from '@domain/schemas/orders-admin';
import { Button } from '@web/components/ui/button';
import { useFormatters } from '@web/lib/locale-format';
import { DataTable, type Column } from '../../components/data-table';
import { Pagination } from '../../components/pagination';
import { EmptyState, QueryState } from '../../components/query-state';
import { SearchBox } from '../../components/search-box';
import type { ListParams } from '../../components/use-list-params';
import { useAdminTranslation } from '../../i18n';
import { useAdminOrders } from './get-orders';
import { OrderStatusBadge, TrackingLine } from './order-parts';
import { OrderStatusControl } from './order-status-control';

/** The Orders tab: status filter and search kept in the address, newest first, a page at a time. */
export function OrderList({ params, onView, selectedId }: { params: ListParams<'status'>; onView: (id: string) => void; selectedId: string }) {
  const { t } = useAdminTranslation();
  const format = useFormatters();
  const statusId = useId();
  const query = useAdminOrders(params.apiQuery);
  const filtered = params.q.trim() !== '' || params.filters.status !== '';

  const columns: Column<AdminOrderRow>[] = [
    {
      key: 'order',
      header: t('orders.columns.order'),
      sortKey: 'createdAt',
      cell: (order) => (
        <>
          <span className="block font-mono font-semibold whitespace-nowrap text-slate-950">{order.orderNumber}</span>
          <span className="block text-xs text-slate-600">{format.date(order.createdAt)}</span>
        </>
      ),
    },
    {
      key: 'customer',
      header: t('orders.columns.customer'),
      className: 'max-w-56',
      cell: (order) => (
        <>
          <span className="block font-medium break-words text-slate-900">{order.customerName}</span>
          <span className="block text-xs break-all text-slate-600">{order.customerEmail}</span>
        </>
      ),
    },
    {
      key: 'status',
      header: t('orders.columns.status'),
      sortKey: 'status',
      cell: (order) => (
        <div className="space-y-2">
          <OrderStatusBadge status={order.status} />
          {order.tracking ? (
            <span className="block">
              <TrackingLine tracking={order.tracking} />
            </span>
          ) : null}
          <OrderStatusControl order={order} compact />
        </div>
      ),
    },
    {
      key: 'total',
      header: t('orders.columns.total'),
      sortKey: 'total',
      className: 'text-right',
      cell: (order) => (
        <>
          <span className="block font-semibold whitespace-nowrap text-slate-950 tabular-nums">{format.money(toCents(order.total))}</span>
          <span className="block text-xs whitespace-nowrap text-slate-600">{t('orders.itemCount', { count: order.itemCount })}</span>
          <span className="block text-xs whitespace-nowrap text-slate-600">{t(`orders.paymentMethods.${order.paymentMethod}`)}</span>
        </>
      ),
    },
    {
      key: 'actions',
      header: <span className="sr-only">{t('orders.columns.actions')}</span>,
      headerText: t('orders.columns.actions'),
      cell: (order) => (
        <Button variant="secondary" size="sm" onClick={() => onView(order.id)} aria-label={t('orders.viewDetailsOf', { number: order.orderNumber })}>
          <Eye aria-hidden="true" className="size-4" />
          {t('orders.viewDetails')}
        </Button>
      ),
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
      </div>
      <QueryState
        query={query}
        loadingText={t('orders.loading')}
        errorText={(message) => t('orders.loadError', { message })}
        isEmpty={(page) => page.items.length === 0}
        empty={<EmptyState title={t('orders.empty')} hint={filtered ? t('orders.emptyFilteredHint') : t('orders.emptyHint')} />}
      >
        {(page) => (
          <div className="space-y-3">
            <DataTable
              caption={t('orders.caption')}
              columns={columns}
              rows={page.items}
              rowKey={(order) => order.id}
              sort={params.sort}
              onSortChange={(sort) => params.update({ sort })}
              rowClassName={(order) => (order.id === selectedId ? 'bg-brand-50/60' : undefined)}
            />
            <Pagination page={page.page} pageSize={page.pageSize} total={page.total} onPageChange={(p) => params.update({ page: p })} onPageSizeChange={(pageSize) => params.update({ pageSize })} />
          </div>
        )}
      </QueryState>
    </div>
  );
}
