import { and, arrayContains, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { cardExcerpt } from '@domain/blog';
import type { BlogArticle, BlogCard, BlogListQuery, BlogListResponse } from '@domain/schemas/blog';
import { blogPosts, type BlogPost } from '../../db/schema';
import { containsPattern } from '../../db/sql-text';
import type { Db } from '../../db/types';
import { sanitizeHtml } from '../../lib/sanitize-html';

/** Most distinct tags the filter row offers. */
const MAX_FILTER_TAGS = 100;

/** The post's text without its markup, for searching the body (a search for "img" must not find every picture). */
const bodyText = sql<string>`regexp_replace(${blogPosts.body}, '<[^>]*>', ' ', 'g')`;

/** Published posts, newest first by the date they were first published. */
const published = eq(blogPosts.published, true);
const newestFirst = [desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`), desc(blogPosts.id)] as const;

/** When readers see a post as published: its first publication (a post published before published_at existed: its creation). */
const publishedDate = (row: BlogPost) => (row.publishedAt ?? row.createdAt).toISOString();

export function blogCard(row: BlogPost): BlogCard {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: cardExcerpt(row.excerpt, row.body),
    tags: row.tags,
    bannerImageUrl: row.bannerImageUrl,
    featuredImageUrl: row.featuredImageUrl,
    readingTime: row.readingTime,
    publishedAt: publishedDate(row),
  };
}

/** /api/blog and the article pages: published posts only; the body passes the allow-list again as it is served. */
export class BlogService {
  constructor(private readonly db: Db) {}

  async list({ page, pageSize, search, tag }: BlogListQuery): Promise<BlogListResponse> {
    const filters: SQL[] = [published];
    if (search) {
      const pattern = containsPattern(search);
      filters.push(or(ilike(blogPosts.title, pattern), ilike(blogPosts.excerpt, pattern), ilike(bodyText, pattern)) as SQL);
    }
    if (tag) filters.push(arrayContains(blogPosts.tags, [tag]));
    const where = and(...filters);
    const [rows, totals, tags] = await Promise.all([
      this.db
        .select()
        .from(blogPosts)
        .where(where)
        .orderBy(...newestFirst)
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(blogPosts).where(where),
      this.tags(),
    ]);
    return { items: rows.map(blogCard), total: totals[0]?.n ?? 0, page, pageSize, tags };
  }

  /** Every distinct tag of the published posts, alphabetically (case-insensitive). */
  private async tags(): Promise<string[]> {
    const rows = await this.db
      .selectDistinct({ tag: sql<string>`unnest(${blogPosts.tags})` })
      .from(blogPosts)
      .where(published);
    return rows
      .map((row) => row.tag)
      .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || a.localeCompare(b))
      .slice(0, MAX_FILTER_TAGS);
  }

  /** A published post by its slug; null for an unknown or unpublished one. */
  async article(slug: string): Promise<BlogArticle | null> {
    const [row] = await this.db
      .select()
      .from(blogPosts)
      .where(and(published, eq(blogPosts.slug, slug)));
    if (!row) return null;
    return { ...blogCard(row), body: sanitizeHtml(row.body), updatedAt: row.updatedAt.toISOString() };
  }

  /** The latest published posts, for the feed. */
  async latest(limit: number): Promise<BlogArticle[]> {
    const rows = await this.db.select().from(blogPosts).where(published).orderBy(...newestFirst).limit(limit);
    return rows.map((row) => ({ ...blogCard(row), body: sanitizeHtml(row.body), updatedAt: row.updatedAt.toISOString() }));
  }
}
