import { blogFeedPath, blogPostPath } from '@domain/blog';
import type { BlogTranslatedField } from '@domain/content';
import { localizedPath } from '@domain/language-addresses';
import type { Language } from '@domain/languages';
import type { BlogArticle } from '@domain/schemas/blog';
import { localized, type TranslatableValue } from '@domain/translations';
import { escapeHtml } from '../../lib/escape-html';
import { absoluteUrl, shareableImageUrl } from '../seo/seo-head';

/** Posts the feed carries: the latest published. */
export const FEED_SIZE = 20;

/** The Dublin Core namespace, whose `dc:language` names the language of an item the channel's language does not describe. */
const DC_NAMESPACE = 'http://purl.org/dc/elements/1.1/';

/** The channel's own words in each language (the shop's name as its settings give it). */
const CHANNEL_WORDS: Record<Language, { title: (site: string) => string; description: (site: string) => string }> = {
  en: {
    title: (site) => `${site} Industry News`,
    description: (site) => `Refrigerant regulation, technical notes and company news from ${site}.`,
  },
  fr: {
    title: (site) => `Actualités du secteur de ${site}`,
    description: (site) => `Réglementation des frigorigènes, notes techniques et nouvelles de ${site}.`,
  },
  es: {
    title: (site) => `Noticias del sector de ${site}`,
    description: (site) => `Normativa de refrigerantes, notas técnicas y noticias de ${site}.`,
  },
};

/** The feed's title in `language`, as its channel and the `<link rel="alternate">` of the blog pages name it. */
export const blogFeedTitle = (language: Language, siteName: string): string => CHANNEL_WORDS[language].title(siteName);

// XML 1.0 has no room for most control characters; a title pasted from elsewhere must not break every reader's feed.
const xml = (text: string) => escapeHtml(text.replace(/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, ''));

/**
 * One item of the feed in `language`: the post's title, excerpt and tags there (English where one is missing, as the
 * storefront shows it) and its address with that language's slug. RSS 2.0 names one language per channel; an item whose
 * title is the English fallback (the post has no title in the language, so it reads in English at /fr/news/<english-slug>)
 * says so with Dublin Core's `dc:language`, rather than passing English for French or leaving the post out.
 */
function feedItem(post: BlogArticle, language: Language, publicUrl: string): string {
  const pick = <T extends TranslatableValue>(english: T, field: BlogTranslatedField) => localized<BlogTranslatedField, T>(english, post.translations, field, language);
  const title = pick(post.title, 'title');
  const link = absoluteUrl(publicUrl, blogPostPath(post, language));
  const image = post.bannerImageUrl ?? post.featuredImageUrl;
  return [
    '    <item>',
    `      <title>${xml(title.value)}</title>`,
    `      <link>${xml(link)}</link>`,
    `      <guid isPermaLink="true">${xml(link)}</guid>`,
    `      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
    `      <description>${xml(pick(post.excerpt, 'excerpt').value)}</description>`,
    ...pick<readonly string[]>(post.tags, 'tags').value.map((tag) => `      <category>${xml(tag)}</category>`),
    image ? `      <enclosure url="${xml(shareableImageUrl(publicUrl, image))}" type="image/webp" length="0" />` : '',
    title.language !== language ? `      <dc:language>${title.language}</dc:language>` : '',
    '    </item>',
  ]
    .filter(Boolean)
    .join('\n');
}

/** RSS 2.0 of the latest published posts in one language (docs/decisions/039), every link absolute from the configured public address. */
export function blogFeedXml(posts: readonly BlogArticle[], publicUrl: string, siteName: string, language: Language = 'en'): string {
  const words = CHANNEL_WORDS[language];
  const newest = posts.reduce<string | null>((latest, post) => (latest === null || post.updatedAt > latest ? post.updatedAt : latest), null);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"${language === 'en' ? '' : ` xmlns:dc="${DC_NAMESPACE}"`}>`,
    '  <channel>',
    `    <title>${xml(blogFeedTitle(language, siteName))}</title>`,
    `    <link>${xml(absoluteUrl(publicUrl, localizedPath(language, '/blog')))}</link>`,
    `    <description>${xml(words.description(siteName))}</description>`,
    `    <language>${language}</language>`,
    `    <atom:link href="${xml(absoluteUrl(publicUrl, blogFeedPath(language)))}" rel="self" type="application/rss+xml" />`,
    newest ? `    <lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>` : '',
    ...posts.map((post) => feedItem(post, language, publicUrl)),
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n')
    .concat('\n');
}
