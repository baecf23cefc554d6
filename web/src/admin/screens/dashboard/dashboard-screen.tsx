import {
  AlertTriangle,
  CheckCircle2,
  FileText,
  Layers,
  Newspaper,
  Package,
  PackageX,
  ShieldCheck,
  ShoppingBag,
  type LucideIcon,
} from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toCents } from '@domain/money';
import type { AdminDashboardResponse } from '@domain/schemas/account';
import { buttonStyles } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { useFormatters } from '@web/lib/locale-format';
import { useAdminDashboard } from './get-dashboard';

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

const panel = 'rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200';

/** /admin: counts from the server, categories, quick actions and the five most recent products. */
export function DashboardScreen() {
  const { t } = useTranslation();
  const query = useAdminDashboard();

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-950">{t('admin.dashboard.title')}</h1>
        <p className="mt-1 text-slate-600">{t('admin.dashboard.subtitle')}</p>
      </header>
      {query.data ? (
        <Dashboard data={query.data} />
      ) : query.isError ? (
        <div role="alert" className={panel}>
          <p className="text-slate-700">{t('admin.dashboard.loadFailed')}</p>
          <button type="button" className={buttonStyles({ variant: 'secondary', className: 'mt-3' })} onClick={() => void query.refetch()}>
            {t('admin.dashboard.retry')}
          </button>
        </div>
      ) : (
        <p role="status" className="text-slate-600">
          {t('admin.dashboard.loading')}
        </p>
      )}
    </div>
  );
}

function Dashboard({ data }: { data: AdminDashboardResponse }) {
  const { t } = useTranslation();
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
                <span className="block text-sm font-medium text-slate-600">{t(`admin.dashboard.cards.${key}`)}</span>
                <span className="block text-3xl font-bold text-slate-950 tabular-nums">{data[key]}</span>
                <span className="block text-xs text-slate-500">{t(`admin.dashboard.cardHints.${key}`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-labelledby="categories-title" className={panel}>
          <h2 id="categories-title" className="text-lg font-semibold text-slate-950">
            {t('admin.dashboard.categoriesTitle')}
          </h2>
          {categories.length === 0 ? (
            <p className="mt-4 text-slate-600">{t('admin.dashboard.categoriesEmpty')}</p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-100">
              {categories.map(([category, count]) => (
                <li key={category} className="flex items-center justify-between py-2">
                  <span className="font-medium text-slate-800">{category}</span>
                  <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-700 tabular-nums">
                    {t('admin.dashboard.categoryCount', { count })}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section aria-labelledby="actions-title" className={panel}>
          <h2 id="actions-title" className="text-lg font-semibold text-slate-950">
            {t('admin.dashboard.quickActionsTitle')}
          </h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {QUICK_ACTIONS.map(({ key, icon: Icon, to }) => (
              <li key={key}>
                <Link to={to} className={buttonStyles({ variant: 'secondary', className: 'w-full justify-start' })}>
                  <Icon aria-hidden="true" className="size-4" />
                  {t(`admin.dashboard.quickActions.${key}`)}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section aria-labelledby="recent-title" className={panel}>
        <h2 id="recent-title" className="text-lg font-semibold text-slate-950">
          {t('admin.dashboard.recentTitle')}
        </h2>
        {data.recentProducts.length === 0 ? (
          <p className="mt-4 text-slate-600">{t('admin.dashboard.recentEmpty')}</p>
        ) : (
          <ul className="mt-4 divide-y divide-slate-100">
            {data.recentProducts.slice(0, 5).map((product) => (
              <li key={product.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <span className="min-w-0">
                  <span className="block font-medium text-slate-900">{product.name}</span>
                  <span className="block text-sm text-slate-500">{t('admin.dashboard.sku', { sku: product.sku || t('admin.dashboard.noSku') })}</span>
                </span>
                <span className="text-right text-sm">
                  <span className="block font-semibold text-slate-900">{format.money(toCents(product.price))}</span>
                  <span className="block text-slate-500">{t('admin.dashboard.stock', { count: product.stockQuantity })}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
