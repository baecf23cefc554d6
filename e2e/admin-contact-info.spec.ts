import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import admin from '../web/src/admin/i18n/en';
import { ADMIN, signInAsAdminThroughApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openPage } from './support/navigation';
import { toastWithTitle } from './support/shop';
import { startShopForSuite } from './support/shop-suite';

const texts = admin.contactInfo;

/** The emergency entries /contact lists under its Emergency heading. */
async function publicEmergencyText(page: Page, baseUrl: string): Promise<string> {
  await openPage(page, `${baseUrl}/contact`);
  await page.getByRole('heading', { level: 1 }).waitFor();
  // The seeded general entries show that the contact entries are drawn before the emergency group is looked for.
  await page.getByTestId('contact-info-general').waitFor();
  const group = page.getByTestId('contact-info-emergency');
  return (await group.count()) > 0 ? group.innerText() : '';
}

describe('/admin/contact-info', () => {
  const shop = startShopForSuite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_LIMIT_MAX: '100' });

  it('adds an emergency phone shown in both tabs and on /contact, deactivates it, deletes another after confirming', async () => {
    const base = shop.server.url;
    const context = await shop.browser.newContext();
    await signInAsAdminThroughApi(context, base);
    const page = await context.newPage();
    await openPage(page, `${base}/admin/contact-info`);
    await page.getByRole('heading', { level: 1, name: texts.title }).waitFor();
    await page.getByRole('table', { name: texts.overviewCaption }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // An empty label is refused with the spec's message, then the entry is added.
    await page.getByRole('button', { name: texts.add }).first().click();
    const card = page.getByRole('region', { name: texts.form.createTitle });
    await card.getByLabel(texts.form.category).selectOption('emergency');
    await card.getByLabel(texts.form.type).selectOption('phone');
    await card.getByRole('button', { name: admin.common.save }).click();
    await card.getByText(texts.messages.labelRequired).waitFor();
    // The texts sit in language tabs, English open: its fields are the only ones shown.
    await card.getByRole('tabpanel').getByLabel(texts.form.label).fill('Leak hotline (24/7)');
    await card.getByRole('tabpanel').getByLabel(texts.form.value).fill('+1 555 010 9911');
    await card.getByRole('button', { name: admin.common.save }).click();
    await toastWithTitle(page, texts.toasts.saved).waitFor();
    await card.waitFor({ state: 'detached' });

    const overview = page.getByRole('table', { name: texts.overviewCaption });
    const row = overview.getByRole('row').filter({ hasText: 'Leak hotline (24/7)' });
    await row.waitFor();
    expect(await row.innerText()).toContain('+1 555 010 9911');
    expect(await row.innerText()).toContain(texts.categories.emergency);
    expect(await row.innerText()).toContain(texts.active);

    await page.getByRole('tab', { name: texts.tabs.categories }).click();
    expect(page.url()).toContain('tab=categories');
    const headings = await page.getByRole('tabpanel').getByRole('heading', { level: 2 }).allInnerTexts();
    expect(headings.map((text) => text.replace(/\s*\(\d+\)$/, ''))).toEqual(Object.values(texts.categories));
    await page.getByTestId('admin-contact-info-emergency').getByText('Leak hotline (24/7)').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // The public page lists it under Emergency.
    const visitor = await (await shop.browser.newContext()).newPage();
    expect(await publicEmergencyText(visitor, base)).toContain('+1 555 010 9911');

    // Deactivated: the admin sees it inactive, /contact no longer shows it.
    await page.getByRole('tab', { name: texts.tabs.overview }).click();
    const toggle = overview.getByRole('switch', { name: texts.activeNamed.replace('{{name}}', 'Leak hotline (24/7)') });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await toastWithTitle(page, texts.toasts.deactivated).waitFor();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    expect(await row.innerText()).toContain(texts.inactive);
    expect(await publicEmergencyText(visitor, base)).not.toContain('+1 555 010 9911');

    // Another entry is deleted, only once the admin confirms.
    const created = await context.request.post(`${base}/api/admin/contact-info`, {
      data: { category: 'returns', contactType: 'email', label: 'Cylinder returns desk', value: 'returns-desk@example.com' },
      headers: { Origin: base },
    });
    expect(created.status()).toBe(201);
    await openPage(page, `${base}/admin/contact-info`);
    const other = overview.getByRole('row').filter({ hasText: 'Cylinder returns desk' });
    await other.getByRole('button', { name: texts.deleteNamed.replace('{{name}}', 'Cylinder returns desk') }).click();
    const dialog = page.getByRole('alertdialog', { name: texts.messages.deleteConfirm });
    await dialog.getByRole('button', { name: admin.common.cancel }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await other.count()).toBe(1);
    await other.getByRole('button', { name: texts.deleteNamed.replace('{{name}}', 'Cylinder returns desk') }).click();
    await dialog.getByRole('button', { name: admin.common.delete }).click();
    await toastWithTitle(page, texts.toasts.deleted).waitFor();
    await other.waitFor({ state: 'detached' });
    expect(await overview.getByRole('row').filter({ hasText: 'Leak hotline (24/7)' }).count()).toBe(1);
  });
});

describe('/admin/contact-info save limit', () => {
  const shop = startShopForSuite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_LIMIT_MAX: '100' });

  it('tells the admin "Too many attempts" and how many seconds to wait once the saves of the minute are spent', async () => {
    const base = shop.server.url;
    const context = await shop.browser.newContext();
    await signInAsAdminThroughApi(context, base);
    const page = await context.newPage();
    await openPage(page, `${base}/admin/contact-info`);
    await page.getByRole('heading', { level: 1, name: texts.title }).waitFor();

    // Spend the minute's saves (3) through the API, as another tab would.
    let status = 0;
    for (let attempt = 0; attempt < 4 && status !== 429; attempt += 1) {
      const answer = await context.request.post(`${base}/api/admin/contact-info`, {
        data: { category: 'general', contactType: 'email', label: `Desk ${attempt}`, value: `desk${attempt}@example.com` },
        headers: { Origin: base },
      });
      status = answer.status();
    }
    expect(status).toBe(429);

    await page.getByRole('button', { name: texts.add }).first().click();
    const card = page.getByRole('region', { name: texts.form.createTitle });
    await card.getByLabel(texts.form.category).selectOption('support');
    await card.getByLabel(texts.form.type).selectOption('phone');
    await card.getByRole('tabpanel').getByLabel(texts.form.label).fill('Parts line');
    await card.getByRole('tabpanel').getByLabel(texts.form.value).fill('+1 555 010 2222');
    await card.getByRole('button', { name: admin.common.save }).click();
    const toast = toastWithTitle(page, admin.common.rateLimit.title);
    await toast.waitFor();
    expect(await toast.innerText()).toMatch(/Please wait ([1-9]|[1-5]\d|60) seconds? before trying again\./);
    // Nothing was saved: the form stays open with what the admin typed.
    expect(await card.getByRole('tabpanel').getByLabel(texts.form.label).inputValue()).toBe('Parts line');
  });
});
