import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import adminDashboard from '../web/src/admin/i18n/en/dashboard.json';
import adminQuotes from '../web/src/admin/i18n/en/quotes.json';
import en from '../web/src/i18n/en.json';
import { ADMIN, newUser, signInAsAdminThroughForm, signUpThroughApi } from './support/accounts';
import { openPage } from './support/navigation';
import { startShopForSuite } from './support/shop-suite';
import { addFromProductPage, fillSandboxCard, toastWithTitle } from './support/shop';

const main = (page: Page) => page.locator('main');

describe('a quote priced and accepted online: request → admin prices → buyer accepts → order at the quoted total', () => {
  const shop = startShopForSuite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_LIMIT_MAX: '100' });
  const buyer = newUser('quoted');
  const scriptErrors: string[] = [];
  let buyerContext: BrowserContext;
  let quoteNumber = '';

  /** One line of the priced quote as the buyer reads it: its package and quantity, unit price and line total. */
  async function expectLine(page: Page, product: string, expected: { detail: string; unit: string; total: string }) {
    const line = main(page).getByRole('region', { name: en.confirmation.items }).getByRole('listitem').filter({ hasText: product });
    await line.getByText(expected.unit, { exact: true }).waitFor();
    expect(await line.getByText(expected.detail, { exact: true }).count()).toBe(1);
    expect((await line.getByTestId('quote-line-total').textContent())?.trim()).toBe(expected.total);
  }

  /** The admin sends new prices (by product name) through the back office's API, from a signed-in admin page. */
  async function repriceThroughAdminApi(number: string, prices: Record<string, string>) {
    const context = await shop.browser.newContext();
    const page = await signInAsAdminThroughForm(await context.newPage(), shop.server.url);
    const status = await page.evaluate(
      async ({ number, prices }) => {
        const list = await (await fetch(`/api/admin/quotes?q=${encodeURIComponent(number)}`)).json();
        const id = list.items[0].id as string;
        const { quote } = await (await fetch(`/api/admin/quotes/${id}`)).json();
        const items = (quote.items as { id: string; productName: string }[]).map((item) => ({ id: item.id, unitPrice: prices[item.productName] }));
        const validUntil = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
        const body = { version: quote.version, items, shipping: '120.00', message: 'New price for the pallet.', validUntil };
        return (await fetch(`/api/admin/quotes/${id}/send`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status;
      },
      { number, prices },
    );
    expect(status).toBe(200);
    await context.close();
  }

  it('the buyer requests a quote through /rfq', async () => {
    buyerContext = await shop.browser.newContext();
    await signUpThroughApi(buyerContext, shop.server.url, buyer);
    const page = await buyerContext.newPage();
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    await addFromProductPage(page, shop.server.url, 'r-410a', 'pallet', 'quote');
    await addFromProductPage(page, shop.server.url, 'r-134a', 'cylinder', 'quote');
    await openPage(page, `${shop.server.url}/rfq`);
    // Three cylinders of R-134a.
    const increase = main(page).getByRole('button', { name: en.quoteDialog.increase.replace('{{name}}', 'R-134a') });
    await increase.click();
    await increase.click();
    await main(page).getByRole('listitem').filter({ hasText: 'R-134a' }).getByText('3', { exact: true }).waitFor();
    const form = main(page).locator('form');
    await expect.poll(() => form.getByLabel(en.rfq.fields.email, { exact: true }).inputValue()).toBe(buyer.email);
    await form.getByLabel(en.rfq.fields.companyName, { exact: true }).fill('Polar HVAC Services');
    await form.getByRole('button', { name: en.rfq.submit }).click();
    await page.waitForURL(/\/quote-confirmation\?quoteNumber=[^&]+&type=quote$/);
    quoteNumber = new URL(page.url()).searchParams.get('quoteNumber') ?? '';
    expect(quoteNumber).toMatch(/^FQ-/);
    await page.close();
  });

  it('the admin finds it at /admin/quotes, prices the pallet and sends the quote', async () => {
    const context = await shop.browser.newContext();
    const page = await signInAsAdminThroughForm(await context.newPage(), shop.server.url);
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    // The dashboard counts the request waiting to be priced and leads to the list filtered to it.
    await page.getByTestId('dashboard-awaiting-quotes').getByText(adminDashboard.awaiting.quotes_one.replace('{{count}}', '1')).click();
    await page.waitForURL(`${shop.server.url}/admin/quotes?status=pending`);
    await main(page).getByRole('heading', { level: 1, name: adminQuotes.title }).waitFor();
    await main(page).getByRole('button', { name: adminQuotes.viewDetailsOf.replace('{{number}}', quoteNumber) }).first().click();
    await main(page).getByRole('heading', { level: 2, name: adminQuotes.details.heading.replace('{{number}}', quoteNumber) }).waitFor();
    await main(page).getByText('Polar HVAC Services').first().waitFor();

    await main(page).getByLabel(/Unit price of R-410A/).fill('3500.00');
    await main(page).getByLabel(/Unit price of R-134a/).fill('95.50');
    await main(page).getByLabel(adminQuotes.details.shipping, { exact: true }).fill('120.00');
    await main(page).getByLabel(adminQuotes.details.message, { exact: true }).fill('Price held for two weeks.');
    // 3,500.00 + 3 × 95.50 (286.50) = 3,786.50; + 120.00 shipping + 8 % tax on 3,786.50 (302.92) = 4,209.42
    await expect.poll(() => main(page).getByTestId('quote-total').textContent()).toMatch(/\$4,209\.42$/);
    await main(page).getByRole('button', { name: adminQuotes.details.sendQuote }).click();
    await toastWithTitle(page, adminQuotes.messages.sent).waitFor();
    await main(page).getByText(adminQuotes.statuses.quoted, { exact: true }).first().waitFor();
    await context.close();
  });

  it('the buyer sees each line’s quoted price in /account → Quotes, is told when the admin re-prices it meanwhile, and accepts the new price knowingly', async () => {
    const page = await buyerContext.newPage();
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    await openPage(page, `${shop.server.url}/account`);
    await main(page).getByRole('tab', { name: en.account.tabs.quotes }).click();
    const card = main(page).getByRole('listitem').filter({ hasText: quoteNumber });
    await card.getByText(en.account.status.quoted, { exact: true }).waitFor();
    // The buyer has no address with the shop yet: no tax is estimated (never a US rate by default), so the total is
    // 3,500.00 + 3 × 95.50 + 120.00 shipping = 3,906.50 before tax, here as on the quote's page.
    await card.getByText(/Total .*3,906\.50/).waitFor();
    await card.getByRole('link', { name: en.quoteAnswer.viewQuote }).click();

    await main(page).getByRole('heading', { level: 1, name: en.quoteAnswer.pricedTitle }).waitFor();
    // Each line as the buyer sees it: the unit price the admin typed and unit × quantity.
    await expectLine(page, 'R-410A', { detail: '1 Pallet · Quantity: 1', unit: 'US$3,500.00 each', total: 'US$3,500.00' });
    await expectLine(page, 'R-134a', { detail: '1 Cylinder · Quantity: 3', unit: 'US$95.50 each', total: 'US$286.50' });
    expect(await main(page).getByTestId('quote-total').textContent()).toMatch(/\$3,906\.50$/);
    await main(page).getByText(en.quoteAnswer.totalBeforeTax, { exact: true }).waitFor();
    await main(page).getByText('Price held for two weeks.').waitFor();
    await main(page).getByRole('button', { name: en.quoteAnswer.accept }).click();

    const form = main(page).locator('form');
    const shipping = form.getByRole('group', { name: en.quoteAnswer.shippingTitle });
    await shipping.getByLabel(en.checkout.address.street, { exact: true }).fill('2500 Commerce Street');
    await shipping.getByLabel(en.checkout.address.city, { exact: true }).fill('Dallas');
    await shipping.getByLabel(en.checkout.address.country, { exact: true }).selectOption('United States');
    await shipping.getByLabel(en.addressForm.labels.state, { exact: true }).selectOption('TX');
    await shipping.getByLabel(en.addressForm.labels.zipCode, { exact: true }).fill('75226');
    // Before committing, the form shows the total for that address: 3,906.50 + 8 % Texas tax on 3,786.50 (302.92) = 4,209.42.
    await expect.poll(() => form.getByTestId('quote-new-total-amount').textContent()).toMatch(/\$4,209\.42$/);
    await form.getByLabel(en.quoteAnswer.phone, { exact: true }).fill('+1 214 555 0101');
    await form.getByLabel(en.quoteAnswer.poNumber, { exact: true }).fill('PO-2026-114');
    await fillSandboxCard(page, { name: buyer.name });
    await form.getByRole('checkbox', { name: en.checkout.legal.label }).check();

    // Meanwhile the admin prices the pallet again, at 4,000.00.
    await repriceThroughAdminApi(quoteNumber, { 'R-410A': '4000.00', 'R-134a': '95.50' });

    await form.getByRole('button', { name: en.quoteAnswer.accept }).click();
    // 4,000.00 + 286.50 = 4,286.50; + 120.00 shipping + 8 % tax (342.92) = 4,749.42
    const notice = main(page).getByRole('alert').filter({ hasText: en.quoteAnswer.changed.title });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('the new total is US$4,749.42');
    await expectLine(page, 'R-410A', { detail: '1 Pallet · Quantity: 1', unit: 'US$4,000.00 each', total: 'US$4,000.00' });
    await expectLine(page, 'R-134a', { detail: '1 Cylinder · Quantity: 3', unit: 'US$95.50 each', total: 'US$286.50' });
    // The quote's own summary stays before tax (4,406.50); the form's total for the Dallas address follows the new prices.
    expect(await main(page).getByTestId('quote-total').textContent()).toMatch(/\$4,406\.50$/);
    await expect.poll(() => form.getByTestId('quote-new-total-amount').textContent()).toMatch(/\$4,749\.42$/);
    expect(page.url()).toContain('/quote-confirmation?');

    // Accept again, now agreeing to the new prices: the order is placed at them.
    await form.getByRole('button', { name: en.quoteAnswer.accept }).click();
    await page.waitForURL(/\/order-confirmation\?orderNumber=FF-[^&]+&type=order$/);
    await page.getByTestId('confirmation-total').waitFor();
    expect((await page.getByTestId('confirmation-total').textContent())?.trim()).toBe('US$4,749.42');

    // The quote now reads accepted, linked to its order; it cannot be accepted again.
    await openPage(page, `${shop.server.url}/quote-confirmation?quoteNumber=${quoteNumber}&type=quote`);
    await main(page).getByRole('heading', { level: 1, name: en.quoteAnswer.acceptedTitle }).waitFor();
    await main(page).getByRole('link', { name: en.quoteAnswer.viewOrder }).waitFor();
    expect(await main(page).getByRole('button', { name: en.quoteAnswer.accept }).count()).toBe(0);
    await buyerContext.close();
    expect(scriptErrors).toEqual([]);
  });
});
