import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatMoney, toCents } from '@domain/money';
import { DEMO_BLOG_POSTS } from '@server/db/seed/content';
import { startShopForSuite } from './support/shop-suite';
import { fetchProduct } from './support/shop';
import { openPage } from './support/navigation';
import { scriptsOfPage } from '../scripts/bench/page-scripts';

type Texts = { catalog: { title: string }; pages: { products: string }; home: { intro: string }; product: { addToCart: string; packaging: string } };
const texts = (language: string) =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../web/src/i18n/${language}.json`), 'utf8')) as Texts;
/** The built storefront the suite's server sends (e2e/support/global-setup.ts builds it). */
const BUILT_WEB = path.resolve(import.meta.dirname, '../dist/web');
const en = texts('en');
const fr = texts('fr');

describe('pages rendered on the server', () => {
  const shop = startShopForSuite();

  async function withoutScripts<T>(use: (page: Page, context: BrowserContext) => Promise<T>, language?: string): Promise<T> {
    const context = await shop.browser.newContext({ javaScriptEnabled: false });
    if (language) await context.addCookies([{ name: 'frigidflow_lang', value: language, url: shop.server.url }]);
    try {
      return await use(await context.newPage(), context);
    } finally {
      await context.close();
    }
  }

  it('shows the home page, the catalogue and a product before any script runs', async () => {
    const product = await fetchProduct(shop.server.url, 'r-410a');
    await withoutScripts(async (page) => {
      await page.goto(shop.server.url);
      await expect(page.getByText(en.home.intro).isVisible()).resolves.toBe(true);

      await page.goto(`${shop.server.url}/products`);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(en.catalog.title);
      await expect(page.getByRole('heading', { name: product.name, exact: true }).count()).resolves.toBeGreaterThan(0);

      await page.goto(`${shop.server.url}/products/r-410a`);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(product.name);
      await expect(page.locator('main').textContent()).resolves.toContain(formatMoney(toCents(product.price)));
    });
  });

  it('renders in the language the visitor chose, and says so in <html lang>', async () => {
    await withoutScripts(async (page) => {
      await page.goto(`${shop.server.url}/products`);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(fr.catalog.title);
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('fr');
    }, 'fr');
  });

  it('renders an information page with its own texts in the visitor’s language (the site map, in French)', async () => {
    const infoFr = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../web/src/i18n/info/fr/sitemap.json'), 'utf8')) as {
      title: string;
      groups: Record<string, string>;
    };
    await withoutScripts(async (page) => {
      const response = await page.goto(`${shop.server.url}/sitemap`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(infoFr.title);
      await expect(page.locator('main').getByRole('heading', { level: 2 }).allTextContents()).resolves.toEqual(Object.values(infoFr.groups));
      const mapLinks = page.locator('main').getByRole('link', { name: fr.pages.products, exact: true });
      await expect(mapLinks.getAttribute('href')).resolves.toBe('/products');
    }, 'fr');
  });

  // Fifteen pages, each to a settled network and two frames: more than one test's usual minute on a busy machine.
  it('comes to life without a hydration error and without reading again what the page already holds', async () => {
    const pages = ['/', '/products', '/products/r-410a', '/freon-wholesale', '/sitemap'];
    const information = ['/about', '/testimonials', '/certifications', '/contact', '/support', '/shipping', '/faq', '/compliance', '/blog'];
    const article = DEMO_BLOG_POSTS.find((post) => post.published);
    if (!article) throw new Error('the demo has no published post');
    for (const route of [...pages, ...information, `/news/${article.slug}`]) {
      const page = await shop.browser.newPage();
      const errors: string[] = [];
      const apiReads: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        // The session is the visitor's own (never in a shared page); adverts are read on every mount by the spec (§7).
        const own = pathname === '/api/auth/session' || pathname === '/api/content/adverts';
        if (request.method() === 'GET' && pathname.startsWith('/api/') && !own) apiReads.push(pathname);
      });
      await openPage(page, `${shop.server.url}${route}`);
      // A late hydration error is reported after the first commit, and a later part's once its code has come: wait for
      // the network to settle (every later part's code in) and for two frames drawn after it.
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
      expect(errors, route).toEqual([]);
      expect(apiReads, route).toEqual([]);
      await page.close();
    }
  }, 120_000);

  it('keeps the cart the visitor filled when the page it was rendered without comes to life', async () => {
    const page = await shop.browser.newPage();
    await openPage(page, `${shop.server.url}/products/r-410a`);
    await page.getByLabel(en.product.packaging, { exact: true }).selectOption('cylinder');
    await page.getByRole('button', { name: en.product.addToCart }).click();
    await openPage(page, `${shop.server.url}/products`);
    // The server knows nothing of the cart and renders it empty; the browser shows it once the page is live.
    await page.getByRole('link', { name: 'Cart, 1 item' }).first().waitFor();
    await page.close();
  });

  it('loads no validation library with the pages a buyer opens first: home, catalogue, a product, Industry News', async () => {
    for (const route of ['/', '/products', '/products/r-410a', '/blog']) {
      const scripts = scriptsOfPage(await (await fetch(`${shop.server.url}${route}`)).text());
      expect(scripts.length, route).toBeGreaterThan(0);
      const withZod = scripts.filter((file) => fs.readFileSync(path.join(BUILT_WEB, file), 'utf8').includes('ZodError'));
      expect(withZod, route).toEqual([]);
    }
  });

  it('loads no Stripe code and asks js.stripe.com nothing on the home, catalogue and product pages (docs/decisions/040)', async () => {
    const isStripe = (file: string) => fs.readFileSync(path.join(BUILT_WEB, file), 'utf8').includes('js.stripe.com');
    // The build has Stripe's code, in a chunk of its own that only the payment fields import.
    expect(fs.readdirSync(path.join(BUILT_WEB, 'assets')).filter((file) => file.endsWith('.js') && isStripe(`/assets/${file}`)).length).toBeGreaterThan(0);
    const page = await shop.browser.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    try {
      for (const route of ['/', '/products', '/products/r-410a']) {
        const scripts = scriptsOfPage(await (await fetch(`${shop.server.url}${route}`)).text());
        expect(scripts.filter(isStripe), route).toEqual([]);
        await openPage(page, `${shop.server.url}${route}`);
        await page.waitForLoadState('networkidle');
      }
    } finally {
      await page.close();
    }
    const ours = requested.filter((url) => url.startsWith(`${shop.server.url}/assets/`) && url.endsWith('.js')).map((url) => new URL(url).pathname);
    expect(ours.length).toBeGreaterThan(0);
    // Every script these pages load, first or later (their own lazy parts), is free of Stripe's code.
    expect(ours.filter(isStripe)).toEqual([]);
    expect(requested.filter((url) => new URL(url).hostname.endsWith('stripe.com'))).toEqual([]);
  });
});
