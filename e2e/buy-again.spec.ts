import fs from 'node:fs';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@domain/money';
import { packageUnitPriceCents } from '@domain/pricing';
import en from '../web/src/i18n/en.json';
import { ADMIN, newUser, signInAsAdminThroughApi, signUpThroughApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openPage } from './support/navigation';
import { startShopForSuite } from './support/shop-suite';
import { addFromProductPage, fetchProduct, fillCheckout } from './support/shop';

const PO = 'PO-E2E-4417';
const main = (page: Page) => page.locator('main');

/** The admin raises a product's price through the back-office API, from a context of its own. */
async function raisePrice(context: BrowserContext, baseUrl: string, productId: string, price: number) {
  await signInAsAdminThroughApi(context, baseUrl);
  const headers = { Origin: baseUrl };
  const current = await context.request.get(`${baseUrl}/api/admin/products/${productId}`, { headers });
  const version = ((await current.json()) as { product: { updatedAt: string } }).product.updatedAt;
  const saved = await context.request.patch(`${baseUrl}/api/admin/products/${productId}`, { data: { price, version }, headers });
  expect(saved.status()).toBe(200);
}

describe('buying again: a PO number at checkout, the invoice, and Order again from the account', () => {
  const shop = startShopForSuite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_LIMIT_MAX: '100' });

  it('orders with a PO number, sees it on the confirmation, downloads the invoice, then reorders at today’s price into the cart', async () => {
    const buyer = newUser('buy-again');
    const context = await shop.browser.newContext({ acceptDownloads: true });
    await signUpThroughApi(context, shop.server.url, buyer);
    const page = await context.newPage();
    const scriptErrors: string[] = [];
    page.on('pageerror', (e) => scriptErrors.push(e.message));

    // Two lines: R-410A by the cylinder and R-32 by the cylinder.
    await addFromProductPage(page, shop.server.url, 'r-410a', 'cylinder');
    await addFromProductPage(page, shop.server.url, 'r-32', 'cylinder');
    await openPage(page, `${shop.server.url}/checkout`);
    await fillCheckout(page, { name: buyer.name, email: buyer.email });
    const customer = main(page).getByRole('region', { name: en.checkout.customer.title });
    const po = customer.getByLabel(en.checkout.customer.poNumber, { exact: true });
    // Too long first: the field says why, by the field; then a real one.
    await po.fill('P'.repeat(51));
    await main(page).getByRole('checkbox', { name: en.checkout.legal.label }).check();
    await main(page).getByRole('button', { name: en.checkout.placeOrder }).click();
    await customer.getByText(en.checkout.messages.poNumberTooLong).waitFor();
    await po.fill(PO);
    await main(page).getByRole('button', { name: en.checkout.placeOrder }).click();
    await page.waitForURL(/\/order-confirmation\?orderNumber=/);
    const orderNumber = new URL(page.url()).searchParams.get('orderNumber') ?? '';
    expect(orderNumber).toMatch(/^FF-/);
    expect(await page.getByTestId('confirmation-po-number').textContent()).toBe(PO);

    // The invoice: a download named after the order, and a PDF answer.
    const link = page.getByTestId('download-invoice');
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe(`invoice-${orderNumber}.pdf`);
    const file = await download.path();
    expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');
    const answer = await context.request.get(`${shop.server.url}${await link.getAttribute('href')}`);
    expect(answer.status()).toBe(200);
    expect(answer.headers()['content-type']).toBe('application/pdf');

    // The shop raises the price of R-410A; the reorder says so and adds the lines at today's price.
    const r410a = await fetchProduct(shop.server.url, 'r-410a');
    const oldCents = packageUnitPriceCents(r410a, 'cylinder');
    const newPrice = (oldCents + 1250) / 100;
    const adminContext = await shop.browser.newContext();
    await raisePrice(adminContext, shop.server.url, r410a.id, newPrice);
    await adminContext.close();

    await openPage(page, `${shop.server.url}/account`);
    await main(page).getByRole('tab', { name: en.account.tabs.orders }).click();
    await main(page).getByText(en.account.orders.poNumber.replace('{{po}}', PO)).waitFor();
    await main(page).getByRole('button', { name: en.account.orders.orderAgainLabel.replace('{{number}}', orderNumber) }).click();
    const summary = page.getByTestId('reorder-summary');
    await summary.getByText(en.account.reorder.added_other.replace('{{count}}', '2').replace('{{number}}', orderNumber)).waitFor();
    const changed = summary.locator('[data-outcome="price_changed"]');
    expect(await changed.textContent()).toBe(
      en.account.reorder.outcomes.price_changed
        .replace('{{name}}', r410a.name)
        .replace('{{packaging}}', en.packages.cylinder)
        .replace('{{old}}', formatMoney(oldCents))
        .replace('{{new}}', formatMoney(oldCents + 1250)),
    );
    // The order's buttons and the summary pass the accessibility checks.
    expect(await seriousViolations(page)).toEqual([]);

    await summary.getByRole('link', { name: en.account.reorder.viewCart }).click();
    await page.waitForURL(`${shop.server.url}/cart`);
    for (const name of [r410a.name, (await fetchProduct(shop.server.url, 'r-32')).name]) await main(page).getByText(name, { exact: true }).first().waitFor();
    await main(page).getByText(formatMoney(oldCents + 1250)).first().waitFor();
    expect(scriptErrors).toEqual([]);
    await context.close();
  });
});
