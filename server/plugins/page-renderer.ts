import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import { CATALOG_CATEGORIES } from '@domain/catalog';
import { readPageNumber } from '@domain/catalog-pages';
import type { ProductSortKey } from '@domain/catalog-search';
import { splitLanguagePath } from '@domain/language-addresses';
import { LANGUAGE_COOKIE, requestLanguage } from '@domain/languages';
import { LruMap } from '@domain/lru-map';
import type { PageRequest, RenderedPage, RenderPage } from '@domain/page-rendering';
import { escapeHtml } from '../lib/escape-html';

/** Loads the server build of the storefront (dist/ssr); null when there is none, and pages are then drawn in the browser. */
export async function loadPageRenderer(file: string): Promise<RenderPage | null> {
  if (!fs.existsSync(file)) return null;
  // The build leaves React outside the bundle, and React picks its build by NODE_ENV when first loaded: unset, it
  // loads its development build, which drew /products four times slower (measured, docs/decisions/024).
  process.env.NODE_ENV ??= 'production';
  const module = (await import(pathToFileURL(file).href)) as { renderPage?: unknown };
  return typeof module.renderPage === 'function' ? (module.renderPage as RenderPage) : null;
}

const LANGUAGE_TAG = /^[a-z]{2}$/;
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The shell with its stylesheets written into the page, so a server-rendered page paints from its HTML alone
 * (one round trip less before the first paint on a slow mobile link). `readAsset` reads a built file.
 */
export function shellWithInlineStyles(shell: string, readAsset: (href: string) => string | null): string {
  return shell.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = readAsset(href);
    return css === null || css.includes('</style') ? link : `<style>${css}</style>`;
  });
}

const ENTRY_SCRIPT = /\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOADS = /\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g;
const DATA_PRELOADS = /\s*<link rel="preload" as="fetch"[^>]*>/g;

/**
 * The shell with the rendered page in #root, its data beside it, and <html lang> set to the page's language.
 * The page's data is in the HTML, so the shell's API preloads go. Its scripts are started by /boot.js once the
 * page has painted: on a slow link the text and styles arrive and paint first, the code that brings them to life follows.
 */
export function shellWithPage(shell: string, page: RenderedPage): string {
  const entry = ENTRY_SCRIPT.exec(shell)?.[1];
  if (!entry) return shell;
  const lang = LANGUAGE_TAG.test(page.language) ? page.language : 'en';
  const modules = [...shell.matchAll(MODULE_PRELOADS)].map((match) => match[1]).join(' ');
  const boot = `<script src="/boot.js" data-entry="${escapeHtml(entry)}" data-modules="${escapeHtml(modules)}" defer></script>`;
  return shell
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOADS, '')
    .replace(DATA_PRELOADS, '')
    .replace(/<html lang="[^"]*">/, `<html lang="${lang}">`)
    // A function, so a "$&" or "$$" in the page's text is written as it is, not read as a replacement pattern.
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${page.html}</div>\n    <script type="application/json" id="server-state">${page.state}</script>\n    ${boot}`,
    );
}

const ORIGIN = 'http://frigidflow.local';
const CATEGORIES: ReadonlySet<string> = new Set(CATALOG_CATEGORIES.filter((c) => c !== 'all'));
// A Record, so a new sort key in domain/catalog-search.ts fails to compile until it is listed here.
const SORTS: Record<ProductSortKey, true> = { name: true, price: true, category: true };

/**
 * The query parameters each rendered page reads (web/src/features/catalog/catalog-params.ts, the FAQ's ?q=), in the form that
 * draws the same page; every other parameter (utm_*, fbclid, anything random) is dropped. The search text is
 * kept as typed: the page shows it in its search box.
 */
function pageParameters(pathname: string, query: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams();
  // The FAQ's search (web/src/features/info/pages/faq-page.tsx).
  const faqSearch = pathname === '/faq' ? query.get('q') : null;
  if (faqSearch) kept.set('q', faqSearch);
  const catalogue = pathname === '/products';
  if (!catalogue && !pathname.startsWith('/products/category/')) return kept;
  const search = query.get('search');
  const category = query.get('category')?.toLowerCase();
  const sort = query.get('sort');
  if (search) kept.set('search', search);
  if (catalogue && category && CATEGORIES.has(category)) kept.set('category', category);
  if (sort && sort !== 'name' && Object.hasOwn(SORTS, sort)) kept.set('sort', sort);
  const page = readPageNumber(query.get('page'));
  if (page > 1) kept.set('page', String(page));
  return kept;
}

/** The address a page is rendered for and cached under: its path (language prefix and all) and only the parameters that change it. */
export function pageAddress(url: string): string {
  const { pathname, searchParams } = new URL(url, ORIGIN);
  const query = pageParameters(splitLanguagePath(pathname).path, searchParams).toString();
  return query ? `${pathname}?${query}` : pathname;
}

export interface PageCacheOptions {
  /** Pages kept at most (least recently used forgotten first). */
  capacity?: number;
  /** A page is drawn again after this long even when its data is unchanged: adverts start and end by the clock. */
  maxAgeMs?: number;
  now?: () => number;
}

interface CachedPage {
  page: Promise<RenderedPage | null>;
  renderedAt: number;
  /** The API addresses the page was drawn from, and a digest of their answers; null while it is being drawn. */
  drawnFrom: { urls: string[]; digest: string } | null;
}

type ReadJson = PageRequest['readJson'];
type Answer = Awaited<ReturnType<ReadJson>>;

function digestOf(urls: readonly string[], answers: readonly (Answer | undefined)[]): string {
  const hash = createHash('sha256');
  urls.forEach((url, index) => {
    const answer = answers[index];
    hash.update(`${url}\n${answer?.status ?? ''}\n${JSON.stringify(answer?.body) ?? ''}\n`);
  });
  return hash.digest('base64url');
}

/**
 * Server-rendered pages, drawn once per address that changes them (pageAddress) and language, and kept in a
 * bounded LRU. A kept page is served while the API answers it was drawn from are unchanged and it is under a minute
 * old: random query strings cannot make the server draw again (a catalogue page costs ~25 ms to draw), and no
 * visitor's own parameters or cookies reach a page another visitor gets. Concurrent requests share one drawing.
 */
export class PageCache {
  private readonly pages: LruMap<string, CachedPage>;
  private readonly maxAgeMs: number;
  private readonly now: () => number;

  constructor(
    private readonly render: RenderPage,
    { capacity = 200, maxAgeMs = 60_000, now = Date.now }: PageCacheOptions = {},
  ) {
    this.pages = new LruMap(capacity);
    this.maxAgeMs = maxAgeMs;
    this.now = now;
  }

  get size(): number {
    return this.pages.size;
  }

  async renderPage(request: PageRequest): Promise<RenderedPage | null> {
    const url = pageAddress(request.url);
    // A prefixed address is drawn in its language whoever asks (docs/decisions/039); an unprefixed one in the visitor's.
    const language = splitLanguagePath(new URL(url, ORIGIN).pathname).language ?? requestLanguage(request);
    const key = `${language} ${url}`;
    const cached = this.pages.get(key);
    if (cached && (await this.isFresh(cached, request.readJson))) return cached.page;

    // The answers the page is drawn from, in the order it asked for them.
    const urls: string[] = [];
    const answers: (Answer | undefined)[] = [];
    const page = this.render({
      url,
      // Only what the key holds: the page is drawn in this language whatever else the visitor's headers say.
      cookie: `${LANGUAGE_COOKIE}=${language}`,
      acceptLanguage: language,
      readJson: async (apiUrl) => {
        const index = urls.push(apiUrl) - 1;
        const answer = await request.readJson(apiUrl);
        answers[index] = answer;
        return answer;
      },
    });
    const entry: CachedPage = { page, renderedAt: this.now(), drawnFrom: null };
    this.pages.set(key, entry);
    try {
      await page;
      entry.drawnFrom = { urls, digest: digestOf(urls, answers) };
      return page;
    } catch (error) {
      if (this.pages.get(key) === entry) this.pages.delete(key);
      throw error;
    }
  }

  private async isFresh(cached: CachedPage, readJson: ReadJson): Promise<boolean> {
    if (this.now() - cached.renderedAt >= this.maxAgeMs) return false;
    // Still being drawn: its answers were read just now.
    if (!cached.drawnFrom) return true;
    const { urls, digest } = cached.drawnFrom;
    return digestOf(urls, await Promise.all(urls.map((url) => readJson(url)))) === digest;
  }
}
