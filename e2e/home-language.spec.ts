import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { newUser, signUpThroughApi } from './support/accounts';
import { startShopForSuite } from './support/shop-suite';
import { openPage, reloadPage } from './support/navigation';
import { visibleTexts } from './support/page-text';

const locale = (lang: string) =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../web/src/i18n/${lang}.json`), 'utf8')) as {
    header: { language: string; getQuote: string };
  };

type Tree = { [key: string]: string | Tree };
const texts = (tree: Tree): string[] => Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : texts(v)));

/** English texts that read differently in `lang`, without placeholders: one of them on a translated page is a miss. */
function englishOnly(lang: string): Set<string> {
  const translated = new Set(texts(locale(lang) as unknown as Tree));
  return new Set(texts(locale('en') as unknown as Tree).filter((text) => !text.includes('{{') && !translated.has(text)));
}

describe('home page and language switch', () => {
  const shop = startShopForSuite();

  it('shows the header with the company name, then the header in French after choosing Français', async () => {
    const en = locale('en');
    const fr = locale('fr');
    const page = await shop.browser.newPage();
    const scriptErrors: string[] = [];
    page.on('pageerror', (e) => scriptErrors.push(e.message));

    await openPage(page, shop.server.url);
    const header = page.locator('header');
    await header.getByText('FrigidFlow').first().waitFor();
    expect(await header.getByRole('link', { name: en.header.getQuote }).isVisible()).toBe(true);

    await header.getByLabel(en.header.language).selectOption({ label: 'Français' });
    await header.getByRole('link', { name: fr.header.getQuote }).waitFor();
    expect(await header.getByRole('link', { name: en.header.getQuote }).count()).toBe(0);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');

    await reloadPage(page);
    await header.getByRole('link', { name: fr.header.getQuote }).waitFor();
    expect(scriptErrors).toEqual([]);
  });

  it.each([
    ['fr', 'Français'],
    ['es', 'Español'],
  ])('leaves no English text on the home page and the catalogue in %s, and keeps the choice across a reload', async (lang, label) => {
    const english = englishOnly(lang);
    const page = await shop.browser.newPage();
    await openPage(page, shop.server.url);
    await page.locator('[data-testid="featured-product"]').first().waitFor();
    await page.locator('header').getByLabel(locale('en').header.language).selectOption({ label });
    await page.locator('header').getByRole('link', { name: locale(lang).header.getQuote }).waitFor();
    await page.waitForLoadState('networkidle');
    expect((await visibleTexts(page)).filter((text) => english.has(text))).toEqual([]);

    await openPage(page, `${shop.server.url}/products`);
    await page.locator('main article h2').first().waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    expect((await visibleTexts(page)).filter((text) => english.has(text))).toEqual([]);
    await page.close();
  });

  it('stores the language chosen in the header on the account of a signed-in customer', async () => {
    const context = await shop.browser.newContext();
    await signUpThroughApi(context, shop.server.url, newUser('language'));
    const page = await context.newPage();
    await openPage(page, shop.server.url);
    await page.locator('header').getByRole('button', { name: /log ?out|sign ?out/i }).first().waitFor();
    await page.locator('header').getByLabel(locale('en').header.language).selectOption({ label: 'Español' });
    const storedLanguage = async () => {
      const answer = await context.request.get(`${shop.server.url}/api/account`);
      return ((await answer.json()) as { profile: { preferredLanguage: string } }).profile.preferredLanguage;
    };
    await expect.poll(storedLanguage).toBe('es');
    await context.close();
  });
});
