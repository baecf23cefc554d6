import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_CERTIFICATE_TEXTS, DEMO_TEAM_TEXTS } from '@domain/known-texts';
import adminCommonFr from '../web/src/admin/i18n/fr/common.json';
import adminTeamFr from '../web/src/admin/i18n/fr/team.json';
import { ADMIN, signInAsAdminThroughApi } from './support/accounts';
import { openPage } from './support/navigation';
import { toastWithTitle } from './support/shop';
import { startShopForSuite } from './support/shop-suite';

const tabs = adminCommonFr.translations.languages;
const KEVIN = DEMO_TEAM_TEXTS.find((member) => member.name === 'Kevin Cho');
const EPA = DEMO_CERTIFICATE_TEXTS[0];
const FRENCH_TITLE = 'Ingénieur-conseil aux ventes';

describe('the owner writes team, certificate and contact texts in three languages (docs/decisions/038)', () => {
  const shop = startShopForSuite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });

  async function contextIn(language: 'fr' | 'es'): Promise<BrowserContext> {
    const context = await shop.browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.addCookies([{ name: 'frigidflow_lang', value: language, url: shop.server.url }]);
    return context;
  }

  it('saves a team member’s French title: /fr/about shows it, /es/about shows the English marked lang="en"; the demo certificate reads French', { timeout: 120_000 }, async () => {
    if (!KEVIN || !EPA) throw new Error('demo texts missing');
    const admin = await contextIn('fr');
    await signInAsAdminThroughApi(admin, shop.server.url);
    const page = await admin.newPage();
    await openPage(page, `${shop.server.url}/admin/team`);
    await page.getByRole('button', { name: adminTeamFr.editNamed.replace('{{name}}', KEVIN.name), exact: true }).click();
    const form = page.getByRole('region', { name: adminTeamFr.form.editTitle });
    // The demo member ships in three languages: no tab is marked.
    await form.getByRole('tab', { name: new RegExp(`^${tabs.en}`) }).waitFor();
    expect(await form.locator('[role="tab"][data-missing]').count()).toBe(0);

    await form.getByRole('tab', { name: new RegExp(`^${tabs.fr}`) }).click();
    await form.getByRole('tabpanel').getByRole('textbox', { name: adminTeamFr.form.position }).fill(FRENCH_TITLE);
    await form.getByRole('tab', { name: new RegExp(`^${tabs.es}`) }).click();
    await form.getByRole('tabpanel').getByRole('textbox', { name: adminTeamFr.form.position }).fill('');
    await form.getByRole('tab', { name: new RegExp(`^${tabs.es}.*${adminCommonFr.translations.missing}`) }).waitFor();
    await form.getByRole('button', { name: adminCommonFr.save, exact: true }).click();
    await toastWithTitle(page, adminTeamFr.toasts.saved).waitFor();
    await admin.close();

    const french = await contextIn('fr');
    const apropos = await french.newPage();
    await openPage(apropos, `${shop.server.url}/fr/about`);
    const frenchCard = apropos.getByTestId('team-member').filter({ hasText: KEVIN.name });
    await frenchCard.getByText(FRENCH_TITLE, { exact: true }).waitFor();
    expect(await frenchCard.locator('[lang="en"]').count()).toBe(0);
    // The bio nobody touched still reads in French.
    expect(await frenchCard.innerText()).toContain(KEVIN.translations.fr?.bio);

    await openPage(apropos, `${shop.server.url}/fr/certifications`);
    const certificate = apropos.getByTestId('certificate').filter({ hasText: String(EPA.translations.fr?.name) });
    await certificate.waitFor();
    expect(await certificate.locator('[lang="en"]').count()).toBe(0);
    expect(await apropos.getByText(EPA.name, { exact: true }).count()).toBe(0);
    await french.close();

    const spanish = await contextIn('es');
    const nosotros = await spanish.newPage();
    await openPage(nosotros, `${shop.server.url}/es/about`);
    expect(await nosotros.locator('html').getAttribute('lang')).toMatch(/^es/);
    const spanishCard = nosotros.getByTestId('team-member').filter({ hasText: KEVIN.name });
    await spanishCard.locator('[lang="en"]', { hasText: KEVIN.position }).waitFor();
    expect(await spanishCard.innerText()).toContain(KEVIN.translations.es?.bio);
    await spanish.close();
  });
});
