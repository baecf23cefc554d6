import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOG_MESSAGES as M, type AdminBlogPost, type BlogArticleResponse, type BlogListResponse } from '@domain/schemas/blog';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { auditEntriesOf, signInNewAdmin } from '../audit/testing';
import { call } from '../auth/testing';
import { blogPostForm } from './testing';

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
const unique = (text: string) => `${text}-${Date.now().toString(36)}${(counter += 1)}`;

const admin = (method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) => call(t.app, method, url, { cookie, body });
const get = (url: string) => call(t.app, 'GET', url);

/** A post in three languages, each with its own slug. */
function form(fields: Record<string, unknown> = {}) {
  const key = unique('post');
  return blogPostForm(key, {
    translations: {
      fr: { title: `Nouvelles des frigorigènes ${key}`, slug: `nouvelles-${key}`, excerpt: 'Un court résumé.', body: '<p>Quelques mots sur les frigorigènes.</p>', tags: 'Réglementation, Sécurité' },
      es: { title: `Noticias de refrigerantes ${key}`, slug: `noticias-${key}`, excerpt: 'Un breve resumen.', body: '<p>Unas palabras sobre refrigerantes.</p>', tags: ['Regulación'] },
    },
    ...fields,
  });
}

async function createPost(fields: Record<string, unknown> = {}): Promise<AdminBlogPost> {
  const res = await admin('POST', '/api/admin/blog', form(fields));
  if (res.statusCode !== 201) throw new Error(`create answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

const slugOf = (post: AdminBlogPost, language: 'fr' | 'es') => String(post.translations[language]?.slug);

describe('a post’s French and Spanish (docs/decisions/038)', () => {
  it('saves the three languages with their slugs and tags as lists, and audits the change', async () => {
    const post = await createPost();
    expect(post.translations.fr).toMatchObject({ slug: expect.stringMatching(/^nouvelles-/), tags: ['Réglementation', 'Sécurité'], excerpt: 'Un court résumé.' });
    expect(post.translations.es).toMatchObject({ slug: expect.stringMatching(/^noticias-/), tags: ['Regulación'] });
    expect((await admin('GET', `/api/admin/blog/${post.id}`)).json().translations).toEqual(post.translations);
    const [entry] = await auditEntriesOf(t.database.db, 'blog_post', post.id);
    expect(entry?.after).toMatchObject({ translations: post.translations });
  });

  it('makes a language’s slug from its title when left empty, and drops an empty editor and blank fields', async () => {
    const post = await createPost({ translations: { fr: { title: 'Réglementation « EPA » 2026', slug: '', excerpt: ' ', body: '<p></p>', tags: '' } } });
    expect(post.translations).toEqual({ fr: { title: 'Réglementation « EPA » 2026', slug: expect.stringMatching(/^reglementation-epa-2026/) } });
  });

  it('refuses a slug another post holds in any language with 409 naming the field', async () => {
    const first = await createPost();
    const fr = await admin('POST', '/api/admin/blog', form({ translations: { fr: { title: 'Autre', slug: first.slug } } }));
    expect(fr.statusCode).toBe(409);
    expect(fr.json().error).toMatchObject({ code: 'conflict', fields: { 'translations.fr.slug': M.slugTaken } });
    const es = await admin('POST', '/api/admin/blog', form({ translations: { es: { title: 'Otro', slug: slugOf(first, 'fr') } } }));
    expect(es.statusCode).toBe(409);
    expect(es.json().error.fields).toEqual({ 'translations.es.slug': M.slugTaken });
    const en = await admin('POST', '/api/admin/blog', form({ slug: slugOf(first, 'es') }));
    expect(en.statusCode).toBe(409);
    expect(en.json().error.fields).toEqual({ slug: M.slugTaken });
    // A post may use one slug in all its languages.
    const same = unique('same');
    expect((await admin('POST', '/api/admin/blog', form({ slug: same, translations: { fr: { title: 'Pareil', slug: same } } }))).statusCode).toBe(201);
  });

  it('answers 400 naming the translated field on bad input', async () => {
    const long = await admin('POST', '/api/admin/blog', form({ translations: { es: { title: 'x'.repeat(201) } } }));
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toMatchObject({ 'translations.es.title': M.titleTooLong });
    const slug = await admin('POST', '/api/admin/blog', form({ translations: { fr: { title: 'Titre', slug: '★★★' } } }));
    expect(slug.json().error.fields).toMatchObject({ 'translations.fr.slug': M.slugInvalid });
    const tags = await admin('POST', '/api/admin/blog', form({ translations: { fr: { tags: 'x'.repeat(51) } } }));
    expect(tags.json().error.fields).toMatchObject({ 'translations.fr.tags': M.tagTooLong });
    const unknown = await admin('POST', '/api/admin/blog', form({ translations: { de: { title: 'Titel' } } }));
    expect(unknown.statusCode).toBe(400);
  });

  it('cleans a <script> out of the French body as the English one, stored and served', async () => {
    const post = await createPost({ translations: { fr: { title: 'Piège', body: '<p>Bonjour</p><script>alert(1)</script><img src=x onerror="alert(2)">' } } });
    expect(post.translations.fr?.body).toBe('<p>Bonjour</p><img src="x" />');
    const served = (await get(`/api/blog/${slugOf(post, 'fr')}`)).json() as BlogArticleResponse;
    expect(String(served.post.translations.fr?.body)).not.toMatch(/script|onerror/);
  });
});

describe('the public answers in three languages', () => {
  it('carries each post’s texts and slugs on the list (no bodies), the tags per language, and filters by a tag in any language', async () => {
    const post = await createPost();
    const list = (await get('/api/blog?pageSize=48')).json() as BlogListResponse;
    const card = list.items.find((item) => item.id === post.id);
    expect(card?.translations.fr).toMatchObject({ title: post.translations.fr?.title, slug: slugOf(post, 'fr'), tags: ['Réglementation', 'Sécurité'] });
    expect(card?.translations.fr).not.toHaveProperty('body');
    expect(list.tagsByLanguage.fr).toEqual(expect.arrayContaining(['Réglementation', 'Sécurité']));
    expect(list.tagsByLanguage.es).toContain('Regulación');
    expect(list.tags).not.toContain('Sécurité');
    expect(list.englishTagsByLanguage.fr).not.toContain('Sécurité');
    const byFrenchTag = (await get(`/api/blog?tag=${encodeURIComponent('Sécurité')}&pageSize=48`)).json() as BlogListResponse;
    expect(byFrenchTag.items.map((item) => item.id)).toContain(post.id);
    const bySpanishWords = (await get(`/api/blog?search=${encodeURIComponent('Unas palabras')}&pageSize=48`)).json() as BlogListResponse;
    expect(bySpanishWords.items.map((item) => item.id)).toContain(post.id);
  });

  it('names the filter’s tags that are English because no post gives them in French or Spanish', async () => {
    const tag = unique('Untranslated');
    await createPost({ tags: [tag], translations: { es: { title: 'Solo el título' } } });
    const list = (await get('/api/blog?pageSize=48')).json() as BlogListResponse;
    expect(list.tagsByLanguage.fr).toContain(tag);
    expect(list.englishTagsByLanguage.fr).toContain(tag);
    expect(list.englishTagsByLanguage.es).toContain(tag);
    expect(list.englishTagsByLanguage.fr).not.toContain('Réglementation');
    expect(list.englishTagsByLanguage.es).not.toContain('Regulación');
  });

  it('finds an article by its slug in any language', async () => {
    const post = await createPost();
    for (const slug of [post.slug, slugOf(post, 'fr'), slugOf(post, 'es')]) {
      const res = await get(`/api/blog/${slug}`);
      expect(res.statusCode, slug).toBe(200);
      expect((res.json() as BlogArticleResponse).post).toMatchObject({ id: post.id, slug: post.slug, translations: { es: { body: '<p>Unas palabras sobre refrigerantes.</p>' } } });
    }
  });
});

describe('the heads and sitemap of a post in three languages', () => {
  const meta = (html: string, key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
  const link = (html: string, rel: string, hreflang?: string) =>
    new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]*)"`).exec(html)?.[1];

  it('draws /fr/news/<french-slug> with the French title, description, BlogPosting and each language’s slug in the alternates', async () => {
    const post = await createPost();
    const fr = slugOf(post, 'fr');
    const es = slugOf(post, 'es');
    const res = await get(`/fr/news/${fr}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`<title>${String(post.translations.fr?.title)} | FrigidFlow</title>`);
    expect(meta(res.body, 'description')).toBe('Un court résumé.');
    expect(meta(res.body, 'og:title')).toBe(`${String(post.translations.fr?.title)} | FrigidFlow`);
    expect(link(res.body, 'canonical')).toBe(`http://localhost:3000/fr/news/${fr}`);
    expect(link(res.body, 'alternate', 'en')).toBe(`http://localhost:3000/news/${post.slug}`);
    expect(link(res.body, 'alternate', 'fr')).toBe(`http://localhost:3000/fr/news/${fr}`);
    expect(link(res.body, 'alternate', 'es')).toBe(`http://localhost:3000/es/news/${es}`);
    expect(link(res.body, 'alternate', 'x-default')).toBe(`http://localhost:3000/news/${post.slug}`);
    const ld = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(res.body)?.[1] ?? '{}') as Record<string, unknown>;
    expect(ld).toMatchObject({ '@type': 'BlogPosting', headline: post.translations.fr?.title, inLanguage: 'fr', url: `http://localhost:3000/fr/news/${fr}`, keywords: 'Réglementation, Sécurité' });
  });

  it('moves another language’s slug permanently to the address language’s own slug', async () => {
    const post = await createPost();
    const english = await get(`/fr/news/${post.slug}`);
    expect(english.statusCode).toBe(301);
    expect(english.headers.location).toBe(`/fr/news/${slugOf(post, 'fr')}`);
    const french = await get(`/news/${slugOf(post, 'fr')}`);
    expect(french.statusCode).toBe(301);
    expect(french.headers.location).toBe(`/news/${post.slug}`);
  });

  it('keeps the English slug and text, marked as the French address, for a post with no French', async () => {
    const post = await createPost({ translations: {} });
    const res = await get(`/fr/news/${post.slug}`);
    expect(res.statusCode).toBe(200);
    expect(link(res.body, 'canonical')).toBe(`http://localhost:3000/fr/news/${post.slug}`);
    expect(res.body).toContain(`<title>${post.title} | FrigidFlow</title>`);
  });

  it('lists each post once per language with its own slug and the alternates', async () => {
    const post = await createPost();
    const sitemap = (await get('/sitemap.xml')).body;
    const fr = slugOf(post, 'fr');
    const es = slugOf(post, 'es');
    const entry = new RegExp(`<url><loc>http://localhost:3000/fr/news/${fr}</loc>.*?</url>`).exec(sitemap)?.[0] ?? '';
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="http://localhost:3000/news/${post.slug}"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="es" href="http://localhost:3000/es/news/${es}"/>`);
    expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="http://localhost:3000/news/${post.slug}"/>`);
    expect(sitemap).toContain(`<loc>http://localhost:3000/es/news/${es}</loc>`);
    expect(sitemap).toContain(`<loc>http://localhost:3000/news/${post.slug}</loc>`);
    expect(sitemap).not.toContain(`<loc>http://localhost:3000/fr/news/${post.slug}</loc>`);
  });
});

/**
 * Whether `text` is well-formed XML as far as a feed goes: one declaration, every tag closed in order, attributes
 * quoted, and no bare `<` or `&` in text or attributes.
 */
function wellFormedXml(text: string): boolean {
  const body = text.replace(/^<\?xml version="1\.0" encoding="UTF-8"\?>\n/, '');
  if (body.includes('<?')) return false;
  const open: string[] = [];
  const tag = /<(\/?)([A-Za-z_][\w.:-]*)((?:\s+[\w.:-]+="[^"<]*")*)\s*(\/?)>/g;
  let last = 0;
  for (const match of body.matchAll(tag)) {
    const between = body.slice(last, match.index);
    if (/[<>]|&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(between)) return false;
    if (/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-f]+);)/i.test(match[3] ?? '')) return false;
    const [, closing, name = '', , selfClosing] = match;
    if (closing) {
      if (open.pop() !== name) return false;
    } else if (!selfClosing) open.push(name);
    last = match.index + match[0].length;
  }
  return open.length === 0 && body.slice(last).trim() === '';
}

describe('the RSS feed of each language (docs/decisions/039)', () => {
  const items = (feed: string) => [...feed.matchAll(/<item>[\s\S]*?<\/item>/g)].map((match) => match[0]);
  const itemLinking = (feed: string, link: string) => items(feed).find((item) => item.includes(`<link>${link}</link>`)) ?? '';

  it('serves /fr/blog/feed.xml in French: the channel, each post’s French title, excerpt and tags at its French address', async () => {
    const post = await createPost({ translations: { ...form().translations, fr: { ...form().translations.fr, title: 'Sécurité & « bouteilles » <ici>' } } });
    const res = await get('/fr/blog/feed.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(wellFormedXml(res.body)).toBe(true);
    expect(res.body).toContain('<title>Actualités du secteur de FrigidFlow</title>');
    expect(res.body).toContain('<link>http://localhost:3000/fr/blog</link>');
    expect(res.body).toContain('<description>Réglementation des frigorigènes, notes techniques et nouvelles de FrigidFlow.</description>');
    expect(res.body).toContain('<language>fr</language>');
    expect(res.body).toContain('<atom:link href="http://localhost:3000/fr/blog/feed.xml" rel="self" type="application/rss+xml" />');
    const item = itemLinking(res.body, `http://localhost:3000/fr/news/${slugOf(post, 'fr')}`);
    expect(item).toContain('<title>Sécurité &amp; « bouteilles » &lt;ici&gt;</title>');
    expect(item).toContain(`<guid isPermaLink="true">http://localhost:3000/fr/news/${slugOf(post, 'fr')}</guid>`);
    expect(item).toContain('<description>Un court résumé.</description>');
    expect(item).toContain('<category>Réglementation</category>');
    expect(item).not.toContain('dc:language');
    // Every link of the French feed is a French address.
    const links = [...res.body.matchAll(/<link>([^<]*)<\/link>/g)].map((match) => match[1]);
    expect(links.length).toBeGreaterThan(1);
    for (const link of links) expect(link).toMatch(/^http:\/\/localhost:3000\/fr\//);
  });

  it('serves /es/blog/feed.xml in Spanish, and keeps /blog/feed.xml English with the English slugs', async () => {
    const post = await createPost();
    const spanish = (await get('/es/blog/feed.xml')).body;
    expect(wellFormedXml(spanish)).toBe(true);
    expect(spanish).toContain('<title>Noticias del sector de FrigidFlow</title>');
    expect(spanish).toContain('<language>es</language>');
    expect(spanish).toContain('<link>http://localhost:3000/es/blog</link>');
    const item = itemLinking(spanish, `http://localhost:3000/es/news/${slugOf(post, 'es')}`);
    expect(item).toContain(`<title>${String(post.translations.es?.title)}</title>`);
    expect(item).toContain('<description>Un breve resumen.</description>');
    expect(item).toContain('<category>Regulación</category>');
    const english = (await get('/blog/feed.xml')).body;
    expect(wellFormedXml(english)).toBe(true);
    expect(english).toContain('<language>en</language>');
    expect(itemLinking(english, `http://localhost:3000/news/${post.slug}`)).toContain(`<title>${post.title}</title>`);
    expect(english).not.toContain(slugOf(post, 'es'));
  });

  it('gives a post with no French its English texts at its English slug under /fr, marked dc:language en', async () => {
    const post = await createPost({ translations: { es: form().translations.es } });
    const feed = (await get('/fr/blog/feed.xml')).body;
    expect(wellFormedXml(feed)).toBe(true);
    expect(feed).toContain('xmlns:dc="http://purl.org/dc/elements/1.1/"');
    const item = itemLinking(feed, `http://localhost:3000/fr/news/${post.slug}`);
    expect(item).toContain(`<title>${post.title}</title>`);
    expect(item).toContain('<description>A short summary.</description>');
    expect(item).toContain('<dc:language>en</dc:language>');
    // The same post is Spanish in the Spanish feed, with no mark.
    expect(itemLinking((await get('/es/blog/feed.xml')).body, `http://localhost:3000/es/news/${slugOf(post, 'es')}`)).not.toContain('dc:language');
  });

  it('links each language’s feed from the heads of its blog list and articles', async () => {
    const post = await createPost();
    const feedLink = (html: string) => /<link rel="alternate" type="application\/rss\+xml" title="([^"]*)" href="([^"]*)" \/>/.exec(html)?.slice(1);
    expect(feedLink((await get('/blog')).body)).toEqual(['FrigidFlow Industry News', 'http://localhost:3000/blog/feed.xml']);
    expect(feedLink((await get('/fr/blog')).body)).toEqual(['Actualités du secteur de FrigidFlow', 'http://localhost:3000/fr/blog/feed.xml']);
    expect(feedLink((await get('/es/blog')).body)).toEqual(['Noticias del sector de FrigidFlow', 'http://localhost:3000/es/blog/feed.xml']);
    expect(feedLink((await get(`/news/${post.slug}`)).body)?.[1]).toBe('http://localhost:3000/blog/feed.xml');
    expect(feedLink((await get(`/fr/news/${slugOf(post, 'fr')}`)).body)?.[1]).toBe('http://localhost:3000/fr/blog/feed.xml');
    expect(feedLink((await get(`/es/news/${slugOf(post, 'es')}`)).body)?.[1]).toBe('http://localhost:3000/es/blog/feed.xml');
    // Other pages name no feed.
    expect(feedLink((await get('/fr/products')).body)).toBeUndefined();
  });
});
