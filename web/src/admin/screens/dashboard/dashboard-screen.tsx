import {
  AlertTriangle,
  BadgeCheck,
  CheckCircle2,
  ClipboardList,
  CreditCard,
  FileText,
  Layers,
  Newspaper,
  Package,
  PackageX,
  ShieldCheck,
  ShoppingBag,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { toCents } from '@domain/money';
import type { AdminDashboardResponse } from '@domain/schemas/account';
import { buttonStyles, WRAPPING_BUTTON } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useFormatters } from '@web/lib/locale-format';
import { adminPanel } from '../../components/admin-page';
import { QueryState } from '../../components/query-state';
import { useAdminTranslation } from '../../i18n';
import { useAdminDashboard } from './get-dashboard';
import { NotificationEmailCard } from './notification-email-card';
import { OrderFigures } from './order-figures';
import { RecentChanges } from './recent-changes';
import { UntranslatedTexts } from './untranslated-texts';

type CardKey = 'totalProducts' | 'inStock' | 'outOfStock' | 'epaApproved' | 'lowStock' | 'blogPosts';

/** The six cards of back-office spec §2, each linking to its screen. */
const CARDS: readonly { key: CardKey; icon: LucideIcon; to: string; tone: string }[] = [
  { key: 'totalProducts', icon: Package, to: '/admin/products', tone: 'bg-brand-50 text-brand-700' },
  { key: 'inStock', icon: CheckCircle2, to: '/admin/products', tone: 'bg-green-50 text-green-700' },
  { key: 'outOfStock', icon: PackageX, to: '/admin/products', tone: 'bg-red-50 text-red-700' },
  { key: 'epaApproved', icon: ShieldCheck, to: '/admin/products', tone: 'bg-emerald-50 text-emerald-700' },
  { key: 'lowStock', icon: AlertTriangle, to: '/admin/products', tone: 'bg-amber-50 text-amber-700' },
  { key: 'blogPosts', icon: Newspaper, to: '/admin/blog', tone: 'bg-purple-50 text-purple-700' },
];

const QUICK_ACTIONS: readonly { key: 'products' | 'blog' | 'orders' | 'content'; icon: LucideIcon; to: string }[] = [
  { key: 'products', icon: Package, to: '/admin/products' },
  { key: 'blog', icon: FileText, to: '/admin/blog' },
  { key: 'orders', icon: ShoppingBag, to: '/admin/orders' },
  { key: 'content', icon: Layers, to: '/admin/content' },
];

const panel = cn(adminPanel, 'p-6');

/**
 * /admin: the catalogue counts of back-office spec §2 (in and out of stock as the storefront shows them), orders by
 * status and the last 30 days of revenue, categories, quick actions, the five most recent products, the latest
 * changes and where shop notifications go.
 */
export function DashboardScreen() {
  const { t } = useAdminTranslation();
  const query = useAdminDashboard();

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-950">{t('dashboard.title')}</h1>
        <p className="mt-1 text-slate-600">{t('dashboard.subtitle')}</p>
      </header>
      <QueryState query={query} loadingText={t('dashboard.loading')} errorText={() => t('dashboard.loadFailed')}>
        {(data) => <Dashboard data={data} />}
      </QueryState>
    </div>
  );
}

function Dashboard({ data }: { data: AdminDashboardResponse }) {
  const { t } = useAdminTranslation();
  const format = useFormatters();
  const categories = Object.entries(data.categories).sort(([a], [b]) => a.localeCompare(b));

  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {CARDS.map(({ key, icon: Icon, to, tone }) => (
          <li key={key}>
            <Link to={to} className={cn(panel, 'flex items-center gap-4 hover:ring-brand-300')} data-testid={`dashboard-${key}`}>
              <span className={cn('grid size-12 shrink-0 place-items-center rounded-lg', tone)}>
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-medium text-slate-600">{t(`dashboard.cards.${key}`)}</span>
                <span className="block text-3xl font-bold text-slate-950 tabular-nums">{format.number(data[key])}</span>
                <span className="block text-xs text-slate-500">{t(`dashboard.cardHints.${key}`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <Awaiting awaiting={data.awaiting} />
      <UntranslatedTexts untranslated={data.untranslated} />
      <OrderFigures orders={data.orders} revenue={data.revenue} />
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="categories-title" className={panel}>
          <h2 id="categories-title" className="text-lg font-semibold text-slate-950">
            {t('dashboard.categoriesTitle')}
          </h2>
          {categories.length === 0 ? (
            <p className="mt-4 text-slate-600">{t('dashboard.categoriesEmpty')}</p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-100">
              {categories.map(([category, count]) => (
                <li key={category} className="flex items-center justify-between py-2">
                  <span className="font-medium text-slate-800">{category}</span>
                  <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-700 tabular-nums">
                    {t('dashboard.categoryCount', { count })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="actions-title" className={panel}>
          <h2 id="actions-title" className="text-lg font-semibold text-slate-950">
            {t('dashboard.quickActionsTitle')}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {QUICK_ACTIONS.map(({ key, icon: Icon, to }) => (
              <li key={key}>
                <Link to={to} className={buttonStyles({ variant: 'secondary', className: 'w-full justify-start' })}>
                  <Icon aria-hidden="true" className="size-4" />
                  {t(`dashboard.quickActions.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="grid items-start gap-6 xl:grid-cols-2">
        <section aria-labelledby="recent-title" className={panel}>
          <h2 id="recent-title" className="text-lg font-semibold text-slate-950">
            {t('dashboard.recentTitle')}
          </h2>
          {data.recentProducts.length === 0 ? (
            <p className="mt-4 text-slate-600">{t('dashboard.recentEmpty')}</p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-100">
              {data.recentProducts.slice(0, 5).map((product) => (
                <li key={product.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                  <span className="min-w-0">
                    <span className="block font-medium text-slate-900">{product.name}</span>
                    <span className="block text-sm text-slate-500">{t('dashboard.sku', { sku: product.sku || t('dashboard.noSku') })}</span>
                  </span>
                  <span className="text-right text-sm">
                    <span className="block font-semibold text-slate-900">{format.money(toCents(product.price))}</span>
                    <span className="block text-slate-500">{t('dashboard.stock', { count: product.stockQuantity })}</span>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <RecentChanges />
      </div>
      <NotificationEmailCard />
    </>
  );
}

/**
 * Quote requests to price, certifications to review and card authorisations ending within 24 hours on orders awaiting
 * a certification (docs/decisions/040), each linking to its list filtered to what waits.
 */
function Awaiting({ awaiting }: Pick<AdminDashboardResponse, 'awaiting'>) {
  const { t } = useAdminTranslation();
  const items = [
    { key: 'authorisationsEnding', count: awaiting.authorisationsEnding, icon: CreditCard, to: '/admin/orders?payment=authorisation_ending' },
    { key: 'quotes', count: awaiting.quotes, icon: ClipboardList, to: '/admin/quotes?status=pending' },
    { key: 'certifications', count: awaiting.certifications, icon: BadgeCheck, to: '/admin/buyer-certifications?status=pending' },
  ] as const;
  return (
    <section aria-labelledby="awaiting-title" className={panel} data-testid="dashboard-awaiting">
      <h2 id="awaiting-title" className="text-lg font-semibold text-slate-950">
        {t('dashboard.awaiting.title')}
      </h2>
      {awaiting.quotes + awaiting.certifications + awaiting.authorisationsEnding === 0 ? (
        <p className="mt-3 text-slate-600">{t('dashboard.awaiting.none')}</p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-3">
          {items
            .filter((item) => item.count > 0)
            .map(({ key, count, icon: Icon, to }) => (
              <li key={key} className="max-w-full min-w-0">
                <Link
                  to={to}
                  // The ending authorisations stand out: money is lost if nobody acts within the day.
                  className={buttonStyles({ variant: key === 'authorisationsEnding' ? 'accent' : 'secondary', className: WRAPPING_BUTTON })}
                  data-testid={`dashboard-awaiting-${key}`}
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0" />
                  {t(`dashboard.awaiting.${key}`, { count })}
                </Link>
              </li>
            ))}
        </ul>
      )}
      {awaiting.authorisationsEnding > 0 ? (
        <p className="mt-3 text-sm text-amber-900" data-testid="dashboard-awaiting-authorisationsEnding-hint">
          {t('dashboard.awaiting.authorisationsEndingHint')}
        </p>
      ) : null}
    </section>
  );
}
