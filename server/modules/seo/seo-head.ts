import { offeredPackages, stockStatus, type StockStatus } from '@domain/catalog';
import { imageVariantUrl, LARGEST_IMAGE_WIDTH, type IMAGE_WIDTHS } from '@domain/images';
import { centsToDecimalString } from '@domain/money';
import { packageLabel, packageUnitPriceCents } from '@domain/pricing';
import type { BlogArticle } from '@domain/schemas/blog';
import type { PublicProduct } from '@domain/schemas/product';
import { scriptSafeJson } from '@domain/script-safe-json';
import { escapeHtml } from '../../lib/escape-html';

/** What the server puts in a page's <head> so crawlers read it without running the storefront's script. */
export interface PageHead {
  title: string;
  description: string;
  /** Absolute canonical address; absent on pages that must not be indexed. */
  canonical?: string;
  /** The same page in each language and x-default (absolute addresses), written as hreflang alternates. */
  alternates?: readonly { hreflang: string; href: string }[];
  ogType?: 'website' | 'product' | 'article';
  image?: string;
  noindex?: boolean;
  /** Structured data, written as a JSON-LD data block (never executed, so the CSP holds). */
  jsonLd?: object;
  /** The RSS feed of the page's language (the blog's pages): its title and absolute address. */
  feed?: { title: string; href: string };
  /** The page's largest picture, fetched before the page's script asks for it (the product page's main image). */
  preloadImage?: { href: string; srcset?: string; sizes?: string };
}


export function renderHead(head: PageHead, siteName: string): string {
  const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : '',
    alternateLinks(head.alternates ?? []),
    head.feed ? `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(head.feed.title)}" href="${escapeHtml(head.feed.href)}" />` : '',
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', head.ogType ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    head.canonical ? meta('property', 'og:url', head.canonical) : '',
    head.image ? meta('property', 'og:image', head.image) : '',
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    head.jsonLd ? `<script type="application/ld+json">${scriptSafeJson(head.jsonLd)}</script>` : '',
    head.preloadImage ? imagePreload(head.preloadImage) : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

/** `<link rel="alternate" hreflang>` for each language's address of the page (docs/decisions/039). */
export function alternateLinks(alternates: readonly { hreflang: string; href: string }[]): string {
  return alternates
    .map(({ hreflang, href }) => `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}" />`)
    .join('\n    ');
}

/** The same srcset and sizes as the page's <img>, so the browser fetches the file the page then draws. */
function imagePreload({ href, srcset, sizes }: NonNullable<PageHead['preloadImage']>): string {
  const set = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes ?? '100vw')}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(href)}"${set} fetchpriority="high" />`;
}

/** A product picture for crawlers and link previews: the absolute URL of its widest stored width. */
export function shareableImageUrl(publicUrl: string, url: string): string {
  return absoluteUrl(publicUrl, imageVariantUrl(url, LARGEST_IMAGE_WIDTH as (typeof IMAGE_WIDTHS)[number]) ?? url);
}

const SCHEMA_AVAILABILITY: Record<StockStatus, string> = {
  in_stock: 'https://schema.org/InStock',
  out_of_stock: 'https://schema.org/OutOfStock',
  preorder: 'https://schema.org/PreOrder',
  backorder: 'https://schema.org/BackOrder',
};

const SCHEMA_CONDITION: Record<PublicProduct['condition'], string> = {
  new: 'https://schema.org/NewCondition',
  used: 'https://schema.org/UsedCondition',
  refurbished: 'https://schema.org/RefurbishedCondition',
};

export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${publicUrl}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/**
 * schema.org Product: `offers.price` is the cylinder price (the catalogue's listed price), and each
 * package the product is sold in is an Offer of its own, priced by domain/pricing.
 */
export function productJsonLd(product: PublicProduct, url: string, publicUrl: string, siteName: string): object {
  const availability = SCHEMA_AVAILABILITY[stockStatus(product)];
  const pictures = [product.thumbnailUrl, ...product.images].filter((u): u is string => Boolean(u?.trim()));
  const images = [...new Set(pictures.map((u) => shareableImageUrl(publicUrl, u)))];
  const offer = (price: string, name: string) => ({
    '@type': 'Offer',
    name,
    price,
    priceCurrency: 'USD',
    availability,
    itemCondition: SCHEMA_CONDITION[product.condition],
    url,
    seller: { '@type': 'Organization', name: siteName },
  });
  const packages = ['cylinder' as const, ...offeredPackages(product.packagingOptions).filter((key) => key !== 'cylinder')];
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    ...(product.description ? { description: product.description } : {}),
    ...(product.sku ? { sku: product.sku } : {}),
    ...(product.gtin ? { gtin: product.gtin } : {}),
    brand: { '@type': 'Brand', name: product.brand ?? siteName },
    category: product.category,
    url,
    ...(images.length > 0 ? { image: images } : {}),
    offers: packages.map((key) => offer(centsToDecimalString(packageUnitPriceCents(product, key)), packageLabel(key))),
  };
}

/** schema.org BlogPosting of a news post in the page's language: headline, dates, pictures and the shop as author and publisher. */
export function articleJsonLd(post: BlogArticle, url: string, publicUrl: string, siteName: string, description: string, language = 'en'): object {
  const pictures = [post.bannerImageUrl, post.featuredImageUrl].filter((u): u is string => Boolean(u?.trim()));
  const images = [...new Set(pictures.map((u) => shareableImageUrl(publicUrl, u)))];
  const shop = { '@type': 'Organization', name: siteName, url: absoluteUrl(publicUrl, '/') };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description,
    inLanguage: language,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    datePublished: post.publishedAt,
    dateModified: post.updatedAt,
    ...(images.length > 0 ? { image: images } : {}),
    ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
    author: shop,
    publisher: shop,
  };
}
