/** The most URLs one sitemap file may list (sitemaps.org); past it /sitemap.xml becomes an index of files. */
export const SITEMAP_MAX_URLS = 50_000;

export interface SitemapEntry {
  /** Absolute address. */
  loc: string;
  lastmod?: Date;
  /** The same page in every language (absolute addresses), as xhtml:link alternates (docs/decisions/039). */
  alternates?: readonly { hreflang: string; href: string }[];
}

/** What the crawlers' files hold: /sitemap.xml, and the numbered parts it points at when there are several. */
export interface SitemapFiles {
  main: string;
  /** parts[0] is /sitemap-1.xml; empty while every URL fits in /sitemap.xml itself. */
  parts: readonly string[];
}

const xmlEscape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

/** The address of the n-th part (from 1) of a split sitemap. */
export const sitemapPartPath = (n: number) => `/sitemap-${n}.xml`;

function urlSet(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(({ loc, lastmod, alternates = [] }) => {
    const date = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
    const links = alternates.map(({ hreflang, href }) => `<xhtml:link rel="alternate" hreflang="${xmlEscape(hreflang)}" href="${xmlEscape(href)}"/>`);
    return `  <url><loc>${xmlEscape(loc)}</loc>${date}${links.join('')}</url>`;
  });
  const xhtml = entries.some(({ alternates }) => alternates?.length) ? ` xmlns:xhtml="${XHTML_NAMESPACE}"` : '';
  return `${XML_DECLARATION}<urlset xmlns="${NAMESPACE}"${xhtml}>\n${urls.join('\n')}\n</urlset>\n`;
}

function latest(entries: readonly SitemapEntry[]): Date | undefined {
  let newest: Date | undefined;
  for (const { lastmod } of entries) if (lastmod && (!newest || lastmod > newest)) newest = lastmod;
  return newest;
}

/**
 * One urlset while the entries fit in `maxUrls`; otherwise a sitemap index (each part's lastmod its newest entry)
 * and parts of at most `maxUrls` entries each, in the entries' order. `absolute` turns a path into an address.
 */
export function sitemapFiles(entries: readonly SitemapEntry[], absolute: (path: string) => string, maxUrls = SITEMAP_MAX_URLS): SitemapFiles {
  if (entries.length <= maxUrls) return { main: urlSet(entries), parts: [] };
  const chunks: SitemapEntry[][] = [];
  for (let start = 0; start < entries.length; start += maxUrls) chunks.push(entries.slice(start, start + maxUrls));
  const items = chunks.map((chunk, index) => {
    const newest = latest(chunk);
    const date = newest ? `<lastmod>${newest.toISOString()}</lastmod>` : '';
    return `  <sitemap><loc>${xmlEscape(absolute(sitemapPartPath(index + 1)))}</loc>${date}</sitemap>`;
  });
  return {
    main: `${XML_DECLARATION}<sitemapindex xmlns="${NAMESPACE}">\n${items.join('\n')}\n</sitemapindex>\n`,
    parts: chunks.map(urlSet),
  };
}
