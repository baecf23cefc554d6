import { LayoutGrid, Plus, Table2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PRODUCT_CATEGORIES } from '@domain/catalog';
import { PRODUCT_AVAILABILITY } from '@domain/content';
import { ARCHIVE_FILTERS, DEFAULT_PRODUCT_SORT, type AdminProductRow, type ProductSortColumn } from '@domain/schemas/admin-products';
import { Button } from '@web/components/ui/button';
import { cn } from '@web/lib/cn';
import { AdminPage } from '../../components/admin-page';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Pagination } from '../../components/pagination';
import { EmptyState, QueryState } from '../../components/query-state';
import { SearchBox } from '../../components/search-box';
import { useAdminMutation } from '../../components/use-admin-mutation';
import { useListParams } from '../../components/use-list-params';
import { useAdminTranslation } from '../../i18n';
import { productKeys, useAdminProducts } from './api/get-products';
import { deleteProduct, restoreProduct } from './api/delete-product';
import { ProductCards } from './product-cards';
import { ProductDialog, type ProductDialogTarget } from './product-dialog';
import { ProductTable } from './product-table';
import { useProductMessages } from './use-product-messages';

/** Every sort of the API, in the order the "Sort by" list offers them. */
const SORT_CHOICES = ['-createdAt', 'createdAt', '-updatedAt', 'updatedAt', 'name', '-name', 'sku', '-sku', 'price', '-price', 'stock', '-stock'] as const satisfies readonly (ProductSortColumn | `-${ProductSortColumn}`)[];
const VIEWS = ['cards', 'table'] as const;
type View = (typeof VIEWS)[number];

const oneOf = <T extends string>(values: readonly T[], value: string): T | '' => ((values as readonly string[]).includes(value) ? (value as T) : '');
const selectClass = 'h-10 cursor-pointer rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-950 focus:border-brand-600 focus:outline-none';

/** The storefront's copy of the catalogue, refreshed after a delete or restore as after a save. */
const STOREFRONT_PRODUCTS = ['products'] as const;

/**
 * /admin/products (back-office spec §2 "Enhanced Product Management"): search by name or SKU, category, availability
 * and archived filters, cards or table (kept in the address with the page and sort), Add/Edit dialog, delete with the
 * spec's confirmation; a product already ordered is archived instead, and can be restored.
 */
export function ProductsScreen() {
  const { t } = useAdminTranslation();
  const translate = useProductMessages();
  const list = useListParams({ sort: DEFAULT_PRODUCT_SORT, filters: ['category', 'availability', 'archived'] as const });
  const [searchParams, setSearchParams] = useSearchParams();
  const view: View = oneOf(VIEWS, searchParams.get('view') ?? '') || 'cards';
  const category = oneOf(PRODUCT_CATEGORIES, list.filters.category);
  const availability = oneOf(PRODUCT_AVAILABILITY, list.filters.availability);
  const archived = oneOf(ARCHIVE_FILTERS, list.filters.archived) || 'active';
  const sort = oneOf(SORT_CHOICES, list.sort) || DEFAULT_PRODUCT_SORT;

  // Only values the API knows reach it: a hand-edited address shows the default list rather than an error.
  const apiQuery = new URLSearchParams({ page: String(list.page), pageSize: String(list.pageSize), sort, archived });
  if (list.q.trim()) apiQuery.set('q', list.q.trim());
  if (category) apiQuery.set('category', category);
  if (availability) apiQuery.set('availability', availability);
  const products = useAdminProducts(apiQuery.toString());
  const filtered = Boolean(list.q.trim() || category || availability || archived !== 'active');

  const [dialog, setDialog] = useState<ProductDialogTarget | null>(null);
  const [deleting, setDeleting] = useState<AdminProductRow | null>(null);
  const invalidate = [productKeys.lists, STOREFRONT_PRODUCTS];
  const remove = useAdminMutation({
    mutationFn: (product: AdminProductRow) => deleteProduct(product.id),
    invalidate,
    failure: t('products.messages.deleteFailed'),
    translate,
    success: (answer) => (answer.result === 'deleted' ? t('products.messages.deleted') : t('products.messages.archived')),
    onSuccess: () => setDeleting(null),
  });
  const restore = useAdminMutation({
    mutationFn: (product: AdminProductRow) => restoreProduct(product.id),
    invalidate,
    success: t('products.messages.restored'),
    failure: t('products.messages.restoreFailed'),
    translate,
  });

  const setView = (next: View) =>
    setSearchParams((previous) => {
      const params = new URLSearchParams(previous);
      if (next === 'cards') params.delete('view');
      else params.set('view', next);
      return params;
    });
  const handlers = {
    onEdit: (product: AdminProductRow) => setDialog({ mode: 'edit', id: product.id }),
    onDelete: (product: AdminProductRow) => setDeleting(product),
    onRestore: (product: AdminProductRow) => restore.mutate(product),
    restoringId: restore.isPending ? (restore.variables?.id ?? null) : null,
  };

  return (
    <AdminPage
      title={t('products.title')}
      description={t('products.description')}
      actions={
        <Button onClick={() => setDialog({ mode: 'add' })}>
          <Plus aria-hidden="true" className="size-4" />
          {t('products.add')}
        </Button>
      }
    >
      <section aria-label={t('products.filters.label')} className="flex flex-wrap items-end gap-3">
        <SearchBox
          className="min-w-64 flex-[1_1_18rem]"
          label={t('products.search.label')}
          placeholder={t('products.search.placeholder')}
          value={list.q}
          onChange={(q) => list.update({ q }, { replace: true })}
        />
        <FilterSelect label={t('products.filters.category')} value={category} onChange={(value) => list.update({ category: value })}>
          <option value="">{t('products.filters.allCategories')}</option>
          {PRODUCT_CATEGORIES.map((value) => (
            <option key={value} value={value}>
              {t(`products.categories.${value}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label={t('products.filters.availability')} value={availability} onChange={(value) => list.update({ availability: value })}>
          <option value="">{t('products.filters.allAvailability')}</option>
          {PRODUCT_AVAILABILITY.map((value) => (
            <option key={value} value={value}>
              {t(`products.availability.${value}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label={t('products.filters.archived')} value={archived} onChange={(value) => list.update({ archived: value === 'active' ? null : value })}>
          {ARCHIVE_FILTERS.map((value) => (
            <option key={value} value={value}>
              {t(`products.filters.archivedOptions.${value}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect label={t('products.filters.sort')} value={sort} onChange={(value) => list.update({ sort: value })}>
          {SORT_CHOICES.map((value) => (
            <option key={value} value={value}>
              {t(`products.filters.sortOptions.${value}`)}
            </option>
          ))}
        </FilterSelect>
      </section>

      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" aria-live="polite">
          {products.data ? t('products.count', { count: products.data.total }) : null}
        </p>
        <div role="group" aria-label={t('products.filters.view')} className="flex rounded-md ring-1 ring-slate-300">
          {VIEWS.map((value) => {
            const Icon = value === 'cards' ? LayoutGrid : Table2;
            return (
              <button
                key={value}
                type="button"
                aria-pressed={view === value}
                onClick={() => setView(value)}
                className={cn(
                  'flex h-10 items-center gap-2 px-3 text-sm font-medium first:rounded-l-md last:rounded-r-md',
                  view === value ? 'bg-brand-700 text-white' : 'bg-white text-slate-700 hover:bg-slate-50',
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                {t(`products.filters.${value}`)}
              </button>
            );
          })}
        </div>
      </div>

      <QueryState
        query={products}
        loadingText={t('products.loading')}
        errorText={() => t('products.loadFailed')}
        isEmpty={(data) => data.total === 0}
        empty={
          <EmptyState
            title={t('products.empty.title')}
            hint={filtered ? t('products.empty.filtered') : t('products.empty.none')}
            action={
              filtered ? (
                <Button variant="secondary" onClick={() => list.update({ q: null, category: null, availability: null, archived: null })}>
                  {t('products.empty.clear')}
                </Button>
              ) : (
                <Button onClick={() => setDialog({ mode: 'add' })}>
                  <Plus aria-hidden="true" className="size-4" />
                  {t('products.add')}
                </Button>
              )
            }
          />
        }
      >
        {(data) => (
          <div className="space-y-4">
            {view === 'table' ? (
              <ProductTable products={data.items} sort={sort} onSortChange={(next) => list.update({ sort: next })} {...handlers} />
            ) : (
              <ProductCards products={data.items} {...handlers} />
            )}
            <Pagination
              page={data.page}
              pageSize={data.pageSize}
              total={data.total}
              onPageChange={(page) => list.update({ page })}
              onPageSizeChange={(pageSize) => list.update({ pageSize })}
            />
          </div>
        )}
      </QueryState>

      <ProductDialog target={dialog} onClose={() => setDialog(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={t('products.delete.title')}
        description={deleting ? t('products.delete.body', { name: deleting.name }) : undefined}
        confirmLabel={t('products.delete.confirm')}
        pending={remove.isPending}
        onConfirm={() => (deleting && !remove.isPending ? remove.mutate(deleting) : undefined)}
      />
    </AdminPage>
  );
}

function FilterSelect({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <label className="flex min-w-40 flex-auto flex-col gap-1 text-sm font-medium text-slate-800">
      {label}
      <select value={value} onChange={(event) => onChange(event.target.value)} className={selectClass}>
        {children}
      </select>
    </label>
  );
}
