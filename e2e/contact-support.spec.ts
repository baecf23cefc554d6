import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import adminContacts from '../web/src/admin/i18n/en/contacts.json';
import contactEn from '../web/src/i18n/info/en/contact.json';
import shippingEn from '../web/src/i18n/info/en/shipping.json';
import supportEn from '../web/src/i18n/info/en/support.json';
import { seriousViolations } from './support/axe';
import { openPage } from './support/navigation';
import { startShopForSuite } from './support/shop-suite';
import { toastWithTitle } from './support/shop';
import { startTestSmtp, type TestSmtp } from './support/smtp';

const ADMIN = { email: 'contact-admin@example.com', password: 'Admin-Secret-2026' };
const main = (page: Page) => page.locator('main');

describe('reaching the shop: contact form, support tickets, shipping calculator', () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp.stop();
  });
  const shop = startShopForSuite(() => ({ SMTP_URL: smtp.url, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_LIMIT_MAX: '100' }));
  /** A page in its own context (axe needs one). */
  const newPage = async () => (await shop.browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();

  it('submits a support ticket, shows its number, and both e-mails arrive', async () => {
    const page = await newPage();
    await openPage(page, `${shop.server.url}/support`);
    await main(page).getByRole('heading', { level: 1, name: supportEn.title }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const chat = main(page).getByTestId('support-chat');
    expect(await chat.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);

    await main(page).getByRole('button', { name: supportEn.ticket.submit }).click();
    await main(page).getByText(supportEn.messages.categoryRequired).waitFor();
    await main(page).getByText(supportEn.messages.subjectRequired).waitFor();

    await main(page).getByLabel(supportEn.ticket.name).fill('Sam Ortiz');
    await main(page).getByLabel(supportEn.ticket.email).fill('sam.ortiz@example.com');
    await main(page).getByLabel(supportEn.ticket.category).selectOption('shipping');
    await main(page).getByLabel(supportEn.ticket.priority).selectOption('high');
    await main(page).getByLabel(supportEn.ticket.subject).fill('Cylinder arrived dented');
    await main(page).getByLabel(supportEn.ticket.message).fill('The valve guard of one cylinder is bent.');
    await main(page).getByRole('button', { name: supportEn.ticket.submit }).click();
    const number = (await main(page).getByTestId('ticket-number').textContent()) ?? '';
    expect(number).toMatch(/^T-[0-9A-F]{12}$/);

    const ack = await smtp.waitForMail((m) => m.to.includes('sam.ortiz@example.com') && m.subject === `Support ticket ${number} received`);
    expect(ack.text).toContain(number);
    const notice = await smtp.waitForMail((m) => m.to.includes(ADMIN.email) && m.subject.startsWith(`New support ticket ${number} (high)`));
    expect(notice.text).toContain('/admin/contacts?tab=tickets');
    await page.context().close();
  });

  it('sends a contact message that the admin finds in /admin/contacts and can mark in progress', async () => {
    const page = await newPage();
    await openPage(page, `${shop.server.url}/contact`);
    await main(page).getByRole('heading', { level: 1, name: contactEn.title }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await main(page).getByRole('button', { name: contactEn.form.send }).click();
    for (const message of [contactEn.messages.nameRequired, contactEn.messages.invalidEmail, contactEn.messages.subjectRequired, contactEn.messages.messageRequired]) {
      await main(page).getByText(message).waitFor();
    }
    await main(page).getByLabel(contactEn.form.name).fill('Dana Cooper');
    await main(page).getByLabel(contactEn.form.email).fill('Dana@Example.com');
    await main(page).getByLabel(contactEn.form.subject).selectOption('bulk-pricing');
    await main(page).getByRole('textbox', { name: contactEn.form.message }).fill('Pallet pricing for R-410A please. Call me at (555) 123-4567.');
    await main(page).getByRole('button', { name: contactEn.form.send }).click();
    await toastWithTitle(page, contactEn.toast.sentTitle).waitFor();
    await smtp.waitForMail((m) => m.to.includes('dana@example.com') && m.subject === 'We received your message');
    await page.context().close();

    const context = await shop.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const res = await context.request.post(`${shop.server.url}/api/auth/sign-in`, { data: ADMIN, headers: { Origin: shop.server.url } });
    expect(res.status()).toBe(200);
    const admin = await context.newPage();
    await openPage(admin, `${shop.server.url}/admin/contacts`);
    const card = main(admin).getByTestId('contact-submission').filter({ hasText: 'Dana Cooper' });
    await card.getByText('Pallet pricing for R-410A').waitFor();
    expect(await card.getByRole('link', { name: adminContacts.callNumber.replace('{{number}}', '(555) 123-4567') }).getAttribute('href')).toBe('tel:+15551234567');
    expect(await card.getByRole('link', { name: adminContacts.replyTo.replace('{{name}}', 'Dana Cooper') }).getAttribute('href')).toBe('mailto:dana@example.com?subject=Re%3A%20Bulk%20Pricing');
    await card.getByLabel(adminContacts.statusOf.replace('{{name}}', 'Dana Cooper')).selectOption('in_progress');
    await toastWithTitle(admin, adminContacts.statusUpdatedTitle).waitFor();
    await card.getByText(adminContacts.status.in_progress, { exact: true }).first().waitFor();
    expect(await seriousViolations(admin)).toEqual([]);
    await context.close();
  });

  it('calculates shipping to California with its notice', async () => {
    const page = await newPage();
    await openPage(page, `${shop.server.url}/shipping`);
    await main(page).getByRole('heading', { level: 1, name: shippingEn.title }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const calculate = main(page).getByRole('button', { name: shippingEn.form.calculate });
    expect(await calculate.isDisabled()).toBe(true);
    expect(await main(page).getByLabel(shippingEn.form.state).isDisabled()).toBe(true);
    await main(page).getByLabel(shippingEn.form.fromZip).fill('75226');
    await main(page).getByLabel(shippingEn.form.toZip).fill('90001');
    await main(page).getByLabel(shippingEn.form.country).selectOption('US');
    await main(page).getByLabel(shippingEn.form.state).selectOption('CA');
    await main(page).getByLabel(shippingEn.form.productType).selectOption('R-410A');
    await main(page).getByLabel(shippingEn.form.weight).fill('120');
    await calculate.click();
    await main(page).getByTestId('shipping-notice-california-hfc').getByText(shippingEn.notices['california-hfc']).waitFor();
    const options = main(page).getByTestId('shipping-options');
    for (const text of ['UPS Ground', '$45.99', 'FedEx Express', '$89.99', 'USPS Priority', '$52.99']) await options.getByText(text).waitFor();
    expect(await main(page).getByTestId('shipping-notice-r22-certification').count()).toBe(0);
    await page.context().close();
  });
});
