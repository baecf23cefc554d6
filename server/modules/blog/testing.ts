/**
 * What the admin form sends for a valid published post named by `key` (English title "Refrigerant news <key>", slug
 * "news-<key>"), with `fields` overriding or adding (a French slug, translations): the blog's API tests' one fixture.
 */
export function blogPostForm<F extends Record<string, unknown>>(key: string, fields: F = {} as F) {
  return {
    title: `Refrigerant news ${key}`,
    slug: `news-${key}`,
    excerpt: 'A short summary.',
    body: '<p>Some words about refrigerants.</p>',
    tags: ['Regulation'],
    bannerImageUrl: null,
    featuredImageUrl: null,
    readingTime: '',
    published: true,
    ...fields,
  };
}
