import { describe, expect, it } from 'vitest';
import en from '../web/src/i18n/en.json';
import { startShopForSuite } from './support/shop-suite';
import { openPage } from './support/navigation';

describe('moving between pages', () => {
  const shop = startShopForSuite();

  it('shows the error page inside the layout when a page’s code cannot be downloaded, and recovers on another address', async () => {
    const page = await shop.browser.newPage();
    // An old tab after a release: the hashed file of the cart page is gone from the server.
    await page.route(/\/assets\/cart-page-[^/]+\.js$/, (route) => route.fulfill({ status: 404, body: 'gone' }));
    await openPage(page, shop.server.url);
    await page.locator('header').getByRole('link', { name: /^Cart, / }).click();
    await page.waitForURL(`${shop.server.url}/cart`);
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: en.routeError.title }).waitFor();
    await main.getByRole('button', { name: en.routeError.reload }).waitFor();
    expect(await page.locator('header').getByRole('navigation', { name: en.header.mainNav }).isVisible()).toBe(true);

    await page.locator('header').getByRole('navigation', { name: en.header.mainNav }).getByRole('link', { name: en.nav.products }).click();
    await page.waitForURL(`${shop.server.url}/products`);
    await main.locator('article').first().waitFor();
    expect(await main.getByRole('heading', { name: en.routeError.title }).count()).toBe(0);
    await page.close();
  });

  it('opens a new page at its top', async () => {
    const page = await shop.browser.newPage({ viewport: { width: 1280, height: 720 } });
    await openPage(page, shop.server.url);
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await footer.getByRole('link', { name: en.pages.products, exact: true }).click();
    await page.waitForURL(`${shop.server.url}/products`);
    await page.locator('main article').first().waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.close();
  });
});
