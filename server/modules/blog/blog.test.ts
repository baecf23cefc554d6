import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@domain/schemas/admin';
import { BLOG_MESSAGES as M, type AdminBlogPost, type BlogArticleResponse, type BlogListResponse } from '@domain/schemas/blog';
import { blogPosts } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { auditEntriesOf, signInNewAdmin } from '../audit/testing';
import { call, signUp } from '../auth/testing';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>FrigidFlow</title>
    <meta name="description" content="Default shell description." />
  </head>
  <body><div id="root"></div></body>
</html>`;

let t: TestApp;
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({ web: { shell: SHELL } });
  cookie = (await signInNewAdmin(t.app, t.database.db)).cookie;
});
afterAll(async () => {
  await t?.close();
});

let counter = 0;
const unique = (text: string) => `${text} ${Date.now().toString(36)}${(counter += 1)}`;

/** What the form sends for a valid post. */
const form = (fields: Record<string, unknown> = {}) => ({
  title: unique('Refrigerant news'),
  slug: '',
  excerpt: 'A short summary.',
  body: '<h2>Heading</h2><p>Some words about refrigerants.</p>',
  tags: ['Regulation'],
  bannerImageUrl: null,
  featuredImageUrl: null,
  readingTime: '',
  published: true,
  ...fields,
});

const admin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => call(t.app, method, url, { cookie, body });
const get = (url: string) => call(t.app, 'GET', url);

async function createPost(fields: Record<string, unknown> = {}): Promise<AdminBlogPost> {
  const res = await admin('POST', '/api/admin/blog', form(fields));
  if (res.statusCode !== 201) throw new Error(`create answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

const formOf = (post: AdminBlogPost, fields: Record<string, unknown> = {}) => ({
  title: post.title,
  slug: post.slug,
  excerpt: post.excerpt ?? '',
  body: post.body,
  tags: post.tags,
  bannerImageUrl: post.bannerImageUrl,
  featuredImageUrl: post.featuredImageUrl,
  readingTime: post.readingTime,
  published: post.published,
  version: post.updatedAt,
  ...fields,
});

describe('the guard on /api/admin/blog (RELIABILITY 20)', () => {
  it('answers 401 to anonymous callers and 403 to customers', async () => {
    const customer = (await signUp(t.app)).cookie;
    const id = randomUUID();
    for (const [method, url] of [
      ['GET', '/api/admin/blog'],
      ['GET', `/api/admin/blog/${id}`],
      ['POST', '/api/admin/blog'],
      ['PUT', `/api/admin/blog/${id}`],
      ['DELETE', `/api/admin/blog/${id}`],
    ] as const) {
      const body = method === 'POST' || method === 'PUT' ? form() : undefined;
      expect((await call(t.app, method, url, { body })).statusCode, `${method} ${url}`).toBe(401);
      expect((await call(t.app, method, url, { cookie: customer, body })).statusCode, `${method} ${url}`).toBe(403);
    }
  });
});

describe('creating a post', () => {
  it('makes the slug from the title by the spec’s rule, computes the reading time, dates the publication and audits it', async () => {
    const title = unique('The AIM Act: What’s next for R-410A?');
    const words = Array.from({ length: 450 }, (_, i) => `word${i}`).join(' ');
    const post = await createPost({ title, body: `<p>${words}</p>`, tags: 'HFC, Regulation , hfc' });
    expect(post.slug).toMatch(/^the-aim-act-whats-next-for-r-410a-[a-z0-9]+$/);
    expect(post.readingTime).toBe(3);
    expect(post.tags).toEqual(['HFC', 'Regulation']);
    expect(post.published).toBe(true);
    expect(Date.parse(post.publishedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);

    const [entry] = await auditEntriesOf(t.database.db, 'blog_post', post.id);
    expect(entry).toMatchObject({ action: 'blog_post.create', before: null, after: { title, slug: post.slug, published: true } });
  });

  it('keeps a reading time the admin typed, and leaves a draft undated', async () => {
    const post = await createPost({ readingTime: '12', published: false });
    expect(post).toMatchObject({ readingTime: 12, published: false, publishedAt: null });
  });

  it('numbers a slug made from a title already in use', async () => {
    const title = unique('Same title');
    const first = await createPost({ title });
    const second = await createPost({ title });
    expect(second.slug).toBe(`${first.slug}-2`);
  });

  it('refuses a typed slug another post holds, with 409 on the slug field', async () => {
    const first = await createPost();
    const res = await admin('POST', '/api/admin/blog', form({ slug: first.slug.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'conflict', fields: { slug: M.slugTaken } });
  });

  it('answers 400 with each field’s message', async () => {
    const empty = await admin('POST', '/api/admin/blog', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({ title: M.titleRequired, excerpt: M.excerptRequired, body: M.bodyRequired });

    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '   ' }, 'title', M.titleRequired],
      [{ excerpt: '' }, 'excerpt', M.excerptRequired],
      [{ body: '<p> </p>' }, 'body', M.bodyRequired],
      [{ slug: '★★★' }, 'slug', M.slugInvalid],
      [{ readingTime: 0 }, 'readingTime', M.readingTimeInvalid],
      [{ readingTime: '1.5' }, 'readingTime', M.readingTimeInvalid],
      [{ bannerImageUrl: 'javascript:alert(1)' }, 'bannerImageUrl', M.urlInvalid],
      [{ featuredImageUrl: 'data:image/png;base64,AAAA' }, 'featuredImageUrl', M.urlInvalid],
      [{ tags: Array.from({ length: 21 }, (_, i) => `t${i}`) }, 'tags', M.tooManyTags],
      [{ tags: ['x'.repeat(51)] }, 'tags', M.tagTooLong],
    ];
    for (const [fields, field, message] of cases) {
      const res = await admin('POST', '/api/admin/blog', form(fields));
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().error.fields[field], JSON.stringify(fields)).toBe(message);
    }
    expect((await admin('POST', '/api/admin/blog', form({ authorId: 'x' }))).statusCode).toBe(400);
  });
});

describe('hostile HTML in a post (RELIABILITY 25)', () => {
  const hostile = [
    '<p>Kept <strong>bold</strong> and <a href="https://example.com" target="_blank">a link</a></p>',
    '<script>alert("script")</script>',
    '<img src="/uploads/images/pic-1200.webp" alt="Picture" onerror="alert(1)">',
    '<a href="javascript:alert(1)">js link</a>',
    '<a href="JaVaScRiPt&colon;alert(1)">encoded js link</a>',
    '<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="data">',
    '<svg onload="alert(1)"><circle r="5"></circle></svg>',
    '<style>body { display: none }</style>',
    '<p style="background:url(javascript:alert(1))" onclick="alert(1)">styled</p>',
    '<iframe src="https://evil.example" srcdoc="<script>alert(1)</script>"></iframe>',
    '<object data="x.swf"></object><form action="/x"><input name="a"></form>',
  ].join('');

  const expectClean = (html: string) => {
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">a link</a>');
    expect(html).toContain('<img src="/uploads/images/pic-1200.webp" alt="Picture" />');
    expect(html).not.toMatch(/<script|onerror|onload|onclick|javascript:|data:|<svg|<style|style=|<iframe|srcdoc|<object|<form|<input|alert/i);
  };

  it('is cleaned by the allow-list before it is stored and answered clean to the admin and the visitor', async () => {
    const post = await createPost({ body: hostile });
    const [stored] = await t.database.db.select({ body: blogPosts.body }).from(blogPosts).where(eq(blogPosts.id, post.id));
    expectClean(stored?.body ?? '');
    expectClean(post.body);
    const article = (await get(`/api/blog/${post.slug}`)).json<BlogArticleResponse>();
    expectClean(article.post.body);
  });

  it('is cleaned again as it is served, for a row written around the API', async () => {
    const post = await createPost();
    await t.database.db.update(blogPosts).set({ body: hostile }).where(eq(blogPosts.id, post.id));
    expectClean((await get(`/api/blog/${post.slug}`)).json<BlogArticleResponse>().post.body);
    expectClean((await admin('GET', `/api/admin/blog/${post.id}`)).json<AdminBlogPost>().body);
  });
});

describe('editing and deleting a post', () => {
  it('saves the whole form from the version it loaded, keeps the first publication date, and audits before and after', async () => {
    const post = await createPost();
    const draft = await admin('PUT', `/api/admin/blog/${post.id}`, formOf(post, { published: false, title: 'Back to draft' }));
    expect(draft.statusCode, draft.body).toBe(200);
    const drafted = draft.json<AdminBlogPost>();
    expect(drafted).toMatchObject({ title: 'Back to draft', slug: post.slug, published: false, publishedAt: post.publishedAt });
    const again = (await admin('PUT', `/api/admin/blog/${post.id}`, formOf(drafted, { published: true }))).json<AdminBlogPost>();
    expect(again.publishedAt).toBe(post.publishedAt);

    const entries = await auditEntriesOf(t.database.db, 'blog_post', post.id);
    expect(entries[0]).toMatchObject({ action: 'blog_post.update', before: { published: false }, after: { published: true } });
  });

  it('dates a draft when it is first published', async () => {
    const draft = await createPost({ published: false });
    const published = (await admin('PUT', `/api/admin/blog/${draft.id}`, formOf(draft, { published: true }))).json<AdminBlogPost>();
    expect(published.publishedAt).not.toBeNull();
  });

  it('refuses a stale edit with 409 and changes nothing', async () => {
    const post = await createPost();
    expect((await admin('PUT', `/api/admin/blog/${post.id}`, formOf(post, { title: 'First save' }))).statusCode).toBe(200);
    const stale = await admin('PUT', `/api/admin/blog/${post.id}`, formOf(post, { title: 'Second save' }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toBe(ADMIN_MESSAGES.staleEdit);
    expect((await admin('GET', `/api/admin/blog/${post.id}`)).json<AdminBlogPost>().title).toBe('First save');
  });

  it('refuses taking another post’s slug, and makes one from the title when the slug is emptied', async () => {
    const [a, b] = [await createPost(), await createPost()];
    const clash = await admin('PUT', `/api/admin/blog/${b.id}`, formOf(b, { slug: a.slug }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error.fields.slug).toBe(M.slugTaken);
    const renamed = await admin('PUT', `/api/admin/blog/${b.id}`, formOf(b, { title: unique('Fresh title'), slug: '' }));
    expect(renamed.json<AdminBlogPost>().slug).toMatch(/^fresh-title-/);
  });

  it('deletes at once, audits it, and answers 404 after', async () => {
    const post = await createPost();
    expect((await admin('DELETE', `/api/admin/blog/${post.id}`)).statusCode).toBe(204);
    expect((await admin('DELETE', `/api/admin/blog/${post.id}`)).statusCode).toBe(404);
    expect((await admin('GET', `/api/admin/blog/${post.id}`)).json().error.message).toBe(M.notFound);
    expect((await admin('GET', '/api/admin/blog/not-an-id')).statusCode).toBe(400);
    const [entry] = await auditEntriesOf(t.database.db, 'blog_post', post.id);
    expect(entry).toMatchObject({ action: 'blog_post.delete', after: null });
    expect((await get(`/api/blog/${post.slug}`)).statusCode).toBe(404);
  });
});

describe('the admin list', () => {
  it('pages, searches and filters by status in SQL', async () => {
    const marker = unique('zebra');
    for (let i = 0; i < 5; i += 1) await createPost({ title: `${marker} ${i}`, published: i % 2 === 0 });
    const page = async (query: string) => {
      const res = await admin('GET', `/api/admin/blog?${query}`);
      expect(res.statusCode, query).toBe(200);
      return res.json<{ items: AdminBlogPost[]; total: number }>();
    };
    const q = encodeURIComponent(marker);
    const all = await page(`q=${q}&pageSize=2`);
    expect(all.total).toBe(5);
    expect(all.items.map((p) => p.title)).toEqual([`${marker} 4`, `${marker} 3`]);
    expect((await page(`q=${q}&pageSize=2&page=3`)).items.map((p) => p.title)).toEqual([`${marker} 0`]);
    expect((await page(`q=${q}&status=draft`)).total).toBe(2);
    expect((await page(`q=${q}&status=published&sort=createdAt`)).items.map((p) => p.title)).toEqual([`${marker} 0`, `${marker} 2`, `${marker} 4`]);
    expect((await admin('GET', '/api/admin/blog?status=archived')).statusCode).toBe(400);
    expect((await admin('GET', `/api/admin/blog?q=${'x'.repeat(201)}`)).statusCode).toBe(400);
  });
});

describe('the public list and articles', () => {
  it('shows only published posts, newest publication first, with every tag of the published posts', async () => {
    const tag = unique('Tag');
    const older = await createPost({ tags: [tag], title: unique('Older') });
    const draft = await createPost({ tags: [tag, unique('DraftOnly')], published: false });
    const newer = await createPost({ tags: [tag], title: unique('Newer') });
    const res = await get(`/api/blog?tag=${encodeURIComponent(tag)}`);
    expect(res.statusCode).toBe(200);
    const list = res.json<BlogListResponse>();
    expect(list.items.map((p) => p.id)).toEqual([newer.id, older.id]);
    expect(list.tags).toContain(tag);
    expect(list.tags).not.toContain(draft.tags[1]);
    expect(list.tags).toEqual(expect.arrayContaining(['Regulation', 'A2L']));
    expect((await get(`/api/blog/${draft.slug}`)).statusCode).toBe(404);
    expect((await get('/api/blog/no-such-post')).json().error).toMatchObject({ code: 'not_found', message: M.notFound });
  });

  it('searches the title, the excerpt and the text of the body, not its markup', async () => {
    const word = `quux${Date.now().toString(36)}`;
    const inBody = await createPost({ body: `<p>The ${word} inside</p>`, excerpt: 'Nothing here' });
    const inExcerpt = await createPost({ excerpt: `About ${word}` });
    await createPost({ body: `<p><img src="/uploads/images/${word}-1200.webp" alt="">Picture only</p>` });
    const found = (await get(`/api/blog?search=${word}`)).json<BlogListResponse>();
    expect(found.items.map((p) => p.id).sort()).toEqual([inBody.id, inExcerpt.id].sort());
    expect((await get(`/api/blog?search=${word.toUpperCase()}`)).json<BlogListResponse>().total).toBe(2);
  });

  it('pages the list and gives a card the text’s first 150 characters when the post has no excerpt', async () => {
    const first = (await get('/api/blog?pageSize=1')).json<BlogListResponse>();
    expect(first.items).toHaveLength(1);
    expect(first.total).toBeGreaterThan(1);
    const second = (await get('/api/blog?pageSize=1&page=2')).json<BlogListResponse>();
    expect(second.items[0]?.id).not.toBe(first.items[0]?.id);
    expect((await get('/api/blog?pageSize=1000')).statusCode).toBe(400);
    expect((await get('/api/blog?page=0')).statusCode).toBe(400);

    const post = await createPost({ body: `<p>${'y'.repeat(300)}</p>` });
    await t.database.db.update(blogPosts).set({ excerpt: null }).where(eq(blogPosts.id, post.id));
    const card = (await get('/api/blog?pageSize=1')).json<BlogListResponse>().items[0];
    expect(card?.excerpt).toBe(`${'y'.repeat(150)}...`);
  });

  it('dates the demo posts by their publication', async () => {
    const demo = await t.database.db.select().from(blogPosts).where(eq(blogPosts.slug, 'r-454b-or-r-32-choosing-an-a2l-refrigerant'));
    expect(demo[0]?.publishedAt?.toISOString()).toBe('2026-10-20T14:00:00.000Z');
    const article = (await get('/api/blog/r-454b-or-r-32-choosing-an-a2l-refrigerant')).json<BlogArticleResponse>();
    expect(article.post.publishedAt).toBe('2026-10-20T14:00:00.000Z');
  });
});

describe('article pages, sitemap and feed', () => {
  const head = (html: string) => {
    const meta = (key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    return {
      title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
      canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
      robots: meta('robots'),
      description: meta('description'),
      og: (key: string) => meta(`og:${key}`),
      jsonLd: ld ? (JSON.parse(ld) as Record<string, unknown>) : undefined,
    };
  };

  it('gives a published article its title, description, canonical, OpenGraph and BlogPosting JSON-LD', async () => {
    const post = await createPost({ title: unique('A2L & you <safety>'), excerpt: 'Handling "A2L" refrigerants safely.', bannerImageUrl: '/uploads/images/banner-abc-1200.webp' });
    const res = await get(`/news/${post.slug}`);
    expect(res.statusCode).toBe(200);
    const h = head(res.body);
    expect(h.title).toBe(`${post.title.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;')} | FrigidFlow`);
    expect(h.description).toBe('Handling &quot;A2L&quot; refrigerants safely.');
    expect(h.canonical).toBe(`http://localhost:3000/news/${post.slug}`);
    expect(h.robots).toBeUndefined();
    expect(h.og('type')).toBe('article');
    expect(h.og('image')).toBe('http://localhost:3000/uploads/images/banner-abc-1200.webp');
    expect(h.jsonLd).toMatchObject({
      '@type': 'BlogPosting',
      inLanguage: 'en',
      headline: post.title,
      datePublished: post.publishedAt,
      image: ['http://localhost:3000/uploads/images/banner-abc-1200.webp'],
      publisher: { '@type': 'Organization', name: 'FrigidFlow' },
    });
    expect(res.body).toContain('imagesrcset="/uploads/images/banner-abc-400.webp 400w');
  });

  it('answers 404 with noindex for an unknown or unpublished slug', async () => {
    const draft = await createPost({ published: false });
    for (const url of ['/news/no-such-article', `/news/${draft.slug}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      const h = head(res.body);
      expect(h.robots).toBe('noindex');
      expect(h.canonical).toBeUndefined();
      expect(h.title).toBe('Article Not Found | FrigidFlow');
    }
  });

  it('gives /blog its own title and canonical', async () => {
    const h = head((await get('/blog')).body);
    expect(h.title).toBe('Industry News | FrigidFlow');
    expect(h.canonical).toBe('http://localhost:3000/blog');
  });

  it('lists published posts in the sitemap with their last change, and follows blog writes at once', async () => {
    const post = await createPost({ published: false });
    expect((await get('/sitemap.xml')).body).not.toContain(`/news/${post.slug}<`);
    const published = (await admin('PUT', `/api/admin/blog/${post.id}`, formOf(post, { published: true }))).json<AdminBlogPost>();
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain(`<url><loc>http://localhost:3000/news/${post.slug}</loc><lastmod>${published.updatedAt}</lastmod><xhtml:link `);
    expect(sitemap).toContain(`<url><loc>http://localhost:3000/fr/news/${post.slug}</loc><lastmod>${published.updatedAt}</lastmod><xhtml:link `);
    await admin('DELETE', `/api/admin/blog/${post.id}`);
    expect((await get('/sitemap.xml')).body).not.toContain(`/news/${post.slug}<`);
  });

  it('serves an RSS feed of the latest 20 published posts with absolute, escaped links', async () => {
    const post = await createPost({ title: unique('Feed <b>&</b> "quotes"'), excerpt: 'Excerpt & more' });
    for (let i = 0; i < 20; i += 1) await createPost({ title: unique(`Filler ${i}`) });
    const draft = await createPost({ published: false });
    const res = await get('/blog/feed.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/);
    expect(res.body.match(/<item>/g)).toHaveLength(20);
    expect(res.body).not.toContain(draft.slug);
    expect(res.body).toContain('<link>http://localhost:3000/blog</link>');
    expect(res.body).toContain('<atom:link href="http://localhost:3000/blog/feed.xml" rel="self" type="application/rss+xml" />');
    expect(res.body).not.toContain(`/news/${post.slug}<`);
    const newest = (await get('/blog/feed.xml')).body;
    expect(newest).not.toContain('<b>');
    const latest = await createPost({ title: unique('Feed <b>&</b> "quotes"'), excerpt: 'Excerpt & more' });
    const feed = (await get('/blog/feed.xml')).body;
    expect(feed).toContain(`<link>http://localhost:3000/news/${latest.slug}</link>`);
    expect(feed).toContain(`<title>${latest.title.replace('&', '&amp;').replace('<b>', '&lt;b&gt;').replace('</b>', '&lt;/b&gt;').replaceAll('"', '&quot;')}</title>`);
    expect(feed).toContain('<description>Excerpt &amp; more</description>');
  });
});
