import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { startShopForSuite } from './support/shop-suite';
import { openPage } from './support/navigation';

const en = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../web/src/i18n/en.json'), 'utf8')) as {
  header: { searchLabel: string; language: string; mainNav: string };
  product: { addToCart: string; packaging: string };
};

describe('accessibility', () => {
  const shop = startShopForSuite();
  let context: BrowserContext;

  beforeAll(async () => {
    // One context for the whole file: the item put in the cart stays there for /cart and /checkout.
    context = await shop.browser.newContext();
  });

  async function open(route: string, ready: (page: Page) => Promise<unknown>): Promise<Page> {
    const page = await context.newPage();
    await openPage(page, `${shop.server.url}${route}`);
    await ready(page);
    // Let data-driven sections (featured products, adverts, testimonials) settle before the audit.
    await page.waitForLoadState('networkidle');
    return page;
  }

  const mainHeading = (page: Page) => page.locator('main h1').first().waitFor();

  it.each([
    ['the home page', '/', (page: Page) => page.locator('[data-testid="featured-product"], [data-testid="featured-empty"]').first().waitFor()],
    ['the catalogue', '/products', (page: Page) => page.locator('main article h2').first().waitFor()],
    ['a product page', '/products/r-410a', mainHeading],
  ])('finds no serious or critical violation on %s', async (_name, route, ready) => {
    const page = await open(route, ready);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it('finds no serious or critical violation on the cart and the checkout, with an item in the cart', async () => {
    const product = await open('/products/r-410a', mainHeading);
    await product.getByLabel(en.product.packaging, { exact: true }).selectOption('cylinder');
    await product.getByRole('button', { name: en.product.addToCart }).click();
    await product.close();

    for (const route of ['/cart', '/checkout']) {
      const page = await open(route, mainHeading);
      expect({ route, violations: await seriousViolations(page) }).toEqual({ route, violations: [] });
      await page.close();
    }
  });

  it('reaches the search box, the language select and the main navigation by tabbing from the top of the home page', async () => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await openPage(page, shop.server.url);
    await page.locator('header').getByText('FrigidFlow').first().waitFor();

    const wanted = {
      search: page.locator('header').getByLabel(en.header.searchLabel).first(),
      language: page.locator('header').getByLabel(en.header.language),
      navigation: page.getByRole('navigation', { name: en.header.mainNav }).getByRole('link').first(),
    };
    const reached = new Set<string>();
    for (let press = 0; press < 40 && reached.size < Object.keys(wanted).length; press += 1) {
      await page.keyboard.press('Tab');
      for (const [name, locator] of Object.entries(wanted)) {
        if (await locator.evaluate((element) => element === document.activeElement)) reached.add(name);
      }
    }
    expect([...reached].sort()).toEqual(['language', 'navigation', 'search']);
    await page.close();
  });
});
