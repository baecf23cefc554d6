import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import adminQuotes from '../web/src/admin/i18n/en/quotes.json';
import en from '../web/src/i18n/en.json';
import { newUser, signUpThroughApi } from './support/accounts';
import { openPage } from './support/navigation';
import { startShopForSuite } from './support/shop-suite';
import { addFromProductPage, toastWithTitle } from './support/shop';

const ADMIN = { email: 'quotes-admin@example.com', password: 'Admin-Secret-2026' };
const main = (page: Page) => page.locator('main');

async function signInAdmin(context: BrowserContext, baseUrl: string): Promise<Page> {
  const page = await context.newPage();
  await openPage(page, `${baseUrl}/admin-auth`);
  await page.getByLabel(en.auth.fields.email, { exact: true }).fill(ADMIN.email);
  await page.getByLabel(en.auth.fields.password, { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: en.auth.signInButton, exact: true }).click();
  await page.waitForURL(`${baseUrl}/admin`);
  return page;
}

describe('a quote priced and accepted online: request → admin prices → buyer accepts → order at the quoted total', () => {
  const shop = startShopForSuite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_LIMIT_MAX: '100' });
  const buyer = newUser('quoted');
  const scriptErrors: string[] = [];
  let buyerContext: BrowserContext;
  let quoteNumber = '';
  let quotedTotal = '';

  it('the buyer requests a quote through /rfq', async () => {
    buyerContext = await shop.browser.newContext();
    await signUpThroughApi(buyerContext, shop.server.url, buyer);
    const page = await buyerContext.newPage();
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    await addFromProductPage(page, shop.server.url, 'r-410a', 'pallet', 'quote');
    await openPage(page, `${shop.server.url}/rfq`);
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
    const page = await signInAdmin(context, shop.server.url);
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    await openPage(page, `${shop.server.url}/admin/quotes?status=pending`);
    await main(page).getByRole('heading', { level: 1, name: adminQuotes.title }).waitFor();
    await main(page).getByRole('button', { name: adminQuotes.viewDetailsOf.replace('{{number}}', quoteNumber) }).first().click();
    await main(page).getByRole('heading', { level: 2, name: adminQuotes.details.heading.replace('{{number}}', quoteNumber) }).waitFor();
    await main(page).getByText('Polar HVAC Services').first().waitFor();

    const price = main(page).getByLabel(/Unit price of R-410A/);
    await price.fill('3500.00');
    await main(page).getByLabel(adminQuotes.details.shipping, { exact: true }).fill('120.00');
    await main(page).getByLabel(adminQuotes.details.message, { exact: true }).fill('Price held for two weeks.');
    // 3,500.00 + 120.00 shipping + 8 % tax on 3,500.00 (280.00) = 3,900.00
    await expect.poll(() => main(page).getByTestId('quote-total').textContent()).toMatch(/\$3,900\.00$/);
    await main(page).getByRole('button', { name: adminQuotes.details.sendQuote }).click();
    await toastWithTitle(page, adminQuotes.messages.sent).waitFor();
    await main(page).getByText(adminQuotes.statuses.quoted, { exact: true }).first().waitFor();
    await context.close();
  });

  it('the buyer sees it quoted in /account → Quotes and accepts it; the order’s total is the quoted total', async () => {
    const page = await buyerContext.newPage();
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    await openPage(page, `${shop.server.url}/account`);
    await main(page).getByRole('tab', { name: en.account.tabs.quotes }).click();
    const card = main(page).getByRole('listitem').filter({ hasText: quoteNumber });
    await card.getByText(en.account.status.quoted, { exact: true }).waitFor();
    await card.getByText(/Total .*3,900\.00/).waitFor();
    await card.getByRole('link', { name: en.quoteAnswer.viewQuote }).click();

    await main(page).getByRole('heading', { level: 1, name: en.quoteAnswer.pricedTitle }).waitFor();
    quotedTotal = (await main(page).getByTestId('quote-total').textContent()) ?? '';
    expect(quotedTotal).toMatch(/\$3,900\.00$/);
    await main(page).getByText('Price held for two weeks.').waitFor();
    await main(page).getByRole('button', { name: en.quoteAnswer.accept }).click();

    const form = main(page).locator('form');
    const shipping = form.getByRole('group', { name: en.quoteAnswer.shippingTitle });
    await shipping.getByLabel(en.checkout.address.street, { exact: true }).fill('2500 Commerce Street');
    await shipping.getByLabel(en.checkout.address.city, { exact: true }).fill('Dallas');
    await shipping.getByLabel(en.checkout.address.country, { exact: true }).selectOption('United States');
    await shipping.getByLabel(en.addressForm.labels.state, { exact: true }).selectOption('TX');
    await shipping.getByLabel(en.addressForm.labels.zipCode, { exact: true }).fill('75226');
    await form.getByLabel(en.quoteAnswer.phone, { exact: true }).fill('+1 214 555 0101');
    await form.getByLabel(en.quoteAnswer.poNumber, { exact: true }).fill('PO-2026-114');
    await form.getByLabel(en.checkout.payment.cardholderName, { exact: true }).fill(buyer.name);
    await form.getByLabel(en.checkout.payment.cardNumber, { exact: true }).fill('4111 1111 1111 1111');
    await form.getByLabel(en.checkout.payment.expiry, { exact: true }).fill('12/39');
    await form.getByRole('checkbox', { name: en.checkout.legal.label }).check();
    await form.getByRole('button', { name: en.quoteAnswer.accept }).click();

    await page.waitForURL(/\/order-confirmation\?orderNumber=FF-[^&]+&type=order$/);
    await page.getByTestId('confirmation-total').waitFor();
    expect((await page.getByTestId('confirmation-total').textContent())?.trim()).toBe(quotedTotal);

    // The quote now reads accepted, linked to its order; it cannot be accepted again.
    await openPage(page, `${shop.server.url}/quote-confirmation?quoteNumber=${quoteNumber}&type=quote`);
    await main(page).getByRole('heading', { level: 1, name: en.quoteAnswer.acceptedTitle }).waitFor();
    await main(page).getByRole('link', { name: en.quoteAnswer.viewOrder }).waitFor();
    expect(await main(page).getByRole('button', { name: en.quoteAnswer.accept }).count()).toBe(0);
    await buyerContext.close();
    expect(scriptErrors).toEqual([]);
  });
});
