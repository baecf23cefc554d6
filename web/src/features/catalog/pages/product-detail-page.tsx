import { AlertCircle, ArrowLeft, CheckCircle2, FileText, LifeBuoy, Phone, ShieldAlert, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { isInStock, offeredPackages } from '@domain/catalog';
import { initialPackage } from '@domain/package-facts';
import { PRODUCT_PAGE_IMAGE_SIZES } from '@domain/images';
import { containerSavingsPercent, packageUnitPriceCents, type PackageKey } from '@domain/pricing';
import { knownProductText, localizedProductText, productImageAlt, specLabelIsWords, specLabelText, specValueIsWords, specValueText, weightText } from '@domain/product-text';
import type { ProductDetail, PublicProduct } from '@domain/schemas/product';
import { Button, buttonStyles } from '@web/components/ui/button';
import { LazyImage } from '@web/components/ui/lazy-image';
import { QuantityStepper } from '@web/components/ui/quantity-stepper';
import { useFeaturedSection } from '@web/features/content/api/get-featured-section';
import { useSiteSettings } from '@web/features/settings/api/get-settings';
import { telHref } from '@web/lib/contact-links';
import { cn } from '@web/lib/cn';
import { usePageTitle } from '@web/lib/route-title';
import { fallbackLang } from '@web/lib/use-localized';
import { useProduct } from '../api/get-products';
import { FeaturedStrip } from '../components/featured-strip';
import { PackageFactsList, PackageSummary } from '../components/package-facts';
import { PackageStockNote, packageAvailability } from '../components/package-stock-note';
import { PackagingSelect } from '../components/packaging-select';
import { ProductBadges } from '../components/product-badges';
import { ProductVisual } from '../components/product-visual';
import { productCategoryLabel } from '../category-label';
import { useFormatMoney } from '../use-money';
import { addProductToCart, addProductToQuote } from './add-to-lists';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** /products/{slug}; an older /products/{id} address is replaced by the slug form. */
export function ProductDetailPage() {
  const { slug = '' } = useParams();
  return UUID.test(slug) ? <LegacyIdRedirect id={slug} /> : <ProductBySlug slug={slug} />;
}

function LegacyIdRedirect({ id }: { id: string }) {
  // The product route answers an id too; the page then moves to the slug form.
  const { data: product, isPending } = useProduct(id.toLowerCase());
  if (product) return <Navigate to={`/products/${product.slug}`} replace />;
  return isPending ? <Loading /> : <NotFound />;
}

function ProductBySlug({ slug }: { slug: string }) {
  const { data: product, isPending } = useProduct(slug);
  if (product) return <ProductDetail key={product.id} product={product} />;
  return isPending ? <Loading /> : <NotFound />;
}

function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" className="mx-auto max-w-7xl px-4 py-24 text-center text-slate-600">
      {t('product.loading')}
    </p>
  );
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-950">{t('product.notFoundTitle')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('product.notFoundBody')}</p>
      <Link to="/products" className={buttonStyles({ className: 'mt-8' })}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('product.backToProducts')}
      </Link>
    </section>
  );
}

/** Two large buttons side by side: a long translated label ("Agregar a la solicitud de cotización") wraps instead of overflowing. */
const WRAPPING_BUTTON = 'h-auto! min-h-12 py-2 text-center whitespace-normal!';

type Notice = { tone: 'error' | 'success'; title: string; body: string } | null;

function ProductDetail({ product }: { product: PublicProduct & Partial<Pick<ProductDetail, 'translations'>> }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const texts = localizedProductText(product, language);
  const [name, description, applications] = [texts.name.value, texts.description, texts.applications];
  const known = useKnownProductText();
  const money = useFormatMoney();
  const packages = offeredPackages(product.packagingOptions);
  // Same rule as the catalogue card: start on the cylinder, the unit the listed price is for.
  const [packaging, setPackaging] = useState<PackageKey | ''>(() => initialPackage(packages) ?? '');
  const [quantity, setQuantity] = useState(1);
  const [notice, setNotice] = useState<Notice>(null);
  const inStock = isInStock(product);
  // What stock can supply of the chosen package and quantity (issue 23): past it, the buyer asks for a quote instead.
  const availability = packaging ? packageAvailability(product, packaging, quantity) : null;
  const quoteInstead = availability !== null && !availability.canAddToCart;
  const recommended = useFeaturedSection('recommended', product.id);
  usePageTitle(name);

  const add = (target: 'cart' | 'quote') => {
    if (!packaging) {
      setNotice({
        tone: 'error',
        title: t('product.selectPackagingTitle'),
        body: t(target === 'cart' ? 'product.selectPackagingCart' : 'product.selectPackagingQuote'),
      });
      return;
    }
    (target === 'cart' ? addProductToCart : addProductToQuote)(product, packaging, quantity);
    const details = { name: product.name, package: t(`packages.${packaging}`), count: quantity };
    setNotice({
      tone: 'success',
      title: t(target === 'cart' ? 'product.addedToCartTitle' : 'product.addedToQuoteTitle'),
      body: t(target === 'cart' ? 'product.addedToCart' : 'product.addedToQuote', details),
    });
    // Storefront spec §4: after adding, the quantity resets to 1 and the packaging goes back to where it started.
    setQuantity(1);
    setPackaging(initialPackage(packages) ?? '');
  };

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Link to="/products" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('product.backToProducts')}
      </Link>
      <div className="mt-6 grid grid-cols-1 gap-10 lg:grid-cols-2">
        <Gallery product={product} />
        <div className="min-w-0">
          <ProductBadges product={product} />
          {product.certificationRequired ? (
            <p className="mt-3 flex items-start gap-2 rounded-md bg-amber-50 p-3 text-sm text-amber-950 ring-1 ring-amber-200" data-testid="certification-note">
              <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                <span className="font-semibold">{t('certification.productNote')}</span> {t('certification.productNoteHelp')}
              </span>
            </p>
          ) : null}
          <h1 className="mt-3 text-3xl font-bold tracking-tight break-words text-slate-950 sm:text-4xl">{name}</h1>
          <p className="mt-2 text-slate-700">
            {t('product.startingAt', { price: money(packageUnitPriceCents(product, 'cylinder')) })}
          </p>
          <PriceBox product={product} packaging={packaging} />

          <section aria-labelledby="purchase-options" className="mt-6 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <h2 id="purchase-options" className="text-lg font-semibold text-slate-950">
              {t('product.purchaseOptions')}
            </h2>
            <div className="mt-4 grid gap-4 sm:grid-cols-[1fr_auto]">
              <PackagingSelect
                product={product}
                packages={packages}
                value={packaging}
                onChange={(value) => {
                  setPackaging(value);
                  setNotice(null);
                }}
                label={t('product.packaging')}
                allowEmpty
                showLabel
              />
              <QuantityStepper
                value={quantity}
                onChange={setQuantity}
                label={t('product.quantity')}
                decreaseLabel={t('product.decrease')}
                increaseLabel={t('product.increase')}
                showLabel
              />
            </div>
            {packaging ? <PackageStockNote product={product} packaging={packaging} quantity={quantity} className="mt-3 text-sm" /> : null}
            {notice ? (
              <div
                role={notice.tone === 'error' ? 'alert' : 'status'}
                className={cn(
                  'mt-4 flex gap-2 rounded-md p-3 text-sm',
                  notice.tone === 'error' ? 'bg-red-50 text-red-900' : 'bg-emerald-50 text-emerald-900',
                )}
              >
                {notice.tone === 'error' ? <AlertCircle aria-hidden="true" className="size-5 shrink-0" /> : <CheckCircle2 aria-hidden="true" className="size-5 shrink-0" />}
                <div>
                  <p className="font-semibold">{notice.title}</p>
                  <p>{notice.body}</p>
                </div>
              </div>
            ) : null}
            {!inStock ? <p className="mt-4 text-sm text-slate-700">{t('product.outOfStockNote')}</p> : null}
            <div className="mt-4 grid gap-2 sm:grid-cols-2">
              {quoteInstead ? (
                <Button size="lg" onClick={() => add('quote')} className={WRAPPING_BUTTON}>
                  {t('product.stock.requestQuote')}
                </Button>
              ) : (
                <Button size="lg" disabled={!inStock && !availability?.stock.backorder} onClick={() => add('cart')} className={WRAPPING_BUTTON}>
                  {t('product.addToCart')}
                </Button>
              )}
              <Button size="lg" variant="secondary" onClick={() => add('quote')} className={WRAPPING_BUTTON}>
                {t('product.addToQuote')}
              </Button>
            </div>
            <div className="mt-3 flex flex-wrap gap-4 text-sm">
              <Link to="/cart" className="font-medium text-brand-700 hover:underline">
                {t('product.viewCart')}
              </Link>
              <Link to="/rfq" className="font-medium text-brand-700 hover:underline">
                {t('product.viewQuote')}
              </Link>
            </div>
            <p className="mt-4 flex gap-2 text-xs text-slate-600">
              <ShieldCheck aria-hidden="true" className="size-4 shrink-0" />
              {t('product.epaNotice')}
            </p>
          </section>
          <PackageFactsList product={product} packages={packages} />
          <HelpBox />
        </div>
      </div>

      <div className="mt-12 grid grid-cols-1 gap-10 lg:grid-cols-2">
        <div className="min-w-0">
          {description.value ? (
            <section aria-labelledby="description" data-testid="product-description">
              <h2 id="description" className="text-xl font-semibold text-slate-950">
                {t('product.description')}
              </h2>
              <div className="mt-3 space-y-3 text-slate-700" lang={fallbackLang(description, language)}>
                {description.value
                  .split('\n')
                  .filter((line) => line.trim())
                  .map((line, i) => (
                    <p key={i}>{line}</p>
                  ))}
              </div>
            </section>
          ) : null}
          {product.sdsUrl ? (
            <a href={product.sdsUrl} target="_blank" rel="noopener noreferrer" className={buttonStyles({ variant: 'secondary', className: `mt-6 max-w-full ${WRAPPING_BUTTON}` })}>
              <FileText aria-hidden="true" className="size-4" />
              {t('product.sds')}
            </a>
          ) : null}
          {applications.value.length > 0 ? (
            <section aria-labelledby="applications" className="mt-8">
              <h2 id="applications" className="text-xl font-semibold text-slate-950">
                {t('product.applications')}
              </h2>
              <ul className="mt-3 grid list-disc gap-x-10 gap-y-1 pl-5 text-slate-700 sm:grid-cols-2" lang={fallbackLang(applications, language)}>
                {applications.value.map((a) => (
                  <li key={a}>{a}</li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
        <div className="min-w-0">
          <TechnicalSpecs product={product} />
          {product.certificateUrls.length > 0 ? (
            <section aria-labelledby="certifications" className="mt-8">
              <h2 id="certifications" className="text-xl font-semibold text-slate-950">
                {t('product.certifications')}
              </h2>
              <ul className="mt-3 space-y-2">
                {product.certificateUrls.map((c) => (
                  <li key={`${c.name}-${c.pdfUrl}`} className="flex gap-2 text-slate-700">
                    <ShieldCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                    <span>
                      <a href={c.pdfUrl} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 hover:underline">
                        {known(c.name)}
                      </a>
                      {c.description ? <span className="block text-sm text-slate-600">{known(c.description)}</span> : null}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
      <FeaturedStrip id="recommended-products" title={t('product.recommended.title')} products={recommended} className="mt-14 border-t border-slate-200 pt-8" />
    </div>
  );
}

/** Storefront spec §2/§4: no price until a packaging is chosen, then that package's price from domain/pricing. */
function PriceBox({ product, packaging }: { product: PublicProduct; packaging: PackageKey | '' }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const savings = packaging ? containerSavingsPercent(product, packaging) : null;
  return (
    <div aria-live="polite" className="mt-4 rounded-xl bg-brand-50 p-4">
      {packaging ? (
        <>
          <p className="flex flex-wrap items-baseline gap-2">
            <span className="text-3xl font-bold text-slate-950" data-testid="package-price">
              {money(packageUnitPriceCents(product, packaging))}
            </span>
            <span className="text-slate-700">{t('product.pricePer', { package: t(`packages.${packaging}`) })}</span>
            {savings ? <span className="rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-bold text-white">{t('product.save', { percent: savings })}</span> : null}
          </p>
          <PackageSummary product={product} packaging={packaging} className="mt-1 text-sm" />
        </>
      ) : (
        <p className="text-slate-700">{t('product.pricePrompt')}</p>
      )}
    </div>
  );
}

function Gallery({ product }: { product: PublicProduct & Partial<Pick<ProductDetail, 'translations' | 'imageAlt'>> }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  // The main image's alt in the page's language (its English marked lang="en"), else the product's name (docs/decisions/038).
  const mainAlt = productImageAlt(product, language);
  const images = [...new Set([product.thumbnailUrl, ...product.images].filter((u): u is string => Boolean(u?.trim())))];
  const [current, setCurrent] = useState(0);
  // Another picture of the gallery is not what the alt describes: it reads the product's name, as before.
  const alt = current === 0 ? { value: mainAlt.value, lang: fallbackLang(mainAlt, language) } : { value: localizedProductText(product, language).name.value, lang: undefined };
  if (images.length === 0) return <ProductVisual product={product} sizes={PRODUCT_PAGE_IMAGE_SIZES} priority className="rounded-xl border border-slate-200" />;
  return (
    <div>
      {/* The page's largest paint: fetched first, at the width the layout draws it (the server preloads the same file). */}
      <LazyImage
        src={images[current]}
        alt={alt.value}
        lang={alt.lang}
        data-testid="product-main-image"
        width={800}
        height={600}
        sizes={PRODUCT_PAGE_IMAGE_SIZES}
        priority
        className="aspect-[4/3] w-full rounded-xl border border-slate-200 object-contain"
      />
      {images.length > 1 ? (
        <ul className="mt-3 flex gap-2">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                aria-label={t('product.showImage', { index: i + 1, name: product.name })}
                aria-pressed={i === current}
                onClick={() => setCurrent(i)}
                className={cn('overflow-hidden rounded-md border-2', i === current ? 'border-brand-600' : 'border-transparent')}
              >
                <LazyImage src={src} alt="" width={80} height={60} sizes="80px" className="h-15 w-20 object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A stored English text the shop knows (spec names and values, demo certificates) in the visitor's language; any other as written. */
function useKnownProductText(): (text: string) => string {
  const { t } = useTranslation();
  return (text) => {
    const key = knownProductText(text);
    return key ? t(`product.known.${key}`) : text;
  };
}

/** A specification's value in the page's language: the product's own translation, a text the shop knows, or as written (marked English when it is words). */
function useSpecValue(product: PublicProduct & Partial<Pick<ProductDetail, 'translations'>>): (label: string, value: string) => SpecText {
  const { i18n } = useTranslation();
  const known = useKnownProductText();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (label, value) => {
    const picked = specValueText(label, value, product.translations, language);
    if (picked.language !== 'en') return { value: picked.value, lang: undefined };
    return { value: known(value), lang: specValueIsWords(value) ? fallbackLang(picked, language) : undefined };
  };
}

/** A specification's label in the page's language: the product's own translation, a label the shop knows, or as written (marked English). */
function useSpecLabel(product: PublicProduct & Partial<Pick<ProductDetail, 'translations'>>): (label: string) => { value: string; lang: 'en' | undefined } {
  const { i18n } = useTranslation();
  const known = useKnownProductText();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (label) => {
    const picked = specLabelText(label, product.translations, language);
    if (picked.language !== 'en') return { value: picked.value, lang: undefined };
    return { value: known(label), lang: specLabelIsWords(label) ? fallbackLang(picked, language) : undefined };
  };
}

type SpecText = { value: string; lang: 'en' | undefined };

function TechnicalSpecs({ product }: { product: PublicProduct & Partial<Pick<ProductDetail, 'translations'>> }) {
  const { t, i18n } = useTranslation();
  const specLabel = useSpecLabel(product);
  const specValue = useSpecValue(product);
  const plain = (text: string): SpecText => ({ value: text, lang: undefined });
  const rows: [SpecText, string | null | SpecText][] = [
    [plain(t('product.specs.sku')), product.sku],
    [plain(t('product.specs.formula')), product.chemicalFormula],
    [plain(t('product.specs.cas')), product.casNumber],
    [plain(t('product.specs.un')), product.unNumber],
    [plain(t('product.specs.hazard')), product.hazardClass],
    [plain(t('product.specs.category')), productCategoryLabel(t, product.category)],
    [plain(t('product.specs.weight')), product.shippingWeight && weightText(product.shippingWeight, i18n.resolvedLanguage ?? i18n.language)],
    ...Object.entries(product.technicalSpecs).map(([name, value]): [SpecText, SpecText] => [specLabel(name), specValue(name, value)]),
  ];
  return (
    <section aria-labelledby="technical-specs">
      <h2 id="technical-specs" className="text-xl font-semibold text-slate-950">
        {t('product.specs.title')}
      </h2>
      <dl className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {rows
          .filter((row): row is [SpecText, string | SpecText] => Boolean(typeof row[1] === 'string' ? row[1] : row[1]?.value))
          .map(([label, value], index) => (
            <div key={index} className="grid grid-cols-2 gap-4 px-4 py-2 text-sm">
              <dt className="font-medium break-words text-slate-700" lang={label.lang}>
                {label.value}
              </dt>
              <dd className="break-words text-slate-950" lang={typeof value === 'string' ? undefined : value.lang}>
                {typeof value === 'string' ? value : value.value}
              </dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

function HelpBox() {
  const { t } = useTranslation();
  const phone = useSiteSettings().main_phone.trim();
  return (
    <aside aria-labelledby="product-help" className="mt-6 rounded-xl border border-slate-200 bg-slate-50 p-5">
      <h2 id="product-help" className="flex items-center gap-2 font-semibold text-slate-950">
        <LifeBuoy aria-hidden="true" className="size-5 text-brand-700" />
        {t('product.helpTitle')}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{t('product.helpBody')}</p>
      <div className="mt-3 flex flex-wrap gap-3 text-sm">
        {phone ? (
          <a href={telHref(phone)} className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline">
            <Phone aria-hidden="true" className="size-4" />
            {t('product.helpCall', { phone })}
          </a>
        ) : null}
        <Link to="/contact" className="font-medium text-brand-700 hover:underline">
          {t('product.helpContact')}
        </Link>
      </div>
    </aside>
  );
}
