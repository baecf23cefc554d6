import { SLUG_MAX_LENGTH } from './catalog';
import type { BlogTranslatedField } from './content';
import { localizedPath } from './language-addresses';
import { LANGUAGES, type Language } from './languages';
import { localized, type Translations } from './translations';

/**
 * Industry News rules (back-office spec §2, §5, §9): the slug of a post, its reading time and the excerpt a card
 * shows. Pure functions, shared by the admin form (preview), the server (authority) and the storefront.
 */

/** Back-office spec §9: a card shows the first 150 characters of the text when the post has no excerpt. */
export const BLOG_EXCERPT_LENGTH = 150;
/** Back-office spec §9: the reading time a post shows when it has none (and what an empty body gives). */
export const DEFAULT_READING_TIME = 5;
/** Words read in a minute, the usual figure for reading on a screen. */
export const WORDS_PER_MINUTE = 200;
export const MAX_READING_TIME = 999;
/** A post whose title keeps nothing a URL can hold ("冷媒") is given this slug (with a number when taken). */
export const FALLBACK_BLOG_SLUG = 'post';

/**
 * Back-office spec §5: lowercased, characters other than word characters, whitespace and hyphens removed, whitespace
 * turned into hyphens. Like product slugs (docs/decisions/001) accents leave their base letter ("Réglementation" →
 * "reglementation"), runs of hyphens become one, none is left at either end, and the slug stops at 120 characters.
 */
export function blogSlug(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
}

/** The first of `base`, `base-2`, `base-3`… not in `taken` (a generated slug is kept unique by a number). */
export function uniqueBlogSlug(base: string, taken: ReadonlySet<string>): string {
  const root = base || FALLBACK_BLOG_SLUG;
  if (!taken.has(root)) return root;
  for (let n = 2; ; n += 1) {
    const suffix = `-${n}`;
    const candidate = `${root.slice(0, SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(candidate)) return candidate;
  }
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', '#39': "'" };

/**
 * The readable text of a post's HTML: tags removed (block ends become spaces, so words of two paragraphs stay
 * apart), the common entities read, whitespace collapsed. Used for excerpts, reading time and feed descriptions.
 */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, (whole, name: string) => {
      const lower = name.toLowerCase();
      if (lower.startsWith('#x')) return safeCodePoint(Number.parseInt(lower.slice(2), 16)) ?? whole;
      if (lower.startsWith('#') && lower !== '#39') return safeCodePoint(Number(lower.slice(1))) ?? whole;
      return ENTITIES[lower] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

function safeCodePoint(code: number): string | undefined {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : undefined;
}

/** Whole minutes to read a post's HTML at WORDS_PER_MINUTE, at least 1; DEFAULT_READING_TIME when it has no words. */
export function readingTimeOf(html: string): number {
  const words = htmlText(html).split(' ').filter(Boolean).length;
  if (words === 0) return DEFAULT_READING_TIME;
  return Math.min(MAX_READING_TIME, Math.max(1, Math.ceil(words / WORDS_PER_MINUTE)));
}

/** What a card shows under the title: the excerpt, else the first 150 characters of the text and an ellipsis. */
export function cardExcerpt(excerpt: string | null | undefined, html: string): string {
  const written = excerpt?.trim();
  if (written) return written;
  const text = htmlText(html);
  if (text.length <= BLOG_EXCERPT_LENGTH) return text;
  // Cut by code points, so a character outside the BMP (an emoji) is never split in half.
  return `${[...text].slice(0, BLOG_EXCERPT_LENGTH).join('').trimEnd()}...`;
}

/** Tags as the admin typed them ("HFC, Regulation , hfc"): trimmed, empty ones dropped, duplicates (any case) once. */
export function normalizeTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const raw of tags) {
    const tag = raw.replace(/\s+/g, ' ').trim();
    const key = tag.toLowerCase();
    if (tag && !seen.has(key)) {
      seen.add(key);
      kept.push(tag);
    }
  }
  return kept;
}

/** The comma-separated tags field of the admin form, read as a list. */
export function parseTagList(text: string): string[] {
  return normalizeTags(text.split(','));
}

/**
 * `sizes` of an article's banner: the article column (max-w-3xl less px-4 on each side) from 768px, the window less its
 * padding below. The page draws it and the server preloads it with this one value, so both pick the same file.
 */
export const ARTICLE_IMAGE_SIZES = '(min-width: 768px) 736px, calc(100vw - 2rem)';

/** `sizes` of a card's picture on /blog: three columns of max-w-7xl from lg, two from sm, one below. */
export const BLOG_CARD_IMAGE_SIZES = '(min-width: 1280px) 395px, (min-width: 1024px) calc(33vw - 2rem), (min-width: 640px) calc(50vw - 2.5rem), calc(100vw - 2rem)';

/** A post's slug in each language: English on the row, French and Spanish in its translations when written. */
export interface BlogSlugs {
  en: string;
  fr?: string | undefined;
  es?: string | undefined;
}

/** The field of the form that holds each language's slug, as a 409 names it. */
export const BLOG_SLUG_FIELDS = { en: 'slug', fr: 'translations.fr.slug', es: 'translations.es.slug' } as const;

/**
 * The slug a post reads under in `language` (docs/decisions/038): its translation's slug when written, else the
 * English one (the post then shows its English fallback at /fr/news/<english-slug>).
 */
export function blogSlugIn(slugs: BlogSlugs, language: string): string {
  const translated = language === 'fr' || language === 'es' ? slugs[language]?.trim() : undefined;
  return translated || slugs.en;
}

/** A post's slugs as its row holds them: English on the row, French and Spanish in its translations when written. */
export function blogSlugsOf(post: { slug: string; translations: Translations<BlogTranslatedField> | null | undefined }): BlogSlugs {
  const slug = (language: 'fr' | 'es') => {
    const value = post.translations?.[language]?.slug;
    return typeof value === 'string' ? value : undefined;
  };
  return { en: post.slug, fr: slug('fr'), es: slug('es') };
}

/** A post's address in `language`, with that language's own slug: `/news/<slug>`, `/fr/news/<french-slug>`. */
export function blogPostPath(post: { slug: string; translations: Translations<BlogTranslatedField> | null | undefined }, language: Language): string {
  return localizedPath(language, `/news/${encodeURIComponent(blogSlugIn(blogSlugsOf(post), language))}`);
}

/**
 * The RSS feed of each language, beside its /blog (docs/decisions/039): `/blog/feed.xml` in English,
 * `/fr/blog/feed.xml` and `/es/blog/feed.xml`.
 */
export const blogFeedPath = (language: Language): string => localizedPath(language, '/blog/feed.xml');

/** Every language's feed address, for the server's routes. */
export const BLOG_FEED_PATHS: readonly { language: Language; path: string }[] = LANGUAGES.map((language) => ({ language, path: blogFeedPath(language) }));

/**
 * The first of a post's slugs (English, then French, then Spanish) that another post already uses in any language,
 * named as the form's field; null when all are free. One address `/news/<slug>` under any prefix must name one post, so
 * a French slug may not be another post's English or Spanish slug either; a post may reuse its own slug across languages.
 */
export function blogSlugClash(slugs: BlogSlugs, others: readonly BlogSlugs[]): (typeof BLOG_SLUG_FIELDS)[keyof BlogSlugs] | null {
  const taken = new Set(others.flatMap((other) => [other.en, other.fr, other.es].filter((slug): slug is string => Boolean(slug))));
  for (const language of ['en', 'fr', 'es'] as const) {
    const slug = slugs[language];
    if (slug && taken.has(slug)) return BLOG_SLUG_FIELDS[language];
  }
  return null;
}

/** Most distinct tags the filter row of /blog offers. */
export const MAX_FILTER_TAGS = 100;

/** The filter row's tags in one language and those of them shown in English because a post has none written there. */
export interface FilterTags {
  tags: string[];
  /** Tags of `tags` that only an English fallback gives (the chip carries `lang="en"`, docs/decisions/038). */
  english: string[];
}

/**
 * The distinct tags of the published posts as read in `language`, alphabetically (case-insensitive) and at most
 * MAX_FILTER_TAGS: each post's tags in that language, its English ones where it has none written. A tag counts as
 * English only when every post that gives it gives it as a fallback: "HFC" written as a French tag by one post is French.
 */
export function filterTags(posts: readonly { tags: readonly string[]; translations: Translations<BlogTranslatedField> | null | undefined }[], language: Language): FilterTags {
  const written = new Set<string>();
  const fallback = new Set<string>();
  for (const post of posts) {
    const chosen = localized<BlogTranslatedField, readonly string[]>(post.tags, post.translations, 'tags', language);
    for (const tag of chosen.value) (chosen.language === language ? written : fallback).add(tag);
  }
  const tags = [...new Set([...written, ...fallback])]
    .sort((a, b) => a.localeCompare(b, language, { sensitivity: 'base' }) || a.localeCompare(b))
    .slice(0, MAX_FILTER_TAGS);
  return { tags, english: language === 'en' ? [] : tags.filter((tag) => !written.has(tag)) };
}
