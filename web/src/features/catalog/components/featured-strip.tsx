import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toCents } from '@domain/money';
import type { FeaturedProduct } from '@domain/schemas/content';
import { ProductPicture } from '@web/components/ui/product-picture';
import { useFormatMoney } from '../use-money';

/** Four small cards in a row from sm, two a row on phones: the picture is at most a quarter of a max-w-7xl page. */
const PICTURE_SIZES = '(min-width: 1280px) 300px, (min-width: 640px) 25vw, 50vw';

interface FeaturedStripProps {
  /** The heading's id and the block's test id. */
  id: string;
  title: string;
  products: readonly FeaturedProduct[];
  className?: string;
}

/**
 * A titled row of product cards from a featured section (Trending now on /products, Recommended products on a product
 * page): picture, name and starting price, each a link to the product. Nothing at all when the section is empty.
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
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4 sm:gap-4">
        {products.map((product) => (
          <li key={product.id} className="min-w-0">
            <Link
              to={`/products/${product.slug}`}
              className="group flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm hover:border-brand-300"
            >
              <ProductPicture
                src={product.image}
                name={product.name}
                alt=""
                width={400}
                height={300}
                sizes={PICTURE_SIZES}
                letter="md"
                className="aspect-[4/3] w-full bg-brand-50"
              />
              <span className="flex flex-1 flex-col p-3">
                <span className="font-semibold break-words text-slate-950 group-hover:text-brand-700 group-hover:underline">{product.name}</span>
                <span className="mt-1 text-sm text-slate-700">{t('product.startingAt', { price: formatMoney(toCents(product.price)) })}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
