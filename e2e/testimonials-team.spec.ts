import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import admin from '../web/src/admin/i18n/en';
import about from '../web/src/i18n/info/en/about.json';
import certifications from '../web/src/i18n/info/en/certifications.json';
import testimonials from '../web/src/i18n/info/en/testimonials.json';
import { DEMO_TESTIMONIALS } from '../server/db/seed/content';
import { ADMIN, signInAsAdminThroughApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openPage } from './support/navigation';
import { toastWithTitle } from './support/shop';
import { startShopForSuite } from './support/shop-suite';

describe('testimonials, team and the pages they feed', () => {
  const shop = startShopForSuite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_LIMIT_MAX: '100' });

  it('a visitor submits a testimonial; it shows nowhere until an admin approves it, then on /testimonials and the home page', async () => {
    const base = shop.server.url;
    const visitor = await shop.browser.newContext();
    const page = await visitor.newPage();
    await openPage(page, `${base}/testimonials`);
    await page.getByRole('heading', { level: 1, name: testimonials.title }).waitFor();

    await page.getByRole('button', { name: testimonials.writeReview }).click();
    const form = page.getByTestId('testimonial-form');
    // Empty submit: the required fields say so.
    await form.getByRole('button', { name: testimonials.form.submit }).click();
    await form.getByText(testimonials.form.messages.nameRequired).waitFor();
    await form.getByText(testimonials.form.messages.contentRequired).waitFor();

    await form.getByLabel(testimonials.form.name).fill('Rosa Marquez');
    await form.getByLabel(testimonials.form.company).fill('Marquez Refrigeration');
    await form.getByLabel(testimonials.form.content).fill('Cylinders arrived a day early with every certificate in the box.');
    // The stars are a radio group: reach it and choose 4 stars from the keyboard.
    await form.getByRole('radio', { name: testimonials.stars_other.replace('{{count}}', '5') }).focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => form.getByRole('radio', { name: testimonials.stars_other.replace('{{count}}', '4') }).isChecked()).toBe(true);
    await form.getByRole('button', { name: testimonials.form.submit }).click();
    await form.getByText(testimonials.form.messages.submitted).waitFor();

    await openPage(page, `${base}/testimonials`);
    await page.getByTestId('testimonial').first().waitFor();
    expect(await page.getByTestId('testimonial').allInnerTexts()).not.toEqual(expect.arrayContaining([expect.stringContaining('Rosa Marquez')]));
    expect(await seriousViolations(page)).toEqual([]);

    // The admin approves it.
    const adminContext = await shop.browser.newContext();
    await signInAsAdminThroughApi(adminContext, base);
    const adminPage = await adminContext.newPage();
    await openPage(adminPage, `${base}/admin/testimonials`);
    await adminPage.getByRole('heading', { name: admin.testimonials.title }).waitFor();
    await adminPage.getByRole('button', { name: admin.testimonials.filters.pending.replace('{{count}}', '1') }).click();
    const row = adminPage.getByTestId('admin-testimonial').filter({ hasText: 'Rosa Marquez' });
    await row.getByRole('button', { name: admin.testimonials.approve }).click();
    await toastWithTitle(adminPage, admin.testimonials.toasts.approved).waitFor();
    await adminPage.getByRole('button', { name: admin.testimonials.filters.pending.replace('{{count}}', '0') }).waitFor();

    await openPage(page, `${base}/testimonials`);
    await page.getByTestId('testimonial').filter({ hasText: 'Rosa Marquez' }).waitFor();
    await page.getByTestId('testimonial-stats').getByText(testimonials.stats.reviewCount_other.replace('{{count}}', String(DEMO_TESTIMONIALS.filter((t) => t.approved).length + 1))).waitFor();
    await openPage(page, base);
    await page.getByTestId('testimonial').filter({ hasText: 'Rosa Marquez' }).waitFor();
    await visitor.close();
    await adminContext.close();
  });

  it('an admin adds a team member with a photo and /about shows them; /about and /certifications pass axe', async () => {
    const base = shop.server.url;
    const context = await shop.browser.newContext();
    await signInAsAdminThroughApi(context, base);
    const page = await context.newPage();
    await openPage(page, `${base}/admin/team`);
    await page.getByRole('heading', { name: admin.team.title }).waitFor();
    await page.getByRole('button', { name: admin.team.add }).first().click();
    const card = page.getByRole('region', { name: admin.team.form.createTitle });
    await card.getByRole('button', { name: admin.common.save }).click();
    await card.getByText(admin.team.messages.required).first().waitFor();

    await card.getByLabel(admin.team.form.name).fill('Noor Haddad');
    // The English tab is open: its position field is the only one shown.
    await card.getByRole('tabpanel').getByLabel(admin.team.form.position).fill('Logistics Manager');
    const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 40, g: 120, b: 90 } } }).jpeg().toBuffer();
    await card.locator('input[type="file"]').setInputFiles({ name: 'noor.jpg', mimeType: 'image/jpeg', buffer: photo });
    await toastWithTitle(page, admin.common.upload.success).waitFor();
    await card.getByRole('button', { name: admin.common.save }).click();
    await toastWithTitle(page, admin.team.toasts.saved).waitFor();

    await openPage(page, `${base}/about`);
    await page.getByRole('heading', { level: 1, name: about.title }).waitFor();
    const member = page.getByTestId('team-member').filter({ hasText: 'Noor Haddad' });
    await member.waitFor();
    await expect(member.getByRole('img', { name: 'Noor Haddad' }).getAttribute('src')).resolves.toMatch(/^\/uploads\/images\/.+\.webp$/);
    expect(await seriousViolations(page)).toEqual([]);

    await openPage(page, `${base}/certifications`);
    await page.getByRole('heading', { level: 1, name: certifications.title }).waitFor();
    await page.getByTestId('certificate').first().waitFor();
    const view = page.getByRole('link', { name: new RegExp(`^${certifications.view}`) }).first();
    await expect(view.getAttribute('target')).resolves.toBe('_blank');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
