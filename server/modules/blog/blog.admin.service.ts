import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import { BLOG_SLUG_FIELDS, blogSlug, blogSlugClash, readingTimeOf, uniqueBlogSlug, type BlogSlugs } from '@domain/blog';
import type { BlogTranslatedField } from '@domain/content';
import type { Translations } from '@domain/translations';
import {
  BLOG_MESSAGES,
  type AdminBlogListQuery,
  type AdminBlogListResponse,
  type AdminBlogPost,
  type BlogPostValues,
} from '@domain/schemas/blog';
import { blogPosts, type BlogPost } from '../../db/schema';
import { containsPattern, isUniqueViolation } from '../../db/sql-text';
import type { Db } from '../../db/types';
import { AppError } from '../../errors';
import { sanitizeHtml } from '../../lib/sanitize-html';
import { assertSameVersion, type AdminActor } from '../audit/admin-actor';
import { recordAudit } from '../audit/audit.service';

const ENTITY = 'blog_post';

/** What the audit log keeps of a post: the stored fields as the admin sees them. */
function record(row: BlogPost) {
  return {
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    body: row.body,
    tags: row.tags,
    translations: row.translations,
    bannerImageUrl: row.bannerImageUrl,
    featuredImageUrl: row.featuredImageUrl,
    readingTime: row.readingTime,
    published: row.published,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/** French and Spanish bodies through the same allow-list as the English one, as they are stored and as they are served. */
function sanitizedTranslations(translations: Translations<BlogTranslatedField>): Translations<BlogTranslatedField> {
  const kept: Translations<BlogTranslatedField> = {};
  for (const language of ['fr', 'es'] as const) {
    const texts = translations[language];
    if (texts) kept[language] = typeof texts.body === 'string' ? { ...texts, body: sanitizeHtml(texts.body) } : texts;
  }
  return kept;
}

/** The transaction advisory lock every blog save holds while it checks and writes its slugs (after the seed's and featured sections' keys). */
const BLOG_SLUGS_LOCK_ID = 4_201_702;

/**
 * Saves of posts take turns from their slug check to their commit (docs/decisions/038): only the English slug has a
 * unique index, so two admins saving clashing French or Spanish slugs at once could both pass a check that reads the
 * other posts; under the lock the second reads the first's committed slugs and is refused with 409. Blog saves are rare,
 * so the one key costs nothing, and PGlite (one connection) takes it as the PostgreSQL server does.
 */
async function lockBlogSlugs(tx: Db): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${BLOG_SLUGS_LOCK_ID})`);
}

/** Every slug, in any language, of the other posts (a blog holds a few hundred posts at most). */
async function otherSlugs(db: Db, id: string | null): Promise<BlogSlugs[]> {
  const rows = await db
    .select({ slug: blogPosts.slug, translations: blogPosts.translations })
    .from(blogPosts)
    .where(id ? ne(blogPosts.id, id) : undefined);
  return rows.map(slugsOf);
}

const takenSlugs = (others: readonly BlogSlugs[]) => new Set(others.flatMap((other) => [other.en, other.fr, other.es].filter((s): s is string => Boolean(s))));

const slugsOf = (row: Pick<BlogPost, 'slug' | 'translations'>): BlogSlugs => {
  const slug = (language: 'fr' | 'es') => {
    const value = row.translations[language]?.slug;
    return typeof value === 'string' ? value : undefined;
  };
  return { en: row.slug, fr: slug('fr'), es: slug('es') };
};

function view(row: BlogPost): AdminBlogPost {
  return {
    id: row.id,
    ...record(row),
    // Sanitised again as it is served: a row written before the allow-list changed is cleaned by today's rules.
    body: sanitizeHtml(row.body),
    translations: sanitizedTranslations(row.translations),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const notFound = () => new AppError('not_found', BLOG_MESSAGES.notFound);
const slugTaken = (field: string = BLOG_SLUG_FIELDS.en) => new AppError('conflict', BLOG_MESSAGES.slugTaken, { [field]: BLOG_MESSAGES.slugTaken });

/** A slug taken between our check and the write (the unique index is the only race-free check) answers 409 on the slug. */
async function refusingDuplicateSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw slugTaken();
    throw err;
  }
}

/**
 * /api/admin/blog: Blog post management (back-office spec §2). Every write audited in its transaction and followed
 * by `onChange` (the sitemap and the server-rendered pages read published posts).
 */
export class BlogAdminService {
  constructor(
    private readonly db: Db,
    private readonly onChange: () => void = () => undefined,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Newest first (or oldest first); search on title, slug or excerpt; Published or Draft. */
  async list({ page, pageSize, q, status, sort }: AdminBlogListQuery): Promise<AdminBlogListResponse> {
    const filters: SQL[] = [];
    if (q) {
      const pattern = containsPattern(q);
      filters.push(or(ilike(blogPosts.title, pattern), ilike(blogPosts.slug, pattern), ilike(blogPosts.excerpt, pattern)) as SQL);
    }
    if (status) filters.push(eq(blogPosts.published, status === 'published'));
    const where = filters.length > 0 ? and(...filters) : undefined;
    const order = sort.direction === 'desc' ? [desc(blogPosts.createdAt), desc(blogPosts.id)] : [asc(blogPosts.createdAt), asc(blogPosts.id)];
    const [rows, totals] = await Promise.all([
      this.db
        .select()
        .from(blogPosts)
        .where(where)
        .orderBy(...order)
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      this.db.select({ n: count() }).from(blogPosts).where(where),
    ]);
    return { items: rows.map(view), total: totals[0]?.n ?? 0, page, pageSize };
  }

  async get(id: string): Promise<AdminBlogPost> {
    const [row] = await this.db.select().from(blogPosts).where(eq(blogPosts.id, id));
    if (!row) throw notFound();
    return view(row);
  }

  /**
   * The slug a save stores. A slug the admin typed is kept as typed (read by the spec's rule) and refused with 409 when
   * another post holds it; an empty one is made from the title and numbered when taken (`title-2`).
   */
  private slugFor(values: BlogPostValues, others: readonly BlogSlugs[]): string {
    if (values.slug) return values.slug;
    return uniqueBlogSlug(blogSlug(values.title), takenSlugs(others));
  }

  /**
   * The French and Spanish a save stores: a slug typed for a language is kept; a language with a title and no slug gets
   * one made from its title (numbered when taken); bodies go through the allow-list. Then no slug of the post, in any
   * language, may be one another post uses: 409 naming the field (`translations.fr.slug`).
   */
  private translationsFor(values: BlogPostValues, slug: string, others: readonly BlogSlugs[]): Translations<BlogTranslatedField> {
    const taken = takenSlugs(others);
    const translations = sanitizedTranslations(values.translations);
    for (const language of ['fr', 'es'] as const) {
      const texts = translations[language];
      const title = texts?.title;
      if (!texts || texts.slug || typeof title !== 'string') continue;
      const made = blogSlug(title);
      // A title that reads the same as the English one keeps the English slug (the post's own).
      texts.slug = made === '' || made === slug ? slug : uniqueBlogSlug(made, taken);
    }
    const clash = blogSlugClash(slugsOf({ slug, translations }), others);
    if (clash) throw slugTaken(clash);
    return translations;
  }

  /** The stored columns of the form's values: HTML through the allow-list, reading time computed when left empty. */
  private columnsOf(values: BlogPostValues, slug: string, translations: Translations<BlogTranslatedField>, current: BlogPost | null) {
    const body = sanitizeHtml(values.body);
    // First publication dates the post; going back to draft and out again keeps that date.
    const publishedAt = current?.publishedAt ?? (values.published ? this.now() : null);
    return {
      title: values.title,
      slug,
      excerpt: values.excerpt,
      body,
      tags: values.tags,
      translations,
      bannerImageUrl: values.bannerImageUrl,
      featuredImageUrl: values.featuredImageUrl,
      readingTime: values.readingTime ?? readingTimeOf(body),
      published: values.published,
      publishedAt,
    };
  }

  async create(actor: AdminActor, values: BlogPostValues): Promise<AdminBlogPost> {
    const row = await refusingDuplicateSlug(() =>
      this.db.transaction(async (tx) => {
        await lockBlogSlugs(tx);
        const others = await otherSlugs(tx, null);
        const slug = await this.slugFor(values, others);
        const translations = this.translationsFor(values, slug, others);
        const [created] = await tx.insert(blogPosts).values(this.columnsOf(values, slug, translations, null)).returning();
        if (!created) throw new Error('blog post insert returned no row');
        await recordAudit(tx, actor, { action: 'blog_post.create', entityType: ENTITY, entityId: created.id, after: record(created) });
        return created;
      }),
    );
    this.onChange();
    return view(row);
  }

  /** The whole form over the stored post, if nobody saved it since `version`. */
  async update(actor: AdminActor, id: string, { version, ...values }: BlogPostValues & { version: string }): Promise<AdminBlogPost> {
    const row = await refusingDuplicateSlug(() =>
      this.db.transaction(async (tx) => {
        const [current] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
        if (!current) throw notFound();
        assertSameVersion(current.updatedAt, version);
        await lockBlogSlugs(tx);
        const others = await otherSlugs(tx, id);
        const slug = await this.slugFor(values, others);
        const translations = this.translationsFor(values, slug, others);
        const [updated] = await tx
          .update(blogPosts)
          .set(this.columnsOf(values, slug, translations, current))
          .where(eq(blogPosts.id, id))
          .returning();
        if (!updated) throw notFound();
        await recordAudit(tx, actor, { action: 'blog_post.update', entityType: ENTITY, entityId: id, before: record(current), after: record(updated) });
        return updated;
      }),
    );
    this.onChange();
    return view(row);
  }

  /** Deletes at once (back-office spec §9: blog deletions are immediate, no confirmation). */
  async remove(actor: AdminActor, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const [current] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for('update');
      if (!current) throw notFound();
      await tx.delete(blogPosts).where(eq(blogPosts.id, id));
      await recordAudit(tx, actor, { action: 'blog_post.delete', entityType: ENTITY, entityId: id, before: record(current) });
    });
    this.onChange();
  }
}
