import type { BrowserContext, Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../web/src/i18n/en.json';
import es from '../web/src/i18n/es.json';
import fr from '../web/src/i18n/fr.json';
import { ADMIN, newUser, signInAsAdminThroughApi, signUpThroughApi } from './support/accounts';
import { openPage } from './support/navigation';
import { addFromProductPage, fillCheckout } from './support/shop';
import { startShopForSuite } from './support/shop-suite';
import { keepScreenshot, SCREENSHOTS_DIR } from './support/screenshots';

const PHONE = { width: 390, height: 844 };
/** A company name longer than the demo's, as a real shop's may be: the phone header must show it whole. */
const LONG_COMPANY_NAME = 'FrigidFlow Refrigerant Supply Co.';
const LOCALES = { en, fr, es } as const;
type Lang = keyof typeof LOCALES;
type Locale = typeof en;


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
function signedInPages(confirmationPath: string, pricedQuotePath: string): PageCheck[] {
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
    { name: 'priced quote', path: pricedQuotePath, primary: (main, l) => main.getByRole('button', { name: l.quoteAnswer.accept }) },
    { name: 'testimonials', path: '/testimonials', primary: (main) => main.getByRole('button').last() },
    { name: 'blog', path: '/blog', primary: (main) => main.getByRole('heading', { level: 1 }) },
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

/**
 * Every visible control (link, button, field, [role=button]) and every amount (a price or total: text with a dollar
 * figure) in the page (and its footer when asked): names those a fixed or sticky element (the WhatsApp button, the
 * cookie banner, a toast) covers at their centre or a corner wherever the page is scrolled to show them whole. The
 * page is stepped through half a window at a time rather than scrolled to each element (hundreds a page). Controls
 * inside such an element are the covering kind themselves and are not checked.
 */
async function coveredFaults(page: Page, withFooter: boolean): Promise<string[]> {
  return page.evaluate((withFooter) => {
    const pinned = (el: Element | null) => {
      for (let a = el; a && a !== document.body; a = a.parentElement) {
        const { position } = getComputedStyle(a);
        if (position === 'fixed' || position === 'sticky') return a;
      }
      return null;
    };
    const name = (el: Element) => {
      const label = el.getAttribute('aria-label') ?? (el.textContent ?? '').trim().replace(/\s+/g, ' ');
      return `<${el.tagName.toLowerCase()}> "${label.slice(0, 40)}"`;
    };
    const MONEY = /\$\s?\d|\d[\d\s.,\u00a0\u202f]*\s?\$/;
    const CONTROLS = 'a[href], button, input, select, textarea, [role=button]';
    const roots = [document.querySelector('main'), withFooter ? document.querySelector('footer') : null].filter((r) => r !== null);
    const controls = roots.flatMap((root) => [...root.querySelectorAll(CONTROLS)]);
    // An amount: an element holding a dollar figure in its own text.
    const amounts = [...(roots[0]?.querySelectorAll('*') ?? [])].filter((el) =>
      [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && MONEY.test(n.textContent ?? '')),
    );
    const pending = new Map<Element, string>();
    for (const el of new Set([...controls, ...amounts])) {
      if (pinned(el)) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || style.clip !== 'auto') continue;
      if (el instanceof HTMLInputElement && el.type === 'hidden') continue;
      const r = el.getBoundingClientRect();
      // Hidden inputs behind a styled label, screen-reader-only text, closed sections.
      if (r.width <= 2 || r.height <= 2) continue;
      pending.set(el, 'never shown whole');
    }
    const step = Math.floor(window.innerHeight / 2);
    const last = document.documentElement.scrollHeight;
    for (let y = 0; pending.size > 0; y += step) {
      window.scrollTo(0, y);
      for (const [el] of pending) {
        const r = el.getBoundingClientRect();
        const top = Math.max(r.top, 0);
        const bottom = Math.min(r.bottom, window.innerHeight);
        // Whole in view, or (taller than the window) filling it.
        if (!(r.top >= 0 && r.bottom <= window.innerHeight) && !(r.top <= 0 && r.bottom >= window.innerHeight)) continue;
        const inset = Math.min(3, r.width / 4, (bottom - top) / 4);
        const points: [number, number][] = [
          [(r.left + r.right) / 2, (top + bottom) / 2],
          [r.left + inset, top + inset],
          [r.right - inset, top + inset],
          [r.left + inset, bottom - inset],
          [r.right - inset, bottom - inset],
        ];
        let fault: string | null = null;
        for (const [x, y] of points) {
          if (x < 0 || x > window.innerWidth) continue; // sticking out sideways is the overflow check's fault
          const hit = document.elementFromPoint(x, y);
          const cover = hit && !(hit === el || el.contains(hit)) ? pinned(hit) : null;
          if (cover) {
            fault = `covered at (${Math.round(x)}, ${Math.round(y)}) by ${cover.getAttribute('data-testid') ?? name(cover)}`;
            break;
          }
        }
        if (fault) pending.set(el, fault);
        else pending.delete(el);
      }
      if (y >= last) break;
    }
    window.scrollTo(0, 0);
    return [...pending]
      .filter(([, fault]) => fault !== 'never shown whole')
      .slice(0, 12)
      .map(([el, fault]) => `${name(el)} is ${fault}`);
  }, withFooter);
}

/** Header texts cut short with an ellipsis (the phone number, the company name, the tagline): each must show in full. */
async function truncatedFaults(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('header *')]
      .filter((el) => {
        const style = getComputedStyle(el);
        return style.display !== 'none' && style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1;
      })
      .map((el) => `the header cuts "${(el.textContent ?? '').trim()}" short`),
  );
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
  for (const fault of [...(await coveredFaults(page, check.name === 'footer end')), ...(await truncatedFaults(page))]) faults.push(`${lang} ${check.name}: ${fault}`);
  if (SCREENSHOTS_DIR) {
    // The screen with the primary button in its middle, and the page's first screen.
    const name = `${lang}-${check.name.replaceAll(' ', '-')}`;
    await keepScreenshot(page, `${name}-primary`);
    await page.evaluate(() => window.scrollTo(0, 0));
    await keepScreenshot(page, `${name}-top`);
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
  const shop = startShopForSuite({ AUTH_RATE_LIMIT_MAX: '100', ORDER_RATE_LIMIT_MAX: '100', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
  let buyer: BrowserContext;
  let admin: BrowserContext;
  let confirmationPath = '';
  let pricedQuotePath = '';

  /** A call to the back office's API as the signed-in admin. */
  async function adminApi<T>(method: 'GET' | 'PATCH' | 'PUT' | 'POST', url: string, data?: unknown): Promise<T> {
    const answer = await admin.request.fetch(`${shop.server.url}${url}`, { method, data, headers: { Origin: shop.server.url } });
    expect(answer.status(), `${method} ${url}: ${await answer.text()}`).toBe(200);
    return (await answer.json()) as T;
  }

  /** The shop as a real one may be: R-410A with its safety data sheet, a company name longer than the demo's. */
  async function adminSetsUpTheShop() {
    admin = await shop.browser.newContext();
    await signInAsAdminThroughApi(admin, shop.server.url);
    const list = await adminApi<{ items: { id: string; slug: string }[] }>('GET', '/api/admin/products?q=R-410A');
    const id = list.items.find((p) => p.slug === 'r-410a')?.id ?? '';
    const { product } = await adminApi<{ product: { updatedAt: string } }>('GET', `/api/admin/products/${id}`);
    await adminApi('PATCH', `/api/admin/products/${id}`, { sdsUrl: 'https://example.com/sds/r-410a.pdf', version: product.updatedAt });
    const branding = await adminApi<{ values: Record<string, string>; version: string | null }>('GET', '/api/admin/settings/branding');
    await adminApi('PUT', '/api/admin/settings/branding', { ...branding.values, companyName: LONG_COMPANY_NAME, version: branding.version });
  }

  /** The buyer requests a quote for a pallet and the admin prices it: its confirmation page then offers Accept. */
  async function pricedQuote(page: Page): Promise<string> {
    await addFromProductPage(page, shop.server.url, 'r-410a', 'pallet', 'quote');
    await openPage(page, `${shop.server.url}/rfq`);
    const form = page.locator('main form');
    await form.getByLabel(en.rfq.fields.companyName, { exact: true }).fill('Polar HVAC Services');
    await form.getByRole('button', { name: en.rfq.submit }).click();
    await page.waitForURL(/\/quote-confirmation\?quoteNumber=/);
    const number = new URL(page.url()).searchParams.get('quoteNumber') ?? '';
    const list = await adminApi<{ items: { id: string }[] }>('GET', `/api/admin/quotes?q=${encodeURIComponent(number)}`);
    const id = list.items[0]?.id ?? '';
    const { quote } = await adminApi<{ quote: { version: string; items: { id: string }[] } }>('GET', `/api/admin/quotes/${id}`);
    const validUntil = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
    await adminApi('POST', `/api/admin/quotes/${id}/send`, {
      version: quote.version,
      items: quote.items.map((item) => ({ id: item.id, unitPrice: '4125.50' })),
      shipping: '120.00',
      message: 'Pallet price for your site.',
      validUntil,
    });
    return new URL(page.url()).pathname + new URL(page.url()).search;
  }

  beforeAll(async () => {
    await adminSetsUpTheShop();
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
    pricedQuotePath = await pricedQuote(page);
    // One cylinder again, for the cart and checkout pages, and one in the quote list for the quote request form.
    await addFromProductPage(page, shop.server.url, 'r-410a', 'cylinder');
    await addFromProductPage(page, shop.server.url, 'r-410a', 'pallet', 'quote');
    await page.close();
  });

  it.each(Object.keys(LOCALES) as Lang[])('scrolls no page sideways and covers no primary button in %s (signed in, one item in the cart)', async (lang) => {
    const page = await buyer.newPage();
    await chooseLanguage(page, shop.server.url, lang);
    const faults: string[] = [];
    for (const check of signedInPages(confirmationPath, pricedQuotePath)) faults.push(...(await checkPage(page, shop.server.url, lang, check)));
    await page.close();
    expect(faults).toEqual([]);
  }, 300_000);

  it.each(Object.keys(LOCALES) as Lang[])('fits the sign-in and sign-up forms, the signed-out quote request and the quote dialog in %s', async (lang) => {
    const l = LOCALES[lang];
    const context = await shop.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    // Signed out with a pallet in the quote list (added in English: the list stays when the language changes).
    await addFromProductPage(page, shop.server.url, 'r-410a', 'pallet', 'quote');
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
    // The quote list signed out (its way in is Sign In), and the header's quote dialog.
    faults.push(
      ...(await checkPage(page, shop.server.url, lang, { name: 'quote request signed out', path: '/rfq', primary: (main) => main.getByRole('link', { name: l.rfq.signInButton }) })),
    );
    await page.locator('header').getByRole('button', { name: /^(Quote|Demande|Solicitud)/ }).click();
    const dialog = page.getByRole('dialog');
    for (const control of [dialog.getByRole('link', { name: l.quoteDialog.complete }), dialog.getByRole('button', { name: l.quoteDialog.continueShopping })]) {
      const box = await control.boundingBox();
      if (!box || box.height < 40 || box.width < 200) faults.push(`${lang} quote dialog: "${await control.textContent()}" is ${box?.width}×${box?.height}px`);
    }
    await context.close();
    expect(faults).toEqual([]);
  }, 180_000);

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
