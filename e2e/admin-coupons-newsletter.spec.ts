import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcDayOf } from '@domain/dates';
import { newsletterExportFileName } from '@domain/newsletter';
import { readCsv } from '../server/testing/read-csv';
import adminEnCommon from '../web/src/admin/i18n/en/common.json';
import adminEnCoupons from '../web/src/admin/i18n/en/coupons.json';
import adminEnNewsletter from '../web/src/admin/i18n/en/newsletter.json';
import adminFrCoupons from '../web/src/admin/i18n/fr/coupons.json';
import adminFrNewsletter from '../web/src/admin/i18n/fr/newsletter.json';
import en from '../web/src/i18n/en.json';
import { ADMIN, signInAsAdminThroughApi } from './support/accounts';
import { startShopForSuite } from './support/shop-suite';
import { addFromProductPage, fillCheckout, toastWithTitle } from './support/shop';
import { openPage } from './support/navigation';
import { visibleTexts } from './support/page-text';
import { startTestSmtp, type TestSmtp } from './support/smtp';
import { SCREENSHOTS_DIR } from './support/screenshots';

const c = adminEnCoupons;
const n = adminEnNewsletter;
const main = (page: Page) => page.locator('main');

describe('admin coupons and newsletter', () => {
  // Newsletter subscribers confirm through the e-mailed link (docs/decisions/031): the test reads it from this server.
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp?.stop();
  });
  const shop = startShopForSuite(() => ({ SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_LIMIT_MAX: '100' }));

  /** A browser context signed in as the admin (the cookie comes from the sign-in answer). */
  async function adminContext(options: Parameters<typeof shop.browser.newContext>[0] = {}): Promise<BrowserContext> {
    const context = await shop.browser.newContext({ viewport: { width: 1366, height: 900 }, ...options });
    await signInAsAdminThroughApi(context, shop.server.url);
    return context;
  }

  /** A buyer's cart with one R-410A cylinder, at the guest checkout. */
  async function checkoutWithCylinder(): Promise<Page> {
    const page = await shop.browser.newPage();
    await addFromProductPage(page, shop.server.url, 'r-410a', 'cylinder');
    await openPage(page, `${shop.server.url}/checkout?guest=true`);
    await main(page).getByLabel(en.coupon.label).waitFor();
    return page;
  }

  async function applyCoupon(page: Page, code: string) {
    await main(page).getByLabel(en.coupon.label).fill(code);
    await main(page).getByRole('button', { name: en.coupon.apply, exact: true }).click();
  }

  it('creates a coupon a buyer then uses at checkout; once used it cannot be deleted, and deactivated it is refused', async () => {
    const context = await adminContext();
    const admin = await context.newPage();
    const scriptErrors: string[] = [];
    admin.on('pageerror', (e) => scriptErrors.push(e.message));
    await openPage(admin, `${shop.server.url}/admin/coupons`);
    await main(admin).getByRole('heading', { level: 1, name: c.title }).waitFor();
    await main(admin).getByRole('article', { name: 'Welcome discount' }).getByText('WELCOME10').waitFor();

    await main(admin).getByRole('button', { name: c.create }).click();
    const dialog = admin.getByRole('dialog', { name: c.form.createTitle });
    await dialog.getByRole('button', { name: c.form.submitCreate }).click();
    for (const message of [c.messages.codeRequired, c.messages.titleRequired, c.messages.discountValueRequired]) await dialog.getByText(message).waitFor();

    await dialog.getByRole('textbox', { name: c.form.code }).fill(' e2e-save15 ');
    await dialog.getByRole('textbox', { name: c.form.title, exact: true }).fill('E2E fifteen percent');
    await dialog.getByRole('spinbutton', { name: c.form.discountPercent }).fill('150');
    await dialog.getByRole('button', { name: c.form.submitCreate }).click();
    await dialog.getByText(c.messages.percentageTooHigh).waitFor();
    await dialog.getByRole('spinbutton', { name: c.form.discountPercent }).fill('15');
    expect(await dialog.getByLabel(c.form.startDate).inputValue()).toBe(utcDayOf(new Date().toISOString()));
    await dialog.getByRole('button', { name: c.form.submitCreate }).click();
    await toastWithTitle(admin, c.toasts.created).waitFor();
    await dialog.waitFor({ state: 'detached' });

    const card = main(admin).getByRole('article', { name: 'E2E fifteen percent' });
    await card.getByText('E2E-SAVE15', { exact: true }).waitFor();
    await card.getByText(c.status.Active, { exact: true }).waitFor();
    await card.getByText('15% off', { exact: true }).waitFor();
    await card.getByText('0/∞', { exact: true }).waitFor();
    await card.getByText(c.card.noExpiry, { exact: true }).waitFor();

    // A buyer applies it (typed in lower case) and orders with it.
    const buyer = await checkoutWithCylinder();
    await applyCoupon(buyer, 'e2e-save15');
    await toastWithTitle(buyer, en.coupon.messages.applied).waitFor();
    await fillCheckout(buyer, { name: 'Dana Fischer', email: 'dana.coupon@example.com' });
    await main(buyer).getByRole('checkbox', { name: en.checkout.legal.label }).check();
    await main(buyer).getByRole('button', { name: en.checkout.placeOrder }).click();
    await buyer.waitForURL(/\/order-confirmation\?orderNumber=/);
    await buyer.close();

    // Used once: the card says so, offers Deactivate and no Delete.
    await admin.reload();
    await card.getByText('1/∞', { exact: true }).waitFor();
    await card.getByText(c.card.usedNote).waitFor();
    expect(await card.getByRole('button', { name: c.card.deleteLabel.replace('{{code}}', 'E2E-SAVE15') }).count()).toBe(0);
    await card.getByRole('button', { name: c.card.deactivateLabel.replace('{{code}}', 'E2E-SAVE15') }).click();
    const confirm = admin.getByRole('alertdialog', { name: c.deactivateConfirm.title.replace('{{code}}', 'E2E-SAVE15') });
    await confirm.getByText(c.deactivateConfirm.body.replace('{{count}}', '1')).waitFor();
    await confirm.getByRole('button', { name: c.deactivateConfirm.confirm }).click();
    await toastWithTitle(admin, c.toasts.updated).waitFor();
    await card.getByText(c.status.Inactive, { exact: true }).waitFor();
    await card.getByText('1/∞', { exact: true }).waitFor();

    // The storefront refuses it at once.
    const later = await checkoutWithCylinder();
    await applyCoupon(later, 'E2E-SAVE15');
    await main(later).getByRole('alert').filter({ hasText: en.coupon.messages.invalid }).waitFor();
    await later.close();

    // An unused coupon is deleted after the confirmation.
    const created = await context.request.post(`${shop.server.url}/api/admin/coupons`, {
      data: { code: 'E2E-GONE', title: 'E2E short-lived', discountValue: 5, startDate: '2026-01-01' },
      headers: { Origin: shop.server.url },
    });
    expect(created.status()).toBe(201);
    await admin.reload();
    const doomed = main(admin).getByRole('article', { name: 'E2E short-lived' });
    await doomed.getByRole('button', { name: c.card.deleteLabel.replace('{{code}}', 'E2E-GONE') }).click();
    const ask = admin.getByRole('alertdialog', { name: c.deleteConfirm.title.replace('{{code}}', 'E2E-GONE') });
    await ask.getByText(c.deleteConfirm.body).waitFor();
    await ask.getByRole('button', { name: c.deleteConfirm.confirm }).click();
    await toastWithTitle(admin, c.toasts.deleted).waitFor();
    await doomed.waitFor({ state: 'detached' });

    // The list keeps its filter in the address.
    await main(admin).getByLabel(c.statusFilter, { exact: true }).selectOption('Inactive');
    await admin.waitForURL(/status=Inactive/);
    await main(admin).getByRole('article', { name: 'Welcome discount' }).waitFor({ state: 'detached' });
    await main(admin).getByRole('article', { name: 'E2E fifteen percent' }).waitFor();
    expect(scriptErrors).toEqual([]);
    await context.close();
  });

  it('lists, searches and switches subscribers, and downloads the filtered list as CSV with formulas neutralised', async () => {
    const hostile = '=HYPERLINK("http://evil.example","Click")';
    const post = (url: string, body: unknown) => fetch(`${shop.server.url}${url}`, { method: 'POST', headers: { 'content-type': 'application/json', origin: shop.server.url }, body: JSON.stringify(body) });
    for (const body of [
      { email: 'ada.csv@example.com', name: 'Ada Lovelace' },
      { email: 'mallory.csv@example.com', name: hostile },
      { email: 'pat.pending@example.com', name: 'Pat Pending' },
    ]) {
      expect((await post('/api/newsletter', body)).status).toBe(200);
    }
    // Two confirm from the e-mailed link; Pat never does.
    for (const email of ['ada.csv@example.com', 'mallory.csv@example.com']) {
      const mail = await smtp.waitForMail((m) => m.to.includes(email));
      const token = /\/newsletter\/confirm\?token=([\w-]+)/.exec(mail.text)?.[1];
      expect((await post('/api/newsletter/confirm', { token })).status).toBe(200);
    }
    const context = await adminContext();
    const admin = await context.newPage();
    await openPage(admin, `${shop.server.url}/admin/newsletter`);
    await main(admin).getByRole('heading', { level: 1, name: n.title }).waitFor();
    await main(admin).getByRole('heading', { name: n.listTitle.replace('{{count}}', '3') }).waitFor();
    await expect.poll(() => admin.getByTestId('newsletter-total').textContent()).toContain('3');
    await expect.poll(() => admin.getByTestId('newsletter-growthRate').textContent()).toContain('67%');
    const table = main(admin).getByRole('table', { name: n.caption });
    await table.getByRole('row', { name: /ada\.csv@example\.com/ }).getByText(n.sources.website).waitFor();
    // The address that never confirmed is Pending, and no admin button makes it active.
    const pending = table.getByRole('row', { name: /pat\.pending@example\.com/ });
    await pending.getByText(n.status.pending, { exact: true }).waitFor();
    await pending.getByText(n.awaitingConfirmation).waitFor();
    expect(await pending.getByRole('button', { name: n.activateLabel.replace('{{email}}', 'pat.pending@example.com') }).count()).toBe(0);

    await main(admin).getByPlaceholder(n.searchPlaceholder).fill('LOVELACE');
    await main(admin).getByRole('heading', { name: n.listTitle.replace('{{count}}', '1') }).waitFor();
    await admin.waitForURL(/q=LOVELACE/);
    await main(admin).getByPlaceholder(n.searchPlaceholder).fill('nobody-like-this');
    await main(admin).getByText(n.emptySearch).waitFor();
    await main(admin).getByRole('button', { name: adminEnCommon.clearSearch }).click();
    await main(admin).getByRole('heading', { name: n.listTitle.replace('{{count}}', '3') }).waitFor();

    await table.getByRole('button', { name: n.deactivateLabel.replace('{{email}}', 'ada.csv@example.com') }).click();
    await toastWithTitle(admin, n.toasts.statusUpdated).waitFor();
    await table.getByRole('row', { name: /ada\.csv@example\.com/ }).getByText(n.status.inactive, { exact: true }).waitFor();
    await expect.poll(() => admin.getByTestId('newsletter-growthRate').textContent()).toContain('33%');

    const [download] = await Promise.all([admin.waitForEvent('download'), main(admin).getByRole('link', { name: n.export }).click()]);
    expect(download.suggestedFilename()).toBe(newsletterExportFileName(new Date()));
    const rows = readCsv(fs.readFileSync(await download.path(), 'utf8'));
    expect(rows[0]).toEqual(['Email', 'Name', 'Subscribed Date', 'Status', 'Source']);
    const byEmail = new Map(rows.slice(1).map((row) => [row[0], row]));
    expect(byEmail.get('ada.csv@example.com')).toEqual(['ada.csv@example.com', 'Ada Lovelace', expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/), 'Inactive', 'website']);
    expect(byEmail.get('mallory.csv@example.com')?.[1]).toBe(`'${hostile}`);
    expect(byEmail.get('pat.pending@example.com')?.[3]).toBe('Pending');

    // The export follows the list's filter.
    await main(admin).getByLabel(n.statusFilter, { exact: true }).selectOption('active');
    await main(admin).getByRole('heading', { name: n.listTitle.replace('{{count}}', '1') }).waitFor();
    const [active] = await Promise.all([admin.waitForEvent('download'), main(admin).getByRole('link', { name: n.export }).click()]);
    expect(readCsv(fs.readFileSync(await active.path(), 'utf8')).slice(1).map((row) => row[0])).toEqual(['mallory.csv@example.com']);

    await table.getByRole('button', { name: n.deleteLabel.replace('{{email}}', 'mallory.csv@example.com') }).click();
    await admin.getByRole('alertdialog', { name: n.deleteConfirm.title }).getByRole('button', { name: n.deleteConfirm.confirm }).click();
    await toastWithTitle(admin, n.toasts.deleted).waitFor();
    await main(admin).getByText(n.emptySearch).waitFor();
    await context.close();
  });

  const VIEWPORTS = [
    { width: 1366, height: 900 },
    { width: 820, height: 1180 },
    { width: 390, height: 844 },
  ];
  const LANGUAGES = [
    { lang: 'en', locale: 'en-US', coupons: adminEnCoupons, newsletter: adminEnNewsletter },
    { lang: 'fr', locale: 'fr-CA', coupons: adminFrCoupons, newsletter: adminFrNewsletter },
  ] as const;

  /** Serious or critical axe violations, readable in a failure. */
  async function seriousViolations(page: Page): Promise<string[]> {
    const { violations } = await new AxeBuilder({ page }).analyze();
    return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join('; ')}`);
  }

  /** Checks a screen: no sideways scrolling of the page, no serious axe finding, no English left in French; and keeps a picture. */
  async function look(page: Page, name: string, englishOnly: Set<string>) {
    await page.waitForLoadState('networkidle');
    if (SCREENSHOTS_DIR) {
      fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true });
      await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}.png`), fullPage: true });
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), name).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page), name).toEqual([]);
    const leftovers = (await visibleTexts(page)).filter((text) => englishOnly.has(text));
    expect(leftovers, name).toEqual([]);
  }

  type Tree = { [key: string]: string | Tree };
  const texts = (tree: Tree): string[] => Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : texts(v)));
  /** English admin texts of these screens that read differently in French (placeholders aside). */
  const englishOnlyIn = (lang: string) => {
    if (lang === 'en') return new Set<string>();
    const translated = new Set([...texts(adminFrCoupons as Tree), ...texts(adminFrNewsletter as Tree)]);
    return new Set([...texts(adminEnCoupons as Tree), ...texts(adminEnNewsletter as Tree)].filter((text) => !text.includes('{{') && !translated.has(text)));
  };

  let pictured: Promise<void> | undefined;
  /** A few more coupons and subscribers of every kind, so the pictures show what a real list looks like. */
  async function fillScreens() {
    const context = await adminContext();
    const post = (url: string, data: unknown) => context.request.post(`${shop.server.url}${url}`, { data, headers: { Origin: shop.server.url } });
    for (const coupon of [
      { code: 'BULK250', title: 'Pallet order savings', description: '$250 off pallet orders over $5,000.', discountType: 'fixed', discountValue: 250, minimumOrderAmount: 5000, maxUses: 100, startDate: '2026-01-01', endDate: '2099-12-31' },
      { code: 'SUMMER-2025', title: 'Summer cooling season', discountValue: 7.5, startDate: '2025-06-01', endDate: '2025-08-31' },
      { code: 'NEXTYEAR', title: 'Next year’s promotion', discountValue: 12, startDate: '2099-01-01' },
    ]) {
      expect((await post('/api/admin/coupons', coupon)).status()).toBe(201);
    }
    for (const subscriber of [
      { email: 'jean-francois.tremblay@refrigeration-quebec.example', name: 'Jean-François Tremblay' },
      { email: 'service@coolair-hvac.example' },
      { email: 'maria.gonzalez@climatizacion.example', name: 'María González' },
    ]) {
      expect((await post('/api/newsletter', subscriber)).status()).toBe(200);
    }
    await context.close();
  }

  it.each(LANGUAGES)('shows both screens at phone, tablet and desktop widths in $lang: readable, accessible, translated', async ({ lang, locale, coupons, newsletter }) => {
    pictured ??= fillScreens();
    await pictured;
    const english = englishOnlyIn(lang);
    for (const viewport of VIEWPORTS) {
      const context = await adminContext({ viewport, locale });
      const page = await context.newPage();
      const tag = `${lang}-${viewport.width}`;
      await openPage(page, `${shop.server.url}/admin/coupons`);
      await main(page).getByRole('heading', { level: 1, name: coupons.title }).waitFor();
      await main(page).getByRole('article').first().waitFor();
      await look(page, `coupons-${tag}`, english);

      await main(page).getByRole('button', { name: coupons.create }).click();
      const dialog = page.getByRole('dialog', { name: coupons.form.createTitle });
      await dialog.getByRole('button', { name: coupons.form.submitCreate }).click();
      await dialog.getByText(coupons.messages.codeRequired).waitFor();
      await look(page, `coupon-form-${tag}`, english);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });

      await openPage(page, `${shop.server.url}/admin/newsletter`);
      await main(page).getByRole('heading', { level: 1, name: newsletter.title }).waitFor();
      await main(page).getByRole('heading', { level: 2, name: new RegExp(newsletter.listTitle.replace(/[()]/g, '\\$&').replace('{{count}}', '\\d+')) }).waitFor();
      await look(page, `newsletter-${tag}`, english);
      await context.close();
    }
  }, 120_000);
});
