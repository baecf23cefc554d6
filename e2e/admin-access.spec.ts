import { describe, expect, it } from 'vitest';
import { stockStatus } from '@domain/catalog';
import { formatMoney } from '@domain/money';
import { ORDER_STATUSES } from '@domain/orders';
import type { AdminDashboardResponse } from '@domain/schemas/account';
import type { PublicProduct } from '@domain/schemas/product';
import admin from '../web/src/admin/i18n/en';
import en from '../web/src/i18n/en.json';
import { ADMIN, newUser, signUpThroughApi } from './support/accounts';
import { startShopForSuite } from './support/shop-suite';
import { openPage } from './support/navigation';

describe('admin access', () => {
  const shop = startShopForSuite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });

  it('sends a customer home from /admin and shows Access Denied at /admin-auth', async () => {
    const context = await shop.browser.newContext();
    await signUpThroughApi(context, shop.server.url, newUser('customer'));
    const page = await context.newPage();

    await openPage(page, `${shop.server.url}/admin`);
    await page.waitForURL(`${shop.server.url}/`);
    // The storefront's own navigation first: the home page is drawn, so a missing admin menu means something.
    await page.locator('header').getByRole('navigation', { name: en.header.mainNav }).waitFor();
    expect(await page.getByRole('navigation', { name: en.admin.menu }).count()).toBe(0);

    await openPage(page, `${shop.server.url}/admin-auth`);
    await page.getByRole('heading', { name: en.adminAuth.deniedTitle }).waitFor();
    await page.getByText(en.adminAuth.deniedBody).waitFor();
    await page.getByRole('link', { name: en.adminAuth.returnHome }).waitFor();

    // Signing out from there brings back the admin sign-in card.
    await page.getByRole('button', { name: en.adminAuth.signOut }).click();
    await page.getByRole('heading', { name: en.adminAuth.title }).waitFor();
    await context.close();
  });

  it('shows the admin sign-in card to a visitor at /admin', async () => {
    const page = await shop.browser.newPage();
    await openPage(page, `${shop.server.url}/admin`);
    await page.getByRole('heading', { name: en.adminAuth.title }).waitFor();
    await page.getByText(en.adminAuth.note).waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: en.admin.menu }).count()).toBe(0);
    await page.close();
  });

  it('signs the admin in at /admin-auth and shows the dashboard with the real counts, orders and revenue', async () => {
    const context = await shop.browser.newContext();
    const page = await context.newPage();
    const scriptErrors: string[] = [];
    page.on('pageerror', (e) => scriptErrors.push(e.message));

    await openPage(page, `${shop.server.url}/admin-auth`);
    await page.getByRole('heading', { name: en.adminAuth.title }).waitFor();
    await page.getByText(en.adminAuth.subtitle).waitFor();
    await page.getByLabel(en.auth.fields.email, { exact: true }).fill(ADMIN.email);
    await page.getByLabel(en.auth.fields.password, { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: en.auth.signInButton, exact: true }).click();

    await page.getByText(en.adminAuth.loading, { exact: true }).waitFor();
    await page.waitForURL(`${shop.server.url}/admin`);
    await page.getByRole('heading', { name: admin.dashboard.title }).waitFor();
    await page.getByRole('navigation', { name: en.admin.menu }).waitFor();

    const answer = await context.request.get(`${shop.server.url}/api/admin/dashboard`);
    expect(answer.status()).toBe(200);
    const counts = (await answer.json()) as AdminDashboardResponse;
    // In and out of stock counted again from the storefront's own catalogue, by the storefront's rule.
    const catalogue = ((await (await context.request.get(`${shop.server.url}/api/products?pageSize=100`)).json()) as { products: PublicProduct[] }).products;
    expect(counts.totalProducts).toBe(catalogue.length);
    expect(counts.inStock).toBe(catalogue.filter((p) => stockStatus(p) === 'in_stock').length);
    expect(counts.outOfStock).toBe(catalogue.filter((p) => stockStatus(p) === 'out_of_stock').length);
    expect(counts.totalProducts).toBeGreaterThanOrEqual(24);
    for (const key of ['totalProducts', 'inStock', 'outOfStock', 'epaApproved', 'lowStock', 'blogPosts'] as const) {
      const card = page.getByTestId(`dashboard-${key}`);
      await card.getByText(admin.dashboard.cards[key], { exact: true }).waitFor();
      expect(await card.getByText(String(counts[key]), { exact: true }).count()).toBe(1);
    }
    // A fresh shop has no order yet: every status reads 0, and so does the revenue.
    for (const status of ORDER_STATUSES) {
      const tile = page.getByTestId(`dashboard-orders-${status}`);
      await tile.getByText(admin.dashboard.orders.status[status], { exact: true }).waitFor();
      expect(await tile.getByText('0', { exact: true }).count()).toBe(1);
    }
    await page.getByTestId('dashboard-revenue').getByText(formatMoney(0), { exact: true }).waitFor();
    // Nor a quote request, a certification or an ending card authorisation waiting for an admin.
    expect(counts.awaiting).toEqual({ quotes: 0, certifications: 0, authorisationsEnding: 0 });
    const awaiting = page.getByTestId('dashboard-awaiting');
    await awaiting.getByRole('heading', { name: admin.dashboard.awaiting.title }).waitFor();
    await awaiting.getByText(admin.dashboard.awaiting.none).waitFor();
    await page.getByText(admin.dashboard.revenue.hint).waitFor();
    await page.getByRole('heading', { name: admin.dashboard.categoriesTitle }).waitFor();
    await page.getByRole('link', { name: admin.dashboard.quickActions.products }).waitFor();
    await page.getByRole('heading', { name: admin.dashboard.recentTitle }).waitFor();
    await page.getByRole('heading', { name: admin.dashboard.audit.title }).waitFor();
    // Shop notifications go to ADMIN_EMAIL until an admin chooses another address.
    await page.getByText(admin.dashboard.notifications.current.replace('{{email}}', ADMIN.email)).waitFor();
    expect(await page.getByLabel(admin.dashboard.notifications.label).inputValue()).toBe(ADMIN.email);

    // Going back to /admin-auth as an admin lands on /admin again.
    await openPage(page, `${shop.server.url}/admin-auth`);
    await page.waitForURL(`${shop.server.url}/admin`);
    expect(scriptErrors).toEqual([]);
    await context.close();
  });
});
