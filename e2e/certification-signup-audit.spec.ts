import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '../domain/money';
import adminAudit from '../web/src/admin/i18n/en/audit.json';
import adminAuditEs from '../web/src/admin/i18n/es/audit.json';
import adminAuditFr from '../web/src/admin/i18n/fr/audit.json';
import adminCertifications from '../web/src/admin/i18n/en/buyerCertifications.json';
import adminDashboard from '../web/src/admin/i18n/en/dashboard.json';
import adminOrders from '../web/src/admin/i18n/en/orders.json';
import en from '../web/src/i18n/en.json';
import { ADMIN, newUser, signInAsAdminThroughForm } from './support/accounts';
import { openPage } from './support/navigation';
import { startShopForSuite } from './support/shop-suite';
import { addFromProductPage, fillCheckout, toastWithTitle } from './support/shop';

const QC_CARD = 'QC-HALO-4417';

const main = (page: Page) => page.locator('main');
const fill = (text: string, values: Record<string, string>) => Object.entries(values).reduce((out, [key, value]) => out.replace(`{{${key}}}`, value), text);

describe('issue 23: a Québec contractor signs up from the quote page, orders, and the admin verifies the card; the audit log says so in words', () => {
  const shop = startShopForSuite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_LIMIT_MAX: '100' });
  const buyer = newUser('quebec');
  let buyerContext: BrowserContext;
  let orderNumber = '';
  let admin: Page;
  const scriptErrors: string[] = [];

  it('signs up from /rfq choosing the Canadian card type, comes back to /rfq with the list, and the card is stored as a Canadian card', async () => {
    buyerContext = await shop.browser.newContext();
    const page = await buyerContext.newPage();
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    await addFromProductPage(page, shop.server.url, 'r-22', 'cylinder', 'quote');
    await openPage(page, `${shop.server.url}/rfq`);
    await main(page).getByRole('link', { name: en.rfq.signInButton }).click();
    await page.waitForURL(/\/auth\?next=%2Frfq$/);

    await page.getByRole('tab', { name: en.auth.tabs.signUp }).click();
    await main(page).getByLabel(en.auth.fields.fullName, { exact: true }).fill(buyer.name);
    await main(page).getByLabel(en.auth.fields.email, { exact: true }).fill(buyer.email);
    await main(page).getByLabel(en.auth.fields.password, { exact: true }).fill(buyer.password);
    // A number alone is refused: the type is asked, never assumed.
    await main(page).getByLabel(en.auth.fields.epaLicense, { exact: true }).fill(QC_CARD);
    await page.getByRole('button', { name: en.auth.signUpButton, exact: true }).click();
    await main(page).getByText(en.auth.messages.certificationKindRequired).waitFor();
    await main(page).getByLabel(en.auth.fields.certificationKind, { exact: true }).selectOption('canada_provincial');
    await page.getByRole('button', { name: en.auth.signUpButton, exact: true }).click();

    await page.waitForURL(`${shop.server.url}/rfq`);
    await main(page).getByRole('listitem').filter({ hasText: 'R-22' }).first().waitFor();
    await main(page).getByRole('button', { name: en.rfq.submit }).waitFor();

    await openPage(page, `${shop.server.url}/account`);
    await main(page).getByRole('tab', { name: en.account.tabs.certification }).click();
    await main(page).getByTestId('certification-status').getByText(en.certification.status.pending).waitFor();
    await main(page).getByText(en.certification.kinds.canada_provincial, { exact: false }).first().waitFor();
    const held = await page.request.get(`${shop.server.url}/api/account/certification`);
    expect((await held.json()).certification).toMatchObject({ kind: 'canada_provincial', number: QC_CARD, status: 'pending' });
    await page.close();
  });

  it('checkout shows the card pending review instead of asking for it again', async () => {
    const page = await buyerContext.newPage();
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    await addFromProductPage(page, shop.server.url, 'r-410a', 'cylinder');
    await openPage(page, `${shop.server.url}/checkout`);
    await fillCheckout(page, { name: buyer.name, email: buyer.email });
    const section = main(page).getByRole('region', { name: en.certification.checkout.title });
    const pending = section.getByTestId('checkout-pending-certification');
    await pending.waitFor();
    expect(await pending.textContent()).toBe(fill(en.certification.checkout.pending, { kind: en.certification.kinds.canada_provincial, number: QC_CARD }));
    expect(await section.getByLabel(en.certification.fields.number, { exact: true }).count()).toBe(0);
    await main(page).getByRole('checkbox', { name: en.checkout.legal.label }).check();
    await main(page).getByRole('button', { name: en.checkout.placeOrder }).click();
    await page.waitForURL(/\/order-confirmation\?orderNumber=/);
    orderNumber = new URL(page.url()).searchParams.get('orderNumber') ?? '';
    expect(orderNumber).not.toBe('');
    await buyerContext.close();
  });

  it('the admin’s “verify the number on this order” form starts from what the buyer sent', async () => {
    const context = await shop.browser.newContext({ viewport: { width: 1366, height: 900 } });
    admin = await signInAsAdminThroughForm(await context.newPage(), shop.server.url);
    admin.on('pageerror', (e) => scriptErrors.push(e.message));
    await openPage(admin, `${shop.server.url}/admin/orders?q=${orderNumber}`);
    const row = main(admin).getByRole('row').filter({ hasText: orderNumber });
    await row.getByRole('button', { name: fill(adminOrders.viewDetailsOf, { number: orderNumber }) }).click();
    const section = main(admin).getByTestId('order-certification');
    await section.getByTestId('order-certification-submitted').getByText(QC_CARD, { exact: false }).waitFor();
    const form = section.getByRole('form', { name: adminOrders.certification.verifyTitle });
    expect(await form.getByLabel(adminCertifications.fields.kind, { exact: true }).inputValue()).toBe('canada_provincial');
    expect(await form.getByLabel(adminCertifications.fields.number, { exact: true }).inputValue()).toBe(QC_CARD);
    expect(await form.getByLabel(adminCertifications.fields.nameOnCard, { exact: true }).inputValue()).toBe(buyer.name);
    await form.getByRole('button', { name: adminOrders.certification.verifyAction }).click();
    await toastWithTitle(admin, adminOrders.certification.recorded).waitFor();
  });

  it('the audit log, opened from the dashboard, finds the check by area, person and search, in plain words', async () => {
    // A price change, as the example: the log names the product and both prices.
    const headers = { Origin: shop.server.url };
    const found = await (await admin.request.get(`${shop.server.url}/api/admin/products?q=R-410A&pageSize=1`)).json();
    const id = found.items[0].id as string;
    const { product } = await (await admin.request.get(`${shop.server.url}/api/admin/products/${id}`)).json();
    const repriced = await admin.request.patch(`${shop.server.url}/api/admin/products/${id}`, { data: { price: product.price + 10, version: product.updatedAt }, headers });
    expect(repriced.status()).toBe(200);
    const money = (amount: number) => formatMoney(Math.round(amount * 100));
    const priceSentence = fill(adminAudit.fieldChange, { field: adminAudit.fields.price, name: product.name, from: money(product.price), to: money(product.price + 10) });

    await openPage(admin, `${shop.server.url}/admin`);
    await main(admin).getByRole('link', { name: adminDashboard.audit.viewAll }).click();
    await admin.waitForURL(`${shop.server.url}/admin/audit`);
    await main(admin).getByRole('heading', { name: adminAudit.title, level: 1 }).waitFor();

    const sentence = fill(adminAudit.sentences.order.certification, { name: orderNumber, kind: adminCertifications.kinds.canada_provincial, number: QC_CARD });
    const table = main(admin).getByTestId('audit-table');
    await table.getByText(priceSentence, { exact: true }).waitFor();
    for (const language of ['fr', 'es'] as const) {
      await admin.locator('aside, nav, header').getByLabel(/^(Language|Langue|Idioma)$/).first().selectOption(language);
      await main(admin).getByRole('heading', { name: language === 'fr' ? adminAuditFr.title : adminAuditEs.title, level: 1 }).waitFor();
    }
    await admin.locator('aside, nav, header').getByLabel(/^(Language|Langue|Idioma)$/).first().selectOption('en');
    await main(admin).getByRole('heading', { name: adminAudit.title, level: 1 }).waitFor();

    await main(admin).getByLabel(adminAudit.areaFilter, { exact: true }).selectOption('orders');
    await admin.waitForURL(/area=orders/);
    await table.getByText(sentence, { exact: true }).waitFor();
    await main(admin).getByLabel(adminAudit.personFilter, { exact: true }).selectOption(ADMIN.email);
    await main(admin).getByLabel(adminAudit.searchLabel, { exact: true }).fill(QC_CARD);
    await admin.waitForURL(/q=QC-HALO-4417/);
    await table.getByText(sentence, { exact: true }).waitFor();
    expect(await table.getByText(/certification\.|order\.certification|releasedOrders|\{\{/).count()).toBe(0);
    expect(await table.getByText(priceSentence).count()).toBe(0);

    await main(admin).getByLabel(adminAudit.areaFilter, { exact: true }).selectOption('catalog');
    await main(admin).getByText(adminAudit.emptySearch).waitFor();
    await main(admin).getByRole('button', { name: adminAudit.clearFilters }).click();
    await table.getByText(sentence, { exact: true }).waitFor();
    await admin.setViewportSize({ width: 390, height: 844 });
    expect(scriptErrors).toEqual([]);
    await admin.context().close();
  });
});
