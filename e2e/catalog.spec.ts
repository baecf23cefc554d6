import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@domain/money';
import { largestSavingPercent, packageFacts } from '@domain/package-facts';
import { packageUnitPriceCents } from '@domain/pricing';
import type { PublicProduct } from '@domain/schemas/product';
import { startShopForSuite } from './support/shop-suite';
import { openPage } from './support/navigation';

const en = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../web/src/i18n/en.json'), 'utf8')) as {
  header: { searchLabel: string };
  catalog: { categoryLabel: string; sortLabel: string };
  product: { addToCart: string; added: string; viewDetails: string; packaging: string; pricePrompt: string; notFoundTitle: string; packagingFor: string };
};

describe('catalogue and product pages', () => {
  const shop = startShopForSuite();
  const scriptErrors: string[] = [];

  async function open(path: string): Promise<Page> {
    const page = await shop.browser.newPage();
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    await openPage(page, `${shop.server.url}${path}`);
    return page;
  }

  async function product(slug: string): Promise<PublicProduct> {
    const res = await fetch(`${shop.server.url}/api/products/${slug}`);
    return ((await res.json()) as { product: PublicProduct }).product;
  }

  const cardNames = (page: Page) => page.locator('main article h2').allTextContents();

  it('searches from the header box and shows the matches in the catalogue', async () => {
    const page = await open('/');
    const header = page.locator('header');
    await header.getByLabel(en.header.searchLabel).first().fill('  R 410A ');
    await header.getByLabel(en.header.searchLabel).first().press('Enter');
    await page.waitForURL(/\/products\?search=R\+410A$/);
    await page.getByRole('status').filter({ hasText: /found/ }).waitFor();
    const names = await cardNames(page);
    expect(names).toContain('R-410A');
    expect(names.length).toBeLessThan(5);
    expect(await page.getByText('1 product found').or(page.getByText(/\d+ products found/)).count()).toBe(1);
    await page.close();
  });

  it('filters by category and sorts by price, keeping both in the address so Back works', async () => {
    const page = await open('/products');
    await page.locator('main article').first().waitFor();
    const all = (await cardNames(page)).length;
    await page.getByLabel(en.catalog.categoryLabel).selectOption('hfo');
    await page.waitForURL(/category=hfo/);
    await expect.poll(async () => (await cardNames(page)).length).toBeLessThan(all);
    expect(await cardNames(page)).toContain('R-1234yf');

    // The sorted answer, then the list drawn from it (busy while the previous results stay on screen), before the order is read.
    const sorted = page.waitForResponse((response) => new URL(response.url()).searchParams.get('sort') === 'price');
    await page.getByLabel(en.catalog.sortLabel).selectOption('price');
    await page.waitForURL(/sort=price/);
    await sorted;
    await page.locator('main ul[aria-busy="false"]').waitFor();
    const prices = async () => (await page.getByTestId('cylinder-price').allTextContents()).map((p) => Number(p.replace(/[^\d.]/g, '')));
    await expect.poll(async () => {
      const numbers = await prices();
      return numbers.every((n, i) => i === 0 || n >= (numbers[i - 1] ?? 0));
    }).toBe(true);

    await page.goBack();
    await page.waitForURL((url) => !url.search.includes('sort='));
    expect(new URL(page.url()).searchParams.get('category')).toBe('hfo');
    await page.close();
  });

  it('pages through the catalogue with the page in the address, Back and Forward keeping it, and draws page 2 on the server', async () => {
    const { total, pageSize } = (await (await fetch(`${shop.server.url}/api/products`)).json()) as { total: number; pageSize: number };
    expect(total).toBeGreaterThan(pageSize);
    const page = await open('/products');
    await page.locator('main article').first().waitFor();
    const firstPage = await cardNames(page);
    expect(firstPage).toHaveLength(pageSize);
    expect(await page.getByText(`${total} products found`).count()).toBe(1);
    const pages = page.getByRole('navigation', { name: 'Product pages' });
    expect(await pages.getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');

    await pages.getByRole('link', { name: 'Next page' }).click();
    await page.waitForURL(/\/products\?page=2$/);
    await expect.poll(async () => (await cardNames(page)).length).toBe(total - pageSize);
    const secondPage = await cardNames(page);
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
    expect(await pages.getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/products' && url.search === '');
    await expect.poll(() => cardNames(page)).toEqual(firstPage);
    await page.goForward();
    await page.waitForURL(/\/products\?page=2$/);
    await expect.poll(() => cardNames(page)).toEqual(secondPage);

    // A new filter starts again from the first page.
    await page.getByLabel(en.catalog.sortLabel).selectOption('price');
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price' && !url.searchParams.has('page'));
    await page.close();

    // The server draws the page in the address, not the first one.
    const html = await (await fetch(`${shop.server.url}/products?page=2`)).text();
    for (const name of secondPage) expect(html).toContain(`>${name}<`);
    expect(html).not.toContain(`>${firstPage[0]}<`);
  });

  it('opens a product on the cylinder the catalogue prices, then shows the domain price of each package chosen', async () => {
    const r410a = await product('r-410a');
    const page = await open('/products?search=r410a');
    await page.getByRole('link', { name: 'R-410A', exact: true }).click();
    await page.waitForURL(/\/products\/r-410a$/);
    await page.getByRole('heading', { level: 1, name: 'R-410A' }).waitFor();
    expect(await page.title()).toMatch(/^R-410A \| /);
    expect(await page.getByLabel(en.product.packaging, { exact: true }).inputValue()).toBe('cylinder');
    expect(await page.getByTestId('package-price').textContent()).toBe(formatMoney(packageUnitPriceCents(r410a, 'cylinder')));

    await page.getByLabel(en.product.packaging, { exact: true }).selectOption('pallet');
    expect(await page.getByTestId('package-price').textContent()).toBe(formatMoney(packageUnitPriceCents(r410a, 'pallet')));
    await page.getByLabel(en.product.packaging, { exact: true }).selectOption('container_40ft');
    expect(await page.getByTestId('package-price').textContent()).toBe(formatMoney(packageUnitPriceCents(r410a, 'container_40ft')));

    await page.getByRole('button', { name: 'Add to Quote Request' }).click();
    await page.getByRole('status').getByText(/added to your quote request/).waitFor();
    expect(await page.getByLabel(en.product.packaging, { exact: true }).inputValue()).toBe('cylinder');
    await expect.poll(() => page.getByTestId('package-price').textContent()).toBe(formatMoney(packageUnitPriceCents(r410a, 'cylinder')));
    expect(await page.getByText(en.product.pricePrompt).count()).toBe(0);
    await page.close();
  });

  it('explains on the product page what each package holds, its per-cylinder price and what its saving is measured against', async () => {
    const r410a = await product('r-410a');
    expect(r410a.cylinderNetWeightLb).toBe(25);
    const page = await open('/products/r-410a');
    const pallet = page.getByTestId('package-facts-pallet');
    await pallet.waitFor();
    const palletText = await pallet.textContent();
    expect(palletText).toContain('40 cylinders · 1,000 lb (453.6 kg) of refrigerant');
    expect(palletText).toContain(`${formatMoney(packageFacts(r410a, 'pallet').perCylinderCents)} per cylinder`);
    const forty = await page.getByTestId('package-facts-container_40ft').textContent();
    expect(forty).toContain('2,280 cylinders · 57,000 lb (25,854.8 kg) of refrigerant');
    expect(forty).toContain(`2,280 × ${formatMoney(22900)} by the cylinder = ${formatMoney(2280 * 22900)}`);
    expect(forty).toContain(`Save ${packageFacts(r410a, 'container_40ft').savingPercent}%`);
    await page.getByText(/“Save” compares a package’s price with the same number of cylinders bought at the cylinder price/).waitFor();
    await page.close();
  });

  it('adds from a catalogue card exactly what the card prices: one cylinder, with the same price on the cart line and in the total', async () => {
    const r410a = await product('r-410a');
    const page = await open('/products');
    const card = page.getByRole('article', { name: 'R-410A' });
    const cardPrice = await card.getByTestId('cylinder-price').textContent();
    expect(cardPrice).toBe(formatMoney(packageUnitPriceCents(r410a, 'cylinder')));
    expect(await card.getByLabel(en.product.packagingFor.replace('{{name}}', 'R-410A')).inputValue()).toBe('cylinder');
    expect(await card.getByTestId('package-summary').textContent()).toBe('1 cylinder · 25 lb (11.3 kg) of refrigerant');
    await card.getByRole('button', { name: en.product.addToCart }).click();
    await page.locator('header').getByRole('link', { name: 'Cart, 1 item' }).click();
    await page.waitForURL(/\/cart$/);
    const line = page.locator('main').getByRole('listitem').filter({ hasText: 'R-410A' });
    await line.getByText(`${cardPrice} each`).waitFor();
    expect(await line.textContent()).toContain('1 Cylinder');
    expect(await line.textContent()).not.toContain('Pallet');
    expect(await page.getByTestId('cart-subtotal').textContent()).toBe(cardPrice);
    await page.close();
  });

  it('explains the package chosen on a card: 40 cylinders, their refrigerant and the pallet price per cylinder', async () => {
    const r410a = await product('r-410a');
    const page = await open('/products');
    const card = page.getByRole('article', { name: 'R-410A' });
    await card.getByLabel(en.product.packagingFor.replace('{{name}}', 'R-410A')).selectOption('pallet');
    const facts = packageFacts(r410a, 'pallet');
    const summary = card.getByTestId('package-summary');
    await expect.poll(() => summary.textContent()).toContain('40 cylinders · 1,000 lb (453.6 kg) of refrigerant');
    expect(await summary.textContent()).toContain(`${formatMoney(facts.perCylinderCents)} per cylinder`);
    await page.close();
  });

  it('adds from a catalogue card: the button says Added! and the header cart badge counts the lines, not the cylinders', async () => {
    const page = await open('/products');
    const card = page.getByRole('article', { name: 'R-134a' });
    await card.getByRole('button', { name: /increase/i }).click();
    const add = card.getByRole('button', { name: en.product.addToCart });
    await add.click();
    const added = card.getByRole('button', { name: en.product.added });
    await added.waitFor();
    expect(await added.isDisabled()).toBe(true);
    await page.locator('header').getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    await card.getByRole('button', { name: en.product.addToCart }).waitFor({ timeout: 4000 });
    // A pallet of the same product is a second line: 2 cylinders + 1 pallet read "2 items", not 3.
    await card.getByRole('combobox').selectOption('pallet');
    await card.getByRole('button', { name: /decrease/i }).click();
    await card.getByRole('button', { name: en.product.addToCart }).click();
    await page.locator('header').getByRole('link', { name: 'Cart, 2 items' }).waitFor();
    expect(await page.locator('header').getByRole('link', { name: /^Cart, / }).textContent()).toContain('2');
    await page.close();
  });

  it('promises on the wholesale page the largest saving the catalogue really offers, not a fixed 25%', async () => {
    const res = await fetch(`${shop.server.url}/api/products?pageSize=100`);
    const { products, total } = (await res.json()) as { products: PublicProduct[]; total: number };
    expect(products).toHaveLength(total);
    const percent = largestSavingPercent(products);
    expect(percent).toBeGreaterThanOrEqual(45);
    const page = await open('/freon-wholesale');
    await page.getByText(`Up to ${percent}% savings on bulk orders`).waitFor();
    expect(await page.locator('main').textContent()).not.toContain('25%');
    await page.close();
  });

  it('disables View Details for an out-of-stock product', async () => {
    const page = await open('/products?search=r-11');
    const card = page.getByRole('article', { name: 'R-11' });
    await card.waitFor();
    expect(await card.getByRole('button', { name: en.product.viewDetails }).isDisabled()).toBe(true);
    expect(await card.getByText('Out of Stock').count()).toBe(1);
    await page.close();
  });

  it('redirects the older /products/{id} address to the slug', async () => {
    const r134a = await product('r-134a');
    const page = await open(`/products/${r134a.id}`);
    await page.waitForURL(/\/products\/r-134a$/);
    await page.getByRole('heading', { level: 1, name: 'R-134a' }).waitFor();
    await page.close();
  });

  it('shows Product Not Found for an unknown slug', async () => {
    const page = await open('/products/r-9999');
    await page.getByRole('heading', { name: en.product.notFoundTitle }).waitFor();
    await page.close();
    expect(scriptErrors).toEqual([]);
  });
});
