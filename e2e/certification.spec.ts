import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import adminCertifications from '../web/src/admin/i18n/en/buyerCertifications.json';
import adminOrders from '../web/src/admin/i18n/en/orders.json';
import en from '../web/src/i18n/en.json';
import { newUser, signUpThroughApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openPage } from './support/navigation';
import { startShopForSuite } from './support/shop-suite';
import { addFromProductPage, fillCheckout, toastWithTitle } from './support/shop';

const ADMIN = { email: 'certification-admin@example.com', password: 'Admin-Secret-2026' };
const TRACKING = '1Z999AA10123456784';
const NUMBER = 'EPA-608-U-4471';

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

/** The order's row in /admin/orders, found by its number. */
async function orderRow(page: Page, baseUrl: string, orderNumber: string) {
  await openPage(page, `${baseUrl}/admin/orders?q=${orderNumber}`);
  const row = main(page).getByRole('row').filter({ hasText: orderNumber });
  await row.first().waitFor();
  return row;
}

describe('EPA 608: a buyer without a certification orders R-410A; the admin cannot ship it until the certification is verified', () => {
  const shop = startShopForSuite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_LIMIT_MAX: '100' });
  const buyer = newUser('certified');
  let orderNumber = '';
  let admin: Page;
  const scriptErrors: string[] = [];

  it('the product page says a certification is required; checkout asks for it; the order is accepted and the confirmation says what is needed', async () => {
    const context = await shop.browser.newContext();
    await signUpThroughApi(context, shop.server.url, buyer);
    const page = await context.newPage();
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    await addFromProductPage(page, shop.server.url, 'r-410a', 'cylinder');
    await main(page).getByTestId('certification-note').getByText(en.certification.productNote).waitFor();

    await openPage(page, `${shop.server.url}/checkout`);
    await fillCheckout(page, { name: buyer.name, email: buyer.email });
    const section = main(page).getByRole('region', { name: en.certification.checkout.title });
    await section.getByLabel(en.certification.fields.kind, { exact: true }).selectOption('epa_608_universal');
    await section.getByLabel(en.certification.fields.number, { exact: true }).fill(NUMBER);
    await main(page).getByRole('checkbox', { name: en.checkout.legal.label }).check();
    await main(page).getByRole('button', { name: en.checkout.placeOrder }).click();
    await page.waitForURL(/\/order-confirmation\?orderNumber=/);
    orderNumber = new URL(page.url()).searchParams.get('orderNumber') ?? '';
    await page.getByTestId('confirmation-certification').getByText(en.certification.confirmation.awaiting).waitFor();

    // The number given at checkout is the account's certification, pending review.
    await openPage(page, `${shop.server.url}/account`);
    await main(page).getByRole('tab', { name: en.account.tabs.certification }).click();
    await main(page).getByTestId('certification-status').getByText(en.certification.status.pending).waitFor();
    await main(page).getByText(NUMBER, { exact: false }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('the admin cannot ship it: the server refuses with the reason', async () => {
    const context = await shop.browser.newContext();
    admin = await signInAdmin(context, shop.server.url);
    admin.on('pageerror', (e) => scriptErrors.push(e.message));
    const row = await orderRow(admin, shop.server.url, orderNumber);
    await row.getByText(adminOrders.certification.states.awaiting).waitFor();
    await row.getByLabel(adminOrders.statusOf.replace('{{number}}', orderNumber)).selectOption('processing');
    await toastWithTitle(admin, adminOrders.messages.updated).waitFor();
    await row.getByLabel(adminOrders.tracking.labelOf.replace('{{number}}', orderNumber)).fill(TRACKING);
    await row.getByRole('button', { name: adminOrders.tracking.markShipped }).click();
    await toastWithTitle(admin, adminOrders.messages.updateFailed).getByText(adminOrders.messages.awaitingCertification).waitFor();
    await row.getByText(adminOrders.statuses.processing, { exact: true }).first().waitFor();
  });

  it('the admin verifies the buyer’s certification in the review queue', async () => {
    await openPage(admin, `${shop.server.url}/admin/buyer-certifications`);
    await main(admin).getByRole('heading', { level: 1, name: adminCertifications.title }).waitFor();
    const card = main(admin).getByTestId('buyer-certification').filter({ hasText: buyer.email });
    await card.getByText(NUMBER).waitFor();
    await card.getByText(adminCertifications.awaitingOrders_one.replace('{{count}}', '1')).waitFor();
    expect(await seriousViolations(admin)).toEqual([]);
    await card.getByRole('button', { name: adminCertifications.verifyNamed.replace('{{name}}', buyer.name) }).click();
    await toastWithTitle(admin, adminCertifications.toasts.verified).waitFor();
    await card.getByText(adminCertifications.status.verified, { exact: true }).waitFor();
  });

  it('then ships it, and the order keeps the evidence it was sold on', async () => {
    const row = await orderRow(admin, shop.server.url, orderNumber);
    await row.getByText(adminOrders.certification.states.verified).waitFor();
    await row.getByLabel(adminOrders.tracking.labelOf.replace('{{number}}', orderNumber)).fill(TRACKING);
    await row.getByRole('button', { name: adminOrders.tracking.markShipped }).click();
    await toastWithTitle(admin, adminOrders.messages.updated).waitFor();
    await row.getByText(adminOrders.statuses.shipped, { exact: true }).first().waitFor();

    await row.getByRole('button', { name: adminOrders.viewDetailsOf.replace('{{number}}', orderNumber) }).click();
    const evidence = main(admin).getByTestId('order-certification');
    await evidence.getByText(NUMBER, { exact: true }).waitFor();
    await evidence.getByText(new RegExp(ADMIN.email)).waitFor();
    expect(scriptErrors).toEqual([]);
  });
});

describe('EPA 608: a buyer whose certification is still pending orders R-410A', () => {
  const shop = startShopForSuite({ AUTH_RATE_LIMIT_MAX: '100' });

  it('is not told it is verified at checkout, and the confirmation says the order waits for the certification', async () => {
    const buyer = newUser('pending');
    const context = await shop.browser.newContext();
    await signUpThroughApi(context, shop.server.url, buyer);
    const submitted = await context.request.put(`${shop.server.url}/api/account/certification`, {
      data: { kind: 'epa_608_universal', number: 'EPA-608-P-5520', organisation: 'ESCO Institute', nameOnCard: buyer.name },
      headers: { Origin: shop.server.url },
    });
    expect(submitted.status()).toBe(200);
    const page = await context.newPage();
    const scriptErrors: string[] = [];
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    await openPage(page, `${shop.server.url}/account`);
    await main(page).getByRole('tab', { name: en.account.tabs.certification }).click();
    await main(page).getByTestId('certification-status').getByText(en.certification.status.pending).waitFor();

    await addFromProductPage(page, shop.server.url, 'r-410a', 'cylinder');
    await openPage(page, `${shop.server.url}/checkout`);
    await fillCheckout(page, { name: buyer.name, email: buyer.email });
    const section = main(page).getByRole('region', { name: en.certification.checkout.title });
    await section.getByText(en.certification.checkout.help, { exact: false }).waitFor();
    expect(await section.getByText(en.certification.checkout.verified).count()).toBe(0);
    await main(page).getByRole('checkbox', { name: en.checkout.legal.label }).check();
    await main(page).getByRole('button', { name: en.checkout.placeOrder }).click();
    await page.waitForURL(/\/order-confirmation\?orderNumber=/);
    const certification = page.getByTestId('confirmation-certification');
    await certification.getByText(en.certification.confirmation.awaiting).waitFor();
    expect(await certification.getByText(en.certification.confirmation.verified).count()).toBe(0);
    expect(scriptErrors).toEqual([]);
    await context.close();
  });
});
