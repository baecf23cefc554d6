import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { startShopForSuite } from './support/shop-suite';
import { openPage, reloadPage } from './support/navigation';

const locale = (lang: string) =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../web/src/i18n/${lang}.json`), 'utf8')) as {
    header: { language: string; getQuote: string };
  };

describe('each language has its own address', () => {
  const shop = startShopForSuite();

  it('moves to /fr/products/r-410a on choosing Français, stays under /fr through a link, and keeps French on reload', async () => {
    const [en, fr] = [locale('en'), locale('fr')];
    const page = await shop.browser.newPage();
    const scriptErrors: string[] = [];
    page.on('pageerror', (e) => scriptErrors.push(e.message));
    const pathname = () => new URL(page.url()).pathname;

    await openPage(page, `${shop.server.url}/products/r-410a`);
    const header = page.locator('header');
    await page.locator('main h1').first().waitFor();
    await header.getByLabel(en.header.language).selectOption({ label: 'Français' });
    await expect.poll(pathname).toBe('/fr/products/r-410a');
    await header.getByRole('link', { name: fr.header.getQuote }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');

    await header.getByRole('link', { name: fr.header.getQuote }).click();
    await expect.poll(pathname).toBe('/fr/rfq');
    await page.goBack();
    await expect.poll(pathname).toBe('/fr/products/r-410a');

    await reloadPage(page);
    await header.getByRole('link', { name: fr.header.getQuote }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');

    // Back to English: the unprefixed address.
    await header.getByLabel(fr.header.language).selectOption({ label: 'English' });
    await expect.poll(pathname).toBe('/products/r-410a');
    await header.getByRole('link', { name: en.header.getQuote }).waitFor();
    expect(scriptErrors).toEqual([]);
    await page.close();
  });

  it.each(['fr', 'es'])('serves /%s/products/r-410a in its language to a client with no cookie, and the page stays so once live', async (lang) => {
    const context = await shop.browser.newContext({ locale: 'en-US' });
    const answer = await context.request.get(`${shop.server.url}/${lang}/products/r-410a`, { headers: { 'accept-language': 'en-US' } });
    const html = await answer.text();
    expect(answer.status()).toBe(200);
    expect(html).toContain(`<html lang="${lang}">`);
    expect(html).toContain(`>${locale(lang).header.getQuote}<`);
    expect(html).not.toContain(`>${locale('en').header.getQuote}<`);
    expect(html).toContain(`/${lang}/products/r-410a" />`);

    const page = await context.newPage();
    await openPage(page, `${shop.server.url}/${lang}/products/r-410a`);
    await page.locator('header').getByRole('link', { name: locale(lang).header.getQuote }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    // The catalogue link inside the page keeps the language's prefix.
    const catalogueLinks = await page.locator('a[href$="/products"]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(catalogueLinks.length).toBeGreaterThan(0);
    expect(catalogueLinks.every((href) => href === `/${lang}/products`)).toBe(true);
    await context.close();
  });
});
