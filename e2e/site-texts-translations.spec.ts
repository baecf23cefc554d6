import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import adminCommonFr from '../web/src/admin/i18n/fr/common.json';
import adminContentFr from '../web/src/admin/i18n/fr/content.json';
import adminSettingsFr from '../web/src/admin/i18n/fr/settings.json';
import type en from '../web/src/i18n/en.json';
import fr from '../web/src/i18n/fr.json';
import { ADMIN, signInAsAdminThroughApi } from './support/accounts';
import { openPage } from './support/navigation';
import { fillCheckout, toastWithTitle } from './support/shop';
import { startShopForSuite } from './support/shop-suite';

const tabs = adminCommonFr.translations.languages;
const TAGLINE = { en: 'Cold chain refrigerants, delivered', fr: 'Frigorigènes livrés, chaîne du froid comprise' };
const WIRE = {
  en: 'Wire the total and put the order number in the reference; we ship once the funds arrive.',
  fr: 'Virez le total en indiquant le numéro de commande en référence\u202f; nous expédions dès réception des fonds.',
};

describe('the owner writes the tagline and the bank-wire instructions in three languages (issue 24)', () => {
  const shop = startShopForSuite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });

  async function contextIn(language: 'fr' | 'es', viewport = { width: 1366, height: 900 }): Promise<BrowserContext> {
    const context = await shop.browser.newContext({ viewport });
    await context.addCookies([{ name: 'frigidflow_lang', value: language, url: shop.server.url }]);
    return context;
  }

  /** Writes English and French in a TranslatedFields group and clears the Spanish, which is then marked missing. */
  async function writeTexts(group: ReturnType<Page['locator']>, label: RegExp, texts: { en: string; fr: string }) {
    const field = () => group.getByRole('tabpanel').getByRole('textbox', { name: label });
    await group.getByRole('tab', { name: new RegExp(`^${tabs.en}`) }).click();
    await field().fill(texts.en);
    await group.getByRole('tab', { name: new RegExp(`^${tabs.fr}`) }).click();
    await field().fill(texts.fr);
    await group.getByRole('tab', { name: new RegExp(`^${tabs.es}`) }).click();
    await field().fill('');
    await group.getByRole('tab', { name: new RegExp(`^${tabs.es}.*${adminCommonFr.translations.missing}`) }).waitFor();
  }

  it('saves them from a French back office; /fr shows the French, /es the English marked lang="en"; a French guest pays by wire with the French instructions', { timeout: 180_000 }, async () => {
    const admin = await contextIn('fr');
    await signInAsAdminThroughApi(admin, shop.server.url);
    const page = await admin.newPage();

    await openPage(page, `${shop.server.url}/admin/settings`);
    const payment = page.locator('section[aria-labelledby="payment-settings"]');
    const wireGroup = payment.getByTestId('translated-fields');
    // As shipped, the instructions have their French and Spanish: no tab is marked.
    await wireGroup.getByRole('tab', { name: new RegExp(`^${tabs.es}`) }).waitFor();
    expect(await wireGroup.locator('[role="tab"][data-missing]').count()).toBe(0);
    await writeTexts(wireGroup, new RegExp(`^${adminSettingsFr.fields.bankWireInstructions}`), WIRE);
    await page.getByRole('button', { name: adminCommonFr.saveChanges, exact: true }).click();
    await toastWithTitle(page, adminSettingsFr.messages.updated).waitFor();

    await openPage(page, `${shop.server.url}/admin/content`);
    const companyInfo = page.getByRole('tabpanel', { name: adminContentFr.tabs.companyInfo });
    await writeTexts(companyInfo.getByTestId('translated-fields'), new RegExp(`^${adminContentFr.fields.tagline}`), TAGLINE);
    await companyInfo.getByRole('button', { name: adminCommonFr.saveChanges, exact: true }).click();
    await toastWithTitle(page, adminSettingsFr.messages.contentSaved).waitFor();
    await admin.close();

    const french = await contextIn('fr');
    const accueil = await french.newPage();
    await openPage(accueil, `${shop.server.url}/fr`);
    const frenchTagline = accueil.getByTestId('site-tagline');
    expect(await frenchTagline.textContent()).toBe(TAGLINE.fr);
    expect(await frenchTagline.getAttribute('lang')).toBeNull();

    await openPage(accueil, `${shop.server.url}/fr/products/r-134a`);
    await accueil.getByLabel(fr.product.packaging, { exact: true }).selectOption('cylinder');
    await accueil.getByRole('button', { name: fr.product.addToCart }).click();
    await accueil.getByRole('status').getByText(fr.product.addedToCartTitle).waitFor();
    await openPage(accueil, `${shop.server.url}/fr/checkout?guest=true`);
    await fillCheckout(accueil, { name: 'Camille Tremblay', email: 'camille.virement@example.com', texts: fr as unknown as typeof en });
    const main = accueil.locator('main');
    await main.getByRole('radio', { name: fr.checkout.payment.methods.bank_wire }).check();
    const instructions = main.getByTestId('bank-wire-instructions');
    expect(await instructions.textContent()).toBe(WIRE.fr);
    expect(await instructions.getAttribute('lang')).toBeNull();
    await main.getByRole('checkbox', { name: fr.checkout.legal.label }).check();
    await main.getByRole('button', { name: fr.checkout.placeOrder }).click();
    await accueil.waitForURL(/\/order-confirmation\?orderNumber=/);
    expect(await accueil.getByTestId('payment-due-instructions').textContent()).toBe(WIRE.fr);
    await french.close();

    const spanish = await contextIn('es');
    const inicio = await spanish.newPage();
    await openPage(inicio, `${shop.server.url}/es`);
    expect(await inicio.locator('html').getAttribute('lang')).toMatch(/^es/);
    const spanishTagline = inicio.getByTestId('site-tagline');
    expect(await spanishTagline.textContent()).toBe(TAGLINE.en);
    expect(await spanishTagline.getAttribute('lang')).toBe('en');
    await spanish.close();
  });

  it('writes the SEO title and description in French from the SEO tab; crawlers read them on /fr, the shipped Spanish head on /es and the English on /', { timeout: 180_000 }, async () => {
    const SEO = { en: { title: 'Polar Gas | Bulk refrigerants', description: 'R-410A and R-32 by the pallet.' }, fr: { title: 'Polar Gas | Frigorigènes en gros', description: 'R-410A et R-32 à la palette.' } };
    const admin = await contextIn('fr');
    await signInAsAdminThroughApi(admin, shop.server.url);
    const page = await admin.newPage();
    await openPage(page, `${shop.server.url}/admin/content?tab=seo`);
    const seo = page.getByRole('tabpanel', { name: adminContentFr.tabs.seo });
    const group = seo.getByTestId('translated-fields');
    const field = (name: string) => group.getByRole('tabpanel').getByRole('textbox', { name: new RegExp(`^${name}`) });
    const tab = (language: 'en' | 'fr' | 'es', missing = '') => group.getByRole('tab', { name: new RegExp(`^${tabs[language]}${missing}`) });
    await tab('en').click();
    await field(adminContentFr.fields.metaTitle).fill(SEO.en.title);
    await field(adminContentFr.fields.metaDescription).fill(SEO.en.description);
    // English written, no French or Spanish yet: both tabs are marked missing.
    await tab('fr', `.*${adminCommonFr.translations.missing}`).waitFor();
    await tab('es', `.*${adminCommonFr.translations.missing}`).waitFor();
    await tab('fr').click();
    await field(adminContentFr.fields.metaTitle).fill(SEO.fr.title);
    await field(adminContentFr.fields.metaDescription).fill(SEO.fr.description);
    expect(await group.locator('[role="tab"][data-missing]').count()).toBe(1);
    await seo.getByRole('button', { name: adminCommonFr.saveChanges, exact: true }).click();
    await toastWithTitle(page, adminSettingsFr.messages.contentSaved).waitFor();
    // Read back after a reload: the French is stored, the Spanish still marked.
    await openPage(page, `${shop.server.url}/admin/content?tab=seo`);
    await tab('fr').click();
    expect(await field(adminContentFr.fields.metaTitle).inputValue()).toBe(SEO.fr.title);
    await tab('es', `.*${adminCommonFr.translations.missing}`).waitFor();
    await admin.close();

    // A crawler: no cookie, no Accept-Language.
    const headOf = async (path: string) => {
      const html = await (await fetch(`${shop.server.url}${path}`, { headers: { accept: 'text/html' } })).text();
      const decode = (text: string | undefined) => text?.replaceAll('&amp;', '&').replaceAll('&#39;', "'").replaceAll('&quot;', '"');
      return { title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1]), description: decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1]) };
    };
    expect(await headOf('/fr')).toEqual(SEO.fr);
    expect(await headOf('/')).toEqual(SEO.en);
    const spanish = await headOf('/es');
    expect(spanish.title).toMatch(/Refrigerantes al por mayor/);
    expect(spanish.description).toMatch(/^Compre refrigerantes al por mayor/);

    // A buyer's browser keeps the shop's own title once the home page has hydrated, and names a page it navigates to.
    const buyer = await contextIn('fr');
    const accueil = await buyer.newPage();
    await openPage(accueil, `${shop.server.url}/fr`);
    await accueil.locator('html[data-ready]').waitFor({ state: 'attached' });
    expect(await accueil.title()).toBe(SEO.fr.title);
    await accueil.locator('header').getByRole('link', { name: fr.nav.about, exact: true }).first().click();
    await expect.poll(() => accueil.title()).toBe(`${fr.pages.about} | FrigidFlow`);
    await buyer.close();
  });
});
