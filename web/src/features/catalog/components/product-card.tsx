import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isInStock, offeredPackages } from '@domain/catalog';
import { initialPackage } from '@domain/package-facts';
import { packageUnitPriceCents, type PackageKey } from '@domain/pricing';
import type { PublicProduct } from '@domain/schemas/product';
import { Button, buttonStyles } from '@web/components/ui/button';
import { QuantityStepper } from '@web/components/ui/quantity-stepper';
import { cn } from '@web/lib/cn';
import { labelIn } from '@web/lib/locale-format';
import { productCategoryLabel } from '../category-label';
import { useFormatMoney } from '../use-money';
import { AddToCartButton } from './add-button';
import { PackageSummary } from './package-facts';
import { addProductToQuote } from '../pages/add-to-lists';
import { PackageStockNote, packageAvailability } from './package-stock-note';
import { PackagingSelect } from './packaging-select';
import { ProductBadges } from './product-badges';
import { ProductVisual } from './product-visual';

export type CatalogView = 'grid' | 'list';

/**
 * The width a card's picture is drawn at (its `sizes`), by the catalogue's layout: one column on a phone, where the
 * 2:1 box shows the 4:3 picture at two thirds of the card's width; two from sm, three from lg in a max-w-7xl page.
 */
const PICTURE_SIZES: Record<CatalogView, string> = {
  grid: '(min-width: 1280px) 390px, (min-width: 1024px) calc((100vw - 7rem) / 3), (min-width: 640px) calc((100vw - 4.5rem) / 2), calc((100vw - 2rem) * 2 / 3)',
  list: '(min-width: 640px) 224px, calc((100vw - 2rem) * 2 / 3)',
};

/** Two buttons share a narrow card: a long translated label wraps instead of overflowing. */
const WRAPPING_BUTTON = 'h-auto! min-h-8 py-1.5 text-center whitespace-normal!';

interface ProductCardProps {
  product: PublicProduct;
  view: CatalogView;
  onAddToCart: (product: PublicProduct, packaging: PackageKey, quantity: number) => void;
  /** On the first screen: its picture loads at once (in the server-rendered page too) instead of when scrolled near. */
  eager?: boolean;
  /** The first card, whose picture is the page's largest paint on a phone: fetched before the others. */
  priority?: boolean;
}

/** A catalogue card (storefront spec §2): picture, badges, name link, SKU, category, cylinder price and a quick add. */
export function ProductCard({ product, view, onAddToCart, eager = false, priority = false }: ProductCardProps) {
  const { t, i18n } = useTranslation();
  const money = useFormatMoney();
  const nameId = useId();
  const packages = offeredPackages(product.packagingOptions);
  // The card prices one cylinder, so it starts on one (the product page follows the same rule).
  const [packaging, setPackaging] = useState<PackageKey | ''>(() => initialPackage(packages) ?? '');
  const [quantity, setQuantity] = useState(1);
  const [missingPackaging, setMissingPackaging] = useState(false);
  const errorId = useId();
  const inStock = isInStock(product);
  // Past what stock supplies of the chosen package and quantity, the card offers a quote instead (issue 23).
  const navigate = useNavigate();
  const quoteInstead = packaging !== '' && !packageAvailability(product, packaging, quantity).canAddToCart;
  const href = `/products/${product.slug}`;
  const list = view === 'list';

  return (
    <article
      aria-labelledby={nameId}
      className={cn('flex w-full min-w-0 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm', list ? 'flex-col sm:flex-row' : 'flex-col')}
    >
      <Link to={href} tabIndex={-1} aria-hidden="true" className={cn('block shrink-0', list && 'sm:w-56 sm:self-center')}>
        {/* Wider than tall on a phone, so the name and price of the first card show on the first screen. */}
        <ProductVisual product={product} aspect="aspect-[2/1] sm:aspect-[4/3]" sizes={PICTURE_SIZES[view]} eager={eager} priority={priority} />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3 p-4">
        <ProductBadges product={product} />
        <div>
          <h2 id={nameId} className="text-lg font-semibold break-words text-slate-950">
            <Link to={href} className="hover:text-brand-700 hover:underline">
              {product.name}
            </Link>
          </h2>
          <dl className="mt-1 flex flex-wrap gap-x-4 text-sm text-slate-600">
            {product.sku ? (
              <div className="flex min-w-0 gap-1">
                <dt>{labelIn(i18n.resolvedLanguage, t('product.specs.sku'))}</dt>
                <dd className="font-mono whitespace-nowrap">{product.sku}</dd>
              </div>
            ) : null}
            <div className="flex gap-1">
              <dt>{labelIn(i18n.resolvedLanguage, t('product.specs.category'))}</dt>
              <dd>{productCategoryLabel(t, product.category)}</dd>
            </div>
          </dl>
        </div>
        <p className="text-slate-900">
          <span className="text-2xl font-bold" data-testid="cylinder-price">
            {money(packageUnitPriceCents(product, 'cylinder'))}
          </span>{' '}
          <span className="text-sm text-slate-600">{t('product.perCylinder')}</span>
        </p>
        <div className="mt-auto grid gap-2">
          <div className="flex items-end gap-2">
            <PackagingSelect
              product={product}
              packages={packages}
              value={packaging}
              onChange={(value) => {
                setPackaging(value);
                setMissingPackaging(false);
              }}
              label={t('product.packagingFor', { name: product.name })}
              allowEmpty={packaging === ''}
              describedBy={missingPackaging ? errorId : undefined}
              className="min-w-0 flex-1"
            />
            <QuantityStepper
              value={quantity}
              onChange={setQuantity}
              label={t('product.quantityFor', { name: product.name })}
              decreaseLabel={t('product.decrease')}
              increaseLabel={t('product.increase')}
            />
          </div>
          {packaging ? (
            <>
              <PackageSummary product={product} packaging={packaging} />
              <PackageStockNote product={product} packaging={packaging} quantity={quantity} />
            </>
          ) : missingPackaging ? (
            <p id={errorId} role="alert" className="text-xs font-medium text-red-800">
              {t('product.selectPackagingCart')}
            </p>
          ) : null}
          <div className="grid grid-cols-2 gap-2">
            {quoteInstead && packaging ? (
              <Button
                size="sm"
                className={WRAPPING_BUTTON}
                onClick={() => {
                  addProductToQuote(product, packaging, quantity);
                  void navigate('/rfq');
                }}
              >
                {t('product.stock.requestQuote')}
              </Button>
            ) : (
            <AddToCartButton
              disabled={!inStock}
              onAdd={() => {
                if (!packaging) {
                  setMissingPackaging(true);
                  return false;
                }
                onAddToCart(product, packaging, quantity);
                return true;
              }}
              size="sm"
              className={WRAPPING_BUTTON}
            />
            )}
            {inStock ? (
              <Link to={href} className={buttonStyles({ variant: 'secondary', size: 'sm', className: WRAPPING_BUTTON })}>
                {t('product.viewDetails')}
              </Link>
            ) : (
              <Button variant="secondary" size="sm" className={WRAPPING_BUTTON} disabled>
                {t('product.viewDetails')}
              </Button>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}
