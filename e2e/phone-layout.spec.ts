import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../web/src/i18n/en.json';
import es from '../web/src/i18n/es.json';
import fr from '../web/src/i18n/fr.json';
import { newUser, signUpThroughApi } from './support/accounts';
import { openPage } from './support/navigation';
import { addFromProductPage, fillCheckout } from './support/shop';
import { startShopForSuite } from './support/shop-suite';

const PHONE = { width: 390, height: 844 };
const LOCALES = { en, fr, es } as const;
type Lang = keyof typeof LOCALES;
type Locale = typeof en;

/** Set LAYOUT_SCREENSHOTS=<folder> to keep a full-page picture of every page checked. */
const SCREENSHOTS = process.env.LAYOUT_SCREENSHOTS;

// Information pages whose own last action is not checked below: each must at least show its title clear of every fixed bar.
const INFORMATION_PAGES = ['about', 'contact', 'shipping', 'support', 'certifications'];

interface PageCheck {
  name: string;
  path: string;
  /** The button or link the page is there for; it must be fully in view and on top once scrolled to. */
  primary: (main: Locator, l: Locale) => Locator;
  /** What to do once the page is open (a tab to choose). */
  then?: (page: Page, l: Locale) => Promise<void>;
}

const productLink = (main: Locator) => main.getByRole('link', { name: /R-410A/ }).first();

/** Pages of a signed-in buyer with one cylinder in the cart; the confirmation page is added once the order exists. */
function signedInPages(confirmationPath: string): PageCheck[] {
  const accountTab = (tab: keyof Locale['account']['tabs'], primary: PageCheck['primary']): PageCheck => ({
    name: `account ${tab} tab`,
    path: '/account',
    primary,
    then: async (page, l) => {
      await page.getByRole('tab', { name: l.account.tabs[tab], exact: true }).click();
    },
  });
  return [
    { name: 'home', path: '/', primary: (main, l) => main.getByRole('link', { name: l.home.browseProducts }).first() },
    // The advert banner is fixed to the bottom: the footer's last line must still scroll clear of it.
    { name: 'footer end', path: '/', primary: (main, l) => main.page().getByRole('navigation', { name: l.footer.legal }).getByRole('link').last() },
    { name: 'catalogue', path: '/products', primary: productLink },
    { name: 'category', path: '/products/category/hfc', primary: productLink },
    { name: 'product', path: '/products/r-410a', primary: (main, l) => main.getByRole('button', { name: l.product.addToCart }) },
    { name: 'wholesale', path: '/freon-wholesale', primary: (main, l) => main.getByRole('link', { name: l.wholesale.getQuote }).first() },
    { name: 'cart', path: '/cart', primary: (main, l) => main.getByText(l.cart.proceedToCheckout, { exact: true }) },
    { name: 'quote request', path: '/rfq', primary: (main, l) => main.getByRole('button', { name: l.rfq.submit }) },
    { name: 'checkout', path: '/checkout', primary: (main, l) => main.getByRole('button', { name: l.checkout.placeOrder }) },
    accountTab('profile', (main, l) => main.getByRole('button', { name: l.account.profile.save })),
    accountTab('orders', (main, l) => main.getByRole('tab', { name: l.account.tabs.orders, exact: true })),
    accountTab('quotes', (main, l) => main.getByRole('tab', { name: l.account.tabs.quotes, exact: true })),
    accountTab('billing', (main, l) => main.getByRole('button', { name: l.account.billing.save })),
    accountTab('settings', (main, l) => main.getByRole('button', { name: l.account.settings.changePassword })),
    { name: 'order confirmation', path: confirmationPath, primary: (main, l) => main.getByRole('link', { name: l.confirmation.links.continueShopping }) },
    ...INFORMATION_PAGES.map((slug) => ({ name: slug, path: `/${slug}`, primary: (main: Locator) => main.getByRole('heading', { level: 1 }) })),
    // Information pages: their last action (the support link, the regulator's last page, the policy's email) clears the cookie banner.
    { name: 'faq', path: '/faq', primary: (main) => main.locator('a[href="/support"]').last() },
    { name: 'compliance', path: '/compliance', primary: (main) => main.locator('a[href^="https://www.epa.gov/"]').last() },
    ...['privacy', 'terms', 'refund-policy', 'cookies', 'sitemap'].map((slug) => ({
      name: slug,
      path: `/${slug}`,
      primary: (main: Locator) => (slug === 'sitemap' ? main.getByRole('link').last() : main.locator('a[href^="mailto:"]').last()),
    })),
  ];
}

/**
 * What sticks out of a 390 px window: the page's own scroll width, and every visible element whose box (clipped by
 * its scrolling ancestors, the page itself excepted) reaches past the left or right edge, shown or cut off.
 */
async function overflowFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const faults: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > width) faults.push(`the page scrolls sideways: ${root.scrollWidth}px wide`);
    const describe = (el: Element) => {
      const cls = typeof el.className === 'string' ? el.className.split(/\s+/).slice(0, 4).join('.') : '';
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${cls ? `.${cls}` : ''}> "${text}"`;
    };
    // A scroller shows the rest of its content on a swipe; content that sticks out of an overflow: hidden box is cut off, a fault too.
    const scrolls = (el: Element) => {
      const { overflowX } = getComputedStyle(el);
      return overflowX === 'auto' || overflowX === 'scroll';
    };
    for (const el of document.body.querySelectorAll('*')) {
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      // Screen-reader-only text (the skip link) is clipped to nothing.
      if (style.clip !== 'auto' || style.clipPath !== 'none') continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      let left = rect.left;
      let right = rect.right;
      for (let a = el.parentElement; a && a !== document.body && a !== root; a = a.parentElement) {
        if (!scrolls(a)) continue;
        const box = a.getBoundingClientRect();
        left = Math.max(left, box.left);
        right = Math.min(right, box.right);
      }
      if (right - left <= 0) continue;
      if (right - left > width + 0.5 || right > width + 0.5 || left < -0.5) {
        faults.push(`${describe(el)} spans ${Math.round(left)}..${Math.round(right)}px`);
      }
    }
    // Outermost first (document order); twelve are enough to find the culprit.
    return faults.slice(0, 12);
  });
}

/** Scrolls the element to the middle of the window and names whatever covers one of its corners or its centre. */
async function coverFault(target: Locator): Promise<string | null> {
  return target.evaluate((el) => {
    el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
    // A disabled button lets the pointer through (pointer-events: none): hit-test it as if enabled.
    if (el instanceof HTMLElement) el.style.pointerEvents = 'auto';
    const r = el.getBoundingClientRect();
    const inset = 3;
    const points = [
      [r.left + inset, r.top + inset],
      [r.right - inset, r.top + inset],
      [r.left + inset, r.bottom - inset],
      [r.right - inset, r.bottom - inset],
      [(r.left + r.right) / 2, (r.top + r.bottom) / 2],
    ] as const;
    for (const [x, y] of points) {
      if (x < 0 || y < 0 || x > window.innerWidth || y > window.innerHeight) return `its point (${Math.round(x)}, ${Math.round(y)}) is off screen`;
      const hit = document.elementFromPoint(x, y);
      if (!hit || !(hit === el || el.contains(hit))) {
        const by = hit?.closest('[data-testid]')?.getAttribute('data-testid') ?? hit?.tagName.toLowerCase() ?? 'nothing';
        return `covered at (${Math.round(x)}, ${Math.round(y)}) by ${by}`;
      }
    }
    return null;
  });
}

/** The faults of one page; a page that does not show its primary button is a fault too, and the next pages still run. */
async function checkPage(page: Page, baseUrl: string, lang: Lang, check: PageCheck): Promise<string[]> {
  try {
    return await checkPageOrThrow(page, baseUrl, lang, check);
  } catch (error) {
    return [`${lang} ${check.name}: ${String(error instanceof Error ? error.message : error).split('\n')[0]}`];
  }
}

async function checkPageOrThrow(page: Page, baseUrl: string, lang: Lang, check: PageCheck): Promise<string[]> {
  const l = LOCALES[lang];
  await openPage(page, `${baseUrl}${check.path}`);
  await check.then?.(page, l);
  const primary = check.primary(page.locator('main'), l);
  await primary.waitFor({ timeout: 15_000 });
  await page.evaluate(() => document.fonts.ready);
  const faults = (await overflowFaults(page)).map((fault) => `${lang} ${check.name}: ${fault}`);
  const covered = await coverFault(primary);
  if (covered) faults.push(`${lang} ${check.name}: the primary button is ${covered}`);
  if (SCREENSHOTS) {
    // The screen with the primary button in its middle, and the page's first screen.
    const file = (part: string) => path.join(SCREENSHOTS, `${lang}-${check.name.replaceAll(' ', '-')}-${part}.png`);
    fs.mkdirSync(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: file('primary') });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: file('top') });
  }
  return faults;
}

/** Switches the interface language with the header's selector; the choice is kept for the next pages. */
async function chooseLanguage(page: Page, baseUrl: string, lang: Lang) {
  await openPage(page, baseUrl);
  await page.locator('header select').first().selectOption(lang);
  await page.locator(`html[lang="${lang}"]`).waitFor({ state: 'attached' });
}

describe('layout on a 390 px phone', () => {
  const shop = startShopForSuite({ AUTH_RATE_LIMIT_MAX: '100', ORDER_RATE_LIMIT_MAX: '100' });
  let buyer: BrowserContext;
  let confirmationPath = '';

  beforeAll(async () => {
    buyer = await shop.browser.newContext({ viewport: PHONE });
    await signUpThroughApi(buyer, shop.server.url, newUser('phone'));
    const page = await buyer.newPage();
    await addFromProductPage(page, shop.server.url, 'r-410a', 'cylinder');
    await openPage(page, `${shop.server.url}/checkout`);
    await fillCheckout(page, { name: 'Dana Fischer', email: 'dana.phone@example.com' });
    await page.locator('main').getByRole('checkbox', { name: en.checkout.legal.label }).check();
    await page.locator('main').getByRole('button', { name: en.checkout.placeOrder }).click();
    await page.waitForURL(/\/order-confirmation\?orderNumber=/);
    confirmationPath = new URL(page.url()).pathname + new URL(page.url()).search;
    // One cylinder again, for the cart and checkout pages, and one in the quote list for the quote request form.
    await addFromProductPage(page, shop.server.url, 'r-410a', 'cylinder');
    await addFromProductPage(page, shop.server.url, 'r-410a', 'pallet', 'quote');
    await page.close();
  });

  it.each(Object.keys(LOCALES) as Lang[])('scrolls no page sideways and covers no primary button in %s (signed in, one item in the cart)', async (lang) => {
    const page = await buyer.newPage();
    await chooseLanguage(page, shop.server.url, lang);
    const faults: string[] = [];
    for (const check of signedInPages(confirmationPath)) faults.push(...(await checkPage(page, shop.server.url, lang, check)));
    await page.close();
    expect(faults).toEqual([]);
  });

  it.each(Object.keys(LOCALES) as Lang[])('fits the sign-in and sign-up forms, strength meter shown, in %s', async (lang) => {
    const l = LOCALES[lang];
    const context = await shop.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await chooseLanguage(page, shop.server.url, lang);
    const faults = await checkPage(page, shop.server.url, lang, {
      name: 'sign in',
      path: '/auth',
      primary: (main) => main.getByRole('button', { name: l.auth.signInButton, exact: true }),
    });
    faults.push(
      ...(await checkPage(page, shop.server.url, lang, {
        name: 'sign up',
        path: '/auth',
        then: async (p) => {
          await p.getByRole('tab', { name: l.auth.tabs.signUp }).click();
          await p.locator('main').getByLabel(l.auth.fields.password, { exact: true }).fill('cold');
          await p.getByTestId('password-strength').waitFor();
        },
        primary: (main) => main.getByRole('button', { name: l.auth.signUpButton, exact: true }),
      })),
    );
    await context.close();
    expect(faults).toEqual([]);
  });

  it('keeps the Place Order button clear of the toast that confirms a coupon', async () => {
    const page = await buyer.newPage();
    await chooseLanguage(page, shop.server.url, 'en');
    await openPage(page, `${shop.server.url}/checkout`);
    const main = page.locator('main');
    await main.getByLabel(en.coupon.label).fill('WELCOME10');
    await main.getByRole('button', { name: en.coupon.apply, exact: true }).click();
    await page.getByTestId('toast').getByText(en.coupon.messages.applied).waitFor();
    expect(await overflowFaults(page)).toEqual([]);
    expect(await coverFault(main.getByRole('button', { name: en.checkout.placeOrder }))).toBeNull();
    await main.getByRole('button', { name: 'Remove coupon WELCOME10' }).click();
    await page.close();
  });

  it.each(Object.keys(LOCALES) as Lang[])('shows every account tab, Settings included, within the screen in %s', async (lang) => {
    const l = LOCALES[lang];
    const page = await buyer.newPage();
    await chooseLanguage(page, shop.server.url, lang);
    await openPage(page, `${shop.server.url}/account`);
    const list = page.getByRole('tablist', { name: l.account.title });
    await list.waitFor();
    const box = await list.boundingBox();
    for (const tab of Object.values(l.account.tabs)) {
      const tabBox = await list.getByRole('tab', { name: tab, exact: true }).boundingBox();
      expect(tabBox, tab).not.toBeNull();
      if (!tabBox || !box) continue;
      // Inside the list's visible box (not scrolled out of it) and inside the window.
      expect(tabBox.x >= box.x && tabBox.x + tabBox.width <= box.x + box.width + 0.5, `${tab} is cut off`).toBe(true);
      expect(tabBox.x >= 0 && tabBox.x + tabBox.width <= PHONE.width, `${tab} is off screen`).toBe(true);
    }
    await page.close();
  });

  it('offers the product search in the phone header without opening the menu', async () => {
    const page = await buyer.newPage();
    await chooseLanguage(page, shop.server.url, 'en');
    const header = page.locator('header');
    const search = header.getByRole('searchbox', { name: en.header.searchLabel });
    expect(await search.isVisible()).toBe(true);
    const box = await search.boundingBox();
    expect(box && box.width >= 200 && box.height >= 40 && box.y + box.height <= PHONE.height).toBe(true);
    await search.fill('r-22');
    await header.getByRole('button', { name: en.header.searchSubmit }).click();
    await page.waitForURL((url) => url.pathname === '/products' && url.searchParams.get('search') === 'r-22');
    await page.close();
  });

  it('offers a guest full-size Sign In and Continue as Guest buttons at checkout', async () => {
    const guest = await shop.browser.newContext({ viewport: PHONE });
    const page = await guest.newPage();
    await addFromProductPage(page, shop.server.url, 'r-410a', 'cylinder');
    await openPage(page, `${shop.server.url}/checkout`);
    const main = page.locator('main');
    for (const control of [main.getByRole('link', { name: en.checkout.gate.signIn }), main.getByRole('button', { name: en.checkout.gate.continueAsGuest })]) {
      const box = await control.boundingBox();
      expect(box?.height).toBeGreaterThanOrEqual(40);
      expect(box?.width).toBeGreaterThanOrEqual(300);
    }
    await guest.close();
  });

  it('gives the footer newsletter field a full-size touch target', async () => {
    const page = await buyer.newPage();
    await chooseLanguage(page, shop.server.url, 'en');
    const field = page.locator('footer').getByRole('textbox', { name: en.newsletter.emailLabel });
    await field.scrollIntoViewIfNeeded();
    const box = await field.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(40);
    expect(box?.width).toBeGreaterThanOrEqual(300);
    await page.close();
  });
});
