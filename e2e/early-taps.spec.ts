import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../web/src/i18n/en.json';
import { startShopForSuite } from './support/shop-suite';

/**
 * A visitor on a slow phone taps the server-rendered page before its code has brought it to life (issue 16): the tap
 * must count once the page is live. The CPU is slowed 4× like Lighthouse's mobile profile and the script that brings
 * the page (or one part of it) to life is held back until the test has tapped, so the taps surely land before, however
 * slow the machine.
 */
describe('taps before the page is live', () => {
  const shop = startShopForSuite();

  /** A slowed page whose `lateScript` is answered only once `release` is called. */
  async function slowPage(lateScript: RegExp): Promise<{ page: Page; release: () => void }> {
    const page = await shop.browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(lateScript, async (route) => {
      await released;
      await route.continue();
    });
    return { page, release };
  }

  const isLive = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-ready'));
  const waitUntilLive = (page: Page) => page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 30_000 });

  async function openProductPage(): Promise<{ page: Page; release: () => void; errors: string[] }> {
    const { page, release } = await slowPage(/\/assets\/index-[^/]+\.js$/);
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${shop.server.url}/products/r-410a`, { waitUntil: 'domcontentloaded' });
    return { page, release, errors };
  }

  it('keeps a packaging choice made on the product page before it is live', async () => {
    const { page, release, errors } = await openProductPage();
    const packaging = page.locator('main').getByLabel(en.product.packaging, { exact: true });
    await packaging.selectOption('pallet');
    expect(await isLive(page)).toBe(false);
    release();

    await waitUntilLive(page);
    // The server drew the cylinder's price; the pallet's is React's own answer to the held choice, so the page is live
    // and has taken it before the select is read.
    await page.locator('main').getByText(en.product.pricePer.replace('{{package}}', en.packages.pallet), { exact: true }).waitFor();
    expect(await packaging.inputValue()).toBe('pallet');
    expect(errors).toEqual([]);
  });

  it('counts a packaging choice and Add to Cart tapped on the product page before it is live', async () => {
    const { page, release, errors } = await openProductPage();
    const main = page.locator('main');
    await main.getByLabel(en.product.packaging, { exact: true }).selectOption('pallet');
    await main.getByRole('button', { name: en.product.addToCart }).click();
    expect(await isLive(page)).toBe(false);
    release();

    await waitUntilLive(page);
    // The toast names the package added (after adding, the form goes back to its first choice: storefront spec §4).
    await page.getByRole('status').getByText(`(${en.packages.pallet}) added to your cart`).waitFor({ timeout: 10_000 });
    await page.getByRole('link', { name: en.header.cart_one.replace('{{count}}', '1') }).waitFor();
    expect(errors).toEqual([]);
  });

  it('counts Add to Cart tapped on a catalogue card before the page is live', async () => {
    const { page, release } = await slowPage(/\/assets\/index-[^/]+\.js$/);
    await page.goto(`${shop.server.url}/products`, { waitUntil: 'domcontentloaded' });
    const card = page.locator('main').getByRole('article').filter({ has: page.getByRole('heading', { name: 'R-410A', exact: true }) });
    await card.getByRole('combobox').selectOption({ index: 1 });
    await card.getByRole('button', { name: new RegExp(en.product.addToCart, 'i') }).click();
    expect(await isLive(page)).toBe(false);
    release();

    await waitUntilLive(page);
    await page.getByRole('link', { name: en.header.cart_one.replace('{{count}}', '1') }).waitFor({ timeout: 10_000 });
  });

  it('keeps an e-mail typed in the footer before the footer is live, and subscribes with it when Subscribe was tapped then', async () => {
    const { page, release } = await slowPage(/\/assets\/site-footer-[^/]+\.js$/);
    await page.goto(shop.server.url, { waitUntil: 'domcontentloaded' });
    await waitUntilLive(page);
    const form = page.locator('footer').getByRole('form', { name: en.newsletter.formLabel });
    await form.getByLabel(en.newsletter.emailLabel).fill(`early-${Date.now()}@example.com`);
    await form.getByRole('button', { name: en.newsletter.submit }).click();
    release();

    await page.getByTestId('newsletter-success').waitFor({ timeout: 15_000 });
    expect(await page.getByTestId('newsletter-success').innerText()).toContain(en.newsletter.successTitle);
    expect(await page.locator('footer').getByRole('alert').count()).toBe(0);
    await page.close();
  });

  it("counts the advert's dismissal tapped before the page is live, and before the banner's own code is in", async () => {
    for (const late of [/\/assets\/index-[^/]+\.js$/, /\/assets\/advert-banner-[^/]+\.js$/]) {
      const { page, release } = await slowPage(late);
      await page.goto(shop.server.url, { waitUntil: 'domcontentloaded' });
      const banner = page.getByTestId('advert-banner');
      await banner.getByRole('button', { name: /Free shipping/ }).click();
      if (late.source.includes('index')) expect(await isLive(page)).toBe(false);
      release();

      await waitUntilLive(page);
      // The other advert stays.
      await banner.getByText('Low-GWP refrigerants in stock').waitFor({ timeout: 15_000 });
      expect(await banner.getByText('Free shipping', { exact: true }).count()).toBe(0);
      // Dismissed for the session: a later visit to the page does not show it again.
      await page.reload();
      await waitUntilLive(page);
      await page.getByText('Free shipping', { exact: true }).waitFor({ state: 'detached', timeout: 10_000 });
      await page.close();
    }
  });
});
