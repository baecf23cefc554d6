import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import adminOrders from '../web/src/admin/i18n/en/orders.json';
import en from '../web/src/i18n/en.json';
import { ADMIN, signInAsAdminThroughForm } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openPage } from './support/navigation';
import { startShopForSuite } from './support/shop-suite';
import { addFromProductPage, fillCheckout, toastWithTitle } from './support/shop';

const main = (page: Page) => page.locator('main');

describe('admin payments: a wire order shows Unpaid, the admin marks it paid, filters by payment, and the history says who did what', () => {
  const shop = startShopForSuite(() => ({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_LIMIT_MAX: '100' }));
  let wireOrder = '';
  let cardOrder = '';
  const scriptErrors: string[] = [];

  it('places a wire order and a card order through the checkout', async () => {
    for (const method of ['bank_wire', 'credit_card'] as const) {
      const page = await shop.browser.newPage();
      // The card order buys a refrigerant sold without a certification: paid at once, not held (EPA hold, docs/decisions/040).
      await addFromProductPage(page, shop.server.url, method === 'credit_card' ? 'r-290' : 'r-134a', 'cylinder');
      await openPage(page, `${shop.server.url}/checkout?guest=true`);
      await fillCheckout(page, { name: 'Sam Ortega', email: `sam.payments.${method}@example.com` });
      const payment = main(page).getByRole('region', { name: en.checkout.payment.title });
      await payment.getByRole('radio', { name: en.checkout.payment.methods[method] }).check();
      await main(page).getByRole('checkbox', { name: en.checkout.legal.label }).check();
      await main(page).getByRole('button', { name: en.checkout.placeOrder }).click();
      await page.waitForURL(/\/order-confirmation\?orderNumber=/);
      const number = new URL(page.url()).searchParams.get('orderNumber') ?? '';
      if (method === 'bank_wire') wireOrder = number;
      else cardOrder = number;
      await page.close();
    }
    expect(wireOrder).toMatch(/^FF-/);
    expect(cardOrder).toMatch(/^FF-/);
  });

  it('shows Unpaid and Paid beside the status, filters paid and unpaid, and today', async () => {
    const context = await shop.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await signInAsAdminThroughForm(await context.newPage(), shop.server.url);
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    await openPage(page, `${shop.server.url}/admin/orders`);
    const wireRow = main(page).getByRole('row').filter({ hasText: wireOrder });
    const cardRow = main(page).getByRole('row').filter({ hasText: cardOrder });
    expect(await wireRow.getByTestId('payment-state').textContent()).toBe(adminOrders.paymentStates.unpaid);
    expect(await cardRow.getByTestId('payment-state').textContent()).toBe(adminOrders.paymentStates.paid);

    await main(page).getByLabel(adminOrders.paymentFilter.label, { exact: true }).selectOption('unpaid');
    await page.waitForURL(/[?&]payment=unpaid/);
    await cardRow.waitFor({ state: 'detached' });
    await wireRow.waitFor();
    await main(page).getByLabel(adminOrders.paymentFilter.label, { exact: true }).selectOption('paid');
    await wireRow.waitFor({ state: 'detached' });
    await cardRow.waitFor();
    await main(page).getByLabel(adminOrders.paymentFilter.label, { exact: true }).selectOption('');

    await main(page).getByRole('button', { name: adminOrders.dates.today, exact: true }).click();
    await page.waitForURL(/[?&]from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/);
    await wireRow.waitFor();
    await cardRow.waitFor();
    await main(page).getByLabel(adminOrders.dates.from, { exact: true }).fill('2020-01-01');
    await main(page).getByLabel(adminOrders.dates.to, { exact: true }).fill('2020-01-31');
    await page.waitForURL(/[?&]to=2020-01-31/);
    await main(page).getByText(adminOrders.empty, { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('confirms a status change from the list, marks the wire order paid from its details, and tells it in the history', async () => {
    const context = await shop.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await signInAsAdminThroughForm(await context.newPage(), shop.server.url);
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    await openPage(page, `${shop.server.url}/admin/orders?q=${wireOrder}`);
    const row = main(page).getByRole('row').filter({ hasText: wireOrder });
    const status = row.getByLabel(adminOrders.statusOf.replace('{{number}}', wireOrder));

    // Backing out changes nothing.
    await status.selectOption('delivered');
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(adminOrders.changeStatus.body.replace('{{from}}', adminOrders.statuses.pending).replace('{{to}}', adminOrders.statuses.delivered)).waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await status.inputValue()).toBe('pending');

    await status.selectOption('processing');
    await dialog.getByRole('button', { name: adminOrders.changeStatus.confirm }).click();
    await toastWithTitle(page, adminOrders.messages.updated).waitFor();
    await expect.poll(() => status.inputValue()).toBe('processing');

    await row.getByRole('button', { name: adminOrders.viewDetailsOf.replace('{{number}}', wireOrder) }).click();
    const payments = main(page).getByTestId('order-payments');
    await payments.getByRole('button', { name: adminOrders.payments.markPaid }).click();
    const form = page.getByRole('dialog', { name: adminOrders.payments.dialogTitle.replace('{{number}}', wireOrder) });
    const amount = form.getByLabel(adminOrders.payments.amount, { exact: true });
    const due = await amount.inputValue();
    expect(Number(due)).toBeGreaterThan(0);
    await amount.fill('0');
    await form.getByRole('button', { name: adminOrders.payments.confirm }).click();
    await form.getByText(adminOrders.messages.amountInvalid).waitFor();
    await amount.fill(due);
    await form.getByLabel(adminOrders.payments.reference, { exact: true }).fill('WIRE-2026-0042');
    await form.getByRole('button', { name: adminOrders.payments.confirm }).click();
    await toastWithTitle(page, adminOrders.messages.paymentRecorded).waitFor();
    await form.waitFor({ state: 'detached' });
    await expect.poll(() => payments.getByTestId('payment-state').textContent()).toBe(adminOrders.paymentStates.paid);
    await payments.getByText(adminOrders.payments.referenceLine.replace('{{reference}}', 'WIRE-2026-0042')).waitFor();
    await payments.getByText(`Recorded by ${ADMIN.email}`, { exact: false }).waitFor();
    expect(await payments.getByRole('button', { name: adminOrders.payments.markPaid }).count()).toBe(0);

    const history = main(page).getByTestId('order-history-entry');
    const statusEntry = history.filter({ hasText: adminOrders.history.statusSentence.replace('{{from}}', adminOrders.statuses.pending).replace('{{to}}', adminOrders.statuses.processing) });
    await statusEntry.getByText(new RegExp(`^by ${ADMIN.email} on `)).waitFor();
    await history.filter({ hasText: /^Payment of .+ recorded: Unpaid → Paid/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
    expect(scriptErrors).toEqual([]);
  });
});
