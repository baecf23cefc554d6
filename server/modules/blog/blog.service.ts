import { and, arrayContains, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { cardExcerpt, filterTags } from '@domain/blog';
import type { BlogTranslatedField } from '@domain/content';
import type { Translations } from '@domain/translations';
import type { BlogArticle, BlogCard, BlogListQuery, BlogListResponse } from '@domain/schemas/blog';
import { blogPosts, type BlogPost } from '../../db/schema';
import { containsPattern } from '../../db/sql-text';
import type { Db } from '../../db/types';
import { sanitizeHtml } from '../../lib/sanitize-html';

/** The post's text without its markup, for searching the body (a search for "img" must not find every picture). */
const bodyText = sql<string>`regexp_replace(${blogPosts.body}, '<[^>]*>', ' ', 'g')`;
/** The French and Spanish title, excerpt and text (markup removed likewise), for a search made in those languages. */
const translatedText = sql<string>`concat_ws(' ',
  ${blogPosts.translations} -> 'fr' ->> 'title', ${blogPosts.translations} -> 'fr' ->> 'excerpt',
  regexp_replace(coalesce(${blogPosts.translations} -> 'fr' ->> 'body', ''), '<[^>]*>', ' ', 'g'),
  ${blogPosts.translations} -> 'es' ->> 'title', ${blogPosts.translations} -> 'es' ->> 'excerpt',
  regexp_replace(coalesce(${blogPosts.translations} -> 'es' ->> 'body', ''), '<[^>]*>', ' ', 'g'))`;

/** Published posts, newest first by the date they were first published. */
const published = eq(blogPosts.published, true);
const newestFirst = [desc(sql`coalesce(${blogPosts.publishedAt}, ${blogPosts.createdAt})`), desc(blogPosts.id)] as const;

/** When readers see a post as published: its first publication (a post published before published_at existed: its creation). */
const publishedDate = (row: BlogPost) => (row.publishedAt ?? row.createdAt).toISOString();

/** A post's French and Spanish as a card carries them: every text but the body (the list stays lean). */
function cardTranslations(translations: Translations<BlogTranslatedField>): Translations<BlogTranslatedField> {
  const kept: Translations<BlogTranslatedField> = {};
  for (const language of ['fr', 'es'] as const) {
    const { body: _body, ...texts } = translations[language] ?? {};
    if (Object.keys(texts).length > 0) kept[language] = texts;
  }
  return kept;
}

/** A post's French and Spanish with each body through the same allow-list as the English one. */
function articleTranslations(translations: Translations<BlogTranslatedField>): Translations<BlogTranslatedField> {
  const kept: Translations<BlogTranslatedField> = {};
  for (const language of ['fr', 'es'] as const) {
    const texts = translations[language];
    if (!texts) continue;
    kept[language] = typeof texts.body === 'string' ? { ...texts, body: sanitizeHtml(texts.body) } : texts;
  }
  return kept;
}

/** A published post found by its slug in any language (docs/decisions/038: one address, one post). */
export const bySlugInAnyLanguage = (slug: string): SQL =>
  or(
    eq(blogPosts.slug, slug),
    sql`${blogPosts.translations} -> 'fr' ->> 'slug' = ${slug}`,
    sql`${blogPosts.translations} -> 'es' ->> 'slug' = ${slug}`,
  ) as SQL;

export function blogCard(row: BlogPost): BlogCard {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: cardExcerpt(row.excerpt, row.body),
    tags: row.tags,
    translations: cardTranslations(row.translations),
    bannerImageUrl: row.bannerImageUrl,
    featuredImageUrl: row.featuredImageUrl,
    readingTime: row.readingTime,
    publishedAt: publishedDate(row),
  };
}

/** An article: the card, the body and its translations' bodies through the allow-list as they are served. */
function blogArticle(row: BlogPost): BlogArticle {
  return { ...blogCard(row), translations: articleTranslations(row.translations), body: sanitizeHtml(row.body), updatedAt: row.updatedAt.toISOString() };
}

/** /api/blog and the article pages: published posts only; the body passes the allow-list again as it is served. */
export class BlogService {
  constructor(private readonly db: Db) {}

  async list({ page, pageSize, search, tag }: BlogListQuery): Promise<BlogListResponse> {
    const filters: SQL[] = [published];
    if (search) {
      const pattern = containsPattern(search);
      // The French and Spanish texts are searched too, so a French reader finds a post by its French words.
      filters.push(or(ilike(blogPosts.title, pattern), ilike(blogPosts.excerpt, pattern), ilike(bodyText, pattern), ilike(translatedText, pattern)) as SQL);
    }
    // A tag in any language: the filter row of /fr/blog offers the French tags.
    if (tag) {
      filters.push(
        or(
          arrayContains(blogPosts.tags, [tag]),
          sql`${blogPosts.translations} @> ${JSON.stringify({ fr: { tags: [tag] } })}::jsonb`,
          sql`${blogPosts.translations} @> ${JSON.stringify({ es: { tags: [tag] } })}::jsonb`,
        ) as SQL,
      );
    }
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
    return { items: rows.map(blogCard), total: totals[0]?.n ?? 0, page, pageSize, ...tags };
  }

  /** Every distinct tag of the published posts in each language, alphabetically, and which of them fell back to English. */
  private async tags(): Promise<Pick<BlogListResponse, 'tags' | 'tagsByLanguage' | 'englishTagsByLanguage'>> {
    const rows = await this.db.select({ tags: blogPosts.tags, translations: blogPosts.translations }).from(blogPosts).where(published);
    const fr = filterTags(rows, 'fr');
    const es = filterTags(rows, 'es');
    return {
      tags: filterTags(rows, 'en').tags,
      tagsByLanguage: { fr: fr.tags, es: es.tags },
      englishTagsByLanguage: { fr: fr.english, es: es.english },
    };
  }

  /** A published post by its slug; null for an unknown or unpublished one. */
  async article(slug: string): Promise<BlogArticle | null> {
    const [row] = await this.db
      .select()
      .from(blogPosts)
      .where(and(published, bySlugInAnyLanguage(slug)));
    if (!row) return null;
    return blogArticle(row);
  }

  /** The latest published posts, for the feed. */
  async latest(limit: number): Promise<BlogArticle[]> {
    const rows = await this.db.select().from(blogPosts).where(published).orderBy(...newestFirst).limit(limit);
    return rows.map(blogArticle);
  }
}
