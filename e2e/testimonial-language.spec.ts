import { describe, expect, it } from 'vitest';
import admin from '../web/src/admin/i18n/en';
import testimonials from '../web/src/i18n/info/en/testimonials.json';
import frTestimonials from '../web/src/i18n/info/fr/testimonials.json';
import { DEMO_TESTIMONIALS } from '../server/db/seed/content';
import { ADMIN, signInAsAdminThroughApi } from './support/accounts';
import { openPage } from './support/navigation';
import { toastWithTitle } from './support/shop';
import { startShopForSuite } from './support/shop-suite';

describe('a testimonial’s language, set in the back office (issue 24)', () => {
  const shop = startShopForSuite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_LIMIT_MAX: '100' });

  it('the admin sets a testimonial to Français; /testimonials labels it "In French", /fr/testimonials no longer does, and the list filters by it', async () => {
    const base = shop.server.url;
    const name = DEMO_TESTIMONIALS.find((row) => row.approved)?.name ?? '';
    const visitor = await shop.browser.newContext();
    const page = await visitor.newPage();
    await openPage(page, `${base}/testimonials`);
    const card = page.getByTestId('testimonial').filter({ hasText: name });
    await card.waitFor();
    // Written in English on the English page: no label yet.
    expect(await card.getByTestId('testimonial-language').count()).toBe(0);

    const context = await shop.browser.newContext();
    await signInAsAdminThroughApi(context, base);
    const adminPage = await context.newPage();
    await openPage(adminPage, `${base}/admin/testimonials`);
    await adminPage.getByRole('heading', { name: admin.testimonials.title }).waitFor();
    const row = adminPage.getByTestId('admin-testimonial').filter({ hasText: name });
    const select = row.getByRole('combobox', { name: admin.testimonials.writtenInNamed.replace('{{name}}', name) });
    expect(await select.locator('option:checked').innerText()).toBe('English');
    await select.selectOption({ label: 'Français' });
    await toastWithTitle(adminPage, admin.testimonials.toasts.updated).waitFor();
    await expect.poll(() => row.getByRole('combobox').locator('option:checked').innerText()).toBe('Français');

    // The language filter shows it among the French ones, and it stays French after a reload.
    await adminPage.getByLabel(admin.testimonials.languageFilter, { exact: true }).selectOption({ label: 'Français' });
    await expect.poll(() => adminPage.getByTestId('admin-testimonial').allInnerTexts()).toEqual(expect.arrayContaining([expect.stringContaining(name)]));
    expect(adminPage.url()).toContain('language=fr');
    await adminPage.getByLabel(admin.testimonials.languageFilter, { exact: true }).selectOption({ label: 'Español' });
    await expect.poll(() => adminPage.getByTestId('admin-testimonial').filter({ hasText: name }).count()).toBe(0);

    await openPage(page, `${base}/testimonials`);
    await card.getByTestId('testimonial-language').waitFor();
    expect(await card.getByTestId('testimonial-language').innerText()).toBe(testimonials.writtenIn.fr);
    expect(await card.locator('blockquote').getAttribute('lang')).toBe('fr');
    await openPage(page, `${base}/fr/testimonials`);
    await page.getByRole('heading', { level: 1, name: frTestimonials.title }).waitFor();
    await card.waitFor();
    expect(await card.getByTestId('testimonial-language').count()).toBe(0);
    await visitor.close();
    await context.close();
  });
});
