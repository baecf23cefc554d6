import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import admin from '../web/src/admin/i18n/en';
import en from '../web/src/i18n/en.json';
import about from '../web/src/i18n/info/en/about.json';
import certifications from '../web/src/i18n/info/en/certifications.json';
import testimonials from '../web/src/i18n/info/en/testimonials.json';
import aboutEs from '../web/src/i18n/info/es/about.json';
import aboutFr from '../web/src/i18n/info/fr/about.json';
import es from '../web/src/i18n/es.json';
import fr from '../web/src/i18n/fr.json';
import { ADMIN, signInAsAdminThroughApi } from './support/accounts';
import { openPage } from './support/navigation';
import { toastWithTitle } from './support/shop';
import { startShopForSuite } from './support/shop-suite';
import { SCREENSHOTS_DIR } from './support/screenshots';


const servedTitle = async (context: BrowserContext, url: string) => /<title>([^<]*)<\/title>/.exec(await (await context.request.get(url)).text())?.[1];
/** The new sections' headings as each language writes them. */
const TITLES = {
  en: { home: en.home.certificates.title, about: about.testimonials.title },
  fr: { home: fr.home.certificates.title, about: aboutFr.testimonials.title },
  es: { home: es.home.certificates.title, about: aboutEs.testimonials.title },
};
const section = (page: Page, testId: string) => page.getByTestId(testId);

describe('the About and home pages show testimonials, certificates and the company’s name', () => {
  const shop = startShopForSuite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_LIMIT_MAX: '100' });

  it('/about lists approved testimonials in the served HTML, never a pending one, with a link to them all', async () => {
    const base = shop.server.url;
    const context = await shop.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const pending = await context.request.post(`${base}/api/testimonials`, {
      data: { name: 'Pending Pat', content: 'Not approved yet, so nobody may read this.', rating: 5 },
      headers: { Origin: base },
    });
    expect(pending.status(), await pending.text()).toBe(201);

    const html = await (await context.request.get(`${base}/about`)).text();
    expect(html).toContain('data-testid="about-testimonials"');
    expect(html).toContain(about.testimonials.title);
    expect(html).not.toContain('Pending Pat');

    const page = await context.newPage();
    await openPage(page, `${base}/about`);
    const block = section(page, 'about-testimonials');
    await block.getByRole('heading', { level: 2, name: about.testimonials.title }).waitFor();
    const cards = block.getByTestId('testimonial');
    await cards.first().waitFor();
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.count()).toBeLessThanOrEqual(3);
    expect(await block.innerText()).not.toContain('Pending Pat');
    // The demo seed's certificates are labelled as samples here too.
    expect(await page.getByTestId('sample-certificate').count()).toBeGreaterThan(0);
    await block.getByRole('link', { name: about.testimonials.all }).click();
    await page.waitForURL(`${base}/testimonials`);
    await page.getByRole('heading', { level: 1, name: testimonials.title }).waitFor();
    await context.close();
  });

  it('the home page shows the active certificates, served with the page, each sample labelled as one until an admin edits it', async () => {
    const base = shop.server.url;
    const visitor = await shop.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const html = await (await visitor.request.get(base)).text();
    expect(html).toContain('data-testid="home-certificates"');
    expect(html).toContain(en.certificates.sample);

    const page = await visitor.newPage();
    await openPage(page, base);
    const block = section(page, 'home-certificates');
    await block.getByRole('heading', { level: 2, name: en.home.certificates.title }).waitFor();
    const cards = block.getByTestId('certificate');
    await cards.first().waitFor();
    const shown = await cards.count();
    expect(shown).toBeGreaterThan(0);
    // The demo seed's certificates are all samples.
    expect(await block.getByTestId('sample-certificate').count()).toBe(shown);
    const name = (await cards.first().getByRole('heading', { level: 3 }).innerText()).trim();

    // The admin sees them as demo data; saving one as the shop's own clears the label everywhere.
    const adminContext = await shop.browser.newContext({ viewport: { width: 1366, height: 900 } });
    await signInAsAdminThroughApi(adminContext, base);
    const adminPage = await adminContext.newPage();
    await openPage(adminPage, `${base}/admin/certificates`);
    const row = adminPage.getByTestId('admin-certificate').filter({ hasText: name });
    await row.getByText(admin.certificates.demo, { exact: true }).waitFor();
    await row.getByRole('button', { name: admin.certificates.editNamed.replace('{{name}}', name) }).click();
    await adminPage.getByText(admin.certificates.form.demoHint).waitFor();
    await adminPage.getByRole('button', { name: admin.common.save, exact: true }).click();
    await toastWithTitle(adminPage, admin.certificates.toasts.saved).waitFor();
    await row.getByRole('button', { name: admin.certificates.editNamed.replace('{{name}}', name) }).waitFor();
    expect(await row.getByText(admin.certificates.demo, { exact: true }).count()).toBe(0);
    await adminContext.close();

    await openPage(page, base);
    const edited = section(page, 'home-certificates').getByTestId('certificate').filter({ hasText: name });
    await edited.getByRole('heading', { level: 3, name }).waitFor();
    expect(await edited.getByTestId('sample-certificate').count()).toBe(0);

    await section(page, 'home-certificates').getByRole('link', { name: en.home.certificates.all }).click();
    await page.waitForURL(`${base}/certifications`);
    // The URL changes before the page is drawn: the home page's cards may still be there, so wait for the new title.
    await page.getByRole('heading', { level: 1, name: certifications.title }).waitFor();
    const listed = page.locator('main').getByTestId('certificate');
    await listed.first().waitFor();
    await expect.poll(async () => (await listed.count()) - (await page.locator('main').getByTestId('sample-certificate').count())).toBe(1);
    await visitor.close();
  });

  it('a company name saved at /admin/logo titles the home and About pages, served and after navigating', async () => {
    const base = shop.server.url;
    const adminContext = await shop.browser.newContext({ viewport: { width: 1366, height: 900 } });
    await signInAsAdminThroughApi(adminContext, base);
    const adminPage = await adminContext.newPage();
    await openPage(adminPage, `${base}/admin/logo`);
    await adminPage.getByRole('heading', { name: admin.logo.title, level: 1 }).waitFor();
    await adminPage.getByLabel(admin.logo.companyName).fill('Boreal Gas Co');
    await adminPage.getByRole('button', { name: admin.common.saveChanges }).click();
    await toastWithTitle(adminPage, admin.settings.messages.logoSaved).waitFor();

    const visitor = await shop.browser.newContext({ viewport: { width: 1366, height: 900 } });
    expect(await servedTitle(visitor, base)).toBe('Boreal Gas Co | Wholesale Refrigerant Gas for HVAC Professionals');
    expect(await servedTitle(visitor, `${base}/about`)).toBe('About Us | Boreal Gas Co');

    const page = await visitor.newPage();
    await openPage(page, base);
    await expect.poll(() => page.title()).toBe('Boreal Gas Co | Wholesale Refrigerant Gas for HVAC Professionals');
    await page.locator('header').getByRole('link', { name: en.nav.about, exact: true }).first().click();
    await page.getByRole('heading', { level: 1, name: about.title }).waitFor();
    await expect.poll(() => page.title()).toBe('About Us | Boreal Gas Co');

    await openPage(adminPage, `${base}/admin/logo`);
    await adminPage.getByRole('button', { name: admin.logo.reset }).click();
    await toastWithTitle(adminPage, admin.settings.messages.logoReset).waitFor();
    expect(await servedTitle(visitor, `${base}/about`)).toBe('About Us | FrigidFlow');
    await visitor.close();
    await adminContext.close();
  });

  it('shows both new sections in every language, within a phone’s width', async () => {
    const base = shop.server.url;
    if (SCREENSHOTS_DIR) fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true });
    for (const [label, viewport] of [['desktop', { width: 1366, height: 900 }], ['phone', { width: 390, height: 844 }]] as const) {
      for (const language of ['en', 'fr', 'es'] as const) {
        const context = await shop.browser.newContext({ viewport });
        await context.addCookies([{ name: 'frigidflow_lang', value: language, url: base }]);
        const page = await context.newPage();
        for (const [name, address, testId, heading] of [
          ['home', '/', 'home-certificates', TITLES[language].home],
          ['about', '/about', 'about-testimonials', TITLES[language].about],
        ] as const) {
          await openPage(page, `${base}${address}`);
          await section(page, testId).getByRole('heading', { level: 2, name: heading }).waitFor();
          const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
          expect(overflow, `${name} ${label} ${language}`).toBeLessThanOrEqual(0);
          if (SCREENSHOTS_DIR) {
            await page.screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}-${label}-${language}.png`), fullPage: true });
            await section(page, testId).screenshot({ path: path.join(SCREENSHOTS_DIR, `${name}-${label}-${language}-section.png`) });
          }
        }
        await context.close();
      }
    }
  });
});
