import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import admin from '../web/src/admin/i18n/en';
import en from '../web/src/i18n/en.json';
import { ADMIN, signInAsAdminThroughApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openPage, reloadPage } from './support/navigation';
import { addFromProductPage, toastWithTitle } from './support/shop';
import { startShopForSuite } from './support/shop-suite';

/** The header's brand link (its name is "{company} home" in every language). */
const brandLink = (page: Page) => page.locator('header a[href="/"]').first();

describe('branding, free shipping and the advert banner', () => {
  const shop = startShopForSuite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_LIMIT_MAX: '100', ORDER_RATE_LIMIT_MAX: '100' });

  it('changes the logo and the company name, and the header, the served favicon and the title follow', async () => {
    const base = shop.server.url;
    const context = await shop.browser.newContext({ viewport: { width: 1366, height: 900 } });
    await signInAsAdminThroughApi(context, base);
    const page = await context.newPage();
    await openPage(page, `${base}/admin/logo`);
    await page.getByRole('heading', { name: admin.logo.title, level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const png = await sharp({ create: { width: 200, height: 60, channels: 3, background: '#0e7490' } }).png().toBuffer();
    const [logoInput, faviconInput] = await page.locator('input[type="file"]').all();
    await logoInput?.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png });
    await toastWithTitle(page, admin.common.upload.success).first().waitFor();
    const icon = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#f59e0b' } }).png().toBuffer();
    await faviconInput?.setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: icon });
    await expect.poll(() => toastWithTitle(page, admin.common.upload.success).count()).toBeGreaterThanOrEqual(1);
    await page.getByLabel(admin.logo.companyName).fill('Polar Gas Supply');
    await page.getByLabel(admin.logo.tagline).fill('Cold chain experts');
    await expect.poll(() => page.getByTestId('logo-preview').innerText()).toContain('Polar Gas Supply');
    await page.getByRole('button', { name: admin.common.saveChanges }).click();
    await toastWithTitle(page, admin.settings.messages.logoSaved).waitFor();

    const visitor = await shop.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const home = await visitor.newPage();
    await openPage(home, base);
    await expect.poll(() => brandLink(home).innerText()).toContain('Polar Gas Supply');
    expect(await brandLink(home).innerText()).toContain('Cold chain experts');
    expect(await brandLink(home).locator('img').getAttribute('src')).toMatch(/^\/uploads\/images\/.+\.webp$/);
    await expect.poll(() => home.title()).toContain('Polar Gas Supply');
    const html = await (await visitor.request.get(`${base}/checkout`)).text();
    expect(html).toMatch(/<link rel="icon" href="\/uploads\/images\/[^"]+-400\.webp" type="image\/webp" \/>/);

    await page.getByRole('button', { name: admin.logo.reset }).click();
    await toastWithTitle(page, admin.settings.messages.logoReset).waitFor();
    await openPage(home, base);
    await expect.poll(() => brandLink(home).innerText()).toContain('FrigidFlow');
    await visitor.close();
    await context.close();
  });

  it('changes the free-shipping threshold, and the cart and the advert follow at once', async () => {
    const base = shop.server.url;
    const context = await shop.browser.newContext({ viewport: { width: 1366, height: 900 } });
    await signInAsAdminThroughApi(context, base);
    const page = await context.newPage();
    await addFromProductPage(page, base, 'r-410a', 'cylinder');
    await openPage(page, `${base}/cart`);
    await expect.poll(() => page.getByTestId('cart-shipping').innerText()).toMatch(/^(US)?\$50\.00$/);
    await expect.poll(() => page.getByTestId('advert-banner').innerText()).toContain('$500');

    await openPage(page, `${base}/admin/content?tab=shipping`);
    const threshold = page.getByLabel(admin.content.fields.freeShippingThreshold);
    await threshold.fill('50');
    await expect.poll(() => page.getByTestId('shipping-message-preview').innerText()).toContain('$50');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: admin.common.saveChanges }).click();
    await toastWithTitle(page, admin.settings.messages.contentSaved).waitFor();

    // The same browser, through the shop's own links (no reload), and a new visitor.
    await page.goto(`${base}/cart`);
    await expect.poll(() => page.getByTestId('cart-shipping').innerText()).toBe(en.cart.summary.free);
    const visitor = await shop.browser.newContext();
    const other = await visitor.newPage();
    await openPage(other, base);
    await expect.poll(() => other.getByTestId('advert-banner').innerText()).toMatch(/\$50(?!\d)/);
    await visitor.close();
    await context.close();
  });

  for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 900 }]) {
    it(`keeps the banner in the page's flow at ${viewport.width}×${viewport.height}: at most two lines, and the checkout's Place Order uncovered`, async () => {
      const base = shop.server.url;
      const context = await shop.browser.newContext({ viewport, isMobile: viewport.width < 500, hasTouch: viewport.width < 500 });
      const page = await context.newPage();
      for (const path of ['/', '/products/r-410a']) {
        await openPage(page, `${base}${path}`);
        const banner = page.getByTestId('advert-banner');
        await banner.waitFor();
        const box = await banner.boundingBox();
        const header = await page.locator('header').first().boundingBox();
        expect(box && header && box.y + box.height <= header.y + 1, path).toBe(true);
        expect(box?.height, path).toBeLessThanOrEqual(viewport.width < 640 ? 52 : 40);
        const lines = await page.getByTestId('advert-text').evaluate((el) => Math.round(el.getBoundingClientRect().height / parseFloat(getComputedStyle(el).lineHeight)));
        expect(lines, path).toBeLessThanOrEqual(viewport.width < 640 ? 2 : 1);
        expect(await banner.evaluate((el) => getComputedStyle(el).position), path).not.toBe('fixed');
      }

      // A returning visitor has answered the cookie choice, whose first-visit banner is checked in info-pages.spec.ts.
      await page.getByRole('button', { name: en.consent.banner.essentialOnly }).click();
      await addFromProductPage(page, base, 'r-410a', 'cylinder');
      await openPage(page, `${base}/checkout?guest=true`);
      const placeOrder = page.getByRole('button', { name: en.checkout.placeOrder });
      await placeOrder.scrollIntoViewIfNeeded();
      // Whatever lies on the button's centre is the button: no banner over it, even at the bottom of the window.
      const covered = await placeOrder.evaluate((button) => {
        // The button stays disabled until the form is filled, and a disabled button lets hit tests through.
        (button as HTMLElement).style.pointerEvents = 'auto';
        // At the window's bottom edge, where a banner fixed to the bottom used to cover it.
        button.scrollIntoView({ block: 'end' });
        const rect = button.getBoundingClientRect();
        const top = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
        return top && button.contains(top) ? null : `${top?.tagName ?? 'nothing'} ${top?.getAttribute('data-testid') ?? ''} ${top?.className ?? ''} ${JSON.stringify(rect)}`;
      });
      expect(covered).toBeNull();
      await context.close();
    });
  }

  it('edits an "Orders paid later" limit in Admin Settings; it is there after a reload and checkout uses it', async () => {
    const base = shop.server.url;
    const context = await shop.browser.newContext({ viewport: { width: 1366, height: 900 } });
    await signInAsAdminThroughApi(context, base);
    const page = await context.newPage();
    await openPage(page, `${base}/admin/settings`);
    await page.getByRole('heading', { name: admin.settings.sections.unpaidOrders, level: 2 }).waitFor();
    const guestLimit = page.getByLabel(admin.settings.fields.guestUnpaidOrderMaxCylinders);
    expect(await guestLimit.inputValue()).toBe('80');
    await page.getByText(admin.settings.hints.guestUnpaidOrderMaxCylinders).waitFor();

    // A value out of range is named under its field and not saved.
    await guestLimit.fill('0');
    await page.getByRole('button', { name: admin.common.saveChanges }).click();
    await page.getByText(admin.settings.messages.cylindersInvalid).waitFor();

    await guestLimit.fill('24');
    const notification = page.getByLabel(admin.settings.fields.notificationEmail);
    if ((await notification.inputValue()) === '') await notification.fill(ADMIN.email);
    await page.getByRole('button', { name: admin.common.saveChanges }).click();
    await toastWithTitle(page, admin.settings.messages.updated).waitFor();

    await reloadPage(page);
    await page.getByRole('heading', { name: admin.settings.sections.unpaidOrders, level: 2 }).waitFor();
    await expect.poll(() => page.getByLabel(admin.settings.fields.guestUnpaidOrderMaxCylinders).inputValue()).toBe('24');
    const guest = await shop.browser.newContext();
    expect(await (await guest.request.get(`${base}/api/orders/unpaid-allowance`)).json()).toEqual({ buyer: 'guest', maxCylinders: 24, releaseDays: 7 });
    await guest.close();
    await context.close();
  });
});
