import { desc, eq, isNull, sql } from 'drizzle-orm';
import { ARTICLE_IMAGE_SIZES, blogFeedPath, blogSlugIn, cardExcerpt, type BlogSlugs } from '@domain/blog';
import type { BlogTranslatedField } from '@domain/content';
import { CATALOG_CATEGORIES, type CatalogCategory } from '@domain/catalog';
import { catalogueApiPath, readPageNumber } from '@domain/catalog-pages';
import { imageSrcSet, PRODUCT_PAGE_IMAGE_SIZES } from '@domain/images';
import { languageAlternates, localizedPath, splitLanguagePath } from '@domain/language-addresses';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@domain/languages';
import type { BlogArticle } from '@domain/schemas/blog';
import { seoHeadIn } from '@domain/schemas/settings';
import { DEFAULT_SITE_SETTINGS, shopPromises, type ShopPromises } from '@domain/site-settings';
import { localized, type Translations } from '@domain/translations';
import { blogPosts, products } from '../../db/schema';
import { escapeHtml } from '../../lib/escape-html';
import type { Db } from '../../db/types';
import type { PagePreload, ShellPageAnswer } from '../../plugins/spa';
import { blogFeedTitle } from '../blog/blog-feed';
import type { BlogService } from '../blog/blog.service';
import type { CatalogService } from '../catalog/catalog.service';
import type { SettingsService } from '../settings/settings.service';
import { absoluteUrl, alternateLinks, articleJsonLd, productJsonLd, renderHead, shareableImageUrl, type PageHead } from './seo-head';
import { isStorefrontPage } from '@domain/storefront-pages';
import { ogLocaleTags } from './seo-languages';
import { categoryHead, DISALLOWED_PATHS, headWords, INFORMATION_PAGES, infoPageHead, infoPageJsonLd, wholesaleHead } from './seo-pages';
import { productHeadText } from './product-head';
import { SITEMAP_MAX_URLS, sitemapFiles, type SitemapFiles } from './sitemap-xml';

/** How the server answers a storefront page: a redirect, or the shell with this head, status and preloads. */
export type ShellPage = ShellPageAnswer;

/** The catalogue and category pages read their page of the list first (storefront spec §7: the preload hint for /api/products). */
function cataloguePreload(query: URLSearchParams, category: string): PagePreload {
  const sort = query.get('sort')?.toLowerCase();
  const path = catalogueApiPath({
    search: query.get('search') ?? '',
    category,
    ...(sort === 'price' || sort === 'category' ? { sort } : {}),
    page: readPageNumber(query.get('page')),
  });
  return { module: 'catalogue', data: [path] };
}

/** Each further page of a list is its own page for crawlers: its canonical address keeps ?page=. */
function withPage(path: string, query: URLSearchParams): string {
  const page = readPageNumber(query.get('page'));
  return page > 1 ? `${path}?page=${page}` : path;
}

/** Public pages whose head is the shell's own: they still get their canonical and language addresses. */
const ADDRESSED_PAGES: ReadonlySet<string> = new Set(['/rfq']);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DESCRIPTION_MAX = 160;

const isCategory = (value: string): value is CatalogCategory => (CATALOG_CATEGORIES as readonly string[]).includes(value);

function clip(text: string, max = DESCRIPTION_MAX): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  if (oneLine.length <= max) return oneLine;
  const cut = oneLine.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
}

/** A post's slug in each language (its English one where a language has none written). */
function postSlugs(post: { slug: string; translations: Translations<BlogTranslatedField> }): Record<Language, string> {
  const text = (language: 'fr' | 'es') => {
    const value = post.translations[language]?.slug;
    return typeof value === 'string' ? value : undefined;
  };
  const slugs: BlogSlugs = { en: post.slug, fr: text('fr'), es: text('es') };
  return { en: blogSlugIn(slugs, 'en'), fr: blogSlugIn(slugs, 'fr'), es: blogSlugIn(slugs, 'es') };
}

/** A post's address in each language, each with its own slug. */
const postPaths = (post: { slug: string; translations: Translations<BlogTranslatedField> }): Record<Language, string> => {
  const slugs = postSlugs(post);
  return { en: `/news/${encodeURIComponent(slugs.en)}`, fr: `/news/${encodeURIComponent(slugs.fr)}`, es: `/news/${encodeURIComponent(slugs.es)}` };
};

/** The post as a reader of `language` sees it: its title, excerpt, body and tags there, English where one is missing. */
function postIn(post: BlogArticle, language: Language): BlogArticle {
  const pick = <T extends string | readonly string[]>(english: T, field: BlogTranslatedField) => localized<BlogTranslatedField, T>(english, post.translations, field, language).value;
  return { ...post, title: pick(post.title, 'title'), excerpt: pick(post.excerpt, 'excerpt'), body: pick(post.body, 'body'), tags: [...pick<readonly string[]>(post.tags, 'tags')] };
}



/** Page heads, sitemap and robots.txt: all from the in-memory catalogue and settings, rebuilt after a write. */
export class SeoService {
  private sitemap: Promise<SitemapFiles> | null = null;
  private settingsSource: unknown = null;
  private siteNameValue: string = DEFAULT_SITE_SETTINGS.company_name;
  private promisesValue: ShopPromises = shopPromises(DEFAULT_SITE_SETTINGS);

  constructor(
    private readonly db: Db,
    private readonly catalog: CatalogService,
    private readonly settings: SettingsService,
    private readonly publicUrl: string,
    private readonly articles: BlogService,
    /** URLs per sitemap file (tests lower it to see the index). */
    private readonly sitemapMaxUrls = SITEMAP_MAX_URLS,
  ) {
    catalog.onInvalidate(() => this.invalidate());
  }

  /** Product writes (through the catalogue) and blog post writes call this, so the next sitemap is fresh. */
  invalidate(): void {
    this.sitemap = null;
  }

  /** Reads the public settings snapshot again once a save replaced it (the settings service drops it on every save). */
  private async readSettings(): Promise<void> {
    const snapshot = await this.settings.publicSettings.get();
    if (snapshot === this.settingsSource) return;
    const parsed = JSON.parse(snapshot.body.toString('utf8')) as { settings: Record<string, string> };
    this.siteNameValue = parsed.settings.company_name?.trim() || DEFAULT_SITE_SETTINGS.company_name;
    this.promisesValue = shopPromises(parsed.settings);
    this.settingsSource = snapshot;
  }

  /** The shop's name as the settings give it (company_name), for titles, structured data and the news feed. */
  async siteName(): Promise<string> {
    await this.readSettings();
    return this.siteNameValue;
  }

  /** The reply delay and business hours the heads state (quote_reply_hours, business_hours, business_time_zone). */
  private async promises(): Promise<ShopPromises> {
    await this.readSettings();
    return this.promisesValue;
  }

  private url(path: string): string {
    return absoluteUrl(this.publicUrl, path);
  }

  /**
   * The head of a public page at this address (prefixed by its language or not, docs/decisions/039); null for pages
   * the shell's default head serves. A redirect stays in the address's language.
   */
  async pageFor(pathname: string, query: URLSearchParams): Promise<ShellPage | null> {
    const { language, path } = splitLanguagePath(pathname);
    const answer = (await this.pageAt(path, query, language ?? DEFAULT_LANGUAGE)) ?? (await this.otherPage(path, language));
    if (!answer) return null;
    if ('redirect' in answer) return { redirect: localizedPath(language ?? DEFAULT_LANGUAGE, answer.redirect) };
    // Link previews name the page's language and the other two (docs/decisions/039).
    return { ...answer, head: `${answer.head}\n    ${ogLocaleTags(language ?? DEFAULT_LANGUAGE)}`, ...(language ? { language } : {}) };
  }

  /**
   * A page with no head of its own: an unknown address answers 404 with the not-found head and noindex (the browser
   * draws the not-found page; RELIABILITY 45); a French or Spanish page the browser draws (cart, checkout…) its title and the
   * home description in its language; an English one keeps the shell's head.
   */
  private async otherPage(path: string, language: Language | null): Promise<ShellPage | null> {
    const words = headWords(language ?? DEFAULT_LANGUAGE);
    if (!isStorefrontPage(path)) return this.page({ ...words.notFound, noindex: true }, 404);
    const title = language ? words.routeTitles[path.replace(/(?<=.)\/$/, '')] : undefined;
    return title && language ? this.page({ title, description: (await this.homeHead(language)).description }) : null;
  }

  /**
   * The home title and description in French or Spanish: the SEO Settings' own in that language where written, else
   * the storefront's home title and description in it (seoHeadIn). English pages keep the shell's (brandedShell).
   */
  private async homeHead(language: Language): Promise<{ title: string; description: string }> {
    const [siteName, defaults] = await Promise.all([this.siteName(), this.settings.headDefaults()]);
    const words = headWords(language);
    return seoHeadIn(defaults, defaults.seoTranslations, language, { title: words.home.title(siteName), description: words.home.description });
  }

  /** The home page in French or Spanish, with the home title and description in that language (homeHead). */
  private async homePage(language: Language): Promise<ShellPage> {
    const [siteName, head] = await Promise.all([this.siteName(), this.homeHead(language)]);
    return { status: 200, head: renderHead({ ...head, ...this.addresses('/', language) }, siteName) };
  }

  private async pageAt(pathname: string, query: URLSearchParams, language: Language): Promise<ShellPage | null> {
    const parts = pathname.split('/').filter(Boolean).map(decodeURIComponentSafe);
    const [first, second, third] = parts;
    // The home page keeps the shell's own title and description (the settings' SEO defaults) and gains its addresses.
    if (pathname === '/') return language === DEFAULT_LANGUAGE ? { status: 200, head: this.addressLinks('/', language), keepDefaultHead: true } : this.homePage(language);
    if (first === 'freon-wholesale' && parts.length === 1) {
      const [index, promises] = await Promise.all([this.catalog.catalogue(), this.promises()]);
      return this.page({ ...wholesaleHead(index.largestSavingPercent, promises, language), ...this.addresses('/freon-wholesale', language) }, 200, { module: 'wholesale', data: ['/api/catalogue/summary'] });
    }
    const promises = parts.length === 1 ? await this.promises() : null;
    const infoHead = promises ? infoPageHead(pathname, promises, language) : undefined;
    if (promises && infoHead) {
      const addresses = this.addresses(pathname, language);
      const jsonLd = infoPageJsonLd(pathname, addresses.canonical, promises, language);
      const feed = pathname === '/blog' ? { feed: await this.feedLink(language) } : {};
      return this.page({ ...infoHead, ...addresses, ...(jsonLd ? { jsonLd } : {}), ...feed });
    }
    // Public pages with no head of their own: the shell's default head and their addresses.
    if (parts.length === 1 && ADDRESSED_PAGES.has(pathname)) return this.addressedPage(pathname, language);
    if (first === 'news' && parts.length === 2 && second !== undefined) return this.articlePage(second, language);
    if (first !== 'products') return null;
    if (parts.length === 1) return this.cataloguePage(query, language);
    if (second === 'category' && parts.length === 3 && third !== undefined) return this.categoryPage(third.toLowerCase(), query, language);
    if (parts.length === 2 && second !== undefined) return this.productPage(second, language);
    return null;
  }

  /** A page the browser draws with the shell's head in English, and its own title in French and Spanish; its addresses either way. */
  private async addressedPage(path: string, language: Language): Promise<ShellPage> {
    if (language === DEFAULT_LANGUAGE) return { status: 200, head: this.addressLinks(path, language), keepDefaultHead: true };
    const words = headWords(language);
    return this.page({ title: words.routeTitles[path] ?? words.notFound.title, description: (await this.homeHead(language)).description, ...this.addresses(path, language) });
  }

  /** A page's canonical address in its language and its hreflang alternates, absolute (docs/decisions/039). */
  private addresses(path: string, language: Language): Required<Pick<PageHead, 'canonical' | 'alternates'>> {
    return {
      canonical: this.url(localizedPath(language, path)),
      alternates: languageAlternates(path).map(({ hreflang, path: href }) => ({ hreflang, href: this.url(href) })),
    };
  }

  /** The canonical and alternate links alone, for a page whose title and description are the shell's. */
  private addressLinks(path: string, language: Language): string {
    const { canonical, alternates } = this.addresses(path, language);
    return [`<link rel="canonical" href="${escapeHtml(canonical)}" />`, alternateLinks(alternates)].join('\n    ');
  }

  private async page(head: PageHead, status = 200, preload?: PagePreload): Promise<ShellPage> {
    const siteName = await this.siteName();
    return { status, head: renderHead({ ...head, title: `${head.title} | ${siteName}` }, siteName), ...(preload ? { preload } : {}) };
  }

  private cataloguePage(query: URLSearchParams, language: Language): Promise<ShellPage> {
    // Filtered views are the catalogue or a category page: point crawlers at that one address.
    const asked = query.get('category')?.toLowerCase() ?? 'all';
    const category = isCategory(asked) ? asked : 'all';
    const canonical = category !== 'all' ? `/products/category/${category}` : withPage('/products', query);
    return this.page({ ...headWords(language).catalogue, ...this.addresses(canonical, language) }, 200, cataloguePreload(query, category));
  }

  private categoryPage(category: string, query: URLSearchParams, language: Language): Promise<ShellPage> {
    if (!isCategory(category)) return this.page({ ...headWords(language).catalogue, noindex: true }, 404);
    if (category === 'all') return Promise.resolve({ redirect: '/products' });
    const canonical = withPage(`/products/category/${category}`, query);
    return this.page({ ...categoryHead(category, language), ...this.addresses(canonical, language) }, 200, cataloguePreload(query, category));
  }

  private async productPage(param: string, language: Language): Promise<ShellPage> {
    const index = await this.catalog.catalogue();
    const product = index.bySlug.get(param) ?? index.bySlug.get(param.toLowerCase()) ?? (UUID.test(param) ? index.byId.get(param.toLowerCase()) : undefined);
    if (!product) return this.page({ ...headWords(language).productNotFound, noindex: true }, 404);
    // The older /products/{id} form, and any other spelling of the slug, move permanently to the slug.
    if (product.slug !== param) return { redirect: `/products/${product.slug}` };

    const siteName = await this.siteName();
    const addresses = this.addresses(`/products/${product.slug}`, language);
    const { canonical } = addresses;
    // The picture the product page shows first (its Gallery: the thumbnail, else the first image).
    const image = product.thumbnailUrl?.trim() || product.images.find((url) => url.trim());
    const srcset = imageSrcSet(image);
    const text = productHeadText(product, index.translationsOf(product), language);
    return this.page({
      title: text.title,
      description: text.description,
      ...addresses,
      ogType: 'product',
      ...(image
        ? {
            image: shareableImageUrl(this.publicUrl, image),
            preloadImage: srcset ? { href: image, srcset, sizes: PRODUCT_PAGE_IMAGE_SIZES } : { href: image },
          }
        : {}),
      jsonLd: productJsonLd(text.product, canonical, this.publicUrl, siteName),
    }, 200, { module: 'product', data: [`/api/products/${encodeURIComponent(product.slug)}`] });
  }

  /** A page's canonical address and alternates when each language has its own path (a post's slug per language). */
  private addressesOf(paths: Record<Language, string>, language: Language): Required<Pick<PageHead, 'canonical' | 'alternates'>> {
    return {
      canonical: this.url(localizedPath(language, paths[language])),
      alternates: [
        ...LANGUAGES.map((hreflang) => ({ hreflang, href: this.url(localizedPath(hreflang, paths[hreflang])) })),
        { hreflang: 'x-default', href: this.url(paths.en) },
      ],
    };
  }

  /**
   * /news/{slug}: a published post's head in the page's language with BlogPosting data; an unknown or unpublished slug
   * is a 404 kept out of the index. A slug of another language (the English one under /fr) moves permanently to the
   * page language's own slug (docs/decisions/038), so each post has one address per language.
   */
  private async articlePage(slug: string, language: Language): Promise<ShellPage> {
    const found = slug.length <= 400 ? await this.articles.article(slug) : null;
    if (!found) return this.page({ ...headWords(language).articleNotFound, noindex: true }, 404);
    const paths = postPaths(found);
    if (postSlugs(found)[language] !== slug) return { redirect: paths[language] };
    const post = postIn(found, language);
    const siteName = await this.siteName();
    const addresses = this.addressesOf(paths, language);
    const { canonical } = addresses;
    const description = clip(cardExcerpt(post.excerpt, post.body));
    const image = post.bannerImageUrl ?? post.featuredImageUrl;
    const srcset = imageSrcSet(image);
    return this.page({
      title: post.title,
      description,
      ...addresses,
      ogType: 'article',
      ...(image
        ? {
            image: shareableImageUrl(this.publicUrl, image),
            preloadImage: srcset ? { href: image, srcset, sizes: ARTICLE_IMAGE_SIZES } : { href: image },
          }
        : {}),
      jsonLd: articleJsonLd(post, canonical, this.publicUrl, siteName, description, language),
      feed: await this.feedLink(language),
    });
  }

  /** The blog's pages in each language point feed readers at that language's feed (docs/decisions/039). */
  private async feedLink(language: Language): Promise<NonNullable<PageHead['feed']>> {
    return { title: blogFeedTitle(language, await this.siteName()), href: this.url(blogFeedPath(language)) };
  }

  /**
   * Every public page, category, product and published news article, with last-modified dates where known;
   * past the URL limit, the index of the numbered parts.
   */
  async sitemapXml(): Promise<string> {
    return (await this.sitemapFiles()).main;
  }

  private sitemapFiles(): Promise<SitemapFiles> {
    if (!this.sitemap) {
      const pending = this.buildSitemap();
      this.sitemap = pending;
      pending.catch(() => {
        if (this.sitemap === pending) this.sitemap = null;
      });
    }
    return this.sitemap;
  }

  /** The n-th part (from 1) of a sitemap split past its URL limit; null when there is no such part. */
  async sitemapPart(n: number): Promise<string | null> {
    return (await this.sitemapFiles()).parts[n - 1] ?? null;
  }

  private async buildSitemap(): Promise<SitemapFiles> {
    const productRows = await this.db
      .select({ slug: products.slug, updatedAt: products.updatedAt })
      .from(products)
      .where(isNull(products.archivedAt))
      .orderBy(products.name);
    const postRows = await this.db
      .select({ slug: blogPosts.slug, translations: blogPosts.translations, updatedAt: blogPosts.updatedAt })
      .from(blogPosts)
      .where(eq(blogPosts.published, true))
      .orderBy(desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`));
    const samePath = (path: string): Record<Language, string> => ({ en: path, fr: path, es: path });
    const entries: { paths: Record<Language, string>; lastmod?: Date }[] = [
      ...INFORMATION_PAGES.map((path) => ({ paths: samePath(path) })),
      ...CATALOG_CATEGORIES.filter((c) => c !== 'all').map((c) => ({ paths: samePath(`/products/category/${c}`) })),
      ...productRows.map((row) => ({ paths: samePath(`/products/${row.slug}`), lastmod: row.updatedAt })),
      // A post's last change (its first publication is never later, so updated_at covers it); each language its own slug.
      ...postRows.map((row) => ({ paths: postPaths(row), lastmod: row.updatedAt })),
    ];
    const absolute = (path: string) => this.url(path);
    // Each page once per language, each naming the others (docs/decisions/039).
    const inEveryLanguage = entries.flatMap(({ paths, lastmod }) => {
      const { alternates } = this.addressesOf(paths, 'en');
      return LANGUAGES.map((language) => ({ loc: absolute(localizedPath(language, paths[language])), ...(lastmod ? { lastmod } : {}), alternates }));
    });
    return sitemapFiles(inEveryLanguage, absolute, this.sitemapMaxUrls);
  }

  robotsTxt(): string {
    // The private areas are reachable under each language's prefix too.
    const disallowed = DISALLOWED_PATHS.flatMap((p) => (p === '/api' ? [p] : LANGUAGES.map((language) => localizedPath(language, p))));
    return ['User-agent: *', 'Allow: /', ...disallowed.map((p) => `Disallow: ${p}`), '', `Sitemap: ${this.url('/sitemap.xml')}`, ''].join('\n');
  }
}

function decodeURIComponentSafe(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}
