import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '@domain/languages';
import { startShopForSuite } from './support/shop-suite';
import { openPage } from './support/navigation';

const locale = (lang: string) =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../web/src/i18n/${lang}.json`), 'utf8')) as {
    catalog: { filtersToggle: string; categoryLabel: string; listView: string };
    product: { addToQuote: string };
  };

const PAGES = ['/products', '/products/category/hfc', '/products/r-410a', '/freon-wholesale'];

/** Widths or heights of the elements matched, in CSS pixels. */
const sizes = (page: Page, selector: string, side: 'width' | 'height' = 'width') =>
  page.locator(selector).evaluateAll((nodes, s) => nodes.map((node) => node.getBoundingClientRect()[s]), side);

/** Largest minus smallest: equal columns differ by under a pixel of sub-pixel layout. */
const spread = (values: number[]) => (values.length === 0 ? 0 : Math.max(...values) - Math.min(...values));

describe('catalogue layout on a phone and on a desktop', () => {
  const shop = startShopForSuite();
  const scriptErrors: string[] = [];

  async function open(url: string, lang: string, width: number, height: number): Promise<Page> {
    const context = await shop.browser.newContext({ viewport: { width, height } });
    // The cookie picks the server-rendered language, the stored choice the browser app's (web/src/i18n/index.ts).
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: lang, url: shop.server.url }]);
    await context.addInitScript((l) => window.localStorage.setItem('frigidflow.language', l), lang);
    const page = await context.newPage();
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    await openPage(page, `${shop.server.url}${url}`);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    return page;
  }

  describe.each(['en', 'fr', 'es'])('at 390 px in %s', (lang) => {
    it.each(PAGES)('%s does not scroll sideways, and its catalogue cards are all as wide as each other', async (url) => {
      const page = await open(url, lang, 390, 844);
      await page.locator('main h1').first().waitFor();
      if (url.startsWith('/products') && url !== '/products/r-410a') await page.locator('main article').first().waitFor();
      if (url === '/freon-wholesale') await page.locator('main ul li h3').first().waitFor();
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);

      expect(spread(await sizes(page, 'main article'))).toBeLessThan(1);
      expect(spread(await sizes(page, 'main article > a:first-child', 'height'))).toBeLessThan(1);
      await page.context().close();
    });
  });

  it('keeps the product page buttons inside their box in Spanish, and SKUs on one line on the cards', async () => {
    const es = locale('es');
    const page = await open('/products/r-410a', 'es', 390, 844);
    const quote = page.getByRole('button', { name: es.product.addToQuote });
    const box = await quote.evaluate((button) => ({ scroll: button.scrollWidth, client: button.clientWidth }));
    expect(box.scroll).toBeLessThanOrEqual(box.client);
    await page.context().close();

    const list = await open('/products', 'fr', 390, 844);
    const sku = list.locator('main article dd.font-mono').first();
    const lineHeight = await sku.evaluate((node) => parseFloat(getComputedStyle(node).lineHeight));
    expect((await sku.boundingBox())?.height ?? 0).toBeLessThanOrEqual(lineHeight + 1);
    await list.context().close();
  });

  it('folds the filters behind a Filters button on a phone, and shows them at once on a desktop', async () => {
    const fr = locale('fr');
    const phone = await open('/products', 'fr', 390, 844);
    const toggle = phone.getByRole('button', { name: fr.catalog.filtersToggle });
    // The Filters button is drawn (so is the panel it folds) before the folded filters are looked for.
    await toggle.waitFor();
    expect(await phone.getByRole('combobox', { name: fr.catalog.categoryLabel, exact: true }).isVisible()).toBe(false);
    // The first card's price is on the first screen, not under a screenful of filters: the advert banner, which takes
    // its room above the header instead of covering the page, is the one thing allowed to push it down.
    const price = await phone.getByTestId('cylinder-price').first().boundingBox();
    const advert = (await phone.getByTestId('advert-banner').boundingBox())?.height ?? 0;
    expect((price?.y ?? Infinity) + (price?.height ?? 0) - advert).toBeLessThanOrEqual(844);
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await phone.getByRole('combobox', { name: fr.catalog.categoryLabel, exact: true }).selectOption('hfo');
    await phone.waitForURL(/category=hfo/);
    await phone.context().close();

    const desktop = await open('/products', 'fr', 1366, 900);
    await desktop.getByRole('combobox', { name: fr.catalog.categoryLabel, exact: true }).waitFor();
    expect(await desktop.getByRole('button', { name: fr.catalog.filtersToggle }).isVisible()).toBe(false);
    expect(await desktop.getByRole('combobox', { name: fr.catalog.categoryLabel, exact: true }).isVisible()).toBe(true);
    await desktop.context().close();
  });

  it('gives desktop grid cards equal widths and picture heights, and list cards the full width', async () => {
    const en = locale('en');
    const page = await open('/products', 'en', 1366, 900);
    await page.locator('main article').first().waitFor();
    const cards = await sizes(page, 'main article');
    expect(cards.length).toBeGreaterThan(3);
    expect(spread(cards)).toBeLessThan(1);
    expect(spread(await sizes(page, 'main article > a:first-child', 'height'))).toBeLessThan(1);

    await page.getByRole('button', { name: en.catalog.listView }).click();
    const listWidth = await page.locator('main ul:has(> li > article)').evaluate((ul) => ul.getBoundingClientRect().width);
    const listed = await sizes(page, 'main article');
    expect(spread(listed)).toBeLessThan(1);
    expect(listed[0]).toBeCloseTo(listWidth, 0);
    await page.context().close();
    expect(scriptErrors).toEqual([]);
  });
});
