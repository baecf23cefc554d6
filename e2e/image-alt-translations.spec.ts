import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import adminCommonFr from '../web/src/admin/i18n/fr/common.json';
import adminHeroFr from '../web/src/admin/i18n/fr/heroImages.json';
import { ADMIN, signInAsAdminThroughApi } from './support/accounts';
import { openPage } from './support/navigation';
import { toastWithTitle } from './support/shop';
import { startShopForSuite } from './support/shop-suite';

const tabs = adminCommonFr.translations.languages;
const ENGLISH_ALT = 'Technicians loading refrigerant cylinders';
const FRENCH_ALT = 'Techniciens chargeant des bouteilles de frigorigène';

describe('image alt text in three languages (docs/decisions/038)', () => {
  const shop = startShopForSuite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });

  async function contextIn(language: 'fr' | 'es', width = 1366, height = 900): Promise<BrowserContext> {
    const context = await shop.browser.newContext({ viewport: { width, height } });
    await context.addCookies([{ name: 'frigidflow_lang', value: language, url: shop.server.url }]);
    return context;
  }

  const heroImage = async (page: Page) => {
    const image = page.getByTestId('about-hero-image');
    await image.waitFor({ state: 'attached' });
    return { alt: await image.getAttribute('alt'), lang: await image.getAttribute('lang') };
  };

  it('the admin writes a hero image’s French alt from a French back office; /fr/about’s image reads it, /es/about’s reads the English marked lang="en"', { timeout: 180_000 }, async () => {
    const admin = await contextIn('fr');
    await signInAsAdminThroughApi(admin, shop.server.url);
    const saved = await admin.request.put(`${shop.server.url}/api/admin/hero-images`, {
      data: { pageName: 'about-hero', imageUrl: '/placeholder.svg', altText: ENGLISH_ALT },
      headers: { Origin: shop.server.url },
    });
    expect(saved.status()).toBe(200);

    const page = await admin.newPage();
    await openPage(page, `${shop.server.url}/admin/hero-images`);
    const location = adminHeroFr.locations.aboutHero;
    const card = page.getByTestId('admin-hero-image').filter({ hasText: location });
    // An English alt with no French or Spanish: the card says so.
    await card.getByTestId('missing-languages').waitFor();
    expect(await card.getByTestId('missing-languages').innerText()).toContain(tabs.fr);
    await card.getByRole('button', { name: adminHeroFr.editNamed.replace('{{location}}', location) }).click();
    const form = page.getByRole('region', { name: adminHeroFr.form.editTitle });
    await form.getByRole('tab', { name: new RegExp(`^${tabs.fr}.*${adminCommonFr.translations.missing}`) }).click();
    await form.getByRole('tabpanel').getByRole('textbox', { name: adminHeroFr.form.alt }).fill(FRENCH_ALT);
    // French is written now; Spanish is still marked.
    await form.getByRole('tab', { name: new RegExp(`^${tabs.fr}$`) }).waitFor();
    await form.getByRole('tab', { name: new RegExp(`^${tabs.es}.*${adminCommonFr.translations.missing}`) }).waitFor();
    await form.getByRole('button', { name: adminHeroFr.form.submit }).click();
    await toastWithTitle(page, adminHeroFr.toasts.saved).waitFor();
    await admin.close();

    const french = await contextIn('fr');
    const apropos = await french.newPage();
    await openPage(apropos, `${shop.server.url}/fr/about`);
    expect(await heroImage(apropos)).toEqual({ alt: FRENCH_ALT, lang: null });
    await french.close();

    const spanish = await contextIn('es');
    const nosotros = await spanish.newPage();
    await openPage(nosotros, `${shop.server.url}/es/about`);
    expect(await heroImage(nosotros)).toEqual({ alt: ENGLISH_ALT, lang: 'en' });
    await spanish.close();
  });
});
