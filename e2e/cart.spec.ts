import { describe, expect, it } from 'vitest';
import { formatMoney } from '@domain/money';
import { packageUnitPriceCents } from '@domain/pricing';
import en from '../web/src/i18n/en.json';
import { startShopForSuite } from './support/shop-suite';
import { addFromProductPage, fetchProduct, referenceTotals } from './support/shop';
import { openPage, reloadPage } from './support/navigation';

describe('cart', () => {
  const shop = startShopForSuite();
  const scriptErrors: string[] = [];

  it('shows a product added from its page with the domain totals, steps the quantity, survives a reload and removes the line', async () => {
    const r410a = await fetchProduct(shop.server.url, 'r-410a');
    const page = await shop.browser.newPage();
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    await addFromProductPage(page, shop.server.url, 'r-410a', 'cylinder');
    await page.locator('header').getByRole('link', { name: 'Cart, 1 item' }).click();
    await page.waitForURL(`${shop.server.url}/cart`);

    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: en.cart.title }).waitFor();
    const line = main.getByRole('listitem').filter({ hasText: 'R-410A' });
    await line.getByText('1 Cylinder').waitFor();
    if (r410a.sku) await line.getByText(`SKU: ${r410a.sku}`).waitFor();
    await line.getByText(`${formatMoney(packageUnitPriceCents(r410a, 'cylinder'))} each`).waitFor();

    const one = referenceTotals([{ product: r410a, packaging: 'cylinder', quantity: 1 }]);
    expect(await page.getByTestId('cart-subtotal').textContent()).toBe(formatMoney(one.subtotalCents));
    // A visitor's address is unknown: no tax is estimated (never a US rate), it is worked out at checkout.
    expect(await page.getByTestId('cart-tax').textContent()).toBe(en.cart.summary.taxAtCheckout);
    expect(await page.getByTestId('cart-total').textContent()).toBe(formatMoney(one.totalCents - one.taxCents));

    const minus = line.getByRole('button', { name: 'Decrease quantity of R-410A' });
    const plus = line.getByRole('button', { name: 'Increase quantity of R-410A' });
    expect(await minus.isDisabled()).toBe(true);
    await plus.click();
    await plus.click();
    await expect.poll(() => line.getByTestId('line-quantity').textContent()).toBe('3');
    expect(await minus.isDisabled()).toBe(false);
    await minus.click();
    await expect.poll(() => line.getByTestId('line-quantity').textContent()).toBe('2');
    const two = referenceTotals([{ product: r410a, packaging: 'cylinder', quantity: 2 }]);
    expect(await page.getByTestId('cart-total').textContent()).toBe(formatMoney(two.totalCents - two.taxCents));

    await reloadPage(page);
    await expect.poll(() => main.getByRole('listitem').filter({ hasText: 'R-410A' }).getByTestId('line-quantity').textContent()).toBe('2');
    expect(await page.getByTestId('cart-total').textContent()).toBe(formatMoney(two.totalCents - two.taxCents));
    expect(await main.getByRole('link', { name: en.cart.proceedToCheckout }).getAttribute('href')).toBe('/checkout');
    expect(await main.getByRole('link', { name: en.cart.checkoutAsGuest }).getAttribute('href')).toBe('/checkout?guest=true');
    await main.getByRole('heading', { name: en.cart.epa.title }).waitFor();

    await main.getByRole('button', { name: 'Remove R-410A' }).click();
    await main.getByRole('heading', { name: en.cart.emptyTitle }).waitFor();
    expect(await main.getByRole('link', { name: en.cart.browseProducts }).getAttribute('href')).toBe('/products');
    await page.close();
  });

  it('keeps two tabs of the same browser in step', async () => {
    const context = await shop.browser.newContext();
    const first = await context.newPage();
    const second = await context.newPage();
    await openPage(second, `${shop.server.url}/cart`);
    await second.getByRole('heading', { name: en.cart.emptyTitle }).waitFor();

    await addFromProductPage(first, shop.server.url, 'r-134a', 'pallet');
    await second.locator('main').getByRole('listitem').filter({ hasText: 'R-134a' }).waitFor();
    await second.locator('header').getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    // A pallet goes by freight quoted before shipping: never "Free" shipping, whatever the subtotal.
    await expect.poll(() => second.getByTestId('cart-shipping').innerText()).toBe(en.product.leadTime.freightQuoted);

    await second.locator('main').getByRole('button', { name: en.cart.clear }).click();
    await first.locator('header').getByRole('link', { name: 'Cart, 0 items' }).waitFor();
    await context.close();
    expect(scriptErrors).toEqual([]);
  });
});
