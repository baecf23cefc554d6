import { z } from 'zod';
import { blogSlug, htmlText, MAX_READING_TIME, normalizeTags } from '../blog';
import { adminListQuery, ADMIN_MESSAGES, pageOf, queryEnum, queryInteger, sortParam, versionField } from './admin';
import type { BlogTranslatedField } from '../content';
import { multiLineText, singleLineText } from './text';
import { translationsInput, translationsSchema } from './translations';

/**
 * Industry News: the admin's Create Post / Edit Post form and /api/admin/blog (back-office spec §2, §3, §5), and the
 * public /api/blog list and article. English texts; the back office shows them in the admin's language.
 */
export const BLOG_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: 'Title must be at most 200 characters',
  slugInvalid: 'The slug must contain letters or digits',
  slugTooLong: 'The slug must be at most 120 characters',
  slugTaken: 'Another post already uses this slug. Choose a different slug, or leave it empty to make one from the title.',
  excerptRequired: 'Excerpt is required',
  excerptTooLong: 'Excerpt must be at most 500 characters',
  bodyRequired: 'Content is required',
  bodyTooLong: 'The content is too long (at most 200,000 characters).',
  tagsInvalid: 'Tags must be a list of words or short phrases',
  tooManyTags: 'A post can have at most 20 tags',
  tagTooLong: 'A tag must be at most 50 characters',
  urlInvalid: 'Please enter a link that starts with https://, http:// or /.',
  readingTimeInvalid: 'Reading time must be a whole number of minutes from 1 to 999 (leave it empty to compute it).',
  publishedInvalid: 'Choose whether the post is published',
  notFound: 'Blog post not found',
  searchTooLong: ADMIN_MESSAGES.searchTooLong,
} as const;

const M = BLOG_MESSAGES;
export const BLOG_LIMITS = { title: 200, slug: 120, excerpt: 500, body: 200_000, tags: 20, tag: 50, url: 2048 } as const;
/** Posts per page of the public list, by default and at most. */
export const BLOG_PAGE_SIZE = 9;
export const BLOG_MAX_PAGE_SIZE = 48;
export const BLOG_STATUSES = ['published', 'draft'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

/** An uploaded picture (/uploads/…) or a web address; never javascript: or data: links. */
const LINK = /^(?:\/(?!\/)|https?:\/\/)\S*$/i;
const imageLink = singleLineText({ error: M.urlInvalid })
  .trim()
  .max(BLOG_LIMITS.url, M.urlInvalid)
  .refine((value) => value === '' || LINK.test(value), M.urlInvalid)
  .nullish()
  .transform((value) => value || null);

const tag = singleLineText({ error: M.tagsInvalid }).max(BLOG_LIMITS.tag * 4, M.tagTooLong);
/** A list of tags, or the form's comma-separated text ("HFC, Regulation"): trimmed, each once. */
const tagsField = z
  .union([z.array(tag, { error: M.tagsInvalid }).max(BLOG_LIMITS.tags * 4, M.tooManyTags), singleLineText().max(5000, M.tooManyTags)], { error: M.tagsInvalid })
  .optional()
  .transform((value) => normalizeTags(typeof value === 'string' ? value.split(',') : (value ?? [])))
  // Checked on the whole list, so the message sits under the form's one Tags field.
  .pipe(z.array(z.string()).max(BLOG_LIMITS.tags, M.tooManyTags).refine((tags) => tags.every((t) => t.length <= BLOG_LIMITS.tag), M.tagTooLong));

/** Minutes as typed ("4") or sent (4); empty or null: computed from the content by the server. */
const readingTimeField = z
  .union([z.number(), z.string(), z.null()], { error: M.readingTimeInvalid })
  .optional()
  .transform((value, ctx): number | null => {
    const text = value === null || value === undefined ? '' : typeof value === 'number' ? String(value) : value.trim();
    if (text === '') return null;
    const minutes = Number(text);
    if (!/^\d{1,3}$/.test(text) || minutes < 1 || minutes > MAX_READING_TIME) {
      ctx.addIssue({ code: 'custom', message: M.readingTimeInvalid });
      return z.NEVER;
    }
    return minutes;
  });

/** The post's slug as typed, read by the spec's rule; empty means "make one from the title". */
const slugField = singleLineText({ error: M.slugInvalid })
  .max(BLOG_LIMITS.slug * 2, M.slugTooLong)
  .optional()
  .transform((value, ctx): string => {
    const typed = value?.trim() ?? '';
    const slug = blogSlug(typed);
    if (typed !== '' && slug === '') {
      ctx.addIssue({ code: 'custom', message: M.slugInvalid });
      return z.NEVER;
    }
    return slug;
  });

/** Content: the editor's HTML, with some text or a picture in it (an empty editor sends "<p></p>"). */
const bodyField = multiLineText({ error: M.bodyRequired })
  .max(BLOG_LIMITS.body, M.bodyTooLong)
  .refine((html) => htmlText(html) !== '' || /<img\b/i.test(html), M.bodyRequired);

const titleField = () => singleLineText({ error: M.titleRequired }).trim().max(BLOG_LIMITS.title, M.titleTooLong);
const excerptField = () => multiLineText({ error: M.excerptRequired }).trim().max(BLOG_LIMITS.excerpt, M.excerptTooLong);
/** A translation's content: an editor left empty ("<p></p>") counts as not written, so it is dropped, not refused. */
const translatedBodyField = multiLineText({ error: M.bodyRequired })
  .max(BLOG_LIMITS.body, M.bodyTooLong)
  .transform((html) => (htmlText(html) !== '' || /<img\b/i.test(html) ? html : ''));

const blogPostFields = z.strictObject({
  title: titleField().min(1, M.titleRequired),
  slug: slugField,
  excerpt: excerptField().min(1, M.excerptRequired),
  body: bodyField,
  tags: tagsField,
  /** French and Spanish title, excerpt, body, tags and slug, each optional, under the English rules (docs/decisions/038). */
  translations: translationsInput<BlogTranslatedField>({ title: titleField(), excerpt: excerptField(), body: translatedBodyField, tags: tagsField, slug: slugField }),
  bannerImageUrl: imageLink,
  featuredImageUrl: imageLink,
  readingTime: readingTimeField,
  published: z.boolean({ error: M.publishedInvalid }).default(false),
});

/** POST /api/admin/blog and the Create Post form. */
export const blogPostInput = blogPostFields;
export type BlogPostInput = z.input<typeof blogPostInput>;
export type BlogPostValues = z.output<typeof blogPostInput>;

/** PUT /api/admin/blog/:id: the whole form and the version the edit started from. */
export const blogPostUpdateInput = blogPostFields.extend({ version: versionField });
export type BlogPostUpdateInput = z.input<typeof blogPostUpdateInput>;

/** One post as the admin sees it (the body already through the server's allow-list). */
export const adminBlogPostSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  body: z.string(),
  excerpt: z.string().nullable(),
  tags: z.array(z.string()),
  /** French and Spanish texts and slugs (the bodies sanitised like the English one). */
  translations: translationsSchema<BlogTranslatedField>(),
  bannerImageUrl: z.string().nullable(),
  featuredImageUrl: z.string().nullable(),
  readingTime: z.number().int(),
  published: z.boolean(),
  /** When the post was first published; kept when it goes back to draft. */
  publishedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The version an edit sends back. */
  updatedAt: z.string(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;

/** GET /api/admin/blog: newest first, searched by title, slug or excerpt, filtered by published / draft. */
export const adminBlogListQuery = adminListQuery.extend({
  status: queryEnum(BLOG_STATUSES),
  sort: sortParam(['createdAt'], '-createdAt'),
});
export type AdminBlogListQuery = z.infer<typeof adminBlogListQuery>;
export const adminBlogListResponse = pageOf(adminBlogPostSchema);
export type AdminBlogListResponse = z.infer<typeof adminBlogListResponse>;

// ---------------------------------------------------------------------------------------------
// Public: /api/blog and /api/blog/:slug

/** GET /api/blog: published posts, newest first; search over title, excerpt and text; one tag. */
export const blogListQuery = z.object({
  page: queryInteger(1, 100_000, 1),
  pageSize: queryInteger(1, BLOG_MAX_PAGE_SIZE, BLOG_PAGE_SIZE),
  search: singleLineText().trim().max(200, M.searchTooLong).optional(),
  tag: singleLineText().trim().max(BLOG_LIMITS.tag, M.tagTooLong).optional(),
});
export type BlogListQuery = z.infer<typeof blogListQuery>;

/** A card of the /blog page. */
export const blogCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string(),
  /** The excerpt, or the first 150 characters of the text and an ellipsis (domain/blog.ts cardExcerpt). */
  excerpt: z.string(),
  tags: z.array(z.string()),
  /** French and Spanish title, excerpt, tags and slug (and body, on an article): the page picks its language's. */
  translations: translationsSchema<BlogTranslatedField>(),
  bannerImageUrl: z.string().nullable(),
  featuredImageUrl: z.string().nullable(),
  readingTime: z.number().int(),
  publishedAt: z.string(),
});
export type BlogCard = z.infer<typeof blogCardSchema>;

export const blogListResponse = pageOf(blogCardSchema).extend({
  /** Every distinct tag of the published posts, for the filter buttons. */
  tags: z.array(z.string()),
  /** The same in French and Spanish: each post's tags in that language, its English ones where it has none. */
  tagsByLanguage: z.object({ fr: z.array(z.string()), es: z.array(z.string()) }),
  /** Those of tagsByLanguage that are English because no post gives them in that language (shown `lang="en"`). */
  englishTagsByLanguage: z.object({ fr: z.array(z.string()), es: z.array(z.string()) }),
});
export type BlogListResponse = z.infer<typeof blogListResponse>;

export const blogSlugParams = z.object({ slug: singleLineText().max(400) });

/** An article of /news/{slug}: the card's fields and the body, sanitised again as it is served. */
export const blogArticleSchema = blogCardSchema.extend({ body: z.string(), updatedAt: z.string() });
export type BlogArticle = z.infer<typeof blogArticleSchema>;
export const blogArticleResponse = z.object({ post: blogArticleSchema });
export type BlogArticleResponse = z.infer<typeof blogArticleResponse>;
