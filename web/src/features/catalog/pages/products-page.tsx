import { LayoutGrid, List, PackageSearch, Search, SlidersHorizontal } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { CATALOG_CATEGORIES, type CatalogCategory } from '@domain/catalog';
import { CATALOG_PAGE_SIZE, pageCount } from '@domain/catalog-pages';
import { Button } from '@web/components/ui/button';
import { useFeaturedSection } from '@web/features/content/api/get-featured-section';
import { PageHero } from '@web/features/content/components/page-hero';
import type { TranslationKey } from '@web/i18n';
import { cn } from '@web/lib/cn';
import { usePageTitle } from '@web/lib/route-title';
import { useCataloguePage } from '../api/get-products';
import { catalogHref, readCatalogFilters, SORT_KEYS, type CatalogFilters } from '../catalog-params';
import { CataloguePagination } from '../components/catalogue-pagination';
import { FeaturedStrip } from '../components/featured-strip';
import { ProductCard, type CatalogView } from '../components/product-card';
import { addProductToCart } from './add-to-lists';

/** Storefront spec §2: titles specific to six categories, a generic one otherwise. */
const TITLED_CATEGORIES = new Set<CatalogCategory>(['hfc', 'hfo', 'natural', 'automotive', 'commercial', 'industrial']);

function pageTitleKey(category: CatalogCategory, onCategoryRoute: boolean): TranslationKey {
  if (!onCategoryRoute) return 'catalog.title';
  return TITLED_CATEGORIES.has(category) ? (`catalog.categoryTitles.${category}` as TranslationKey) : 'catalog.categoryTitles.generic';
}

/** The catalogue's column: the heading (over the products-hero image or plain) lines up with the filters and cards. */
const PAGE_COLUMN = 'mx-auto max-w-7xl px-4 sm:px-6 lg:px-8';

/** Cards whose picture can be on the first screen: the first row of three on a wide screen. */
const FIRST_SCREEN_CARDS = 3;

/**
 * /products and /products/category/{category}: search, filter, sort and page kept in the address. The server
 * searches, ranks and pages the catalogue; this page shows the one page it answers.
 */
export function ProductsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { category: presetCategory } = useParams();
  const [params, setParams] = useSearchParams();
  const onCategoryRoute = presetCategory !== undefined;
  const filters = readCatalogFilters(params, presetCategory);
  const [view, setView] = useState<CatalogView>('grid');
  // On phones category, sort and view fold behind a Filters button so the products start on the first screen.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const products = useCataloguePage(filters);
  const shown = products.data?.products ?? [];
  const total = products.data?.total ?? 0;
  const pages = pageCount(total, products.data?.pageSize ?? CATALOG_PAGE_SIZE);

  // A new filter or sort starts again from the first page.
  const go = (next: Partial<CatalogFilters>) => void navigate(catalogHref({ ...filters, page: 1, ...next }, onCategoryRoute));
  const pageHref = (page: number) => catalogHref({ ...filters, page }, onCategoryRoute);
  const titleKey = pageTitleKey(filters.category, onCategoryRoute);
  // Trending now: above the whole catalogue's first page, not over a category, a search or a later page.
  const trending = useFeaturedSection('trending');
  const showTrending = !onCategoryRoute && filters.category === 'all' && filters.search === '' && filters.page === 1;
  usePageTitle(t(titleKey));

  return (
    <>
      <PageHero location="products-hero" testId="products-hero-image" container={PAGE_COLUMN} plainClassName="pt-6 sm:pt-10">
        {(onImage) => (
          <>
            <h1 className={cn('text-2xl font-bold tracking-tight break-words sm:text-4xl', onImage ? 'text-white' : 'text-slate-950')}>{t(titleKey)}</h1>
            <p className={cn('mt-2 max-w-3xl text-sm sm:text-base', onImage ? 'text-brand-50' : 'text-slate-700')}>{t('catalog.intro')}</p>
          </>
        )}
      </PageHero>
      <div className={cn(PAGE_COLUMN, 'pb-6 sm:pb-10')}>
        <section
          aria-label={t('catalog.filters')}
          className="mt-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm sm:mt-8 sm:p-4 md:grid-cols-[1fr_auto_auto_auto] md:items-end"
        >
          <div className="flex min-w-0 items-end gap-2">
            <div className="min-w-0 flex-1">
              <SearchBox
                value={filters.search}
                onChange={(search) => {
                  const next = new URLSearchParams(params);
                  if (search) next.set('search', search);
                  else next.delete('search');
                  next.delete('page');
                  // Typing replaces the entry so Back leaves the catalogue rather than undoing letters.
                  setParams(next, { replace: true });
                }}
              />
            </div>
            <Button variant="secondary" className="md:hidden" aria-expanded={filtersOpen} aria-controls={filtersId} onClick={() => setFiltersOpen((open) => !open)}>
              <SlidersHorizontal aria-hidden="true" className="size-4" />
              {t('catalog.filtersToggle')}
            </Button>
          </div>
          <div id={filtersId} className={cn(filtersOpen ? 'grid grid-cols-2 items-end' : 'hidden', 'gap-3 md:contents')}>
            <Field label={t('catalog.categoryLabel')}>
              {(id) => (
                <select id={id} value={filters.category} onChange={(e) => go({ category: e.target.value as CatalogCategory })} className={SELECT_CLASS}>
                  {CATALOG_CATEGORIES.map((c) => (
                    <option key={c} value={c}>
                      {t(`catalog.categories.${c}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field label={t('catalog.sortLabel')}>
              {(id) => (
                <select id={id} value={filters.sort} onChange={(e) => go({ sort: e.target.value as CatalogFilters['sort'] })} className={SELECT_CLASS}>
                  {SORT_KEYS.map((key) => (
                    <option key={key} value={key}>
                      {t(`catalog.sort.${key}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <div role="group" aria-label={t('catalog.viewLabel')} className="flex gap-1">
              <ViewButton active={view === 'grid'} label={t('catalog.gridView')} onClick={() => setView('grid')} icon={LayoutGrid} />
              <ViewButton active={view === 'list'} label={t('catalog.listView')} onClick={() => setView('list')} icon={List} />
            </div>
          </div>
        </section>

        {showTrending ? <FeaturedStrip id="trending-products" title={t('catalog.trending.title')} products={trending} className="mt-6 sm:mt-8" /> : null}

        {products.isPending ? (
          <p role="status" className="mt-10 text-center text-slate-600">
            {t('catalog.loading')}
          </p>
        ) : products.isError ? (
          <div role="alert" className="mt-10 rounded-xl border border-red-200 bg-red-50 p-6 text-center">
            <p className="font-semibold text-red-900">{t('catalog.loadErrorTitle')}</p>
            <p className="mt-1 text-red-800">{t('catalog.loadError')}</p>
            <Button variant="secondary" className="mt-4" onClick={() => void products.refetch()}>
              {t('catalog.retry')}
            </Button>
          </div>
        ) : (
          <>
            <p role="status" className="mt-6 text-sm font-medium text-slate-700">
              {t('catalog.found', { count: total })}
            </p>
            {shown.length === 0 && total > 0 ? (
              <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
                <p className="text-slate-700">{t('catalog.pagination.pastEnd')}</p>
                <Button className="mt-5" onClick={() => go({})}>
                  {t('catalog.pagination.firstPage')}
                </Button>
              </div>
            ) : shown.length === 0 ? (
              <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
                <PackageSearch aria-hidden="true" className="mx-auto size-10 text-slate-400" />
                <h2 className="mt-3 text-lg font-semibold text-slate-950">{t('catalog.empty.title')}</h2>
                <p className="mt-1 text-slate-600">{t('catalog.empty.body')}</p>
                <Button className="mt-5" onClick={() => void navigate('/products')}>
                  {t('catalog.empty.clear')}
                </Button>
              </div>
            ) : (
              // Busy while the previous page stays on screen for a new filter, sort or page still loading.
              <ul
                aria-busy={products.isPlaceholderData}
                className={cn('mt-4 grid grid-cols-1 gap-6', view === 'grid' && 'sm:grid-cols-2 lg:grid-cols-3')}
              >
                {shown.map((product, index) => (
                  <li key={product.id} className="flex min-w-0">
                    <ProductCard
                      product={product}
                      view={view}
                      onAddToCart={addProductToCart}
                      eager={index < FIRST_SCREEN_CARDS}
                      priority={index === 0}
                    />
                  </li>
                ))}
              </ul>
            )}
            <CataloguePagination page={filters.page} pages={pages} hrefFor={pageHref} />
          </>
        )}
      </div>
    </>
  );
}

const SELECT_CLASS = 'h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 md:w-48';

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

function SearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <Field label={t('catalog.searchLabel')}>
      {(id) => (
        <div className="relative">
          <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
          <input
            id={id}
            type="search"
            value={value}
            onChange={(e) => onChange(e.target.value)}
            placeholder={t('catalog.searchPlaceholder')}
            className="h-10 w-full rounded-md border border-slate-300 bg-white pr-3 pl-9 text-sm text-slate-950 placeholder:text-slate-500"
          />
        </div>
      )}
    </Field>
  );
}

function ViewButton({ active, label, onClick, icon: Icon }: { active: boolean; label: string; onClick: () => void; icon: typeof List }) {
  return (
    <Button variant={active ? 'primary' : 'secondary'} size="icon" aria-pressed={active} aria-label={label} title={label} onClick={onClick}>
      <Icon aria-hidden="true" className="size-5" />
    </Button>
  );
}
