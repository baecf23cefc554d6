import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import adminQuotes from '../web/src/admin/i18n/en/quotes.json';
import fr from '../web/src/i18n/fr.json';
import { ADMIN, newUser, signInAsAdminThroughApi, signInAsAdminThroughForm, signUpThroughApi } from './support/accounts';
import { openPage } from './support/navigation';
import { startShopForSuite } from './support/shop-suite';
import { fetchProduct } from './support/shop';

const main = (page: Page) => page.locator('main');
/** 64 cylinders: one pallet (40) and change; no 20ft container (1,140). */
const STOCK_LEFT = 64;

describe('stock that tells the truth: what each package can supply now, before the buyer pays', () => {
  const shop = startShopForSuite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_LIMIT_MAX: '100' });

  /** The admin leaves R-410A with STOCK_LEFT cylinders, through the back office's API. */
  async function leaveR410aWith(stock: number) {
    const base = shop.server.url;
    const context = await shop.browser.newContext();
    await signInAsAdminThroughApi(context, base);
    const { id } = await fetchProduct(base, 'r-410a');
    const { product } = (await (await context.request.get(`${base}/api/admin/products/${id}`)).json()) as { product: { updatedAt: string } };
    const answer = await context.request.patch(`${base}/api/admin/products/${id}`, { data: { version: product.updatedAt, stockQuantity: stock }, headers: { Origin: base } });
    expect(answer.status(), await answer.text()).toBe(200);
    await context.close();
  }

  async function frenchPhone(): Promise<BrowserContext> {
    const context = await shop.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await context.addCookies([{ name: 'frigidflow_lang', value: 'fr', url: shop.server.url }]);
    return context;
  }

  it('marks, in French on a phone, the pallet as the last one and the 20ft container as more than the stock, offering a quote instead of the cart', async () => {
    await leaveR410aWith(STOCK_LEFT);
    const context = await frenchPhone();
    const page = await context.newPage();
    const scriptErrors: string[] = [];
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    await openPage(page, `${shop.server.url}/products/r-410a`);
    const packaging = main(page).getByLabel(fr.product.packaging, { exact: true });
    // The choices say it before one is picked: one pallet left, the containers only by quote.
    await expect.poll(() => packaging.locator('option[value="pallet"]').textContent()).toContain(fr.product.stock.optionLimited.split('{{name}}')[1]?.replace('{{count}}', '1'));
    expect(await packaging.locator('option[value="container_20ft"]').textContent()).toContain(fr.product.stock.optionExceeds.split('{{name}}')[1]);

    await packaging.selectOption('pallet');
    const note = main(page).getByTestId('package-stock');
    await note.getByText(fr.product.stock.onlyLeft.replace('{{count}}', '1').replace('{{unit}}', fr.product.stock.units.pallet_one)).waitFor();
    await main(page).getByRole('button', { name: fr.product.addToCart, exact: true }).waitFor();

    await packaging.selectOption('container_20ft');
    await note.getByText(fr.product.stock.exceeds, { exact: true }).waitFor();
    // No "Add to cart" for what the stock cannot supply: the first button asks for a quote.
    expect(await main(page).getByRole('button', { name: fr.product.addToCart, exact: true }).count()).toBe(0);
    await main(page).getByRole('button', { name: fr.product.stock.requestQuote, exact: true }).waitFor();
    // Nothing scrolls sideways on the phone.
    expect(await page.evaluate(() => document.scrollingElement?.scrollWidth ?? 0)).toBeLessThanOrEqual(390);
    expect(scriptErrors).toEqual([]);
    await context.close();
  });

  it('warns the admin pricing a quote whose line needs more cylinders than are in stock, and only on that line', async () => {
    await leaveR410aWith(STOCK_LEFT);
    const base = shop.server.url;
    const buyerContext = await shop.browser.newContext();
    const buyer = newUser('stock-quote');
    await signUpThroughApi(buyerContext, base, buyer);
    const [r410a, r134a] = await Promise.all([fetchProduct(base, 'r-410a'), fetchProduct(base, 'r-134a')]);
    const request = await buyerContext.request.post(`${base}/api/quotes`, {
      data: {
        items: [
          { productId: r410a.id, packaging: 'pallet', quantity: 2 },
          { productId: r134a.id, packaging: 'cylinder', quantity: 3 },
        ],
        customerName: buyer.name,
        companyName: 'Frío del Norte',
        customerEmail: buyer.email,
      },
      headers: { Origin: base },
    });
    expect(request.status(), await request.text()).toBe(201);
    const { quote } = (await request.json()) as { quote: { quoteNumber: string } };
    await buyerContext.close();

    const context = await shop.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await signInAsAdminThroughForm(await context.newPage(), base);
    await openPage(page, `${base}/admin/quotes`);
    await main(page).getByRole('button', { name: adminQuotes.viewDetailsOf.replace('{{number}}', quote.quoteNumber) }).first().click();
    await main(page).getByRole('heading', { level: 2, name: adminQuotes.details.heading.replace('{{number}}', quote.quoteNumber) }).waitFor();
    const warnings = main(page).getByTestId('stock-warning');
    await warnings.first().waitFor();
    // Two pallets are 80 cylinders against 64; three R-134a cylinders are covered.
    expect(await warnings.allTextContents()).toEqual([adminQuotes.details.exceedsStock.replace('{{needed}}', '80').replace('{{inStock}}', String(STOCK_LEFT))]);
    await context.close();
  });
});
