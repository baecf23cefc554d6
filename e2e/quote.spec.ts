import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../web/src/i18n/en.json';
import { newUser, signUpThroughApi } from './support/accounts';
import { startShopForSuite } from './support/shop-suite';
import { addFromProductPage, fetchProduct, toastWithTitle } from './support/shop';
import { openPage } from './support/navigation';

const main = (page: Page) => page.locator('main');

describe('quote requests', () => {
  const shop = startShopForSuite({ AUTH_RATE_LIMIT_MAX: '100' });
  const scriptErrors: string[] = [];

  it('asks a visitor who is not signed in to sign in, keeping the list', async () => {
    const page = await shop.browser.newPage();
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    await openPage(page, `${shop.server.url}/rfq`);
    await main(page).getByRole('heading', { name: en.rfq.emptyTitle }).waitFor();

    await addFromProductPage(page, shop.server.url, 'r-22', 'cylinder', 'quote');
    await openPage(page, `${shop.server.url}/rfq`);
    await main(page).getByText(en.rfq.signInTitle).waitFor();
    expect(await main(page).getByRole('link', { name: en.rfq.signInButton }).getAttribute('href')).toBe('/auth?next=%2Frfq');
    await main(page).getByRole('listitem').filter({ hasText: 'R-22' }).waitFor();
    expect(await main(page).getByRole('button', { name: en.rfq.submit }).count()).toBe(0);
    await page.close();
  });

  it('sends a signed-in customer’s list and shows the quote confirmation', async () => {
    const user = newUser('quote');
    const context = await shop.browser.newContext();
    await signUpThroughApi(context, shop.server.url, user);
    const page = await context.newPage();
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    await addFromProductPage(page, shop.server.url, 'r-410a', 'container_20ft', 'quote');
    await openPage(page, `${shop.server.url}/rfq`);

    const line = main(page).getByRole('listitem').filter({ hasText: 'R-410A' });
    await line.getByText('20ft Container').waitFor();
    await line.getByRole('button', { name: 'Increase quantity of R-410A' }).click();

    const form = main(page).locator('form');
    await expect.poll(() => form.getByLabel(en.rfq.fields.email, { exact: true }).inputValue()).toBe(user.email);
    await form.getByRole('button', { name: en.rfq.submit }).click();
    await toastWithTitle(page, en.rfq.toast.missingTitle).waitFor();

    await form.getByLabel(en.rfq.fields.companyName, { exact: true }).fill('Polar HVAC Services');
    await form.getByLabel(en.rfq.fields.notes, { exact: true }).fill('Deliveries every quarter.');
    await form.getByRole('button', { name: en.rfq.submit }).click();

    await toastWithTitle(page, en.rfq.toast.successTitle).waitFor();
    await page.waitForURL(/\/quote-confirmation\?quoteNumber=[^&]+&type=quote$/);
    const quoteNumber = new URL(page.url()).searchParams.get('quoteNumber') ?? '';
    await main(page).getByRole('heading', { level: 1, name: en.confirmation.quote.title }).waitFor();
    expect(await page.getByTestId('confirmation-number').textContent()).toBe(quoteNumber);
    await main(page).getByText('R-410A', { exact: true }).waitFor();
    await main(page).getByText('20ft Container · Quantity: 2').waitFor();
    await main(page).getByText('Polar HVAC Services').waitFor();
    // The promise reads the shop's quote reply time (24 hours by default), and what comes next is the quote's own path.
    await main(page).getByText(en.confirmation.quote.withinOneDay.replace('{{hours}}', '24'), { exact: true }).waitFor();
    const next = main(page).getByRole('region', { name: en.confirmation.next.title });
    await next.getByText(en.confirmation.next.priced.body.replace('{{hours}}', '24')).waitFor();
    await next.getByText(en.confirmation.next.accept.body).waitFor();
    expect(await next.getByText(en.confirmation.next.shipment.title).count()).toBe(0);
    expect(await page.getByTestId('confirmation-status').textContent()).toBe('Pending');
    await page.locator('header').getByRole('button', { name: 'Quote request, 0 items' }).waitFor();
    await context.close();
    expect(scriptErrors).toEqual([]);
  });

  it('tells a customer past the limit to wait, in minutes, and says where the e-mails go', async () => {
    const user = newUser('quote-limit');
    const context = await shop.browser.newContext();
    await signUpThroughApi(context, shop.server.url, user);
    const page = await context.newPage();
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    await addFromProductPage(page, shop.server.url, 'r-22', 'cylinder', 'quote');
    await openPage(page, `${shop.server.url}/rfq`);
    const form = main(page).locator('form');
    await form.getByText(en.rfq.fields.emailHint.replace('{{email}}', user.email)).waitFor();

    // The account's five requests of the window, sent as the page would.
    const product = await fetchProduct(shop.server.url, 'r-22');
    const statuses = await page.evaluate(async (productId) => {
      const body = JSON.stringify({ items: [{ productId, packaging: 'cylinder', quantity: 1 }], customerName: 'Limit Tester', companyName: 'Polar HVAC', customerEmail: 'someone@example.com' });
      const answers = [];
      for (let i = 0; i < 5; i += 1) answers.push((await fetch('/api/quotes', { method: 'POST', headers: { 'content-type': 'application/json' }, body })).status);
      return answers;
    }, product.id);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);

    await form.getByLabel(en.rfq.fields.companyName, { exact: true }).fill('Polar HVAC Services');
    await form.getByRole('button', { name: en.rfq.submit }).click();
    const toast = toastWithTitle(page, en.rfq.toast.limitTitle);
    await toast.waitFor();
    // Retry-After is at most the 15-minute window: the wait shown is 14 or 15 minutes.
    expect(await toast.textContent()).toMatch(/Please wait 1[45] minutes before trying again\./);
    await main(page).getByRole('alert').filter({ hasText: /Please wait 1[45] minutes before trying again\./ }).waitFor();
    // The list is kept for later.
    await main(page).getByRole('listitem').filter({ hasText: 'R-22' }).waitFor();
    expect(page.url()).toBe(`${shop.server.url}/rfq`);
    await context.close();
    expect(scriptErrors).toEqual([]);
  });

  it('sends a visitor with no reference in the address home', async () => {
    const page = await shop.browser.newPage();
    await openPage(page, `${shop.server.url}/quote-confirmation`);
    await page.waitForURL(`${shop.server.url}/`);
    await page.close();
  });
});
