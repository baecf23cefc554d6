import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startShopForSuite } from './support/shop-suite';
import { openPage, reloadPage } from './support/navigation';

const en = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../web/src/i18n/en.json'), 'utf8')) as {
  home: { browseProducts: string; requestQuote: string; featured: { title: string }; why: { title: string }; services: { title: string }; process: { title: string }; cta: { contact: string } };
  widgets: { testimonials: { title: string }; adverts: { label: string; pause: string } };
};

describe('home page and shared widgets', () => {
  const shop = startShopForSuite();

  async function openHome(): Promise<{ page: Page; errors: string[] }> {
    const page = await shop.browser.newPage();
    // The page's clock runs as usual; a test may move it on by a whole rotation instead of sleeping through one.
    await page.clock.install();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openPage(page, shop.server.url);
    return { page, errors };
  }

  it('shows every home section with the demo data', async () => {
    const { page, errors } = await openHome();
    const main = page.locator('main');
    await main.getByTestId('featured-product').nth(2).waitFor();
    expect(await main.getByTestId('featured-product').count()).toBe(3);
    expect(await main.getByTestId('featured-product').first().getByRole('heading').innerText()).toBe('R-410A');

    expect(await main.getByRole('link', { name: en.home.browseProducts }).getAttribute('href')).toBe('/products');
    expect(await main.getByRole('link', { name: en.home.requestQuote }).getAttribute('href')).toBe('/rfq');
    const stats = await main.getByTestId('home-stats').innerText();
    for (const claim of ['500+', '24h', '48hr', 'EPA']) expect(stats).toContain(claim);
    // Support keeps the business hours of the settings (footer): the home page claims no round-the-clock support.
    expect(stats).not.toContain('24/7');
    for (const title of [en.home.featured.title, en.home.why.title, en.home.services.title, en.home.process.title, en.widgets.testimonials.title]) {
      expect(await main.getByRole('heading', { name: title, level: 2 }).isVisible(), title).toBe(true);
    }
    expect(await main.getByTestId('testimonial').count()).toBeGreaterThan(0);
    expect(await main.getByTestId('testimonial').count()).toBeLessThanOrEqual(6);
    expect(await main.locator('ol > li').count()).toBe(4);

    const hrefs = await main.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const href of ['/freon-wholesale', '/products/r-410a', '/products/r-134a', '/contact', '/rfq', '/products']) expect(hrefs).toContain(href);

    const whatsapp = page.getByTestId('whatsapp-button');
    const link = new URL((await whatsapp.getAttribute('href')) ?? '');
    expect(link.host).toBe('wa.me');
    expect(link.pathname).toMatch(/^\/\d{11,12}$/);
    expect(link.searchParams.get('text')).toContain('Hello');
    expect(errors).toEqual([]);
  });

  /**
   * The live banner shows the one advert left: Free shipping, without the rotation's pause button (the server-drawn
   * banner, with both adverts, has one). Then a whole rotation period goes by on the page's clock, and still only it.
   */
  async function expectOnlyFreeShippingAfterARotation(page: Page) {
    const banner = page.getByTestId('advert-banner');
    await banner.getByText('Free shipping', { exact: true }).waitFor();
    await banner.getByRole('button', { name: en.widgets.adverts.pause }).waitFor({ state: 'detached' });
    await page.clock.runFor(5500);
    await banner.getByText('Free shipping', { exact: true }).waitFor();
    expect(await banner.getByText('Low-GWP refrigerants in stock').count()).toBe(0);
  }

  it('rotates the adverts every 5 seconds, and a dismissed one stays hidden for the session', async () => {
    const { page, errors } = await openHome();
    const banner = page.getByTestId('advert-banner');
    await banner.getByText('Free shipping', { exact: true }).waitFor();
    expect(await banner.getAttribute('data-advert-type')).toBe('discount');
    // '$500' in the stored text is replaced by the configured threshold (the default, $500).
    expect(await banner.innerText()).toContain('$500');

    await banner.getByText('Low-GWP refrigerants in stock').waitFor({ timeout: 7000 });
    expect(await banner.getAttribute('data-advert-type')).toBe('info');

    await banner.getByRole('button', { name: /Low-GWP refrigerants in stock/ }).click();
    await expectOnlyFreeShippingAfterARotation(page);

    await page.locator('header').getByRole('link', { name: 'Products' }).first().click();
    await page.waitForURL(/\/products$/);
    await page.goBack();
    await page.getByTestId('featured-product').first().waitFor();
    await expectOnlyFreeShippingAfterARotation(page);

    // The server draws both adverts (it cannot know what this tab dismissed): the live banner drops one.
    await reloadPage(page);
    await expectOnlyFreeShippingAfterARotation(page);

    // The banner's own chunk brings it to life a moment after the page: a tap before then is held and played once it is
    // live (web/public/boot.js), so one tap is enough.
    await banner.getByRole('button', { name: /Free shipping/ }).click();
    await banner.waitFor({ state: 'detached', timeout: 5000 });
    expect(errors).toEqual([]);
  });
});
