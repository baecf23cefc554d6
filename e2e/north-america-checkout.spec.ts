import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@domain/money';
import type { PublicProduct } from '@domain/schemas/product';
import en from '../web/src/i18n/en.json';
import fr from '../web/src/i18n/fr.json';
import { startShopForSuite } from './support/shop-suite';
import { addFromProductPage, fetchProduct, referenceTotals, toastWithTitle } from './support/shop';
import { openPage } from './support/navigation';

const main = (page: Page) => page.locator('main');

describe('checkout from Canada and Mexico', () => {
  const shop = startShopForSuite();
  let r410a: PublicProduct;
  const scriptErrors: string[] = [];

  beforeAll(async () => {
    r410a = await fetchProduct(shop.server.url, 'r-410a');
  });

  it('a buyer in Montréal, QC, H2X 1Y4 sees no sales tax but the import note, has the postal code accepted and pays the server’s total', async () => {
    const page = await shop.browser.newPage();
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    await addFromProductPage(page, shop.server.url, 'r-410a', 'cylinder');
    await openPage(page, `${shop.server.url}/checkout?guest=true`);
    const lines = [{ product: r410a, packaging: 'cylinder' as const, quantity: 1 }];
    const us = referenceTotals(lines);
    const canada = referenceTotals(lines, undefined, 0);
    expect(us.taxCents).toBeGreaterThan(0);

    // The United States first (the default country): State, ZIP code, 8 % tax.
    const shipping = main(page).getByRole('region', { name: en.checkout.shipping.title });
    await shipping.getByLabel(en.addressForm.labels.zipCode, { exact: true }).waitFor();
    await expect.poll(() => page.getByTestId('summary-tax-label').textContent()).toBe('Tax (8%)');
    expect(await page.getByTestId('summary-total').textContent()).toBe(formatMoney(us.totalCents));
    expect(await page.getByTestId('summary-tax-note').count()).toBe(0);

    const customer = main(page).getByRole('region', { name: en.checkout.customer.title });
    await customer.getByLabel(en.checkout.customer.name, { exact: true }).fill('Élise Tremblay');
    await customer.getByLabel(en.checkout.customer.email, { exact: true }).fill('elise.tremblay@example.com');
    await customer.getByLabel(en.checkout.customer.phone, { exact: true }).fill('+1 514 555 0147');
    await shipping.getByLabel(en.checkout.address.street, { exact: true }).fill('1000 rue Sherbrooke Ouest');
    await shipping.getByLabel(en.checkout.address.city, { exact: true }).fill('Montréal');
    await shipping.getByLabel(en.checkout.address.country, { exact: true }).selectOption('Canada');

    // Canada: Province and Postal code, 0 % tax and the import note, from the server's preview.
    await shipping.getByLabel(en.addressForm.labels.postalCode, { exact: true }).waitFor();
    expect(await shipping.getByLabel(en.addressForm.labels.zipCode, { exact: true }).count()).toBe(0);
    const province = shipping.getByLabel(en.addressForm.labels.province, { exact: true });
    expect(await province.locator('option').count()).toBe(14);
    await province.selectOption('QC');
    await expect.poll(() => page.getByTestId('summary-tax-label').textContent()).toBe('Tax (0%)');
    expect(await page.getByTestId('summary-tax').textContent()).toBe(formatMoney(0));
    expect(await page.getByTestId('summary-tax-note').textContent()).toBe(en.taxLine.notes.import_duties);
    expect(await page.getByTestId('summary-total').textContent()).toBe(formatMoney(canada.totalCents));

    // A US ZIP code is refused in Canada's words; the postal code as typed (lower case, no space) is accepted.
    const postalCode = shipping.getByLabel(en.addressForm.labels.postalCode, { exact: true });
    await postalCode.fill('75226');
    const payment = main(page).getByRole('region', { name: en.checkout.payment.title });
    await payment.getByRole('radio', { name: en.checkout.payment.methods.bank_wire }).check();
    await main(page).getByRole('checkbox', { name: en.checkout.legal.label }).check();
    await main(page).getByRole('button', { name: en.checkout.placeOrder }).click();
    await shipping.getByText(en.addressForm.messages.postalCodeInvalidCanada).waitFor();
    expect(new URL(page.url()).pathname).toBe('/checkout');

    await postalCode.fill('h2x1y4');
    await main(page).getByRole('button', { name: en.checkout.placeOrder }).click();
    await toastWithTitle(page, en.checkout.toast.placedTitle).waitFor();
    await page.waitForURL(/\/order-confirmation\?orderNumber=/);
    // A bank wire is not paid yet: the page says so rather than "Order Confirmed!".
    await main(page).getByRole('heading', { level: 1, name: en.confirmation.order.awaitingTitle }).waitFor();
    expect(await page.getByTestId('confirmation-total').textContent()).toBe(formatMoney(canada.totalCents));
    const address = (await main(page).locator('address').textContent()) ?? '';
    expect(address).toContain('QC');
    expect(address).toContain('H2X 1Y4');
    expect(address).toContain('Canada');

    // The stored order is the server's: no tax, the same total the summary showed.
    const orderNumber = new URL(page.url()).searchParams.get('orderNumber') ?? '';
    const stored = (await (await page.request.get(`${shop.server.url}/api/orders/${orderNumber}`)).json()) as { order: { tax: number; total: number } };
    expect(stored.order.tax).toBe(0);
    expect(Math.round(stored.order.total * 100)).toBe(canada.totalCents);
    await page.close();
  });

  it('speaks French to a buyer in Mexico: Mexique, État, Code postal, taxes at 0 % and prices in $ US', async () => {
    const context = await shop.browser.newContext();
    const page = await context.newPage();
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    await addFromProductPage(page, shop.server.url, 'r-410a', 'cylinder');
    await openPage(page, `${shop.server.url}/checkout?guest=true`);
    await page.locator('header').getByLabel(en.header.language).selectOption({ label: 'Français' });
    const shipping = main(page).getByRole('region', { name: fr.checkout.shipping.title });
    const country = shipping.getByLabel(fr.checkout.address.country, { exact: true });
    await country.waitFor();
    expect(await country.locator('option').allTextContents()).toEqual(['États-Unis', 'Canada', 'Mexique']);
    await country.selectOption('Mexico');
    await shipping.getByLabel(fr.addressForm.labels.postalCode, { exact: true }).waitFor();
    const state = shipping.getByLabel(fr.addressForm.labels.state, { exact: true });
    expect(await state.locator('option').count()).toBe(33);
    await state.selectOption('JAL');
    const lines = [{ product: r410a, packaging: 'cylinder' as const, quantity: 1 }];
    await expect.poll(() => page.getByTestId('summary-tax-label').textContent()).toMatch(/^Taxes \(0\s%\)$/);
    expect(await page.getByTestId('summary-tax-note').textContent()).toBe(fr.taxLine.notes.import_duties);
    const total = (await page.getByTestId('summary-total').textContent()) ?? '';
    expect(total).toBe(formatMoney(referenceTotals(lines, undefined, 0).totalCents, 'fr-CA'));
    expect(total).toMatch(/\$\sUS$/);
    await context.close();
  });

  it('raised no script error', () => {
    expect(scriptErrors).toEqual([]);
  });
});
