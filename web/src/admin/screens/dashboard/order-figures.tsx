import { ShoppingBag, TrendingUp } from 'lucide-react';
import { Link } from 'react-router';
import { toCents } from '@domain/money';
import { ORDER_STATUS_COLORS, ORDER_STATUSES } from '@domain/orders';
import type { AdminDashboardResponse } from '@domain/schemas/account';
import { buttonStyles } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useFormatters } from '@web/lib/locale-format';
import { adminPanel } from '../../components/admin-page';
import { Badge } from '../../components/badge';
import { useAdminTranslation } from '../../i18n';

const tile = 'rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200';

/** Orders by status (each status in its colour, back-office spec §4) and the last 30 days of revenue with its rule. */
export function OrderFigures({ orders, revenue }: Pick<AdminDashboardResponse, 'orders' | 'revenue'>) {
  const { t } = useAdminTranslation();
  const format = useFormatters();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <section aria-labelledby="orders-title" className={cn(adminPanel, 'flex flex-col p-6')} data-testid="dashboard-orders">
        <h2 id="orders-title" className="flex items-center gap-2 text-lg font-semibold text-slate-950">
          <ShoppingBag aria-hidden="true" className="size-5 text-brand-700" />
          {t('dashboard.orders.title')}
        </h2>
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {ORDER_STATUSES.map((status) => (
            <li key={status} className={tile} data-testid={`dashboard-orders-${status}`}>
              <Badge tone={ORDER_STATUS_COLORS[status]}>{t(`dashboard.orders.status.${status}`)}</Badge>
              <span className="mt-2 block text-2xl font-bold text-slate-950 tabular-nums">{format.number(orders.byStatus[status])}</span>
            </li>
          ))}
          <li className={cn(tile, 'bg-white')} data-testid="dashboard-orders-all">
            <span className="text-sm font-semibold text-slate-700">{t('dashboard.orders.all')}</span>
            <span className="mt-1.5 block text-2xl font-bold text-slate-950 tabular-nums">{format.number(orders.total)}</span>
          </li>
        </ul>
        {orders.awaitingPayment > 0 ? (
          <p className="mt-3 text-sm text-amber-800">{t('dashboard.orders.awaitingPayment', { count: orders.awaitingPayment })}</p>
        ) : null}
        <Link to="/admin/orders" className={buttonStyles({ variant: 'secondary', className: 'mt-4 self-start' })}>
          {t('dashboard.orders.manage')}
        </Link>
      </section>
      <section aria-labelledby="revenue-title" className={cn(adminPanel, 'p-6')} data-testid="dashboard-revenue">
        <h2 id="revenue-title" className="flex items-center gap-2 text-lg font-semibold text-slate-950">
          <TrendingUp aria-hidden="true" className="size-5 text-green-700" />
          {t('dashboard.revenue.title')}
        </h2>
        <p className="mt-3 text-4xl font-bold text-slate-950 tabular-nums">{format.money(toCents(revenue.last30Days))}</p>
        <p className="mt-1 text-sm text-slate-700">{t('dashboard.revenue.orders', { count: revenue.orders, date: format.date(revenue.since) })}</p>
        <p className="mt-4 border-t border-slate-100 pt-3 text-sm text-slate-600">{t('dashboard.revenue.hint')}</p>
      </section>
    </div>
  );
}
