import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import fr from '../web/src/i18n/fr.json';
import { ADMIN, newUser, signInAsAdminThroughApi, signUpThroughApi } from './support/accounts';
import { openPage } from './support/navigation';
import { startShopForSuite } from './support/shop-suite';
import { fetchProduct } from './support/shop';

const MONTREAL = { street: '1000 rue Sherbrooke Ouest', city: 'Montréal', state: 'QC', zipCode: 'H2X 1Y4', country: 'Canada' };
const main = (page: Page) => page.locator('main');

describe('a Montréal buyer’s last address comes back whole, province included', () => {
  const shop = startShopForSuite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_LIMIT_MAX: '100' });

  it('fills the quote acceptance form with Canada, Québec and the postal code of the buyer’s last order', async () => {
    const base = shop.server.url;
    const buyer = newUser('montreal');
    const context = await shop.browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await context.addCookies([{ name: 'frigidflow_lang', value: 'fr', url: base }]);
    await signUpThroughApi(context, base, buyer);
    const r134a = await fetchProduct(base, 'r-134a');
    const headers = { Origin: base, 'Idempotency-Key': randomUUID() };
    const order = await context.request.post(`${base}/api/orders`, {
      data: { items: [{ productId: r134a.id, packaging: 'cylinder', quantity: 2 }], customer: { name: buyer.name, email: buyer.email, phone: '+1 514 555 0147' }, shippingAddress: MONTREAL, paymentMethod: 'bank_wire', acknowledgeLegal: true },
      headers,
    });
    expect(order.status(), await order.text()).toBe(201);
    const request = await context.request.post(`${base}/api/quotes`, {
      data: { items: [{ productId: r134a.id, packaging: 'pallet', quantity: 1 }], customerName: buyer.name, companyName: 'Froid Québec inc.', customerEmail: buyer.email },
      headers: { Origin: base },
    });
    expect(request.status(), await request.text()).toBe(201);
    const { quoteNumber } = ((await request.json()) as { quote: { quoteNumber: string } }).quote;

    // The admin prices it through the back office's API.
    const admin = await shop.browser.newContext();
    await signInAsAdminThroughApi(admin, base);
    const list = (await (await admin.request.get(`${base}/api/admin/quotes?q=${quoteNumber}`)).json()) as { items: { id: string }[] };
    const id = list.items[0]?.id ?? '';
    const { quote } = (await (await admin.request.get(`${base}/api/admin/quotes/${id}`)).json()) as { quote: { version: string; items: { id: string }[] } };
    const validUntil = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    const send = await admin.request.post(`${base}/api/admin/quotes/${id}/send`, {
      data: { version: quote.version, items: quote.items.map((item) => ({ id: item.id, unitPrice: '7200.00' })), shipping: '150.00', validUntil },
      headers: { Origin: base },
    });
    expect(send.status(), await send.text()).toBe(200);
    await admin.close();

    const page = await context.newPage();
    await openPage(page, `${base}/quote-confirmation?quoteNumber=${quoteNumber}&type=quote`);
    await main(page).getByRole('button', { name: fr.quoteAnswer.accept }).click();
    const shipping = main(page).locator('form').getByRole('group', { name: fr.quoteAnswer.shippingTitle });
    await expect.poll(() => shipping.getByLabel(fr.checkout.address.street, { exact: true }).inputValue()).toBe(MONTREAL.street);
    expect(await shipping.getByLabel(fr.checkout.address.country, { exact: true }).inputValue()).toBe('Canada');
    const province = shipping.getByLabel(fr.addressForm.labels.province, { exact: true });
    // The province the buyer shipped to last time shows in the list, not its first line.
    expect(await province.inputValue()).toBe('QC');
    expect(await province.locator('option:checked').textContent()).toBe('Québec');
    expect(await shipping.getByLabel(fr.addressForm.labels.postalCode, { exact: true }).inputValue()).toBe(MONTREAL.zipCode);
    await context.close();
  });
});
