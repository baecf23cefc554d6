import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { productSlug } from '@domain/catalog';
import adminCommonFr from '../web/src/admin/i18n/fr/common.json';
import adminProductsFr from '../web/src/admin/i18n/fr/products.json';
import { ADMIN, signInAsAdminThroughApi } from './support/accounts';
import { openPage } from './support/navigation';
import { toastWithTitle } from './support/shop';
import { startShopForSuite } from './support/shop-suite';

const NAME = 'R-471A Polar Blend';
const SLUG = productSlug(NAME);
const FRENCH_NAME = 'Mélange polaire R-471A';
const TEXTS = {
  en: { description: 'Non-flammable A1 replacement for R-404A in cold rooms.', applications: 'Cold rooms\nSupermarket cases' },
  fr: { description: 'Remplaçant ininflammable A1 du R-404A pour les chambres froides.', applications: 'Chambres froides\nComptoirs de supermarché' },
  es: { description: 'Sustituto no inflamable A1 del R-404A para cámaras frigoríficas.', applications: 'Cámaras frigoríficas\nVitrinas de supermercado' },
};
/** A specification whose label the shop does not know: its name and value are written per language. */
const SPEC = {
  en: { name: 'Lubricant', value: 'Polyolester oil' },
  fr: { name: 'Lubrifiant', value: 'Huile polyolester' },
  es: { name: 'Lubricante', value: 'Aceite poliéster' },
};
const tabs = adminCommonFr.translations.languages;

describe('the owner writes a product in three languages from a French back office (docs/decisions/038)', () => {
  const shop = startShopForSuite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });

  async function contextIn(language: 'fr' | 'es' | null, width = 1366, height = 900): Promise<BrowserContext> {
    const context = await shop.browser.newContext({ viewport: { width, height } });
    if (language) await context.addCookies([{ name: 'frigidflow_lang', value: language, url: shop.server.url }]);
    return context;
  }

  /** The product dialog's texts group (Basic information tab), on the language tab asked for. */
  async function textsIn(page: Page, language: 'en' | 'fr' | 'es') {
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('tab', { name: new RegExp(`^${tabs[language]}`) }).first().click();
    return dialog.getByRole('tabpanel').filter({ has: page.getByRole('textbox', { name: adminProductsFr.fields.description, exact: true }) }).last();
  }

  async function description(page: Page, path: string) {
    await openPage(page, `${shop.server.url}${path}`);
    const section = page.getByTestId('product-description');
    await section.waitFor();
    return section;
  }

  it('creates the product with English, French and Spanish; each address shows its language; a removed French text falls back marked lang="en"', { timeout: 180_000 }, async () => {
    const admin = await contextIn('fr');
    await signInAsAdminThroughApi(admin, shop.server.url);
    const page = await admin.newPage();
    await openPage(page, `${shop.server.url}/admin/products`);
    await page.getByRole('button', { name: adminProductsFr.add }).first().click();
    const dialog = page.getByRole('dialog', { name: adminProductsFr.dialog.addTitle });
    await dialog.waitFor();
    await dialog.getByRole('textbox', { name: adminProductsFr.fields.required.replace('{{label}}', adminProductsFr.fields.name) }).fill(NAME);
    await dialog.getByRole('textbox', { name: adminProductsFr.fields.required.replace('{{label}}', adminProductsFr.fields.price) }).fill('189,50');
    // A new product: both translated tabs say what is missing once English is written.
    for (const language of ['en', 'fr', 'es'] as const) {
      const panel = await textsIn(page, language);
      if (language !== 'en') await panel.getByRole('textbox', { name: adminProductsFr.fields.displayName, exact: true }).fill(language === 'fr' ? FRENCH_NAME : '');
      await panel.getByRole('textbox', { name: adminProductsFr.fields.description, exact: true }).fill(TEXTS[language].description);
      await panel.getByRole('textbox', { name: adminProductsFr.fields.applications, exact: true }).fill(TEXTS[language].applications);
      if (language === 'en') await dialog.getByRole('tab', { name: new RegExp(`^${tabs.fr}.*${adminCommonFr.translations.missing}`) }).waitFor();
    }
    expect(await dialog.locator('[role="tab"][data-missing]').count()).toBe(0);
    // A specification the shop does not know: the Specifications tab's translated tabs ask for its name and value.
    await dialog.getByRole('tab', { name: adminProductsFr.dialog.tabs.specifications }).click();
    await dialog.getByRole('button', { name: adminProductsFr.fields.addSpec }).click();
    const firstRow = adminProductsFr.fields.specRow.replace('{{number}}', '1');
    await dialog.getByRole('textbox', { name: `${adminProductsFr.fields.specName} ${firstRow}`, exact: true }).fill(SPEC.en.name);
    await dialog.getByRole('textbox', { name: `${adminProductsFr.fields.specValue} ${firstRow}`, exact: true }).fill(SPEC.en.value);
    const specTabs = dialog.getByRole('tablist', { name: adminProductsFr.fields.specTranslationsTitle });
    await specTabs.getByRole('tab', { name: new RegExp(`^${tabs.fr}.*${adminCommonFr.translations.missing}`) }).waitFor();
    for (const language of ['fr', 'es'] as const) {
      await specTabs.getByRole('tab', { name: new RegExp(`^${tabs[language]}`) }).click();
      await dialog.getByRole('textbox', { name: adminProductsFr.fields.specNameIn.replace('{{name}}', SPEC.en.name), exact: true }).fill(SPEC[language].name);
      await dialog.getByRole('textbox', { name: adminProductsFr.fields.specValueIn.replace('{{name}}', SPEC.en.name).replace('{{value}}', SPEC.en.value), exact: true }).fill(SPEC[language].value);
    }
    expect(await dialog.locator('[role="tab"][data-missing]').count()).toBe(0);
    await page.getByRole('button', { name: adminProductsFr.dialog.add, exact: true }).click();
    await toastWithTitle(page, adminProductsFr.messages.added).waitFor();

    // The served HTML of /fr/products/<slug>, fetched with no cookie: French head and JSON-LD.
    const html = await (await fetch(`${shop.server.url}/fr/products/${SLUG}`)).text();
    expect(html).toMatch(new RegExp(`<title>[^<]*${FRENCH_NAME}`));
    expect(html).toContain(`<meta name="description" content="${TEXTS.fr.description}`);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as { name?: string; description?: string };
    expect(jsonLd).toMatchObject({ name: FRENCH_NAME, description: TEXTS.fr.description });

    for (const [language, path] of [['fr', `/fr/products/${SLUG}`], ['es', `/es/products/${SLUG}`], [null, `/products/${SLUG}`]] as const) {
      const buyer = await contextIn(null);
      const tab = await buyer.newPage();
      const shown = await description(tab, path);
      const expected = TEXTS[language ?? 'en'];
      expect(await shown.innerText()).toContain(expected.description);
      expect(await shown.locator('[lang="en"]').count()).toBe(0);
      expect(await tab.locator('#applications ~ ul, section:has(#applications) ul').first().innerText()).toContain(expected.applications.split('\n')[0]);
      await tab.getByRole('heading', { level: 1, name: language === 'fr' ? FRENCH_NAME : NAME }).waitFor();
      // The specification reads in the address's language, label and value, neither marked English.
      const spec = SPEC[language ?? 'en'];
      const label = tab.locator('section:has(#technical-specs) dt', { hasText: new RegExp(`^${spec.name}$`) });
      await label.waitFor();
      expect(await label.getAttribute('lang')).toBeNull();
      expect(await tab.locator('section:has(#technical-specs) dt + dd', { hasText: spec.value }).getAttribute('lang')).toBeNull();
      await buyer.close();
    }

    // The French description removed: the tab and the list say so, and /fr shows the English marked lang="en".
    await page.getByRole('button', { name: adminProductsFr.card.editNamed.replace('{{name}}', NAME) }).first().click();
    const editing = page.getByRole('dialog', { name: adminProductsFr.dialog.editTitle });
    await editing.waitFor();
    const french = await textsIn(page, 'fr');
    await french.getByRole('textbox', { name: adminProductsFr.fields.description, exact: true }).fill('');
    // … and so is the French name of the specification, which falls back to its English label.
    await editing.getByRole('tab', { name: adminProductsFr.dialog.tabs.specifications }).click();
    await editing.getByRole('tablist', { name: adminProductsFr.fields.specTranslationsTitle }).getByRole('tab', { name: new RegExp(`^${tabs.fr}`) }).click();
    await editing.getByRole('textbox', { name: adminProductsFr.fields.specNameIn.replace('{{name}}', SPEC.en.name), exact: true }).fill('');
    await editing.getByRole('tab', { name: new RegExp(`^${tabs.fr}.*${adminCommonFr.translations.missing}`) }).waitFor();
    await page.getByRole('button', { name: adminProductsFr.dialog.update }).click();
    await toastWithTitle(page, adminProductsFr.messages.updated).waitFor();
    await editing.waitFor({ state: 'detached' });
    const marker = page.getByRole('article', { name: NAME }).getByTestId('missing-languages');
    expect(await marker.innerText()).toContain(tabs.fr);
    await admin.close();

    const buyer = await contextIn('fr');
    const tab = await buyer.newPage();
    const shown = await description(tab, `/fr/products/${SLUG}`);
    await shown.locator('[lang="en"]', { hasText: TEXTS.en.description }).waitFor();
    await tab.getByRole('heading', { level: 1, name: FRENCH_NAME }).waitFor();
    await tab.locator('section:has(#technical-specs) dt[lang="en"]', { hasText: new RegExp(`^${SPEC.en.name}$`) }).waitFor();
    expect(await tab.locator('section:has(#technical-specs) dt + dd', { hasText: SPEC.fr.value }).getAttribute('lang')).toBeNull();
    await buyer.close();
  });
});
