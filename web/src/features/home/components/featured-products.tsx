import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FeaturedProduct } from '@domain/schemas/content';
import { buttonStyles } from '@web/components/ui/button';
import { ProductPicture } from '@web/components/ui/product-picture';

const SKELETON_CARDS = 3;
/** The width a card's picture is drawn at: three columns from md in a max-w-7xl page, the page's width below. */
const PICTURE_SIZES =
  '(min-width: 1280px) 390px, (min-width: 1024px) calc((100vw - 7rem) / 3), (min-width: 768px) calc((100vw - 6rem) / 3), (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)';
const CARD_CLASS = 'flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm';

interface FeaturedProductsProps {
  products: readonly FeaturedProduct[] | undefined;
  isLoading: boolean;
  formatPrice: (dollars: number) => string;
}

/** Three product cards (storefront spec §2): a 3-card skeleton while loading, a link to /admin when there are none. */
export function FeaturedProducts({ products, isLoading, formatPrice }: FeaturedProductsProps) {
  const { t } = useTranslation();

  return (
    <section aria-labelledby="home-featured" aria-busy={isLoading} className="py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="home-featured" className="text-3xl font-bold tracking-tight text-slate-900">
              {t('home.featured.title')}
            </h2>
            <p className="mt-2 text-slate-600">{t('home.featured.subtitle')}</p>
          </div>
          <Link to="/products" className="font-semibold text-brand-700 hover:underline">
            {t('home.featured.viewAll')}
          </Link>
        </div>

        {isLoading ? (
          <ul className="mt-8 grid gap-6 md:grid-cols-3" data-testid="featured-skeleton">
            {Array.from({ length: SKELETON_CARDS }, (_, i) => (
              <li key={i} className={`${CARD_CLASS} animate-pulse`}>
                <span className="sr-only">{t('home.featured.loading')}</span>
                <div className="aspect-[4/3] bg-slate-200" />
                <div className="space-y-3 p-5">
                  <div className="h-5 w-1/2 rounded bg-slate-200" />
                  <div className="h-4 w-1/3 rounded bg-slate-200" />
                  <div className="h-9 rounded bg-slate-200" />
                </div>
              </li>
            ))}
          </ul>
        ) : products && products.length > 0 ? (
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {products.map((product) => (
              <li key={product.id} className={CARD_CLASS} data-testid="featured-product">
                <div className="relative aspect-[4/3] bg-brand-50">
                  <ProductPicture src={product.image} name={product.name} alt={product.name} width={400} height={300} sizes={PICTURE_SIZES} fit="cover" className="size-full" />
                  {product.epaApproved ? (
                    <span className="absolute top-3 left-3 inline-flex items-center gap-1 rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white">
                      <ShieldCheck aria-hidden="true" className="size-3.5" />
                      {t('home.featured.epaApproved')}
                    </span>
                  ) : null}
                </div>
                <div className="flex flex-1 flex-col p-5">
                  <h3 className="text-lg font-semibold text-slate-900">
                    <Link to={`/products/${product.slug}`} className="hover:text-brand-700 hover:underline">
                      {product.name}
                    </Link>
                  </h3>
                  <p className="text-sm text-slate-500">{product.category}</p>
                  <p className="mt-3 text-slate-900">
                    {t('home.featured.pricePerCylinder', { price: formatPrice(product.price) })}
                  </p>
                  <Link to={`/products/${product.slug}`} className={buttonStyles({ variant: 'secondary', className: 'mt-4' })}>
                    {t('home.featured.viewDetails', { name: product.name })}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-8 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center" data-testid="featured-empty">
            <p className="font-semibold text-slate-900">{t('home.featured.emptyTitle')}</p>
            <p className="mt-1 text-slate-600">{t('home.featured.emptyText')}</p>
            <Link to="/admin" className={buttonStyles({ variant: 'secondary', className: 'mt-4' })}>
              {t('home.featured.emptyAction')}
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
