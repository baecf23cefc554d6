import type { AdminProductRow } from '@domain/schemas/admin-products';
import { toCents } from '@domain/money';
import { useFormatters } from '@web/lib/locale-format';
import { Badge } from '../../components/badge';
import { DataTable, type Column } from '../../components/data-table';
import { useAdminTranslation } from '../../i18n';
import { ProductActions, type ProductActionHandlers } from './product-actions';
import { AvailabilityBadge, EpaBadge, MissingLanguagesBadge, ProductThumbnail } from './product-parts';

/** The same products as a table whose headers sort (name, SKU, price, stock, last change). */
export function ProductTable({ products, sort, onSortChange, ...handlers }: ProductActionHandlers & { products: readonly AdminProductRow[]; sort: string; onSortChange: (sort: string) => void }) {
  const { t } = useAdminTranslation();
  const format = useFormatters();
  const columns: Column<AdminProductRow>[] = [
    {
      key: 'image',
      header: <span className="sr-only">{t('products.table.image')}</span>,
      headerText: t('products.table.image'),
      cell: (product) => <ProductThumbnail product={product} sizes="48px" className="size-12 rounded-md text-lg ring-1 ring-slate-200" />,
      className: 'w-16',
    },
    {
      key: 'name',
      header: t('products.table.name'),
      sortKey: 'name',
      cell: (product) => (
        <div className="min-w-40">
          <p className="font-semibold text-slate-950">{product.name}</p>
          <p className="text-xs whitespace-nowrap text-slate-600">{product.sku ? t('products.card.sku', { sku: product.sku }) : t('products.card.noSku')}</p>
          <div className="mt-1 flex flex-wrap gap-1">
            {product.epaApproved ? <EpaBadge /> : null}
            <MissingLanguagesBadge product={product} />
            {product.archivedAt ? <Badge>{t('products.card.archived')}</Badge> : null}
          </div>
        </div>
      ),
    },
    { key: 'category', header: t('products.table.category'), cell: (product) => t(`products.categories.${product.category}`) },
    {
      key: 'price',
      header: t('products.table.price'),
      sortKey: 'price',
      cell: (product) => <span className="whitespace-nowrap tabular-nums">{format.money(toCents(product.price))}</span>,
      className: 'text-right',
    },
    { key: 'stock', header: t('products.table.stock'), sortKey: 'stock', cell: (product) => <span className="tabular-nums">{format.number(product.stockQuantity)}</span>, className: 'text-right' },
    { key: 'availability', header: t('products.table.availability'), cell: (product) => <AvailabilityBadge product={product} /> },
    { key: 'updated', header: t('products.table.updated'), sortKey: 'updatedAt', cell: (product) => <span className="whitespace-nowrap">{format.date(product.updatedAt)}</span> },
    { key: 'actions', header: t('products.table.actions'), cell: (product) => <ProductActions product={product} compact {...handlers} /> },
  ];
  return (
    <DataTable
      caption={t('products.table.caption')}
      columns={columns}
      rows={products}
      rowKey={(product) => product.id}
      sort={sort}
      onSortChange={onSortChange}
      rowClassName={(product) => (product.archivedAt ? 'bg-slate-50' : undefined)}
    />
  );
}
