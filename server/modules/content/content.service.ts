import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import {
  replaceShippingThreshold,
  STOREFRONT_SECTION_LIMIT,
  STOREFRONT_SECTIONS,
  type AdvertTranslatedField,
  type FeaturedSection,
  type StorefrontSection,
} from '@domain/content';
import { localeFor } from '@domain/languages';
import { TRANSLATED_LANGUAGES, type Translations } from '@domain/translations';
import {
  HOME_FEATURED_LIMIT,
  HOME_TESTIMONIAL_LIMIT,
  type AdvertsResponse,
  type FeaturedProduct,
  type HomeContentResponse,
  type PublicAdvert,
  type PublicTestimonial,
  type StorefrontSectionResponse,
} from '@domain/schemas/content';
import { freeShippingThresholdCents } from '@domain/totals';
import { CachedJson } from '../../lib/cached-json';
import { activeHeroImage } from './hero-images.service';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { adverts, featuredProducts, products, siteSettings, testimonials, type Product } from '../../db/schema';
import type { Db } from '../../db/types';

/** Storefront spec §7: the featured block reads `featured`, then `homepage_inventory`, then the catalogue; archived products never show. */
const FEATURED_FALLBACK: readonly FeaturedSection[] = ['featured', 'homepage_inventory'];

function toFeaturedProduct(row: Product): FeaturedProduct {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    price: Number(row.price),
    category: row.category,
    epaApproved: row.epaApproved,
    image: row.thumbnailUrl ?? row.images?.[0] ?? null,
  };
}

/** Every language of an advert in one answer (it stays cacheable); each amount in its own language's format. */
function advertTranslationsOut(translations: Translations<AdvertTranslatedField>, thresholdCents: number): Translations<AdvertTranslatedField> {
  const out: Translations<AdvertTranslatedField> = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const texts = translations[language];
    if (!texts) continue;
    const fill = (text: string) => replaceShippingThreshold(text, thresholdCents, localeFor(language));
    out[language] = {
      ...(typeof texts.title === 'string' ? { title: fill(texts.title) } : {}),
      ...(typeof texts.content === 'string' ? { content: fill(sanitizeHtml(texts.content)) } : {}),
    };
  }
  return out;
}

/**
 * Public reads of the home page's content (hero image, testimonials, featured products) and of the adverts every page shows, served from
 * memory. Writes to those tables (hero images included), and to the free_shipping_threshold setting (adverts show it),
 * must call invalidate().
 */
export class ContentService {
  readonly home: CachedJson<HomeContentResponse>;
  readonly adverts: CachedJson<AdvertsResponse>;
  /** Recommended (product pages) and Trending (/products), each served from memory like the home page. */
  readonly sections: Readonly<Record<StorefrontSection, CachedJson<StorefrontSectionResponse>>>;

  constructor(private readonly db: Db) {
    this.home = new CachedJson(() => this.readHome());
    this.adverts = new CachedJson(async () => ({ adverts: await this.activeAdverts() }));
    const section = (name: StorefrontSection) => new CachedJson(() => this.readSection(name));
    this.sections = Object.fromEntries(STOREFRONT_SECTIONS.map((name) => [name, section(name)])) as Record<StorefrontSection, CachedJson<StorefrontSectionResponse>>;
  }

  invalidate(): void {
    this.home.invalidate();
    this.adverts.invalidate();
    for (const section of Object.values(this.sections)) section.invalidate();
  }

  /** A section's active, unarchived products in display order: one more than a page shows (a product page leaves itself out). */
  async readSection(section: StorefrontSection): Promise<StorefrontSectionResponse> {
    const rows = await this.sectionProducts(section, STOREFRONT_SECTION_LIMIT + 1);
    return { products: rows.map(toFeaturedProduct) };
  }

  async readHome(): Promise<HomeContentResponse> {
    const [hero, testimonialRows, featured, inventory] = await Promise.all([
      activeHeroImage(this.db, 'homepage-hero'),
      this.approvedTestimonials(),
      this.featuredProducts(),
      this.sectionProducts('homepage_inventory'),
    ]);
    return {
      hero,
      testimonials: testimonialRows,
      featuredProducts: featured,
      inventory: inventory.map(({ name, slug }) => ({ name, slug })),
    };
  }

  async approvedTestimonials(): Promise<PublicTestimonial[]> {
    const rows = await this.db
      .select()
      .from(testimonials)
      .where(eq(testimonials.approved, true))
      .orderBy(asc(testimonials.orderIndex), desc(testimonials.createdAt), asc(testimonials.id))
      .limit(HOME_TESTIMONIAL_LIMIT);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      position: row.position,
      company: row.company,
      content: sanitizeHtml(row.content),
      rating: row.rating,
      imageUrl: row.imageUrl,
      language: row.language,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  /** Active adverts in display order; their dates are checked in the browser, at the visitor's time. */
  async activeAdverts(): Promise<PublicAdvert[]> {
    const [rows, threshold] = await Promise.all([
      this.db
        .select()
        .from(adverts)
        .where(eq(adverts.isActive, true))
        .orderBy(asc(adverts.orderIndex), asc(adverts.createdAt), asc(adverts.id)),
      this.db
        .select({ value: siteSettings.settingValue })
        .from(siteSettings)
        .where(eq(siteSettings.settingKey, 'free_shipping_threshold')),
    ]);
    const thresholdCents = freeShippingThresholdCents(threshold[0]?.value);
    return rows.map((row) => ({
      id: row.id,
      title: replaceShippingThreshold(row.title, thresholdCents),
      // Sanitised again on the way out: a row written before the sanitiser existed stays harmless.
      content: replaceShippingThreshold(sanitizeHtml(row.content), thresholdCents),
      type: row.type,
      isActive: row.isActive,
      dismissible: row.dismissible,
      startDate: row.startDate?.toISOString() ?? null,
      endDate: row.endDate?.toISOString() ?? null,
      translations: advertTranslationsOut(row.translations, thresholdCents),
    }));
  }

  async featuredProducts(): Promise<FeaturedProduct[]> {
    for (const section of FEATURED_FALLBACK) {
      const rows = await this.sectionProducts(section, HOME_FEATURED_LIMIT);
      if (rows.length > 0) return rows.map(toFeaturedProduct);
    }
    const firstProducts = await this.db
      .select()
      .from(products)
      .where(isNull(products.archivedAt))
      .orderBy(desc(products.createdAt), asc(products.name))
      .limit(HOME_FEATURED_LIMIT);
    return firstProducts.map(toFeaturedProduct);
  }

  private async sectionProducts(section: FeaturedSection, limit?: number): Promise<Product[]> {
    const query = this.db
      .select({ product: products })
      .from(featuredProducts)
      .innerJoin(products, eq(products.id, featuredProducts.productId))
      .where(and(eq(featuredProducts.sectionName, section), eq(featuredProducts.isActive, true), isNull(products.archivedAt)))
      .orderBy(asc(featuredProducts.orderIndex), asc(featuredProducts.createdAt));
    const rows = limit === undefined ? await query : await query.limit(limit);
    return rows.map((row) => row.product);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentService;
  }
}
