import type { AdminProductRow } from '@domain/schemas/admin-products';
import { toCents } from '@domain/money';
import { useFormatters } from '@web/lib/locale-format';
import { cn } from '@web/lib/cn';
import { Badge } from '../../components/badge';
import { useAdminTranslation } from '../../i18n';
import { ProductActions, type ProductActionHandlers } from './product-actions';
import { AvailabilityBadge, EpaBadge, MissingLanguagesBadge, ProductThumbnail } from './product-parts';

/** One card per product (back-office spec §2): image, name, SKU, price, availability, category, stock, EPA, edit and delete. */
export function ProductCards({ products, ...handlers }: ProductActionHandlers & { products: readonly AdminProductRow[] }) {
  const { t } = useAdminTranslation();
  const format = useFormatters();
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {products.map((product) => (
        <li key={product.id}>
          <article
            aria-labelledby={`product-${product.id}`}
            className={cn('flex h-full flex-col overflow-hidden rounded-xl shadow-sm ring-1 ring-slate-200', product.archivedAt ? 'bg-slate-50' : 'bg-white')}
          >
            <ProductThumbnail product={product} sizes="(min-width: 1280px) 22rem, (min-width: 640px) 45vw, 90vw" className="h-40 w-full text-5xl" />
            <div className="flex flex-1 flex-col gap-3 p-4">
              <div className="min-w-0">
                <h2 id={`product-${product.id}`} className="text-lg font-semibold break-words text-slate-950">
                  {product.name}
                </h2>
                <p className="text-sm text-slate-600">{product.sku ? t('products.card.sku', { sku: product.sku }) : t('products.card.noSku')}</p>
              </div>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p>
                  <span className="text-xl font-bold text-slate-950 tabular-nums">{format.money(toCents(product.price))}</span>{' '}
                  <span className="text-sm text-slate-600">{t('products.card.perCylinder')}</span>
                </p>
                <AvailabilityBadge product={product} />
              </div>
              <dl className="grid grid-cols-2 gap-2 text-sm text-slate-700">
                <div>
                  <dt className="sr-only">{t('products.table.category')}</dt>
                  <dd>{t('products.card.category', { category: t(`products.categories.${product.category}`) })}</dd>
                </div>
                <div>
                  <dt className="sr-only">{t('products.table.stock')}</dt>
                  <dd className="tabular-nums">{t('products.card.stock', { stock: format.number(product.stockQuantity) })}</dd>
                </div>
              </dl>
              {product.epaApproved || product.archivedAt || product.missingLanguages.length > 0 ? (
                <div className="flex flex-wrap gap-2">
                  {product.epaApproved ? <EpaBadge /> : null}
                  <MissingLanguagesBadge product={product} />
                  {product.archivedAt ? <Badge tone="neutral">{t('products.card.archived')}</Badge> : null}
                </div>
              ) : null}
              <div className="mt-auto border-t border-slate-100 pt-3">
                <ProductActions product={product} {...handlers} />
              </div>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
