import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatMoney, toCents } from '@domain/money';
import type { FeaturedSectionsResponse } from '@domain/schemas/featured';
import { isBuiltAdminPath } from '../web/src/admin/admin-screen-loaders';
import admin from '../web/src/admin/i18n/en';
import { ADMIN, signInAsAdminThroughApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openPage } from './support/navigation';
import { fetchProduct, sandboxToken, toastWithTitle } from './support/shop';
import { startShopForSuite } from './support/shop-suite';

const section = (page: Page, name: string) => page.getByTestId(`featured-section-${name}`);

/** The product names of the home page's featured cards, as the server drew them (no script run). */
async function serverDrawnFeatured(context: BrowserContext, baseUrl: string): Promise<string[]> {
  const html = await (await context.request.get(`${baseUrl}/`, { headers: { Cookie: 'frigidflow_lang=en' } })).text();
  return [...html.matchAll(/data-testid="featured-product"[\s\S]*?<h3[^>]*><a[^>]*>([^<]+)<\/a>/g)].map((m) => m[1] ?? '');
}

/** The home page's featured cards as a visitor sees them. */
async function homeFeatured(page: Page, baseUrl: string): Promise<string[]> {
  await openPage(page, baseUrl);
  const cards = page.getByTestId('featured-product');
  await cards.first().waitFor();
  return cards.getByRole('heading').allInnerTexts();
}

describe('featured products and the dashboard', () => {
  const shop = startShopForSuite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_LIMIT_MAX: '100', ORDER_RATE_LIMIT_MAX: '100' });

  it('adds a product to the featured section, moves it to the top with the keyboard, and the home page shows it; deactivating hides it', async () => {
    const base = shop.server.url;
    const context = await shop.browser.newContext();
    await signInAsAdminThroughApi(context, base);
    const page = await context.newPage();
    const scriptErrors: string[] = [];
    page.on('pageerror', (e) => scriptErrors.push(e.message));

    expect(await serverDrawnFeatured(context, base)).toEqual(['R-410A', 'R-454B', 'R-1234yf']);

    await openPage(page, `${base}/admin/featured-products`);
    await page.getByRole('heading', { name: admin.featured.title }).waitFor();
    const featured = section(page, 'featured');
    await expect.poll(() => featured.getByTestId('featured-entry').count()).toBe(3);

    await featured.getByRole('button', { name: admin.featured.add }).click();
    const dialog = page.getByRole('dialog', { name: admin.featured.addTitle.replace('{{section}}', admin.featured.sections.featured.title) });
    await dialog.getByLabel(admin.featured.searchLabel).fill('r32');
    const addR32 = dialog.getByRole('button', { name: admin.featured.addOneLabel.replace('{{name}}', 'R-32'), exact: true });
    await addR32.click();
    await toastWithTitle(page, admin.featured.added).waitFor();
    await dialog.getByText(admin.featured.alreadyIn).first().waitFor();
    // The product already there says so instead of offering a second entry.
    await dialog.getByLabel(admin.featured.searchLabel).fill('R-410A');
    await dialog.getByRole('listitem').filter({ hasText: /^R-410A/ }).getByText(admin.featured.alreadyIn).waitFor();
    expect(await dialog.getByRole('button', { name: admin.featured.addOneLabel.replace('{{name}}', 'R-410A'), exact: true }).count()).toBe(0);
    await dialog.getByRole('button', { name: admin.featured.done }).click();

    await expect.poll(() => featured.getByTestId('featured-entry').count()).toBe(4);
    await expect.poll(() => featured.getByTestId('featured-entry').last().innerText()).toContain('R-32');

    // Up three times in a row from the keyboard: the focus stays with the row, which ends first, and the server keeps
    // every move (each sent with the versions the previous one gave back).
    const moveUp = featured.getByRole('button', { name: admin.featured.moveUp.replace('{{name}}', 'R-32') });
    await moveUp.focus();
    for (let i = 0; i < 3; i += 1) {
      await page.keyboard.press('Enter');
      await expect.poll(() => featured.getByTestId('featured-entry').nth(2 - i).innerText()).toContain('R-32');
    }
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(admin.featured.moveDown.replace('{{name}}', 'R-32'));
    const savedOrder = async () => {
      const answer = (await (await context.request.get(`${base}/api/admin/featured-products`)).json()) as FeaturedSectionsResponse;
      return answer.sections.find((s) => s.sectionName === 'featured')?.entries.map((e) => e.product.name);
    };
    await expect.poll(savedOrder).toEqual(['R-32', 'R-410A', 'R-454B', 'R-1234yf']);
    // The screen says which entries the home page shows: the first three active ones.
    const rows = featured.getByTestId('featured-entry');
    await rows.first().getByText(admin.featured.onHome).waitFor();
    expect(await rows.nth(3).getByText(admin.featured.onHome).count()).toBe(0);

    const visitor = await shop.browser.newPage();
    expect(await homeFeatured(visitor, base)).toEqual(['R-32', 'R-410A', 'R-454B']);
    expect(await serverDrawnFeatured(context, base)).toEqual(['R-32', 'R-410A', 'R-454B']);

    await featured.getByRole('button', { name: admin.featured.deactivateLabel.replace('{{name}}', 'R-32') }).click();
    await toastWithTitle(page, admin.featured.updated).waitFor();
    expect(await homeFeatured(visitor, base)).toEqual(['R-410A', 'R-454B', 'R-1234yf']);
    expect(await serverDrawnFeatured(context, base)).toEqual(['R-410A', 'R-454B', 'R-1234yf']);
    await visitor.close();
    expect(scriptErrors).toEqual([]);
    await context.close();
  });

  it('shows the order counts, the revenue and the recent changes on the dashboard; a new order e-mails ADMIN_EMAIL with a link to a built screen', async () => {
    const base = shop.server.url;
    const context = await shop.browser.newContext();
    await signInAsAdminThroughApi(context, base);
    const r410a = await fetchProduct(base, 'r-410a');
    const place = async (paymentMethod: 'credit_card' | 'bank_wire') => {
      const payment = paymentMethod === 'credit_card' ? { token: await sandboxToken(context.request, base), phone: '+1 214 555 0101' } : null;
      const answer = await context.request.post(`${base}/api/orders`, {
        data: {
          items: [{ productId: r410a.id, packaging: 'cylinder', quantity: 2 }],
          customer: { name: 'Dana Fischer', email: 'dana@example.com', phone: '+1 214 555 0101' },
          shippingAddress: { street: '2500 Commerce Street', city: 'Dallas', state: 'TX', zipCode: '75226', country: 'United States' },
          paymentMethod,
          ...(payment ? { payment } : {}),
          acknowledgeLegal: true,
        },
        headers: { Origin: base, 'Idempotency-Key': randomUUID() },
      });
      expect(answer.status(), await answer.text()).toBe(201);
      return ((await answer.json()) as { order: { orderNumber: string; total: number } }).order;
    };
    const paid = await place('credit_card');
    await place('bank_wire');

    const page = await context.newPage();
    await openPage(page, `${base}/admin`);
    await page.getByRole('heading', { name: admin.dashboard.title }).waitFor();
    const pending = page.getByTestId('dashboard-orders-pending');
    await pending.getByText(admin.dashboard.orders.status.pending, { exact: true }).waitFor();
    await pending.getByText('2', { exact: true }).waitFor();
    await page.getByTestId('dashboard-orders-all').getByText('2', { exact: true }).waitFor();
    await page.getByText(admin.dashboard.orders.awaitingPayment_one.replace('{{count}}', '1')).waitFor();
    // Only the card order counts as revenue; the wire order waits for its money.
    await page.getByTestId('dashboard-revenue').getByText(formatMoney(toCents(paid.total)), { exact: true }).waitFor();

    // The featured changes of the first test, newest first, linked to their screen.
    const changes = page.getByTestId('dashboard-recent-changes');
    const featuredR32 = admin.dashboard.audit.subject.replace('{{entity}}', admin.dashboard.audit.entities.featured_product).replace('{{name}}', 'R-32');
    await changes.getByText(featuredR32).first().waitFor();
    await changes.getByText(admin.dashboard.audit.verbs.deactivate, { exact: true }).first().waitFor();
    await changes.getByText(ADMIN.email, { exact: false }).first().waitFor();
    await changes.getByRole('link', { name: `${admin.dashboard.audit.open} ${featuredR32}` }).first().click();
    await page.waitForURL(`${base}/admin/featured-products`);

    // The shop's notification went to ADMIN_EMAIL (no address saved), and its back-office link opens a built screen.
    const mailDir = path.join(shop.server.dataDir, 'mail');
    // The To: header itself: the buyer's own confirmation names ADMIN_EMAIL too, in its Reply-To: header.
    const sentTo = (mail: string) => /^To: (.*)$/m.exec(mail)?.[1] ?? '';
    const shopMail = async () => {
      const files = fs.existsSync(mailDir) ? fs.readdirSync(mailDir) : [];
      return files.map((f) => fs.readFileSync(path.join(mailDir, f), 'utf8')).find((m) => sentTo(m).includes(ADMIN.email) && m.includes(paid.orderNumber));
    };
    await expect.poll(shopMail, { timeout: 20_000 }).toBeTruthy();
    const links = [...((await shopMail()) ?? '').replace(/=\r?\n/g, '').matchAll(/https?:\/\/127\.0\.0\.1:\d+(\/admin[^\s"<]*)/g)].map((m) => new URL(m[1] ?? '', base).pathname);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(isBuiltAdminPath(link), link).toBe(true);
    await context.close();
  });

  it('lets the admin choose where shop notifications go, from the dashboard', async () => {
    const base = shop.server.url;
    const context = await shop.browser.newContext();
    await signInAsAdminThroughApi(context, base);
    const page = await context.newPage();
    await openPage(page, `${base}/admin`);
    const field = page.getByLabel(admin.dashboard.notifications.label);
    await page.getByText(admin.dashboard.notifications.sourceAdminEmail).waitFor();
    await field.fill('not-an-address');
    await page.getByRole('button', { name: admin.dashboard.notifications.save }).click();
    await page.getByText(admin.dashboard.notifications.messages.invalid).waitFor();
    await field.fill('Orders@FrigidFlow.test');
    await page.getByRole('button', { name: admin.dashboard.notifications.save }).click();
    await toastWithTitle(page, admin.dashboard.notifications.success).waitFor();
    await page.getByText(admin.dashboard.notifications.current.replace('{{email}}', 'orders@frigidflow.test')).waitFor();
    await page.getByText(admin.dashboard.notifications.sourceSaved).waitFor();
    await page
      .getByTestId('dashboard-recent-changes')
      .getByText(admin.dashboard.audit.subject.replace('{{entity}}', admin.dashboard.audit.entities.notification_setting).replace('{{name}}', 'orders@frigidflow.test'))
      .first()
      .waitFor();
    await context.close();
  });

  it('finds no serious or critical accessibility violation on the featured screen, its product picker and the dashboard', async () => {
    const base = shop.server.url;
    const context = await shop.browser.newContext();
    await signInAsAdminThroughApi(context, base);
    const page = await context.newPage();
    await openPage(page, `${base}/admin/featured-products`);
    await section(page, 'featured').getByTestId('featured-entry').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await section(page, 'trending').getByRole('button', { name: admin.featured.add }).click();
    await page.getByRole('dialog').getByRole('button', { name: admin.featured.addOne }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await openPage(page, `${base}/admin`);
    await page.getByTestId('dashboard-recent-changes').getByRole('listitem').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
