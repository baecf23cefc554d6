import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../web/src/i18n/en.json';
import { newUser, signUpThroughApi, type TestUser } from './support/accounts';
import { openPage } from './support/navigation';
import { startShopForSuite } from './support/shop-suite';
import { addFromProductPage, fillCheckout, toastWithTitle } from './support/shop';

const main = (page: Page) => page.locator('main');

/**
 * RELIABILITY 34: the shop started as `npm start` does (PUBLIC_URL left at its default, http://localhost:PORT)
 * and opened at another of its addresses, http://127.0.0.1:PORT, works for a signed-in buyer.
 */
describe('a signed-in buyer at 127.0.0.1 while PUBLIC_URL is localhost', () => {
  const shop = startShopForSuite({ PUBLIC_URL: '' });
  const scriptErrors: string[] = [];

  async function signedIn(): Promise<{ context: BrowserContext; page: Page; user: TestUser }> {
    expect(new URL(shop.server.url).hostname).toBe('127.0.0.1');
    const user = newUser('address');
    const context = await shop.browser.newContext();
    await signUpThroughApi(context, shop.server.url, user);
    const page = await context.newPage();
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    return { context, page, user };
  }

  it('saves the profile, sends a quote request and places an order', async () => {
    const { context, page, user } = await signedIn();

    await openPage(page, `${shop.server.url}/account`);
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel(en.account.profile.company, { exact: true }).fill('Polar HVAC Services');
    await panel.getByRole('button', { name: en.account.profile.save }).click();
    await page.getByText(en.account.profile.saved).waitFor();

    await addFromProductPage(page, shop.server.url, 'r-22', 'cylinder', 'quote');
    await openPage(page, `${shop.server.url}/rfq`);
    const form = main(page).locator('form');
    await expect.poll(() => form.getByLabel(en.rfq.fields.email, { exact: true }).inputValue()).toBe(user.email);
    await form.getByLabel(en.rfq.fields.companyName, { exact: true }).fill('Polar HVAC Services');
    await form.getByRole('button', { name: en.rfq.submit }).click();
    await toastWithTitle(page, en.rfq.toast.successTitle).waitFor();
    await page.waitForURL(/\/quote-confirmation\?quoteNumber=/);

    await addFromProductPage(page, shop.server.url, 'r-410a', 'cylinder');
    await openPage(page, `${shop.server.url}/checkout`);
    await main(page).getByText(`Signed in as ${user.email}`).waitFor();
    await fillCheckout(page, { name: user.name, email: user.email });
    await main(page).getByRole('checkbox', { name: en.checkout.legal.label }).check();
    await main(page).getByRole('button', { name: en.checkout.placeOrder }).click();
    await page.waitForURL(/\/order-confirmation\?orderNumber=/);
    await main(page).getByRole('heading', { level: 1, name: en.confirmation.order.title }).waitFor();

    const orders = (await (await context.request.get(`${shop.server.url}/api/account/orders`)).json()) as { orders: unknown[] };
    expect(orders.orders).toHaveLength(1);
    await context.close();
    expect(scriptErrors).toEqual([]);
  });

  it('refuses the same signed-in request from a foreign page, and the page says why', async () => {
    const { context, page } = await signedIn();
    const forged = await context.request.patch(`${shop.server.url}/api/account/profile`, {
      data: { firstName: 'Mallory', lastName: '', phone: '', company: '', epaLicense: '' },
      headers: { Origin: 'https://evil.example' },
    });
    expect(forged.status()).toBe(403);

    await openPage(page, `${shop.server.url}/account`);
    // The profile save reaches the real server as if the page were elsewhere (the browser will not forge Origin
    // itself): the server refuses it, and the form shows the server's reason.
    await page.route('**/api/account/profile', async (route) =>
      route.fulfill({ response: await route.fetch({ headers: { ...route.request().headers(), origin: 'https://evil.example' } }) }),
    );
    const panel = page.getByRole('tabpanel');
    await panel.getByLabel(en.account.profile.company, { exact: true }).fill('Forged Inc');
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/account/profile') && r.request().method() === 'PATCH');
    await panel.getByRole('button', { name: en.account.profile.save }).click();
    expect((await refused).status()).toBe(403);
    await page.getByText(en.toast.crossSite).waitFor();
    expect(await page.getByText(en.account.messages.saveFailed).count()).toBe(0);
    await context.close();
  });
});
