import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ADVERT_TEXTS } from '@domain/known-texts';
import adminAdvertsFr from '../web/src/admin/i18n/fr/adverts.json';
import adminCommonFr from '../web/src/admin/i18n/fr/common.json';
import { ADMIN, signInAsAdminThroughApi } from './support/accounts';
import { openPage } from './support/navigation';
import { toastWithTitle } from './support/shop';
import { startShopForSuite } from './support/shop-suite';

const FREE_SHIPPING = DEMO_ADVERT_TEXTS.freeShipping.title;
const SPANISH_TITLE = 'Envío gratis esta semana';
const SPANISH_CONTENT = '<p>Solo esta semana: envío gratis en pedidos de más de <strong>$500</strong>.</p>';
const tabs = adminCommonFr.translations.languages;

describe('the owner writes an advert in Spanish from a French back office (docs/decisions/038)', () => {
  const shop = startShopForSuite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });

  async function contextIn(language: 'fr' | 'es'): Promise<BrowserContext> {
    const context = await shop.browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addCookies([{ name: 'frigidflow_lang', value: language, url: shop.server.url }]);
    return context;
  }

  /** The Free shipping advert's form on /admin/adverts, opened by its Edit button. */
  async function openFreeShippingForm(page: Page) {
    await openPage(page, `${shop.server.url}/admin/adverts`);
    await page.getByRole('button', { name: adminAdvertsFr.editLabel.replace('{{title}}', FREE_SHIPPING), exact: true }).click();
    const form = page.getByRole('region', { name: adminAdvertsFr.form.editTitle });
    await form.getByRole('tab', { name: new RegExp(`^${tabs.en}`) }).waitFor();
    return form;
  }

  it('saves the Spanish, shows it on the Spanish home page, English marked lang="en" on the French one, and marks French missing', { timeout: 120_000 }, async () => {
    const admin = await contextIn('fr');
    await signInAsAdminThroughApi(admin, shop.server.url);
    const page = await admin.newPage();
    let form = await openFreeShippingForm(page);
    // The demo advert ships in three languages: no tab is marked.
    expect(await form.locator('[role="tab"][data-missing]').count()).toBe(0);

    // French emptied (the English will show), Spanish rewritten.
    await form.getByRole('tab', { name: new RegExp(`^${tabs.fr}`) }).click();
    let panel = form.getByRole('tabpanel');
    await panel.getByRole('textbox', { name: adminAdvertsFr.form.title }).fill('');
    await panel.getByRole('textbox', { name: adminAdvertsFr.form.content }).fill('');
    await form.getByRole('tab', { name: new RegExp(`^${tabs.fr}.*${adminCommonFr.translations.missing}`) }).waitFor();
    await panel.getByTestId('advert-preview-fallback').waitFor();
    await form.getByRole('tab', { name: new RegExp(`^${tabs.es}`) }).click();
    panel = form.getByRole('tabpanel');
    await panel.getByRole('textbox', { name: adminAdvertsFr.form.title }).fill(SPANISH_TITLE);
    await panel.getByRole('textbox', { name: adminAdvertsFr.form.content }).fill(SPANISH_CONTENT);
    await form.getByRole('button', { name: adminAdvertsFr.form.submitUpdate }).click();
    await toastWithTitle(page, adminAdvertsFr.messages.updated).waitFor();

    // Opened again: the French tab is marked missing, the Spanish one is not and holds the new text.
    form = await openFreeShippingForm(page);
    const french = form.getByRole('tab', { name: new RegExp(`^${tabs.fr}`) });
    expect(await french.getAttribute('data-missing')).toBe('true');
    expect(await french.innerText()).toContain(adminCommonFr.translations.missing);
    const spanish = form.getByRole('tab', { name: new RegExp(`^${tabs.es}`) });
    expect(await spanish.getAttribute('data-missing')).toBeNull();
    await spanish.click();
    expect(await form.getByRole('tabpanel').getByRole('textbox', { name: adminAdvertsFr.form.title }).inputValue()).toBe(SPANISH_TITLE);
    await admin.close();

    // The Spanish home page: the Spanish text, with the threshold written the Spanish way.
    const spanishVisitor = await contextIn('es');
    const home = await spanishVisitor.newPage();
    await openPage(home, `${shop.server.url}/`);
    const spanishAdvert = home.getByTestId('advert-text').filter({ hasText: SPANISH_TITLE });
    await spanishAdvert.waitFor({ timeout: 20_000 });
    expect(await spanishAdvert.innerText()).toContain('Solo esta semana');
    expect(await spanishAdvert.locator('[lang="en"]').count()).toBe(0);
    await spanishVisitor.close();

    // The French home page: no French text, so the English, said to be English.
    const frenchVisitor = await contextIn('fr');
    const accueil = await frenchVisitor.newPage();
    await openPage(accueil, `${shop.server.url}/`);
    const frenchAdvert = accueil.getByTestId('advert-text').filter({ hasText: FREE_SHIPPING });
    await frenchAdvert.waitFor({ timeout: 20_000 });
    expect(await accueil.locator('html').getAttribute('lang')).toMatch(/^fr/);
    expect(await frenchAdvert.locator('strong[lang="en"]', { hasText: FREE_SHIPPING }).count()).toBe(1);
    expect(await frenchAdvert.locator('span[lang="en"]').innerText()).toContain('EPA 608 certification required');
    await frenchVisitor.close();
  });
});
