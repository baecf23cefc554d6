import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import adminEnBlog from '../web/src/admin/i18n/en/blog.json';
import adminEnCommon from '../web/src/admin/i18n/en/common.json';
import en from '../web/src/i18n/en.json';
import frBlog from '../web/src/i18n/info/fr/blog.json';
import { ADMIN, signInAsAdminThroughApi } from './support/accounts';
import { openPage } from './support/navigation';
import { toastWithTitle } from './support/shop';
import { startShopForSuite } from './support/shop-suite';

const a = adminEnBlog;
const tabs = adminEnCommon.translations.languages;
const key = Date.now().toString(36);
const TEXTS = {
  en: { title: `Storing cylinders in winter ${key}`, slug: `storing-cylinders-in-winter-${key}`, excerpt: 'Keep cylinders upright, dry and away from heat.', tags: `Storage${key}, Safety`, body: 'Store cylinders upright in a dry place.' },
  fr: { title: `Entreposer les bouteilles en hiver ${key}`, slug: `entreposer-les-bouteilles-en-hiver-${key}`, excerpt: 'Gardez les bouteilles debout, au sec et loin de la chaleur.', tags: `Entreposage${key}, Sécurité`, body: 'Entreposez les bouteilles debout dans un endroit sec.' },
  es: { title: `Cómo almacenar cilindros en invierno ${key}`, slug: `almacenar-cilindros-en-invierno-${key}`, excerpt: 'Mantenga los cilindros de pie, secos y lejos del calor.', tags: `Almacenamiento${key}, Seguridad`, body: 'Almacene los cilindros de pie en un lugar seco.' },
} as const;

describe('a blog post in three languages (docs/decisions/038, 039)', () => {
  const shop = startShopForSuite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  const main = (page: Page) => page.locator('main');

  async function visitor(): Promise<BrowserContext> {
    return shop.browser.newContext({ viewport: { width: 1366, height: 900 } });
  }

  it('the admin writes the post in English, French and Spanish in the language tabs and publishes it', { timeout: 120_000 }, async () => {
    const context = await visitor();
    await signInAsAdminThroughApi(context, shop.server.url);
    const page = await context.newPage();
    await openPage(page, `${shop.server.url}/admin/blog`);
    await main(page).getByRole('button', { name: a.create }).first().click();
    const group = main(page).getByTestId('translated-fields');
    for (const language of ['en', 'fr', 'es'] as const) {
      const text = TEXTS[language];
      await group.getByRole('tab', { name: new RegExp(`^${tabs[language]}`) }).click();
      const panel = group.getByRole('tabpanel');
      await panel.getByRole('textbox', { name: a.form.title }).fill(text.title);
      await panel.getByRole('textbox', { name: a.form.slug }).fill(text.slug);
      await panel.getByRole('textbox', { name: a.form.excerpt }).fill(text.excerpt);
      await panel.getByRole('textbox', { name: a.form.tags }).fill(text.tags);
      await panel.getByRole('textbox', { name: a.form.body }).click();
      await page.keyboard.type(text.body);
      // Once a translation has every text, its tab is no longer marked missing.
      if (language !== 'en') await expect.poll(() => group.getByRole('tab', { name: new RegExp(`^${tabs[language]}`) }).getAttribute('data-missing')).toBeNull();
    }
    await main(page).getByRole('switch', { name: a.form.publish }).check({ force: true });
    await main(page).getByRole('button', { name: a.form.save }).click();
    await expect.poll(() => toastWithTitle(page, a.toasts.created).count()).toBeGreaterThan(0);
    await context.close();
  });

  it('reads each language at its own slug, server-drawn in that language without cookies', async () => {
    for (const [prefix, language] of [['', 'en'], ['/fr', 'fr'], ['/es', 'es']] as const) {
      const html = await (await fetch(`${shop.server.url}${prefix}/news/${TEXTS[language].slug}`)).text();
      expect(html, language).toContain(`<title>${TEXTS[language].title} | FrigidFlow</title>`);
      expect(html, language).toContain(`<meta name="description" content="${TEXTS[language].excerpt}" />`);
    }
    const french = await (await fetch(`${shop.server.url}/fr/news/${TEXTS.fr.slug}`)).text();
    expect(french).toContain(`<link rel="alternate" hreflang="en" href="${shop.server.url}/news/${TEXTS.en.slug}" />`);
    expect(french).toContain(`<link rel="alternate" hreflang="fr" href="${shop.server.url}/fr/news/${TEXTS.fr.slug}" />`);
    expect(french).toContain(`<link rel="alternate" hreflang="es" href="${shop.server.url}/es/news/${TEXTS.es.slug}" />`);

    const context = await visitor();
    const page = await context.newPage();
    for (const [prefix, language] of [['/fr', 'fr'], ['/es', 'es'], ['', 'en']] as const) {
      await openPage(page, `${shop.server.url}${prefix}/news/${TEXTS[language].slug}`);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(TEXTS[language].title);
      await expect(main(page).getByText(TEXTS[language].body).isVisible()).resolves.toBe(true);
    }
    await context.close();
  });

  it('offers each language’s RSS feed from its blog, a feed a browser parses as XML with the post in that language', async () => {
    const context = await visitor();
    const page = await context.newPage();
    for (const [prefix, language, feedWord] of [['/fr', 'fr', 'Flux RSS'], ['/es', 'es', 'Fuente RSS']] as const) {
      await openPage(page, `${shop.server.url}${prefix}/blog`);
      const feed = `${prefix}/blog/feed.xml`;
      expect(await page.locator('link[rel="alternate"][type="application/rss+xml"]').getAttribute('href')).toBe(`${shop.server.url}${feed}`);
      expect(await page.getByRole('link', { name: feedWord }).getAttribute('href')).toBe(feed);
      const xml = await (await fetch(`${shop.server.url}${feed}`)).text();
      const parsed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        if (doc.querySelector('parsererror')) return null;
        const items = [...doc.querySelectorAll('item')].map((item) => ({ title: item.querySelector('title')?.textContent, link: item.querySelector('link')?.textContent }));
        return { language: doc.querySelector('channel > language')?.textContent, items };
      }, xml);
      expect(parsed?.language).toBe(language);
      expect(parsed?.items).toContainEqual({ title: TEXTS[language].title, link: `${shop.server.url}${prefix}/news/${TEXTS[language].slug}` });
    }
    await context.close();
  });

  it('keeps the reader on the same post when the language menu changes the language', async () => {
    const context = await visitor();
    const page = await context.newPage();
    await openPage(page, `${shop.server.url}/news/${TEXTS.en.slug}`);
    await page.getByRole('combobox', { name: en.header.language, exact: true }).selectOption('fr');
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe(`/fr/news/${TEXTS.fr.slug}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(TEXTS.fr.title);
    await page.getByRole('combobox', { name: en.header.language, exact: true }).or(page.getByRole('combobox').first()).first().selectOption('es');
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/es/news/${TEXTS.es.slug}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(TEXTS.es.title);
    // The English slug under /fr moves to the French one.
    await openPage(page, `${shop.server.url}/fr/news/${TEXTS.en.slug}`);
    expect(new URL(page.url()).pathname).toBe(`/fr/news/${TEXTS.fr.slug}`);
    await context.close();
  });

  it('shows a post with no French in English marked lang="en" on /fr, on the list and the article', async () => {
    const admin = await visitor();
    await signInAsAdminThroughApi(admin, shop.server.url);
    const english = { title: `Only in English ${key}`, slug: `only-in-english-${key}`, excerpt: 'Nobody has translated this yet.', body: '<p>English words only.</p>', tags: [`English${key}`], published: true };
    const res = await admin.request.post(`${shop.server.url}/api/admin/blog`, { data: english, headers: { origin: shop.server.url } });
    expect(res.status()).toBe(201);
    await admin.close();

    const context = await visitor();
    const page = await context.newPage();
    await openPage(page, `${shop.server.url}/fr/news/${english.slug}`);
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(() => heading.textContent()).toBe(english.title);
    expect(await heading.getAttribute('lang')).toBe('en');
    expect(await page.locator('html').getAttribute('lang')).toMatch(/^fr/);
    await openPage(page, `${shop.server.url}/fr/blog`);
    const card = main(page).getByRole('article').filter({ hasText: english.title });
    expect(await card.getByRole('link', { name: english.title, exact: true }).getAttribute('lang')).toBe('en');
    // The filter's chips: the post's English tag is marked English, the French post's tags are French.
    const chips = main(page).getByRole('group', { name: frBlog.tagsLabel });
    expect(await chips.getByRole('button', { name: `English${key}`, exact: true }).getAttribute('lang')).toBe('en');
    expect(await chips.getByRole('button', { name: `Entreposage${key}`, exact: true }).getAttribute('lang')).toBeNull();
    const translated = main(page).getByRole('article').filter({ hasText: TEXTS.fr.title });
    expect(await translated.getByRole('link', { name: TEXTS.fr.title, exact: true }).getAttribute('href')).toBe(`/fr/news/${TEXTS.fr.slug}`);
    await context.close();
  });
});
