import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatMoney } from '@domain/money';
import type { PublicProduct } from '@domain/schemas/product';
import en from '../web/src/i18n/en.json';
import { newUser, signUpThroughApi } from './support/accounts';
import { startShopForSuite } from './support/shop-suite';
import { addFromProductPage, fetchProduct, fillCheckout, referenceTotals, sandboxFields, TEST_CARDS, toastWithTitle } from './support/shop';
import { openPage } from './support/navigation';

const main = (page: Page) => page.locator('main');
const placeOrderButton = (page: Page) => main(page).getByRole('button', { name: en.checkout.placeOrder });
const legalBox = (page: Page) => main(page).getByRole('checkbox', { name: en.checkout.legal.label });

describe('checkout', () => {
  const shop = startShopForSuite({ AUTH_RATE_LIMIT_MAX: '100' });
  let r410a: PublicProduct;
  let confirmationUrl = '';
  const scriptErrors: string[] = [];

  beforeAll(async () => {
    r410a = await fetchProduct(shop.server.url, 'r-410a');
  });

  it('places a guest order by card: the legal box gates the button, the confirmation shows the order and the domain total, the cart is emptied', async () => {
    const page = await shop.browser.newPage();
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    await addFromProductPage(page, shop.server.url, 'r-410a', 'cylinder');
    await openPage(page, `${shop.server.url}/cart`);
    await main(page).getByRole('link', { name: en.cart.checkoutAsGuest }).click();
    await page.waitForURL(`${shop.server.url}/checkout?guest=true`);
    await main(page).getByText(en.checkout.guestNote).waitFor();

    const expected = referenceTotals([{ product: r410a, packaging: 'cylinder', quantity: 1 }]);
    await expect.poll(() => page.getByTestId('summary-total').textContent()).toBe(formatMoney(expected.totalCents));
    // The card is typed in the provider's fields (the sandbox's frame), never in a field of ours.
    await sandboxFields(page).locator('#number').waitFor();
    expect(await main(page).getByLabel(/card number/i).count()).toBe(0);

    await fillCheckout(page, { name: 'Dana Fischer', email: 'dana.guest@example.com' });
    expect(await placeOrderButton(page).isDisabled()).toBe(true);
    await legalBox(page).check();
    expect(await placeOrderButton(page).isDisabled()).toBe(false);
    await placeOrderButton(page).click();

    await toastWithTitle(page, en.checkout.toast.placedTitle).waitFor();
    await page.waitForURL(/\/order-confirmation\?orderNumber=[^&]+&type=order$/);
    confirmationUrl = page.url();
    const orderNumber = new URL(confirmationUrl).searchParams.get('orderNumber') ?? '';
    expect(orderNumber).not.toBe('');
    await main(page).getByRole('heading', { level: 1, name: en.confirmation.order.title }).waitFor();
    expect(await page.getByTestId('confirmation-number').textContent()).toBe(orderNumber);
    await main(page).getByText('R-410A', { exact: true }).waitFor();
    await main(page).getByText(en.confirmation.epaApproved).first().waitFor();
    expect(await page.getByTestId('confirmation-total').textContent()).toBe(formatMoney(expected.totalCents));
    // Stored as pending; the buyer reads that the card payment went through.
    expect(await page.getByTestId('confirmation-status').textContent()).toBe(en.confirmation.statuses.payment_authorised);
    await main(page).getByText(en.confirmation.order.statusNotes.payment_authorised).waitFor();
    await main(page).getByText(en.confirmation.next.title).waitFor();

    await page.locator('header').getByRole('link', { name: 'Cart, 0 items' }).waitFor();
    await openPage(page, `${shop.server.url}/cart`);
    await main(page).getByRole('heading', { name: en.cart.emptyTitle }).waitFor();
    await page.close();
  });

  it('shows the generic message to another browser opening that confirmation, then leaves for the account page', async () => {
    expect(confirmationUrl).not.toBe('');
    const context = await shop.browser.newContext();
    const page = await context.newPage();
    await openPage(page, confirmationUrl);
    await main(page).getByRole('heading', { name: en.confirmation.generic.title }).waitFor();
    await main(page).getByText(en.confirmation.generic.redirecting).waitFor();
    expect(await main(page).getByText('R-410A').count()).toBe(0);
    expect(await main(page).getByText('dana.guest@example.com').count()).toBe(0);
    // /account sends a visitor who is not signed in on to /auth.
    await page.waitForURL(/\/(account|auth)(\?next=[^&]+)?$/, { timeout: 9000 });
    await context.close();
  });

  it('prefills a signed-in customer, refuses a declined card without making an order, then places one order with WELCOME10 on a double click', async () => {
    const user = newUser('declined');
    const context = await shop.browser.newContext();
    await signUpThroughApi(context, shop.server.url, user);
    const saved = await context.request.put(`${shop.server.url}/api/account/addresses`, {
      data: { shipping: { street: '1 Frost Lane', city: 'Calgary', state: 'AB', zipCode: 'T2P 1J9', country: 'Canada' }, billing: null },
      headers: { Origin: shop.server.url },
    });
    expect(saved.status()).toBe(200);
    const page = await context.newPage();
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    await addFromProductPage(page, shop.server.url, 'r-410a', 'cylinder');
    await openPage(page, `${shop.server.url}/checkout`);
    await main(page).getByText(`Signed in as ${user.email}`).waitFor();
    await expect.poll(() => main(page).getByLabel(en.checkout.customer.email, { exact: true }).inputValue()).toBe(user.email);
    const shipping = main(page).getByRole('region', { name: en.checkout.shipping.title });
    await expect.poll(() => shipping.getByLabel(en.checkout.address.street, { exact: true }).inputValue()).toBe('1 Frost Lane');
    expect(await shipping.getByLabel(en.checkout.address.country, { exact: true }).inputValue()).toBe('Canada');

    await fillCheckout(page, { name: user.name, email: user.email, cardNumber: TEST_CARDS.declined });
    await legalBox(page).check();
    await placeOrderButton(page).click();
    // Said by Place Order (no toast over it), with what to do next.
    const declined = main(page).getByRole('alert').filter({ hasText: en.checkout.messages.cardDeclined });
    await declined.waitFor();
    await declined.getByText(en.checkout.toast.failedTitle).waitFor();
    await declined.getByText(en.checkout.declinedHint).waitFor();
    expect(await page.getByTestId('toast').count()).toBe(0);
    expect(await main(page).getByText(en.checkout.fixFields).count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/checkout');
    await page.locator('header').getByRole('link', { name: 'Cart, 1 item' }).waitFor();
    const ordersNow = async () => ((await (await context.request.get(`${shop.server.url}/api/account/orders`)).json()) as { orders: unknown[] }).orders;
    expect(await ordersNow()).toEqual([]);

    await sandboxFields(page).locator('#number').fill(TEST_CARDS.approved);
    await main(page).getByLabel(en.coupon.label).fill('WELCOME10');
    await main(page).getByRole('button', { name: en.coupon.apply, exact: true }).click();
    await toastWithTitle(page, en.coupon.messages.applied).waitFor();
    const discounted = referenceTotals([{ product: r410a, packaging: 'cylinder', quantity: 1 }], 10);
    await expect.poll(() => page.getByTestId('summary-total').textContent()).toBe(formatMoney(discounted.totalCents));
    await placeOrderButton(page).dblclick();
    await page.waitForURL(/\/order-confirmation\?orderNumber=/);
    await main(page).getByRole('heading', { level: 1, name: en.confirmation.order.title }).waitFor();
    // fillCheckout typed a US address (taxed 8 %) over the saved Canadian one.
    await main(page).getByText('2500 Commerce Street').waitFor();
    expect(await main(page).locator('address').textContent()).toContain('United States');
    const placed = (await ordersNow()) as { totalAmount: number }[];
    expect(placed).toHaveLength(1);
    expect(Math.round(placed[0]!.totalAmount * 100)).toBe(discounted.totalCents);
    await context.close();
  });

  it('places guest orders paid by bank wire and by company check, showing their instructions', async () => {
    for (const method of ['bank_wire', 'check'] as const) {
      const page = await shop.browser.newPage();
      page.on('pageerror', (e) => scriptErrors.push(e.message));
      await addFromProductPage(page, shop.server.url, 'r-134a', 'cylinder');
      await openPage(page, `${shop.server.url}/checkout?guest=true`);
      await fillCheckout(page, { name: 'Sam Ortega', email: `sam.${method}@example.com` });
      const payment = main(page).getByRole('region', { name: en.checkout.payment.title });
      await payment.getByRole('radio', { name: en.checkout.payment.methods[method] }).check();
      if (method === 'bank_wire') await payment.getByText('First Commerce Bank of Texas').waitFor();
      else await payment.getByText(/Mail a company check payable to/).waitFor();
      expect(await payment.locator('iframe').count()).toBe(0);
      await legalBox(page).check();
      await placeOrderButton(page).click();
      await toastWithTitle(page, en.checkout.toast.placedTitle).waitFor();
      await page.waitForURL(/\/order-confirmation\?orderNumber=/);
      await main(page).getByText('R-134a', { exact: true }).waitFor();
      expect(await page.getByTestId('confirmation-status').textContent()).toBe(en.confirmation.statuses.awaiting_payment);
      // Not "Order Confirmed!": the order waits for its money, and the page says how to pay, how much, with what
      // reference and by which day (the UTC day 7 calendar days after today, the default release delay).
      expect(await page.getByTestId('confirmation-title').textContent()).toBe(en.confirmation.order.awaitingTitle);
      const due = page.getByTestId('payment-due');
      await due.getByRole('heading', { name: method === 'bank_wire' ? en.confirmation.payment.titleWire : en.confirmation.payment.titleCheck }).waitFor();
      expect(await due.getByTestId('payment-due-amount').textContent()).toBe(await page.getByTestId('confirmation-total').textContent());
      expect(await due.getByTestId('payment-due-reference').textContent()).toBe(await page.getByTestId('confirmation-number').textContent());
      if (method === 'bank_wire') expect(await due.getByTestId('payment-due-bankName').textContent()).toBe('First Commerce Bank of Texas');
      else expect(await due.getByTestId('payment-due-payee').textContent()).not.toBe('');
      const last = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate() + 7, 12));
      const lastDay = new Intl.DateTimeFormat('en-US', { month: 'short', day: '2-digit', year: 'numeric', timeZone: 'UTC' }).format(last);
      expect(await due.getByTestId('payment-due-deadline').textContent()).toBe(en.confirmation.payment.payBy.replace('{{date}}', lastDay).replace('{{days}}', '7'));
      await page.close();
    }
  });

  it('marks the required fields, names a missing one by its field and by Place Order (never under a toast), clears that once fixed; 1229 is written 12/29; the company reaches the confirmation', async () => {
    const page = await shop.browser.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    await addFromProductPage(page, shop.server.url, 'r-410a', 'cylinder');
    await openPage(page, `${shop.server.url}/checkout?guest=true`);
    await main(page).getByText(en.checkout.requiredLegend).waitFor();
    const customer = main(page).getByRole('region', { name: en.checkout.customer.title });
    const name = customer.getByLabel(en.checkout.customer.name, { exact: true });
    const company = customer.getByLabel(en.checkout.customer.company, { exact: true });
    const mark = (field: typeof name) =>
      field.evaluate((input) => {
        const label = document.querySelector(`label[for="${input.id}"]`);
        return label ? getComputedStyle(label, '::after').content : '';
      });
    expect(await name.evaluate((input: HTMLInputElement) => input.required)).toBe(true);
    expect(await mark(name)).toContain('*');
    expect(await company.evaluate((input: HTMLInputElement) => input.required)).toBe(false);
    expect(await mark(company)).toBe('none');
    expect(await main(page).getByRole('link', { name: en.checkout.legal.terms }).getAttribute('href')).toBe('/terms');

    await fillCheckout(page, { name: 'Robin Lake', email: 'robin.lake@example.com' });
    await company.fill('Polar Supply Co.');
    await name.fill('');
    // The sandbox's fields write the expiry as typed, as our own field did.
    const expiry = sandboxFields(page).locator('#expiry');
    await expiry.fill('');
    await expiry.pressSequentially('1229');
    expect(await expiry.inputValue()).toBe('12/29');
    await legalBox(page).check();
    await placeOrderButton(page).click();

    const nameError = en.checkout.messages.nameRequired;
    const describedBy = (await name.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy.split(' ').at(-1)}"]`).textContent()).toBe(nameError);
    const summary = main(page).getByRole('alert').filter({ hasText: en.checkout.fixFields });
    await summary.getByText(nameError).waitFor();
    expect(await main(page).getByText(en.checkout.messages.missingFields).count()).toBe(0);
    expect(await page.getByTestId('toast').count()).toBe(0);
    // Nothing lies over Place Order: the point at its centre belongs to the button.
    await placeOrderButton(page).scrollIntoViewIfNeeded();
    expect(
      await placeOrderButton(page).evaluate((button) => {
        const box = button.getBoundingClientRect();
        return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
      }),
    ).toBe(true);

    await name.fill('Robin Lake');
    await expect.poll(() => summary.count()).toBe(0);
    expect(await name.getAttribute('aria-invalid')).toBeNull();
    await placeOrderButton(page).click();
    await page.waitForURL(/\/order-confirmation\?orderNumber=/);
    expect(await page.getByTestId('confirmation-company').textContent()).toBe('Polar Supply Co.');
    expect(await page.getByTestId('confirmation-status').textContent()).toBe(en.confirmation.statuses.payment_authorised);
    await page.close();
  });

  it('takes a signed-in buyer from the cart straight to checkout and offers the last shipping address; the account lists that wire order as awaiting payment', async () => {
    const user = newUser('again');
    const context = await shop.browser.newContext();
    await signUpThroughApi(context, shop.server.url, user);
    const first = await context.request.post(`${shop.server.url}/api/orders`, {
      data: {
        items: [{ productId: r410a.id, packaging: 'cylinder', quantity: 1 }],
        customer: { name: user.name, email: user.email, company: 'Northwind Cooling' },
        shippingAddress: { street: '88 Harbour Road', city: 'Halifax', state: 'NS', zipCode: 'B3H 1A1', country: 'Canada' },
        paymentMethod: 'bank_wire',
        acknowledgeLegal: true,
      },
      headers: { Origin: shop.server.url, 'Idempotency-Key': randomUUID() },
    });
    expect(first.status()).toBe(201);

    const page = await context.newPage();
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    await addFromProductPage(page, shop.server.url, 'r-410a', 'cylinder');
    await openPage(page, `${shop.server.url}/cart`);
    await main(page).getByRole('link', { name: en.cart.proceedToCheckout }).waitFor();
    await page.locator('header').getByRole('link', { name: en.auth.header.account, exact: true }).waitFor();
    expect(await main(page).getByRole('link', { name: en.cart.checkoutAsGuest }).count()).toBe(0);
    await main(page).getByRole('link', { name: en.cart.proceedToCheckout }).click();
    await page.waitForURL(`${shop.server.url}/checkout`);
    await main(page).getByText(`Signed in as ${user.email}`).waitFor();
    expect(await main(page).getByText(en.checkout.gate.title).count()).toBe(0);

    const offer = page.getByTestId('last-address');
    await offer.getByText('88 Harbour Road, Halifax, NS, B3H 1A1, Canada').waitFor();
    await offer.getByRole('button', { name: en.checkout.lastAddress.use }).click();
    const shipping = main(page).getByRole('region', { name: en.checkout.shipping.title });
    expect(await shipping.getByLabel(en.checkout.address.street, { exact: true }).inputValue()).toBe('88 Harbour Road');
    expect(await shipping.getByLabel(en.checkout.address.city, { exact: true }).inputValue()).toBe('Halifax');
    expect(await shipping.getByLabel(en.checkout.address.country, { exact: true }).inputValue()).toBe('Canada');
    expect(await main(page).getByLabel(en.checkout.customer.company, { exact: true }).inputValue()).toBe('Northwind Cooling');
    await expect.poll(() => offer.count()).toBe(0);

    await openPage(page, `${shop.server.url}/account`);
    await main(page).getByRole('tab', { name: en.account.tabs.orders }).click();
    await main(page).getByText(en.account.status.awaiting_payment, { exact: true }).waitFor();
    // The account shows how to pay that order too: the same box as its confirmation page.
    const due = main(page).getByTestId('payment-due');
    await due.getByRole('heading', { name: en.confirmation.order.awaitingTitle }).waitFor();
    expect(await due.getByTestId('payment-due-reference').textContent()).toBe(((await first.json()) as { order: { orderNumber: string } }).order.orderNumber);
    expect(await due.getByTestId('payment-due-bankName').textContent()).toBe('First Commerce Bank of Texas');
    await context.close();
  });

  it('applies WELCOME10 with its savings, refuses an unknown code and a blank one, and removes the coupon', async () => {
    const page = await shop.browser.newPage();
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    await addFromProductPage(page, shop.server.url, 'r-410a', 'pallet');
    await openPage(page, `${shop.server.url}/checkout?guest=true`);
    const expected = referenceTotals([{ product: r410a, packaging: 'pallet', quantity: 1 }]);
    await expect.poll(() => page.getByTestId('summary-total').textContent()).toBe(formatMoney(expected.totalCents));

    const code = main(page).getByLabel(en.coupon.label);
    const apply = main(page).getByRole('button', { name: en.coupon.apply, exact: true });
    await apply.click();
    await main(page).getByRole('alert').filter({ hasText: en.coupon.messages.code_required }).waitFor();

    await code.fill('NOPE-123');
    await apply.click();
    await main(page).getByRole('alert').filter({ hasText: en.coupon.messages.invalid }).waitFor();

    await code.fill(' welcome10 ');
    await apply.click();
    const discounted = referenceTotals([{ product: r410a, packaging: 'pallet', quantity: 1 }], 10);
    await toastWithTitle(page, en.coupon.messages.applied).waitFor();
    await main(page).getByText(`You save ${formatMoney(discounted.discountCents)}`).waitFor();
    await expect.poll(() => page.getByTestId('summary-discount').textContent()).toBe(`−${formatMoney(discounted.discountCents)}`);
    await expect.poll(() => page.getByTestId('summary-total').textContent()).toBe(formatMoney(discounted.totalCents));

    await main(page).getByRole('button', { name: 'Remove coupon WELCOME10' }).click();
    await toastWithTitle(page, en.coupon.messages.removed).waitFor();
    await expect.poll(() => page.getByTestId('summary-total').textContent()).toBe(formatMoney(expected.totalCents));
    expect(await page.getByTestId('summary-discount').count()).toBe(0);
    await page.close();
    expect(scriptErrors).toEqual([]);
  });

  it('tells a new account before paying that a wire or check cart of 3 pallets is more than it may reserve unpaid, and the way out', async () => {
    const context = await shop.browser.newContext();
    await signUpThroughApi(context, shop.server.url, newUser('unpaid'));
    const page = await context.newPage();
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    for (let i = 0; i < 3; i += 1) await addFromProductPage(page, shop.server.url, 'r-410a', 'pallet');
    await openPage(page, `${shop.server.url}/checkout`);
    const payment = main(page).getByRole('region', { name: en.checkout.payment.title });
    await payment.getByRole('radio', { name: en.checkout.payment.methods.bank_wire }).check();
    const notice = payment.getByTestId('unpaid-limit');
    await notice.getByText(en.checkout.payment.unpaidLimit.new_account.replace('{{max}}', '80').replace('{{cart}}', '120')).waitFor();
    await notice.getByRole('link', { name: en.checkout.payment.unpaidLimit.requestQuote }).waitFor();
    await payment.getByRole('radio', { name: en.checkout.payment.methods.check }).check();
    await notice.waitFor();
    await notice.getByRole('button', { name: en.checkout.payment.unpaidLimit.payByCard }).click();
    expect(await payment.getByRole('radio', { name: en.checkout.payment.methods.credit_card }).isChecked()).toBe(true);
    await notice.waitFor({ state: 'detached' });
    await context.close();
    expect(scriptErrors).toEqual([]);
  });
});

