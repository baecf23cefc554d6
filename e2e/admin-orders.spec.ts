import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminCommon from '../web/src/admin/i18n/en/common.json';
import adminOrders from '../web/src/admin/i18n/en/orders.json';
import en from '../web/src/i18n/en.json';
import { ADMIN, newUser, signInAsAdminThroughForm, signUpThroughApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openPage, reloadPage } from './support/navigation';
import { startShopForSuite } from './support/shop-suite';
import { addFromProductPage, fillCheckout, toastWithTitle } from './support/shop';
import { startTestSmtp, type TestSmtp } from './support/smtp';

const TRACKING = '1Z999AA10123456784';
const UPS_LINK = `https://www.ups.com/track?tracknum=${TRACKING}`;

const main = (page: Page) => page.locator('main');

describe('admin orders: a buyer orders, the admin ships it with a tracking number, the buyer sees it', () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp.stop();
  });
  const shop = startShopForSuite(() => ({ SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_LIMIT_MAX: '100' }));
  const buyer = newUser('shipped');
  let buyerContext: BrowserContext;
  let orderNumber = '';
  const scriptErrors: string[] = [];

  it('places the buyer’s order through the checkout', async () => {
    buyerContext = await shop.browser.newContext();
    await signUpThroughApi(buyerContext, shop.server.url, buyer);
    const page = await buyerContext.newPage();
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    // An HFO: R-410A would wait for the buyer's certification before it may ship (e2e/certification.spec.ts).
    await addFromProductPage(page, shop.server.url, 'r-1234yf', 'cylinder');
    await openPage(page, `${shop.server.url}/checkout`);
    await fillCheckout(page, { name: buyer.name, email: buyer.email });
    await main(page).getByRole('checkbox', { name: en.checkout.legal.label }).check();
    await main(page).getByRole('button', { name: en.checkout.placeOrder }).click();
    await page.waitForURL(/\/order-confirmation\?orderNumber=/);
    orderNumber = new URL(page.url()).searchParams.get('orderNumber') ?? '';
    expect(orderNumber).toMatch(/^FF-/);
    await page.close();
  });

  it('ships it from /admin/orders: Processing shows the tracking box, Mark as Shipped saves the number and its carrier', async () => {
    const context = await shop.browser.newContext();
    const page = await signInAsAdminThroughForm(await context.newPage(), shop.server.url);
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    await openPage(page, `${shop.server.url}/admin/orders`);
    await main(page).getByRole('heading', { level: 1, name: adminOrders.title }).waitFor();
    await main(page).getByRole('tab', { name: adminOrders.tabs.orders }).waitFor();
    expect(await main(page).getByRole('tab', { name: adminOrders.tabs.details }).count()).toBe(0);

    await main(page).getByLabel(adminOrders.search.label).fill(orderNumber);
    await page.waitForURL(/[?&]q=FF-/);
    const row = main(page).getByRole('row').filter({ hasText: orderNumber });
    await row.getByText(buyer.email).waitFor();
    await row.getByText(adminOrders.statuses.pending, { exact: true }).first().waitFor();

    await row.getByLabel(adminOrders.statusOf.replace('{{number}}', orderNumber)).selectOption('processing');
    // A change from the list is confirmed first (a slip in a row of many orders must not move one silently).
    const confirm = page.getByRole('alertdialog', { name: adminOrders.changeStatus.title.replace('{{number}}', orderNumber) });
    await confirm.getByText(adminOrders.changeStatus.body.replace('{{from}}', adminOrders.statuses.pending).replace('{{to}}', adminOrders.statuses.processing)).waitFor();
    await confirm.getByRole('button', { name: adminOrders.changeStatus.confirm }).click();
    await toastWithTitle(page, adminOrders.messages.updated).waitFor();
    const tracking = row.getByLabel(adminOrders.tracking.labelOf.replace('{{number}}', orderNumber));
    await tracking.waitFor();

    // Refused without a number, in the browser and by the server alike.
    await row.getByRole('button', { name: adminOrders.tracking.markShipped }).click();
    await row.getByText(adminOrders.messages.trackingRequired).waitFor();

    await tracking.fill(TRACKING);
    expect(await row.getByLabel(adminOrders.tracking.carrierOf.replace('{{number}}', orderNumber)).inputValue()).toBe('ups');
    await row.getByRole('button', { name: adminOrders.tracking.markShipped }).click();
    await toastWithTitle(page, adminOrders.messages.updated).waitFor();
    await expect.poll(() => row.getByRole('link', { name: new RegExp(TRACKING) }).getAttribute('href')).toBe(UPS_LINK);
    expect(await seriousViolations(page)).toEqual([]);

    await row.getByRole('button', { name: adminOrders.viewDetailsOf.replace('{{number}}', orderNumber) }).click();
    await page.waitForURL(/[?&]order=[0-9a-f-]{36}/);
    await main(page).getByRole('heading', { name: adminOrders.details.heading.replace('{{number}}', orderNumber) }).waitFor();
    const history = main(page).getByRole('region', { name: adminCommon.history.title });
    const shipped = history.getByTestId('order-history-entry').filter({ hasText: adminOrders.history.statusSentence.replace('{{from}}', adminOrders.statuses.processing).replace('{{to}}', adminOrders.statuses.shipped) });
    await shipped.getByText(new RegExp(`^by ${ADMIN.email} on `)).waitFor();
    await history.getByText(adminOrders.history.statusSentence.replace('{{from}}', adminOrders.statuses.pending).replace('{{to}}', adminOrders.statuses.processing)).waitFor();
    // The card by its last four only (RELIABILITY 17): under Payment Information and in the payment timeline.
    expect(await main(page).getByText(/•••• 4242/).count()).toBe(2);
    expect(await main(page).textContent()).not.toMatch(/4242\s?4242/);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('shows the buyer Shipped and the tracking number with its link in /account and on the confirmation page', async () => {
    const page = await buyerContext.newPage();
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    await openPage(page, `${shop.server.url}/account`);
    await main(page).getByRole('tab', { name: en.account.tabs.orders }).click();
    const card = main(page).getByRole('listitem').filter({ hasText: en.account.orders.number.replace('{{number}}', orderNumber) });
    await card.getByText(en.account.status.shipped, { exact: true }).waitFor();
    const link = card.getByTestId('order-tracking').getByRole('link', { name: new RegExp(TRACKING) });
    expect(await link.getAttribute('href')).toBe(UPS_LINK);

    await card.getByRole('link', { name: en.account.orders.trackLabel.replace('{{number}}', orderNumber) }).click();
    await page.waitForURL(/\/order-confirmation\?orderNumber=/);
    expect(await page.getByTestId('confirmation-status').textContent()).toBe(en.confirmation.statuses.shipped);
    await page.getByTestId('confirmation-tracking').getByText(TRACKING).waitFor();
    expect(await main(page).getByRole('link', { name: en.confirmation.tracking.track }).getAttribute('href')).toBe(UPS_LINK);
    await buyerContext.close();
  });

  it('opens a guest’s order from the e-mail’s link in another browser, keeps it open there without the token; the number alone shows nothing', async () => {
    const guestEmail = `guest-${Date.now()}@example.com`;
    const ordering = await shop.browser.newContext();
    const page = await ordering.newPage();
    await addFromProductPage(page, shop.server.url, 'r-134a', 'cylinder');
    await openPage(page, `${shop.server.url}/checkout?guest=true`);
    await fillCheckout(page, { name: 'Robin Lake', email: guestEmail });
    await main(page).getByRole('checkbox', { name: en.checkout.legal.label }).check();
    await main(page).getByRole('button', { name: en.checkout.placeOrder }).click();
    await page.waitForURL(/\/order-confirmation\?orderNumber=/);
    const number = new URL(page.url()).searchParams.get('orderNumber') ?? '';
    await ordering.close();

    const mail = await smtp.waitForMail((m) => m.to.includes(guestEmail) && m.subject === `Your FrigidFlow order ${number}`);
    const link = /View your order: (\S+)/.exec(mail.text)?.[1] ?? '';
    expect(new URL(link).searchParams.get('token')).toMatch(/^\d+\./);

    const elsewhere = await shop.browser.newContext();
    const other = await elsewhere.newPage();
    await openPage(other, link);
    expect(await other.getByTestId('confirmation-number').textContent()).toBe(number);
    await other.waitForURL((url) => !url.searchParams.has('token'));
    await reloadPage(other);
    expect(await other.getByTestId('confirmation-number').textContent()).toBe(number);
    await main(other).getByText(guestEmail).first().waitFor();
    await elsewhere.close();

    const stranger = await shop.browser.newContext();
    const nosy = await stranger.newPage();
    await openPage(nosy, `${shop.server.url}/order-confirmation?orderNumber=${number}`);
    await main(nosy).getByRole('heading', { name: en.confirmation.generic.title }).waitFor();
    expect(await main(nosy).getByText(guestEmail).count()).toBe(0);
    await stranger.close();
  });

  it('opens an account’s order from the e-mail’s link on another device after signing in there', async () => {
    const mail = await smtp.waitForMail((m) => m.to.includes(buyer.email.toLowerCase()) && m.subject === `Your FrigidFlow order ${orderNumber}`);
    const link = /View your order: (\S+)/.exec(mail.text)?.[1] ?? '';
    expect(new URL(link).searchParams.has('token')).toBe(false);
    const device = await shop.browser.newContext();
    const page = await device.newPage();
    await openPage(page, link);
    await main(page).getByRole('heading', { name: en.confirmation.generic.title }).waitFor();
    await page.waitForURL(/\/auth\?next=/, { timeout: 9000 });
    await page.getByLabel(en.auth.fields.email, { exact: true }).fill(buyer.email);
    await page.getByLabel(en.auth.fields.password, { exact: true }).fill(buyer.password);
    await page.getByRole('button', { name: en.auth.signInButton, exact: true }).click();
    await page.waitForURL(/\/order-confirmation\?orderNumber=/);
    expect(await page.getByTestId('confirmation-number').textContent()).toBe(orderNumber);
    await device.close();
  });

  it('e-mails the buyer that the order shipped, with the tracking number and the carrier’s link', async () => {
    const mail = await smtp.waitForMail((m) => m.to.includes(buyer.email.toLowerCase()) && m.subject === `Your FrigidFlow order ${orderNumber} has shipped`);
    expect(mail.text).toContain(`Tracking number: ${TRACKING}`);
    expect(mail.text).toContain('Carrier: UPS');
    expect(mail.html).toContain(`href="${UPS_LINK}"`);
    expect(mail.text).toContain(`${shop.server.url}/order-confirmation?orderNumber=${orderNumber}`);
    expect(scriptErrors).toEqual([]);
  });
});
