import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import adminContacts from '../web/src/admin/i18n/en/contacts.json';
import adminTickets from '../web/src/admin/i18n/en/tickets.json';
import type { AdminSettingsResponse, ContentSettingsResponse } from '../domain/schemas/settings';
import { DEFAULT_BUSINESS_HOURS } from '../domain/site-settings';
import en from '../web/src/i18n/en.json';
import contactEn from '../web/src/i18n/info/en/contact.json';
import shippingEn from '../web/src/i18n/info/en/shipping.json';
import supportEn from '../web/src/i18n/info/en/support.json';
import { ADMIN, signInAsAdminThroughApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openPage } from './support/navigation';
import { startShopForSuite } from './support/shop-suite';
import { toastWithTitle } from './support/shop';
import { startTestSmtp, type TestSmtp } from './support/smtp';
import { SCREENSHOTS_DIR } from './support/screenshots';

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
    // The cards state the shop's settings: its business hours with their time zone, and its reply time.
    const hours = main(page).getByTestId('business-hours');
    expect(await hours.innerText()).toMatch(/Monday – Friday: 8:00 AM - 6:00 PM\s+Saturday: 9:00 AM - 4:00 PM\s+Sunday: Closed\s+All times Central Time \(CT\)/);
    await main(page).getByText(supportEn.cards.email.response.replace('{{hours}}', '24'), { exact: true }).waitFor();
    expect(await main(page).innerText()).not.toMatch(/Mon-Fri|7AM|2 hours/);

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
    expect(ack.text).toContain('our team answers within 24 hours.');
    expect(ack.text).toContain('All times Central Time (CT)');
    // Answering the acknowledgement reaches the shop (issue 23).
    expect(ack.replyTo).toEqual([ADMIN.email]);
    const notice = await smtp.waitForMail((m) => m.to.includes(ADMIN.email) && m.subject.startsWith(`New support ticket ${number} (high)`));
    expect(notice.text).toContain('/admin/contacts?tab=tickets');
    await page.context().close();
  });

  // A long journey (storefront form, then the back office's reply, e-mail and states): more time on a busy machine.
  it('sends a contact message that the admin finds in /admin/contacts, answers in the back office, and closes', { timeout: 150_000 }, async () => {
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
    await toastWithTitle(page, contactEn.toast.sentTitle).getByText(contactEn.toast.sentBody.replace('{{hours}}', '24')).waitFor();
    const ack = await smtp.waitForMail((m) => m.to.includes('dana@example.com') && m.subject === 'We received your message');
    expect(ack.text).toContain("We'll get back to you within 24 hours.");
    expect(ack.replyTo).toEqual([ADMIN.email]);
    await page.context().close();

    const context = await shop.browser.newContext({ viewport: { width: 1366, height: 900 } });
    await signInAsAdminThroughApi(context, shop.server.url);
    const admin = await context.newPage();
    await openPage(admin, `${shop.server.url}/admin/contacts`);
    const card = main(admin).getByTestId('contact-submission').filter({ hasText: 'Dana Cooper' });
    await card.getByText('Pallet pricing for R-410A').waitFor();
    expect(await card.getByRole('link', { name: adminContacts.callNumber.replace('{{number}}', '(555) 123-4567') }).getAttribute('href')).toBe('tel:+15551234567');
    await card.getByText(adminContacts.status.open, { exact: true }).first().waitFor();

    // Reply in the back office: the thread shows it, the message is Answered, the e-mail arrives with Reply-To the shop.
    await card.getByRole('button', { name: adminContacts.replyTo.replace('{{name}}', 'Dana Cooper') }).click();
    const conversation = card.getByTestId('conversation');
    await conversation.getByTestId('thread-message').filter({ hasText: 'Pallet pricing for R-410A' }).waitFor();
    await conversation.getByRole('button', { name: adminContacts.thread.send }).click();
    await conversation.getByText(adminContacts.messages.replyRequired).waitFor();
    await conversation.getByLabel(adminContacts.thread.replyLabel).fill('Hello Dana,\nA pallet of 40 R-410A cylinders is $7,560.');
    await conversation.getByRole('button', { name: adminContacts.thread.send }).click();
    await toastWithTitle(admin, adminContacts.thread.sent).waitFor();
    await conversation.getByTestId('thread-message').filter({ hasText: 'A pallet of 40 R-410A cylinders is $7,560.' }).getByText(/\(shop\)/).waitFor();
    await card.getByText(adminContacts.status.answered, { exact: true }).first().waitFor();
    const reply = await smtp.waitForMail((m) => m.to.includes('dana@example.com') && m.subject === 'Re: Bulk Pricing');
    expect(reply.text).toContain('A pallet of 40 R-410A cylinders is $7,560.');
    expect(reply.replyTo).toEqual([ADMIN.email]);
    expect(await seriousViolations(admin)).toEqual([]);
    if (SCREENSHOTS_DIR) await screenshots(admin, SCREENSHOTS_DIR, 'contact', async (page) => {
      const shown = main(page).getByTestId('contact-submission').filter({ hasText: 'Dana Cooper' });
      await shown.getByRole('button', { name: /Dana Cooper/ }).click();
      await shown.getByTestId('thread-message').nth(1).waitFor();
    });

    // Closing files it under Closed; the filter finds it there.
    await card.getByLabel(adminContacts.statusOf.replace('{{name}}', 'Dana Cooper')).selectOption('closed');
    await toastWithTitle(admin, adminContacts.statusUpdatedTitle).waitFor();
    await card.getByText(adminContacts.status.closed, { exact: true }).first().waitFor();
    await openPage(admin, `${shop.server.url}/admin/contacts?status=closed`);
    await main(admin).getByTestId('contact-submission').filter({ hasText: 'Dana Cooper' }).waitFor();
    await context.close();
  });

  it('answers a support ticket in the customer’s language from the back office', { timeout: 120_000 }, async () => {
    const context = await shop.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const created = await context.request.post(`${shop.server.url}/api/support/tickets`, {
      data: { name: 'Lucía Pérez', email: 'lucia@example.com', category: 'order', subject: 'Factura del pedido', message: 'Necesito la factura. Mi número: +52 55 1234 5678' },
      headers: { Origin: shop.server.url, cookie: 'frigidflow_lang=es' },
    });
    expect(created.status()).toBe(201);
    const { ticketNumber } = (await created.json()) as { ticketNumber: string };
    await signInAsAdminThroughApi(context, shop.server.url);
    const admin = await context.newPage();
    await openPage(admin, `${shop.server.url}/admin/contacts?tab=tickets`);
    const card = main(admin).getByTestId('support-ticket').filter({ hasText: ticketNumber });
    await card.getByText('Factura del pedido').waitFor();
    expect(await card.getByRole('link', { name: adminContacts.callNumber.replace('{{number}}', '+52 55 1234 5678') }).getAttribute('href')).toBe('tel:+525512345678');
    await card.getByRole('button', { name: adminTickets.replyTo.replace('{{number}}', ticketNumber) }).click();
    const conversation = card.getByTestId('conversation');
    await conversation.getByLabel(adminContacts.thread.replyLabel).fill('Le enviamos la factura hoy.');
    await conversation.getByRole('button', { name: adminContacts.thread.send }).click();
    await toastWithTitle(admin, adminContacts.thread.sent).waitFor();
    await conversation.getByTestId('thread-message').filter({ hasText: 'Le enviamos la factura hoy.' }).waitFor();
    await card.getByText(adminTickets.status.answered, { exact: true }).first().waitFor();
    const reply = await smtp.waitForMail((m) => m.to.includes('lucia@example.com') && m.subject === `Re: [${ticketNumber}] Factura del pedido`);
    expect(reply.text).toContain('Le enviamos la factura hoy.');
    expect(reply.text).toContain('simplemente responda a este correo');
    expect(reply.replyTo).toEqual([ADMIN.email]);
    await openPage(admin, `${shop.server.url}/admin/contacts?tab=tickets&status=answered`);
    await main(admin).getByTestId('support-ticket').filter({ hasText: ticketNumber }).waitFor();
    if (SCREENSHOTS_DIR) await screenshots(admin, SCREENSHOTS_DIR, 'ticket', async (page) => {
      const shown = main(page).getByTestId('support-ticket').filter({ hasText: ticketNumber });
      await shown.getByRole('button', { name: new RegExp(ticketNumber) }).click();
      await shown.getByTestId('thread-message').nth(1).waitFor();
    });
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

  // Last of the suite: it leaves the shop with these settings (saves are limited to 3 a minute per admin).
  it('follows the reply time, business hours and time zone an admin saves, on /support, /contact and in the ticket e-mail', async () => {
    const context = await shop.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const base = shop.server.url;
    const headers = { Origin: base };
    expect((await context.request.post(`${base}/api/auth/sign-in`, { data: ADMIN, headers })).status()).toBe(200);
    const loaded = (await (await context.request.get(`${base}/api/admin/settings`)).json()) as AdminSettingsResponse;
    const saved = await context.request.put(`${base}/api/admin/settings`, {
      data: { ...loaded.values, notificationEmail: loaded.values.notificationEmail || ADMIN.email, quoteReplyHours: '6', businessTimeZone: 'America/Toronto', version: loaded.version },
      headers,
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const content = (await (await context.request.get(`${base}/api/admin/settings/content`)).json()) as ContentSettingsResponse;
    const hours = { ...DEFAULT_BUSINESS_HOURS, saturday: 'Closed' };
    const savedHours = await context.request.put(`${base}/api/admin/settings/content/businessHours`, { data: { values: hours, version: content.businessHours.version }, headers });
    expect(savedHours.status(), await savedHours.text()).toBe(200);

    const page = await context.newPage();
    await openPage(page, `${base}/support`);
    await main(page).getByText(supportEn.cards.email.response.replace('{{hours}}', '6'), { exact: true }).waitFor();
    expect(await main(page).getByTestId('business-hours').innerText()).toMatch(/Monday – Friday: 8:00 AM - 6:00 PM\s+Saturday – Sunday: Closed\s+All times Eastern Time \(ET\)/);
    // The footer states the same hours from the same settings.
    expect(await page.locator('footer').getByTestId('business-time-zone').innerText()).toBe(en.footer.timeZone.replace('{{zone}}', 'Eastern Time (ET)'));

    await main(page).getByLabel(supportEn.ticket.name).fill('Rae Kim');
    await main(page).getByLabel(supportEn.ticket.email).fill('rae.kim@example.com');
    await main(page).getByLabel(supportEn.ticket.category).selectOption('order');
    await main(page).getByLabel(supportEn.ticket.subject).fill('Invoice copy');
    await main(page).getByLabel(supportEn.ticket.message).fill('Please send a copy of the invoice.');
    await main(page).getByRole('button', { name: supportEn.ticket.submit }).click();
    const number = (await main(page).getByTestId('ticket-number').textContent()) ?? '';
    const ack = await smtp.waitForMail((m) => m.to.includes('rae.kim@example.com') && m.subject === `Support ticket ${number} received`);
    expect(ack.text).toContain('our team answers within 6 hours.');
    expect(ack.text).toContain('- Saturday – Sunday: Closed\n- All times Eastern Time (ET)');

    await openPage(page, `${base}/contact`);
    await main(page).getByText(contactEn.quote.body.replace('{{hours}}', '6'), { exact: true }).waitFor();
    expect(await main(page).getByTestId('business-hours').innerText()).toContain('All times Eastern Time (ET)');
    await context.close();
  });
});

/** The page open now, with its conversation opened by `open`, at desktop and phone widths in each language. */
async function screenshots(page: Page, folder: string, name: string, open: (page: Page) => Promise<void>): Promise<void> {
  fs.mkdirSync(folder, { recursive: true });
  const url = page.url();
  for (const language of ['en', 'fr', 'es'] as const) {
    await page.context().addCookies([{ name: 'frigidflow_lang', value: language, url }]);
    for (const [device, viewport] of [['desktop', { width: 1366, height: 900 }], ['phone', { width: 390, height: 844 }]] as const) {
      if (device === 'phone' && language !== 'en') continue;
      await page.setViewportSize(viewport);
      await openPage(page, url);
      await open(page);
      await page.screenshot({ path: path.join(folder, `${name}-${device}-${language}.png`), fullPage: device === 'phone' });
    }
  }
  await page.context().addCookies([{ name: 'frigidflow_lang', value: 'en', url }]);
  await page.setViewportSize({ width: 1366, height: 900 });
  await openPage(page, url);
}
