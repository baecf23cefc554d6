import type { QueryKey } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { blogPostQueryKey, blogPostUrl } from '@web/features/blog/api/get-blog-post';
import { blogPostsQueryKey, blogPostsUrl, FIRST_BLOG_PAGE } from '@web/features/blog/api/get-blog-posts';
import { catalogueSummaryQueryOptions, cataloguePageQueryOptions, productQueryKey } from '@web/features/catalog/api/get-products';
import { readCatalogFilters } from '@web/features/catalog/catalog-params';
import { wholesaleProductsQueryOptions } from '@web/features/wholesale/api/get-wholesale-products';
import { aboutContentQueryOptions } from '@web/features/about/api/get-about-content';
import { certificatesQueryOptions } from '@web/features/certifications/api/get-certificates';
import { contactInfoQueryOptions } from '@web/features/contact/api/get-contact-info';
import { advertsQueryOptions } from '@web/features/content/api/get-adverts';
import { featuredSectionRead } from '@web/features/content/api/get-featured-section';
import { heroImageRead } from '@web/features/content/api/get-hero-image';
import { homeContentQueryOptions } from '@web/features/content/api/get-home-content';
import { siteSettingsQueryOptions } from '@web/features/settings/api/get-settings';
import { testimonialsQueryOptions } from '@web/features/testimonials/api/get-testimonials';

/** An API answer a page shows at once: the server reads it and renders the page with it. */
export interface PageRead {
  queryKey: QueryKey;
  url: string;
}

/** Read for every page: the header and footer show the settings, and the advert banner sits on every page. */
const layoutReads: PageRead[] = [
  { queryKey: siteSettingsQueryOptions.queryKey, url: '/api/settings' },
  { queryKey: advertsQueryOptions.queryKey, url: '/api/content/adverts' },
];
/** The catalogue page in the address (its filters and ?page=), read as the browser will read it. */
function catalogueRead(query: URLSearchParams, presetCategory?: string): PageRead {
  const options = cataloguePageQueryOptions(readCatalogFilters(query, presetCategory));
  return { queryKey: options.queryKey, url: options.queryKey[2] };
}

/**
 * The public pages the server renders to HTML (the home page and the catalogue): what a visitor or a crawler
 * sees first, with no sign-in or cart behind it. Every other page is drawn in the browser.
 */
const PAGES: { pattern: string; reads: (params: Record<string, string | undefined>, query: URLSearchParams) => PageRead[] }[] = [
  {
    pattern: '/',
    reads: () => [
      { queryKey: homeContentQueryOptions.queryKey, url: '/api/content/home' },
      { queryKey: certificatesQueryOptions.queryKey, url: '/api/content/certificates' },
    ],
  },
  {
    pattern: '/freon-wholesale',
    reads: () => [
      { queryKey: catalogueSummaryQueryOptions.queryKey, url: '/api/catalogue/summary' },
      { queryKey: wholesaleProductsQueryOptions.queryKey, url: wholesaleProductsQueryOptions.queryKey[2] },
    ],
  },
  { pattern: '/products', reads: (_params, query) => [catalogueRead(query), heroImageRead('products-hero'), featuredSectionRead('trending')] },
  { pattern: '/products/category/:category', reads: ({ category }, query) => [catalogueRead(query, category), heroImageRead('products-hero')] },
  // Information pages whose texts are all in the info namespace: only the layout's reads.
  { pattern: '/sitemap', reads: () => [] },
  {
    pattern: '/about',
    reads: () => [
      { queryKey: aboutContentQueryOptions.queryKey, url: '/api/content/about' },
      { queryKey: testimonialsQueryOptions(1).queryKey, url: '/api/testimonials' },
    ],
  },
  { pattern: '/testimonials', reads: () => [{ queryKey: testimonialsQueryOptions(1).queryKey, url: '/api/testimonials' }] },
  { pattern: '/certifications', reads: () => [{ queryKey: certificatesQueryOptions.queryKey, url: '/api/content/certificates' }, heroImageRead('certifications-hero')] },
  { pattern: '/support', reads: () => [] },
  { pattern: '/shipping', reads: () => [] },
  { pattern: '/contact', reads: () => [{ queryKey: contactInfoQueryOptions.queryKey, url: '/api/content/contact-info' }, heroImageRead('contact-hero')] },
  ...['/faq', '/compliance', '/privacy', '/terms', '/cookies', '/refund-policy'].map((pattern) => ({ pattern, reads: () => [] })),
  // Industry News: the first page of posts (search and tag are the visitor's, chosen in the page), and one article.
  { pattern: '/blog', reads: () => [{ queryKey: blogPostsQueryKey(FIRST_BLOG_PAGE), url: blogPostsUrl(FIRST_BLOG_PAGE) }, heroImageRead('blog-hero')] },
  { pattern: '/news/:slug', reads: ({ slug = '' }) => [{ queryKey: blogPostQueryKey(slug), url: blogPostUrl(slug) }] },
  {
    pattern: '/products/:slug',
    reads: ({ slug = '' }) => [{ queryKey: productQueryKey(slug), url: `/api/products/${encodeURIComponent(slug)}` }, featuredSectionRead('recommended')],
  },
];

/** The answers to read before rendering this address on the server, or null when the browser draws it. */
export function serverRenderedReads(pathname: string, query: URLSearchParams = new URLSearchParams()): PageRead[] | null {
  for (const { pattern, reads } of PAGES) {
    const match = matchPath(pattern, pathname);
    if (match) return [...layoutReads, ...reads(match.params, query)];
  }
  return null;
}
