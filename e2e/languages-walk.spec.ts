import { randomUUID } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_SETTINGS } from '@domain/site-settings';
import { DEMO_ADVERT_TEXTS, DEMO_COUPON_TEXTS } from '@domain/known-texts';
import en from '../web/src/i18n/en.json';
import es from '../web/src/i18n/es.json';
import fr from '../web/src/i18n/fr.json';
import { newUser, signUpThroughApi } from './support/accounts';
import { visibleTexts } from './support/page-text';
import { openPage } from './support/navigation';
import { fetchProduct } from './support/shop';
import { startShopForSuite } from './support/shop-suite';

type Tree = { [key: string]: string | Tree };
const texts = (tree: Tree): string[] => Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : texts(v)));
const LOCALES = { fr, es } as const;
const LABELS = { fr: 'Français', es: 'Español' } as const;

/** English interface texts that read differently in `lang`: one of them as a whole text on a translated page is a miss. */
function englishOnly(lang: keyof typeof LOCALES): Set<string> {
  const translated = new Set(texts(LOCALES[lang] as unknown as Tree));
  return new Set(texts(en as unknown as Tree).filter((text) => !text.includes('{{') && !text.includes('<') && !translated.has(text)));
}

/** English a buyer met on French and Spanish pages, inside longer texts too: interface words and the texts the database ships with. */
const ENGLISH_PHRASES = [
  en.product.addToCart,
  en.cart.proceedToCheckout,
  en.account.orders.title,
  'Net weight',
  'ASHRAE safety class',
  'Certificate of analysis',
  'Free shipping',
  'per cylinder',
  '1 Cylinder',
  'Near-azeotropic HFC blend',
  'Residential air conditioning',
  'Heat pumps',
  'Demo document',
  '30 lbs',
  DEFAULT_SITE_SETTINGS.company_tagline,
  DEFAULT_SITE_SETTINGS.bank_wire_instructions,
  DEMO_ADVERT_TEXTS.lowGwpInStock.title,
  'Request bulk pricing',
  DEMO_COUPON_TEXTS.description,
];

/** What on this page is still English: whole interface texts, and known English phrases inside any text. */
async function englishOn(page: Page, lang: keyof typeof LOCALES): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  const found = [await page.title(), ...(await visibleTexts(page))];
  const whole = englishOnly(lang);
  const joined = `${found.join('\n')}\n${await page.locator('body').innerText()}`;
  return [...new Set([...found.filter((text) => whole.has(text)), ...ENGLISH_PHRASES.filter((phrase) => joined.includes(phrase))])];
}

async function placeWireOrder(context: BrowserContext, baseUrl: string, name: string, email: string) {
  const r410a = await fetchProduct(baseUrl, 'r-410a');
  const answer = await context.request.post(`${baseUrl}/api/orders`, {
    data: {
      items: [{ productId: r410a.id, packaging: 'cylinder', quantity: 1 }],
      customer: { name, email },
      shippingAddress: { street: '88 Harbour Road', city: 'Halifax', state: 'NS', zipCode: 'B3H 1A1', country: 'Canada' },
      paymentMethod: 'bank_wire',
      acknowledgeLegal: true,
    },
    headers: { Origin: baseUrl, 'Idempotency-Key': randomUUID() },
  });
  expect(answer.status()).toBe(201);
}

describe('French and Spanish pages as a buyer walks them', () => {
  const shop = startShopForSuite({ ORDER_RATE_LIMIT_MAX: '100', AUTH_RATE_LIMIT_MAX: '100' });

  it.each(['fr', 'es'] as const)(
    'shows no English in %s on the home page, the catalogue, a product, the cart, checkout, the account with an order and its confirmation',
    async (lang) => {
      const t = LOCALES[lang];
      const base = shop.server.url;
      const user = newUser(`walk-${lang}`);
      const context = await shop.browser.newContext();
      await signUpThroughApi(context, base, user);
      await placeWireOrder(context, base, user.name, user.email);
      const page = await context.newPage();
      const misses: Record<string, string[]> = {};

      await openPage(page, base);
      await page.locator('header').getByLabel(en.header.language).selectOption({ label: LABELS[lang] });
      await page.locator('header').getByRole('link', { name: t.header.getQuote }).waitFor();
      await page.locator('[data-testid="advert-banner"]').waitFor();
      misses['/'] = await englishOn(page, lang);

      await openPage(page, `${base}/products`);
      await page.locator('main article h2').first().waitFor();
      misses['/products'] = await englishOn(page, lang);

      await openPage(page, `${base}/products/r-410a`);
      await page.getByRole('heading', { name: t.product.description }).waitFor();
      // The product's own answer (with its translations) has replaced anything shown from the list.
      await page.getByText(t.product.known.netWeight, { exact: true }).waitFor();
      misses['/products/r-410a'] = await englishOn(page, lang);
      await page.getByLabel(t.product.packaging, { exact: true }).selectOption('cylinder');
      await page.getByRole('button', { name: t.product.addToCart }).click();
      await page.getByRole('status').getByText(t.product.addedToCartTitle).waitFor();

      await openPage(page, `${base}/cart`);
      await page.getByRole('link', { name: t.cart.proceedToCheckout }).waitFor();
      misses['/cart'] = await englishOn(page, lang);

      await openPage(page, `${base}/checkout`);
      await page.getByRole('heading', { name: t.checkout.title, level: 1 }).waitFor();
      await page.getByLabel(t.checkout.payment.methods.bank_wire).check();
      await page.getByText(t.known.bankWireInstructions).waitFor();
      misses['/checkout'] = await englishOn(page, lang);

      await openPage(page, `${base}/account`);
      await page.getByRole('tab', { name: t.account.tabs.orders }).click();
      await page.getByRole('heading', { name: t.account.orders.title }).waitFor();
      await page.getByText(`1 × R-410A (${t.packages.cylinder})`).waitFor();
      misses['/account orders'] = await englishOn(page, lang);

      await page.getByRole('link', { name: t.account.orders.trackLabel.replace(' {{number}}', '') }).click();
      await page.waitForURL(/\/order-confirmation\?/);
      await page.locator('address').first().waitFor();
      expect((await page.locator('address').first().innerText()).trim().split('\n').at(-1)).toBe(t.addressForm.countries.Canada);
      misses['/order-confirmation'] = await englishOn(page, lang);

      expect(misses).toEqual({
        '/': [],
        '/products': [],
        '/products/r-410a': [],
        '/cart': [],
        '/checkout': [],
        '/account orders': [],
        '/order-confirmation': [],
      });
      await context.close();
    },
  );
});
