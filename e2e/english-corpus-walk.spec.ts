import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  DEMO_ADVERT_TEXTS,
  DEMO_BLOG_TEXTS,
  DEMO_CERTIFICATE_TEXTS,
  DEMO_CONTACT_TEXTS,
  DEMO_COUPON_TEXTS,
  DEMO_TEAM_TEXTS,
  LEGACY_BANK_WIRE_INSTRUCTIONS,
} from '@domain/known-texts';
import { SITE_MAP_GROUPS } from '@domain/site-map';
import { DEFAULT_SITE_SETTINGS } from '@domain/site-settings';
import { DEMO_BLOG_POSTS } from '../server/db/seed/content';
import { DEMO_PRODUCTS } from '../server/db/seed/products';
import { headWords } from '../server/modules/seo/seo-pages';
import en from '../web/src/i18n/en.json';
import es from '../web/src/i18n/es.json';
import fr from '../web/src/i18n/fr.json';
import infoEn from '../web/src/i18n/info/en';
import infoEs from '../web/src/i18n/info/es';
import infoFr from '../web/src/i18n/info/fr';
import { visibleTexts } from './support/page-text';
import { startShopForSuite } from './support/shop-suite';

/**
 * Issue 24: every public page under /fr and /es, as the server sends it (no cookie, no script) and once hydrated in
 * Chromium, holds no text node that is one of the shop's known English texts: the demo data as seeded (settings,
 * adverts, coupon, team, certificates, contact blocks, products, blog posts, the heads) and the interface's English
 * texts that read otherwise in the language. Product names, addresses, phone numbers, e-mails, testimonials and codes
 * (R-410A, UN3163, 2.2) are the same in every language and are not in the corpus. An English fallback marked
 * lang="en" is still a miss: the demo data ships translated.
 */

type Tree = { [key: string]: string | Tree };
const leaves = (tree: Tree): string[] => Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v)));
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The text nodes of a piece of owner HTML (an advert, a post's body). */
const htmlTexts = (html: string) => html.split(/<[^>]+>/).map((part) => normalise(part.replaceAll('&amp;', '&')));

/** A text a buyer reads as words: at least one word of three letters or more (not a code, a number or a unit). */
const isWords = (text: string) => /[A-Za-z]{3,}/.test(text.replace(/\b(lb|lbs|GWP|ODP|AR4|ASHRAE|EPA|HFC|HFO|HCFC|CFC|UN|CAS|SKU)\b/g, ''));

const PRODUCT_NAMES = new Set(DEMO_PRODUCTS.map((p) => p.name));

/** The English versions of every owner text the seed writes, by where it comes from. */
function ownerCorpus(): Map<string, string> {
  const corpus = new Map<string, string>();
  const add = (source: string, texts: readonly (string | null | undefined)[]) => {
    for (const text of texts) {
      const clean = normalise(text ?? '');
      if (clean && isWords(clean) && !PRODUCT_NAMES.has(clean) && !corpus.has(clean)) corpus.set(clean, source);
    }
  };
  const threshold = `$${DEFAULT_SITE_SETTINGS.free_shipping_threshold}`;
  add('settings', [
    DEFAULT_SITE_SETTINGS.company_tagline,
    DEFAULT_SITE_SETTINGS.bank_wire_instructions,
    LEGACY_BANK_WIRE_INSTRUCTIONS,
    DEFAULT_SITE_SETTINGS.free_shipping_message.replace('$[THRESHOLD]', threshold),
  ]);
  add('adverts', Object.values(DEMO_ADVERT_TEXTS).flatMap(({ title, content }) => [title, ...htmlTexts(content.replace('$500', threshold))]));
  add('coupons', [DEMO_COUPON_TEXTS.title, DEMO_COUPON_TEXTS.description]);
  add('team', DEMO_TEAM_TEXTS.flatMap(({ position, bio }) => [position, bio]));
  add('certificates', DEMO_CERTIFICATE_TEXTS.flatMap(({ name, description }) => [name, description]));
  add('contact blocks', DEMO_CONTACT_TEXTS.flatMap(({ label, description }) => [label, description]));
  add(
    'products',
    DEMO_PRODUCTS.flatMap((p) => [
      ...(p.description ?? '').split('\n'),
      ...(p.applications ?? []),
      ...Object.entries((p.technicalSpecs ?? {}) as Record<string, string>).flat(),
      p.shippingWeight,
    ]),
  );
  // A tag that is a name (AIM Act, HFC), kept as written by a translation, is not English left behind.
  const keptAsName = (post: (typeof DEMO_BLOG_POSTS)[number]) => (tag: string) =>
    (['fr', 'es'] as const).some((language) => {
      const tags = DEMO_BLOG_TEXTS.find((text) => text.title === post.title)?.translations[language]?.tags;
      return Array.isArray(tags) && tags.includes(tag);
    });
  add(
    'blog posts',
    DEMO_BLOG_POSTS.flatMap((post) => [post.title, post.excerpt, ...htmlTexts(post.body ?? ''), ...(post.tags ?? []).filter((tag) => !keptAsName(post)(tag))]),
  );
  const heads = headWords('en');
  add('heads', [...Object.values(heads.info), heads.catalogue, ...Object.values(heads.categories), heads.notFound].flatMap(({ title, description }) => [title, description]));
  return corpus;
}

/** English interface texts (storefront and information pages) that read differently in `lang`. */
function interfaceCorpus(lang: 'fr' | 'es'): Map<string, string> {
  const translated = new Set([...leaves((lang === 'fr' ? fr : es) as unknown as Tree), ...leaves((lang === 'fr' ? infoFr : infoEs) as unknown as Tree)].map(normalise));
  const english = [...leaves(en as unknown as Tree), ...leaves(infoEn as unknown as Tree)].map(normalise);
  return new Map(english.filter((text) => !text.includes('{{') && !text.includes('<') && isWords(text) && !translated.has(text)).map((text) => [text, 'interface']));
}

const BLOG_POST = DEMO_BLOG_POSTS[0]?.slug ?? '';

/** Every public page of the site map, a product, a blog post, the wholesale page, the quote form and an unknown address. */
const PAGES = [
  ...new Set([...SITE_MAP_GROUPS.flatMap(({ links }) => links.map(({ path }) => path)), '/freon-wholesale', '/rfq', '/shipping', '/products/r-410a', `/news/${BLOG_POST}`, '/no-such-page']),
];

/** The page's text nodes and labels, its title and its description, as the browser shows them now. */
async function pageTexts(page: Page): Promise<string[]> {
  const description = (await page.locator('meta[name="description"]').first().getAttribute('content').catch(() => null)) ?? '';
  const title = await page.title();
  return [...(await visibleTexts(page)), title, title.replace(/ \| FrigidFlow$/, ''), description].map(normalise);
}

/** The corpus texts found on the page, each with where it comes from. */
const missesOf = (texts: readonly string[], corpus: ReadonlyMap<string, string>) => [...new Set(texts.filter((text) => corpus.has(text)).map((text) => `${corpus.get(text)}: ${text}`))];

describe('no known English text on a French or Spanish page', () => {
  const shop = startShopForSuite();

  it.each(['fr', 'es'] as const)('walks every public page in %s, as the server sends it and hydrated', async (lang) => {
    const corpus = new Map([...interfaceCorpus(lang), ...ownerCorpus()]);
    const base = shop.server.url;
    const served = await shop.browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
    const hydrated = await shop.browser.newContext({ locale: 'en-US', viewport: { width: 1366, height: 900 } });
    const misses: Record<string, string[]> = {};
    try {
      const plain = await served.newPage();
      const live = await hydrated.newPage();
      // The corpus does catch English: the English /about page is full of it.
      await plain.goto(`${base}/about`);
      expect((await pageTexts(plain)).filter((text) => corpus.has(text)).length).toBeGreaterThan(10);
      for (const path of PAGES) {
        const url = `${base}/${lang}${path === '/' ? '' : path}`;
        // (a) The server's HTML, without cookies or script: what a crawler reads.
        const answer = await plain.goto(url);
        if (path === '/no-such-page') expect(answer?.status(), url).toBe(404);
        else expect(answer?.status(), url).toBeLessThan(400);
        const a = missesOf(await pageTexts(plain), corpus);
        if (a.length) misses[`server ${path}`] = a;
        // (b) The same address hydrated, its later parts (footer, banner, cookie notice) and data in.
        await live.goto(url);
        await live.locator('html[data-ready]').waitFor({ state: 'attached' });
        await live.waitForLoadState('networkidle');
        await live.locator('footer').first().waitFor();
        const b = missesOf(await pageTexts(live), corpus);
        if (b.length) misses[`hydrated ${path}`] = b;
      }
    } finally {
      await served.close();
      await hydrated.close();
    }
    expect(misses).toEqual({});
  }, 600_000);
});
