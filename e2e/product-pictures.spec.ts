import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PRODUCT_PAGE_IMAGE_SIZES } from '@domain/images';
import en from '../web/src/i18n/en.json';
import { startShopForSuite } from './support/shop-suite';
import { addFromProductPage, fetchProduct } from './support/shop';
import { openPage } from './support/navigation';

interface Shown {
  alt: string | null;
  naturalWidth: number;
  currentSrc: string;
  loading: string;
  fetchPriority: string;
  sizes: string;
  srcset: string;
  width: number;
  height: number;
}

/** What the browser made of a picture once it has loaded it. */
async function shown(image: Locator): Promise<Shown> {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
  return image.evaluate((img: HTMLImageElement) => ({
    alt: img.getAttribute('alt'),
    naturalWidth: img.naturalWidth,
    currentSrc: img.currentSrc,
    loading: img.loading,
    fetchPriority: img.getAttribute('fetchpriority') ?? '',
    sizes: img.sizes,
    srcset: img.srcset,
    width: img.width,
    height: img.height,
  }));
}

describe('product pictures', () => {
  const shop = startShopForSuite();
  const scriptErrors: string[] = [];

  async function open(url: string, width: number, height: number, deviceScaleFactor = 1): Promise<Page> {
    const context = await shop.browser.newContext({ viewport: { width, height }, deviceScaleFactor });
    const page = await context.newPage();
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    await openPage(page, `${shop.server.url}${url}`);
    return page;
  }

  it('shows each catalogue card its product’s cylinder as WebP, the first row at once and the rest when scrolled near', async () => {
    const page = await open('/products', 1366, 900);
    const cards = page.locator('main article');
    await cards.first().waitFor();
    const count = await cards.count();
    expect(count).toBeGreaterThan(20);

    for (const index of [0, 1, count - 1]) {
      const card = cards.nth(index);
      const name = (await card.locator('h2').textContent())?.trim();
      const picture = await shown(card.locator('img'));
      expect(picture.alt).toBe(name);
      expect(picture.currentSrc).toMatch(/\/uploads\/images\/r-[a-z0-9]+-cylinder-[a-p]{10}-(400|800|1200)\.webp$/);
      expect(picture.srcset).toMatch(/-400\.webp 400w, .*-800\.webp 800w, .*-1200\.webp 1200w$/);
      expect(picture.sizes).toContain('(min-width: 1280px) 390px');
      // A 390 px wide slot on a 1x screen needs the 400 px file, never a larger one.
      expect(picture.currentSrc).toMatch(/-400\.webp$/);
      expect(picture.loading).toBe(index < 3 ? 'eager' : 'lazy');
      expect(picture.fetchPriority).toBe(index === 0 ? 'high' : '');
    }
    expect(await page.getByText(/^R$/).count()).toBe(0);
    await page.context().close();
  });

  it('puts the first cards’ pictures in the server-rendered page, and the others once the browser sees them', async () => {
    const html = await (await fetch(`${shop.server.url}/products`)).text();
    const images = [...html.matchAll(/<img [^>]*>/g)].map((match) => match[0]);
    expect(images.length).toBeGreaterThan(20);
    expect(images.slice(0, 3).every((img) => / srcSet="[^"]+-400\.webp 400w/i.test(img) && / src="\/uploads\/images\//.test(img))).toBe(true);
    expect(images.slice(3).every((img) => !/ src=/.test(img) && / loading="lazy"/.test(img))).toBe(true);
    expect(images.every((img) => / width="\d+"/.test(img) && / height="\d+"/.test(img))).toBe(true);
  });

  it('draws the product page’s main picture first, at the width its column needs, named for the product', async () => {
    const product = await fetchProduct(shop.server.url, 'r-134a');
    const html = await (await fetch(`${shop.server.url}/products/r-134a`)).text();
    expect(html).toContain(`<link rel="preload" as="image" href="${product.thumbnailUrl}"`);

    const desktop = await open('/products/r-134a', 1366, 900);
    const main = await shown(desktop.getByRole('img', { name: product.name }));
    expect(main.fetchPriority).toBe('high');
    expect(main.loading).toBe('eager');
    expect(main.sizes).toBe(PRODUCT_PAGE_IMAGE_SIZES);
    expect(main.currentSrc).toMatch(/-800\.webp$/);
    expect(main.height / main.width).toBeCloseTo(0.75, 1);
    await desktop.context().close();

    const phone = await open('/products/r-134a', 390, 844, 3);
    expect((await shown(phone.getByRole('img', { name: product.name }))).currentSrc).toMatch(/-1200\.webp$/);
    await phone.context().close();
  });

  it('shows the pictures on the home page’s featured products and in the cart', async () => {
    const home = await open('/', 1366, 900);
    const featured = home.getByTestId('featured-product').first();
    const name = (await featured.locator('h3').textContent())?.trim();
    const picture = await shown(featured.locator('img'));
    expect(picture.alt).toBe(name);
    expect(picture.currentSrc).toMatch(/\.webp$/);
    await home.context().close();

    const context = await shop.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    await addFromProductPage(page, shop.server.url, 'r-22', 'cylinder');
    await openPage(page, `${shop.server.url}/cart`);
    const line = page.locator('main li').filter({ hasText: 'R-22' }).first();
    const thumb = await shown(line.locator('img'));
    expect(thumb.alt).toBe('');
    // The smallest width fits a 64 px thumbnail, though Chromium reuses a larger one it already holds (the product page's).
    expect(thumb.currentSrc).toMatch(/-(400|800|1200)\.webp$/);
    expect(thumb.sizes).toBe('64px');
    expect(await page.getByRole('heading', { name: en.cart.title }).count()).toBe(1);
    await context.close();
    expect(scriptErrors).toEqual([]);
  });
});
