import { and, asc, count, desc, eq, ilike, like, ne, or, type SQL } from 'drizzle-orm';
import { blogSlug, readingTimeOf, uniqueBlogSlug } from '@domain/blog';
import { SLUG_MAX_LENGTH } from '@domain/catalog';
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
    bannerImageUrl: row.bannerImageUrl,
    featuredImageUrl: row.featuredImageUrl,
    readingTime: row.readingTime,
    published: row.published,
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

function view(row: BlogPost): AdminBlogPost {
  return {
    id: row.id,
    ...record(row),
    // Sanitised again as it is served: a row written before the allow-list changed is cleaned by today's rules.
    body: sanitizeHtml(row.body),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const notFound = () => new AppError('not_found', BLOG_MESSAGES.notFound);
const slugTaken = () => new AppError('conflict', BLOG_MESSAGES.slugTaken, { slug: BLOG_MESSAGES.slugTaken });

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
  private async slugFor(db: Db, values: BlogPostValues, id: string | null): Promise<string> {
    const others = (condition: SQL) => (id ? and(condition, ne(blogPosts.id, id)) : condition);
    if (values.slug) {
      const [clash] = await db.select({ id: blogPosts.id }).from(blogPosts).where(others(eq(blogPosts.slug, values.slug)));
      if (clash) throw slugTaken();
      return values.slug;
    }
    const base = blogSlug(values.title);
    const root = base || 'post';
    const rows = await db
      .select({ slug: blogPosts.slug })
      .from(blogPosts)
      .where(others(like(blogPosts.slug, `${containsPattern(root.slice(0, SLUG_MAX_LENGTH - 8)).slice(1, -1)}%`)));
    return uniqueBlogSlug(base, new Set(rows.map((row) => row.slug)));
  }

  /** The stored columns of the form's values: HTML through the allow-list, reading time computed when left empty. */
  private columnsOf(values: BlogPostValues, slug: string, current: BlogPost | null) {
    const body = sanitizeHtml(values.body);
    // First publication dates the post; going back to draft and out again keeps that date.
    const publishedAt = current?.publishedAt ?? (values.published ? this.now() : null);
    return {
      title: values.title,
      slug,
      excerpt: values.excerpt,
      body,
      tags: values.tags,
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
        const slug = await this.slugFor(tx, values, null);
        const [created] = await tx.insert(blogPosts).values(this.columnsOf(values, slug, null)).returning();
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
        const slug = await this.slugFor(tx, values, id);
        const [updated] = await tx
          .update(blogPosts)
          .set(this.columnsOf(values, slug, current))
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
