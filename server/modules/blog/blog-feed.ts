import type { BlogArticle } from '@domain/schemas/blog';
import { escapeHtml } from '../../lib/escape-html';
import { absoluteUrl, shareableImageUrl } from '../seo/seo-head';

/** Posts the feed carries: the latest published. */
export const FEED_SIZE = 20;

// XML 1.0 has no room for most control characters; a title pasted from elsewhere must not break every reader's feed.
const xml = (text: string) => escapeHtml(text.replace(/[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\u{10000}-\u{10ffff}]/gu, ''));

/** RSS 2.0 of the latest published posts, every link absolute from the configured public address. */
export function blogFeedXml(posts: readonly BlogArticle[], publicUrl: string, siteName: string): string {
  const blogUrl = absoluteUrl(publicUrl, '/blog');
  const newest = posts.reduce<string | null>((latest, post) => (latest === null || post.updatedAt > latest ? post.updatedAt : latest), null);
  const items = posts.map((post) => {
    const link = absoluteUrl(publicUrl, `/news/${encodeURIComponent(post.slug)}`);
    const image = post.bannerImageUrl ?? post.featuredImageUrl;
    return [
      '    <item>',
      `      <title>${xml(post.title)}</title>`,
      `      <link>${xml(link)}</link>`,
      `      <guid isPermaLink="true">${xml(link)}</guid>`,
      `      <pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate>`,
      `      <description>${xml(post.excerpt)}</description>`,
      ...post.tags.map((tag) => `      <category>${xml(tag)}</category>`),
      image ? `      <enclosure url="${xml(shareableImageUrl(publicUrl, image))}" type="image/webp" length="0" />` : '',
      '    </item>',
    ]
      .filter(Boolean)
      .join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${xml(`${siteName} Industry News`)}</title>`,
    `    <link>${xml(blogUrl)}</link>`,
    `    <description>${xml(`Refrigerant regulation, technical notes and company news from ${siteName}.`)}</description>`,
    '    <language>en</language>',
    `    <atom:link href="${xml(absoluteUrl(publicUrl, '/blog/feed.xml'))}" rel="self" type="application/rss+xml" />`,
    newest ? `    <lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>` : '',
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n')
    .concat('\n');
}
