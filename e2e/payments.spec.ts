import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../web/src/i18n/en.json';
import es from '../web/src/i18n/es.json';
import fr from '../web/src/i18n/fr.json';
import { openPage, reloadPage } from './support/navigation';
import { startShopForSuite } from './support/shop-suite';
import { addFromProductPage, fillCheckout, fillSandboxBank, sandboxFields, TEST_BANK, TEST_CARDS } from './support/shop';

/**
 * The browser side of payments in the sandbox (issue 25, docs/decisions/040): the card is typed only in the provider's
 * fields (the sandbox's frame), the order is paid when the provider says so, a decline is said by the fields in the
 * buyer's language, a second step returns to the confirmation, and a bank debit waits for its webhook.
 */
const main = (page: Page) => page.locator('main');
const placeOrder = async (page: Page, texts: typeof en = en) => {
  await main(page).getByRole('checkbox', { name: texts.checkout.legal.label }).check();
  await main(page).getByRole('button', { name: texts.checkout.placeOrder }).click();
};
const paymentState = (page: Page) => page.getByTestId('confirmation-payment-state');
const prefixOf = (texts: typeof en) => (texts === fr ? '/fr' : texts === es ? '/es' : '');

describe('payments in the browser (sandbox provider)', () => {
  const shop = startShopForSuite({ AUTH_RATE_LIMIT_MAX: '100' });
  const scriptErrors: string[] = [];

  async function checkoutPage(texts: typeof en = en): Promise<Page> {
    const page = await shop.browser.newPage();
    page.on('pageerror', (error) => scriptErrors.push(error.message));
    // R-290 needs no certification: a card payment is captured at once (an EPA hold would keep it authorised).
    await addFromProductPage(page, shop.server.url, 'r-290', 'cylinder');
    await openPage(page, `${shop.server.url}${prefixOf(texts)}/checkout?guest=true`);
    return page;
  }

  it('pays by an approved card: no card field of ours, the confirmation shows the order paid', async () => {
    const page = await checkoutPage();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(`${shop.server.url}/api/`)) requests.push(request.postData() ?? '');
    });
    await fillCheckout(page, { name: 'Dana Fischer', email: 'dana.approved@example.com' });
    await placeOrder(page);
    await page.waitForURL(/\/order-confirmation\?orderNumber=/);
    await main(page).getByRole('heading', { level: 1, name: en.confirmation.order.title }).waitFor();
    await expect.poll(() => paymentState(page).textContent(), { timeout: 15_000 }).toBe(en.account.paymentState.paid);
    // The status agrees with the payment: money received, not merely authorised.
    expect(await page.getByTestId('confirmation-status').textContent()).toBe(en.confirmation.statuses.payment_received);
    // What reached our API: a token, never the card's number or security code.
    const sent = requests.join('\n');
    expect(sent).toContain('"token":"');
    expect(sent).not.toContain('4242');
    expect(sent).not.toContain('737');
    await page.close();
  });

  it.each([
    ['en', en],
    ['fr', fr],
    ['es', es],
  ] as const)('says a declined card by the fields in the buyer’s language (%s) and makes no order', async (language, texts) => {
    const page = await checkoutPage(texts);
    await fillCheckout(page, { name: 'Dana Fischer', email: `dana.declined.${language}@example.com`, cardNumber: TEST_CARDS.declined, texts });
    await placeOrder(page, texts);
    await expect.poll(() => page.getByTestId('payment-error').textContent()).toBe(texts.payments.messages.declined);
    expect(new URL(page.url()).pathname).toBe(`${prefixOf(texts)}/checkout`);
    // The same card refused again, a good one then goes through.
    await sandboxFields(page).locator('#number').fill(TEST_CARDS.approved);
    await main(page).getByRole('button', { name: texts.checkout.placeOrder }).click();
    await page.waitForURL(/\/order-confirmation\?orderNumber=/);
    await expect.poll(() => paymentState(page).textContent(), { timeout: 15_000 }).toBe(texts.account.paymentState.paid);
    await page.close();
  });

  it('runs a second step: the sandbox’s authentication page, Complete, then back on the confirmation, paid', async () => {
    const page = await checkoutPage();
    await fillCheckout(page, { name: 'Dana Fischer', email: 'dana.3ds@example.com', cardNumber: TEST_CARDS.secondStep });
    await placeOrder(page);
    await page.waitForURL(/\/sandbox-pay\/authenticate\//);
    await page.getByRole('button', { name: 'Complete' }).click();
    await page.waitForURL(/\/order-confirmation\?orderNumber=/);
    await main(page).getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => paymentState(page).textContent(), { timeout: 15_000 }).toBe(en.account.paymentState.paid);
    await expect.poll(() => page.getByTestId('confirmation-status').textContent()).toBe(en.confirmation.statuses.payment_received);
    await page.close();
  });

  it('takes a bank debit: awaiting payment after the order, paid after the provider’s webhook', async () => {
    const page = await checkoutPage();
    await fillCheckout(page, { name: 'Dana Fischer', email: 'dana.bank@example.com' });
    const payment = main(page).getByRole('region', { name: en.checkout.payment.title });
    await payment.getByRole('radio', { name: en.checkout.payment.methods.bank_debit }).check();
    await payment.getByText(en.checkout.payment.bankDebitUs).waitFor();
    await fillSandboxBank(page, { account: TEST_BANK.succeeds });
    await placeOrder(page);
    await page.waitForURL(/\/order-confirmation\?orderNumber=/);
    await expect.poll(() => paymentState(page).textContent(), { timeout: 15_000 }).toBe(en.account.paymentState.processing);
    expect(await page.getByTestId('confirmation-status').textContent()).toBe(en.confirmation.statuses.awaiting_payment);

    const settled = await page.request.post(`${shop.server.url}/sandbox-pay/settle`, { headers: { Origin: shop.server.url } });
    expect(settled.status(), await settled.text()).toBe(200);
    await reloadPage(page);
    await expect.poll(() => paymentState(page).textContent(), { timeout: 15_000 }).toBe(en.account.paymentState.paid);
    await page.close();
  });

  it('ran without script errors', () => {
    expect(scriptErrors).toEqual([]);
  });
});
