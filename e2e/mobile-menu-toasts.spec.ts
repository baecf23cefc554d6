import { describe, expect, it } from 'vitest';
import en from '../web/src/i18n/en.json';
import { startShopForSuite } from './support/shop-suite';
import { openPage } from './support/navigation';
import { addFromProductPage } from './support/shop';

const PHONE = { width: 390, height: 844 };

describe('mobile menu and toasts', () => {
  const shop = startShopForSuite();

  it('opens a menu on a phone that repeats the search and the links, and closes it on navigation', async () => {
    const page = await shop.browser.newPage({ viewport: PHONE });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await openPage(page, shop.server.url);

    const header = page.locator('header');
    // The wide header's search and links are hidden on a phone: only the menu button leads to them.
    const toggle = header.getByRole('button', { name: en.header.openMenu });
    await toggle.waitFor();
    expect(await header.getByRole('navigation', { name: en.header.mainNav }).isVisible()).toBe(false);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();

    const menu = page.locator('#mobile-menu');
    await menu.waitFor();
    expect(await header.getByRole('button', { name: en.header.closeMenu }).getAttribute('aria-expanded')).toBe('true');
    const labels = await menu.getByRole('navigation', { name: en.header.mainNav }).getByRole('link').allInnerTexts();
    expect(labels).toEqual(expect.arrayContaining([en.nav.home, en.nav.products, en.nav.wholesale, en.nav.about]));
    expect(await menu.getByRole('link', { name: en.header.getQuote }).getAttribute('href')).toBe('/rfq');

    await menu.getByRole('searchbox', { name: en.header.searchLabel }).fill('  r-22  ');
    await menu.getByRole('button', { name: en.header.searchSubmit }).click();
    await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.get('search') === 'r-22');
    await menu.waitFor({ state: 'detached' });

    await header.getByRole('button', { name: en.header.openMenu }).click();
    await menu.getByRole('link', { name: en.nav.wholesale }).click();
    await page.waitForURL(`${shop.server.url}/freon-wholesale`);
    await menu.waitFor({ state: 'detached' });

    await header.getByRole('button', { name: en.header.openMenu }).click();
    await menu.waitFor();
    await menu.getByRole('searchbox', { name: en.header.searchLabel }).focus();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await page.close();
  });

  it('shows one toast at a time, the newest, and hides it after 5 seconds', async () => {
    const page = await shop.browser.newPage();
    await addFromProductPage(page, shop.server.url, 'r-410a', 'pallet');
    await openPage(page, `${shop.server.url}/checkout?guest=true`);
    const main = page.locator('main');
    await main.getByLabel(en.coupon.label).fill('WELCOME10');
    await main.getByRole('button', { name: en.coupon.apply, exact: true }).click();
    const toasts = page.getByTestId('toast');
    await toasts.getByText(en.coupon.messages.applied).waitFor();

    await main.getByRole('button', { name: 'Remove coupon WELCOME10' }).click();
    await toasts.getByText(en.coupon.messages.removed).waitFor();
    const shownAt = Date.now();
    expect(await toasts.count()).toBe(1);
    expect(await toasts.getByText(en.coupon.messages.applied).count()).toBe(0);

    await toasts.waitFor({ state: 'detached', timeout: 8000 });
    expect(Date.now() - shownAt).toBeGreaterThan(4000);
    await page.close();
  });
});
