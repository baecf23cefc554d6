import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toCents } from '@domain/money';
import type { FeaturedProduct } from '@domain/schemas/content';
import { ProductPicture } from '@web/components/ui/product-picture';
import { useFormatMoney } from '../use-money';

/** A thumbnail beside the name: 48 px on phones, 64 px from sm. */
const PICTURE_SIZES = '(min-width: 640px) 64px, 48px';

interface FeaturedStripProps {
  /** The heading's id and the block's test id. */
  id: string;
  title: string;
  products: readonly FeaturedProduct[];
  className?: string;
}

/**
 * A compact titled row of product links from a featured section (Trending now on /products, Recommended products on a product
 * page): thumbnail, name and cylinder price, two a row on phones and four on wide screens, so the catalogue's own cards
 * still start near the top. Nothing at all when the section is empty.
 */
export function FeaturedStrip({ id, title, products, className }: FeaturedStripProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  if (products.length === 0) return null;
  return (
    <section aria-labelledby={id} className={className} data-testid={id}>
      <h2 id={id} className="text-lg font-semibold tracking-tight text-slate-950 sm:text-xl">
        {title}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-4">
        {products.map((product) => (
          <li key={product.id} className="min-w-0">
            <Link
              to={`/products/${product.slug}`}
              className="group flex h-full items-center gap-2 rounded-lg border border-slate-200 bg-white p-2 shadow-sm hover:border-brand-300 sm:gap-3"
            >
              <ProductPicture
                src={product.image}
                name={product.name}
                alt=""
                width={64}
                height={64}
                sizes={PICTURE_SIZES}
                letter="sm"
                className="size-12 shrink-0 rounded-md bg-brand-50 sm:size-16"
              />
              <span className="flex min-w-0 flex-col">
                <span className="font-semibold break-words text-slate-950 group-hover:text-brand-700 group-hover:underline">{product.name}</span>
                <span className="text-xs text-slate-700 sm:text-sm">
                  <span className="font-medium text-slate-900">{formatMoney(toCents(product.price))}</span> {t('product.perCylinder')}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
