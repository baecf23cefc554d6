import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import adminOrdersEn from '../web/src/admin/i18n/en/orders.json';
import adminOrdersFr from '../web/src/admin/i18n/fr/orders.json';
import adminCommonEn from '../web/src/admin/i18n/en/common.json';
import { ADMIN, signInAsAdminThroughApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openPage } from './support/navigation';
import { startShopForSuite } from './support/shop-suite';
import en from '../web/src/i18n/en.json';
import { addFromProductPage, fillCheckout, toastWithTitle } from './support/shop';

const main = (page: Page) => page.locator('main');

/** A wire order placed through the API and marked paid in full by the admin: its id and number. */
async function paidWireOrder(request: APIRequestContext, base: string): Promise<{ id: string; number: string; total: number }> {
  const headers = { Origin: base };
  const product = (await (await request.get(`${base}/api/products/r-134a`)).json()) as { product?: { id: string }; id?: string };
  const productId = product.product?.id ?? product.id;
  if (!productId) throw new Error('no R-134a in the catalogue');
  const placed = await request.post(`${base}/api/orders`, {
    headers: { ...headers, 'idempotency-key': randomUUID() },
    data: {
      items: [{ productId, packaging: 'cylinder', quantity: 2 }],
      guest: true,
      customer: { name: 'Ruth Delgado', email: `ruth.refunds.${Date.now()}@example.com` },
      shippingAddress: { street: '12 Main St', city: 'Dallas', state: 'TX', zipCode: '75201', country: 'United States' },
      paymentMethod: 'bank_wire',
      acknowledgeLegal: true,
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const number = ((await placed.json()) as { order: { orderNumber: string } }).order.orderNumber;
  const list = (await (await request.get(`${base}/api/admin/orders?q=${number}`)).json()) as { items: { id: string; total: number }[] };
  const row = list.items[0];
  if (!row) throw new Error(`order ${number} not in the admin list`);
  const paid = await request.post(`${base}/api/admin/orders/${row.id}/payments`, {
    headers,
    data: { amount: row.total, receivedOn: new Date().toISOString().slice(0, 10), reference: 'WIRE-REFUND-1', method: 'bank_wire', requestKey: randomUUID() },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return { id: row.id, number, total: row.total };
}

describe('admin refunds: a paid wire order partly refunded from its Payment card, the timeline and the state telling it', () => {
  const shop = startShopForSuite(() => ({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_LIMIT_MAX: '100' }));
  const scriptErrors: string[] = [];

  it('refunds part of the order after a confirmation; the timeline shows the refund and the state says Partially refunded', async () => {
    const context = await shop.browser.newContext({ viewport: { width: 1366, height: 900 } });
    await signInAsAdminThroughApi(context, shop.server.url);
    const order = await paidWireOrder(context.request, shop.server.url);
    const page = await context.newPage();
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    await openPage(page, `${shop.server.url}/admin/orders?order=${order.id}`);
    const timeline = main(page).getByTestId('payment-timeline');
    await timeline.getByRole('button', { name: adminOrdersEn.refunds.button }).click();
    const form = page.getByRole('dialog', { name: adminOrdersEn.refunds.dialogTitle.replace('{{number}}', order.number) });
    const amount = form.getByLabel(adminOrdersEn.refunds.amount, { exact: true });
    expect(Number(await amount.inputValue())).toBe(order.total);

    // Above what is left: the server refuses it, naming the amount and what is left.
    await amount.fill((order.total + 1).toFixed(2));
    await form.getByRole('button', { name: adminOrdersEn.refunds.submit }).click();
    await form.getByRole('button', { name: adminOrdersEn.refunds.confirm, exact: true }).click();
    await form.getByText(`${adminOrdersEn.messages.refundAboveLeft} Left to refund: US$${order.total.toFixed(2)}.`).waitFor();

    await amount.fill('40.00');
    await form.getByLabel(adminOrdersEn.refunds.reason, { exact: true }).selectOption('requested_by_customer');
    await form.getByLabel(adminOrdersEn.refunds.note, { exact: true }).fill('One cylinder returned dented');
    await form.getByRole('button', { name: adminOrdersEn.refunds.submit }).click();
    const confirm = form.getByTestId('refund-confirm');
    await confirm.getByText(/^Refund US\$40\.00 to Ruth Delgado\?$/).waitFor();
    // Back returns to the form as it was; nothing is sent.
    await confirm.getByRole('button', { name: adminOrdersEn.refunds.back }).click();
    expect(await amount.inputValue()).toBe('40.00');
    await form.getByRole('button', { name: adminOrdersEn.refunds.submit }).click();
    await confirm.getByRole('button', { name: adminOrdersEn.refunds.confirm, exact: true }).click();
    await toastWithTitle(page, adminOrdersEn.messages.refundRecorded).waitFor();
    await form.waitFor({ state: 'detached' });

    const entry = timeline.getByTestId('payment-timeline-entry').filter({ hasText: 'Refund of US$40.00 (done)' });
    await entry.getByText('Requested by the customer, by shop-admin@example.com').waitFor();
    await entry.getByText('Note: One cylinder returned dented').waitFor();
    await main(page).locator('header').getByTestId('payment-state').filter({ hasText: adminOrdersEn.paymentStates.partially_refunded }).waitFor();
    await main(page).getByTestId('order-history-entry').filter({ hasText: /^Refund of US\$40\.00: Paid → Partially refunded/ }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('refunds part of a card order through the provider; a second refund above what is left is refused, naming it', async () => {
    // The buyer pays by card at the checkout: R-290 is sold without a certification, so the payment is taken at once.
    const buyer = await shop.browser.newPage();
    buyer.on('pageerror', (e) => scriptErrors.push(e.message));
    await addFromProductPage(buyer, shop.server.url, 'r-290', 'cylinder');
    await openPage(buyer, `${shop.server.url}/checkout?guest=true`);
    await fillCheckout(buyer, { name: 'Iris Navarro', email: `iris.card.refund.${Date.now()}@example.com` });
    await main(buyer).getByRole('checkbox', { name: en.checkout.legal.label }).check();
    await main(buyer).getByRole('button', { name: en.checkout.placeOrder }).click();
    await buyer.waitForURL(/\/order-confirmation\?orderNumber=/);
    await expect.poll(() => buyer.getByTestId('confirmation-payment-state').textContent(), { timeout: 15_000 }).toBe(en.account.paymentState.paid);
    const number = new URL(buyer.url()).searchParams.get('orderNumber') ?? '';
    await buyer.close();

    const context = await shop.browser.newContext({ viewport: { width: 1366, height: 900 } });
    await signInAsAdminThroughApi(context, shop.server.url);
    const list = (await (await context.request.get(`${shop.server.url}/api/admin/orders?q=${number}`)).json()) as { items: { id: string; total: number }[] };
    const order = list.items[0];
    if (!order) throw new Error(`order ${number} not in the admin list`);
    const page = await context.newPage();
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    await openPage(page, `${shop.server.url}/admin/orders?order=${order.id}`);
    const timeline = main(page).getByTestId('payment-timeline');
    const state = main(page).locator('header').getByTestId('payment-state');
    await state.filter({ hasText: adminOrdersEn.paymentStates.paid }).waitFor();
    // The provider's payment: the sandbox, the card by its last four, succeeded.
    const provider = timeline.getByTestId('provider-payment');
    await provider.getByText(new RegExp(`^${adminOrdersEn.timeline.providers.sandbox}`)).waitFor();
    await provider.getByText(/•••• 4242$/).waitFor();
    await provider.getByText(adminOrdersEn.timeline.statuses.succeeded, { exact: true }).waitFor();

    await timeline.getByRole('button', { name: adminOrdersEn.refunds.button }).click();
    const form = page.getByRole('dialog', { name: adminOrdersEn.refunds.dialogTitle.replace('{{number}}', number) });
    const amount = form.getByLabel(adminOrdersEn.refunds.amount, { exact: true });
    expect(Number(await amount.inputValue())).toBe(order.total);
    await amount.fill('25.00');
    await form.getByLabel(adminOrdersEn.refunds.reason, { exact: true }).selectOption('other');
    await form.getByLabel(adminOrdersEn.refunds.note, { exact: true }).fill('Valve leaked on arrival');
    await form.getByRole('button', { name: adminOrdersEn.refunds.submit }).click();
    await form.getByTestId('refund-confirm').getByText(/^Refund US\$25\.00 to Iris Navarro\?$/).waitFor();
    await form.getByRole('button', { name: adminOrdersEn.refunds.confirm, exact: true }).click();
    await toastWithTitle(page, adminOrdersEn.messages.refundRecorded).waitFor();
    await form.waitFor({ state: 'detached' });

    const entry = timeline.getByTestId('payment-timeline-entry').filter({ hasText: 'Refund of US$25.00 (done)' });
    await entry.getByText(`${adminOrdersEn.refunds.reasons.other}, by ${ADMIN.email}`).waitFor();
    await entry.getByText(adminOrdersEn.timeline.refundByProvider, { exact: true }).waitFor();
    await entry.getByText('Note: Valve leaked on arrival').waitFor();
    await state.filter({ hasText: adminOrdersEn.paymentStates.partially_refunded }).waitFor();
    // The history says the refund went to the provider (the state moves when the provider has done it), never "Paid → Paid".
    await main(page).getByTestId('order-history-entry').filter({ hasText: /^Refund of US\$25\.00 sent to the payment provider/ }).waitFor();
    expect(await main(page).getByTestId('order-history-entry').filter({ hasText: 'Paid → Paid' }).count()).toBe(0);
    const left = (order.total - 25).toFixed(2);
    const figures = timeline.locator('dl').filter({ hasText: adminOrdersEn.refunds.left });
    expect(await figures.locator('dd').allTextContents()).toEqual(['US$25.00', `US$${left}`]);

    // A second refund above what is left: refused, the message naming what is left; nothing changes.
    await timeline.getByRole('button', { name: adminOrdersEn.refunds.button }).click();
    expect(await amount.inputValue()).toBe(left);
    await amount.fill((order.total - 20).toFixed(2));
    await form.getByLabel(adminOrdersEn.refunds.reason, { exact: true }).selectOption('requested_by_customer');
    await form.getByRole('button', { name: adminOrdersEn.refunds.submit }).click();
    await form.getByRole('button', { name: adminOrdersEn.refunds.confirm, exact: true }).click();
    await form.getByText(`${adminOrdersEn.messages.refundAboveLeft} Left to refund: US$${left}.`).waitFor();
    await form.getByRole('button', { name: adminCommonEn.cancel, exact: true }).click();
    await form.waitFor({ state: 'detached' });
    expect(await timeline.getByTestId('payment-timeline-entry').filter({ hasText: /^Refund of/ }).count()).toBe(1);
    await state.filter({ hasText: adminOrdersEn.paymentStates.partially_refunded }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  const LOOKS = [
    { name: 'phone-fr', viewport: { width: 390, height: 844 }, locale: 'fr-CA', words: adminOrdersFr },
    { name: 'desktop-fr', viewport: { width: 1366, height: 900 }, locale: 'fr-CA', words: adminOrdersFr },
    { name: 'phone-en', viewport: { width: 390, height: 844 }, locale: 'en-US', words: adminOrdersEn },
  ] as const;

  it.each(LOOKS)('shows the Payment card and the Refund dialog ($name): readable, no sideways scrolling', async ({ viewport, locale, words }) => {
    const context = await shop.browser.newContext({ viewport, locale });
    await signInAsAdminThroughApi(context, shop.server.url);
    const order = await paidWireOrder(context.request, shop.server.url);
    const refunded = await context.request.post(`${shop.server.url}/api/admin/orders/${order.id}/refunds`, {
      headers: { Origin: shop.server.url },
      data: { amount: '12.50', reason: 'duplicate', note: 'Virement reçu deux fois', requestKey: randomUUID() },
    });
    expect(refunded.status()).toBe(200);
    const page = await context.newPage();
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    await openPage(page, `${shop.server.url}/admin/orders?order=${order.id}`);
    const timeline = main(page).getByTestId('payment-timeline');
    await timeline.getByText(words.timeline.title).waitFor();
    await timeline.getByText(words.refunds.reasons.duplicate, { exact: false }).waitFor();
    await timeline.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await timeline.getByRole('button', { name: words.refunds.button }).click();
    const form = page.getByRole('dialog', { name: words.refunds.dialogTitle.replace('{{number}}', order.number) });
    await form.getByLabel(words.refunds.amount, { exact: true }).waitFor();
    await form.getByRole('button', { name: words.refunds.submit }).click();
    await form.getByTestId('refund-confirm').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('raised no script error', () => {
    expect(scriptErrors).toEqual([]);
  });
});
