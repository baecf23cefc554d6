import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../web/src/i18n/en.json';
import es from '../web/src/i18n/es.json';
import fr from '../web/src/i18n/fr.json';
import { startShopForSuite } from './support/shop-suite';
import { openPage, waitUntilLive } from './support/navigation';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from './support/smtp';

const TEXTS = { en, fr, es } as const;
const LANGUAGE_NAMES = { en: 'English', fr: 'Français', es: 'Español' } as const;

describe('newsletter signup in the footer (double opt-in)', () => {
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startTestSmtp();
  });
  afterAll(async () => {
    await smtp?.stop();
  });
  const shop = startShopForSuite(() => ({ SMTP_URL: smtp.url }));

  async function signUp(page: Page, email: string, texts: typeof en = en) {
    const form = page.locator('footer').getByRole('form', { name: texts.newsletter.formLabel });
    const submit = form.getByRole('button', { name: texts.newsletter.submit });
    await waitUntilLive(submit);
    await form.getByLabel(texts.newsletter.emailLabel).fill(email);
    await submit.click();
  }

  /** The confirmation link of a mail, as the subscriber clicks it. */
  function linkIn(mail: ReceivedMail): string {
    const link = /http:\/\/\S+\/newsletter\/confirm\?token=[\w-]+&lang=\w+/.exec(mail.text)?.[0];
    if (!link) throw new Error(`no confirmation link in: ${mail.text}`);
    return link;
  }

  for (const lang of ['fr', 'es'] as const) {
    it(`asks to confirm from the inbox, and the e-mailed link confirms the subscription, in ${LANGUAGE_NAMES[lang]}`, async () => {
      const texts = TEXTS[lang];
      const email = `buyer-${lang}-${Date.now()}@example.com`;
      const page = await shop.browser.newPage();
      await openPage(page, shop.server.url);
      await page.locator('header').getByLabel(en.header.language).selectOption({ label: LANGUAGE_NAMES[lang] });
      await page.locator('footer').getByRole('form', { name: texts.newsletter.formLabel }).waitFor();

      await signUp(page, `  ${email.toUpperCase()} `, texts);
      const card = page.getByTestId('newsletter-success');
      await card.getByText(texts.newsletter.successTitle).waitFor();
      expect(await card.innerText()).toContain(texts.newsletter.successText);
      expect(await page.locator('footer').getByRole('form', { name: texts.newsletter.formLabel }).count()).toBe(0);

      const mail = await smtp.waitForMail((m) => m.to.includes(email));
      expect(mail.subject).toBe(lang === 'fr' ? 'Confirmez votre inscription à l’infolettre de FrigidFlow' : 'Confirme su suscripción al boletín de FrigidFlow');
      const link = linkIn(mail);
      expect(link).toContain(`&lang=${lang}`);

      // Opened in a fresh browser (another device, no language chosen there): the page follows the link's language.
      const elsewhere = await shop.browser.newContext({ locale: 'en-US' });
      const confirmPage = await elsewhere.newPage();
      await openPage(confirmPage, link.replace(/^http:\/\/[^/]+/, shop.server.url));
      const result = confirmPage.getByTestId('newsletter-confirm-result');
      await result.and(confirmPage.locator('[data-state="done"]')).waitFor();
      await result.getByRole('heading', { name: texts.newsletterConfirm.doneTitle }).waitFor();
      expect(await result.innerText()).toContain(texts.newsletterConfirm.doneText);

      // The same link again: friendly, nothing more to do.
      await confirmPage.reload();
      await result.and(confirmPage.locator('[data-state="already"]')).waitFor();
      await result.getByRole('heading', { name: texts.newsletterConfirm.alreadyTitle }).waitFor();
      await elsewhere.close();
      await page.close();
    });
  }

  // Three page loads in a row: slow on a busy machine.
  it('answers a second signup of the same address alike, without a second e-mail', { timeout: 180_000 }, async () => {
    const email = `again-${Date.now()}@example.com`;
    for (let n = 0; n < 2; n += 1) {
      const page = await shop.browser.newPage();
      await openPage(page, shop.server.url);
      await signUp(page, email);
      await page.getByTestId('toast').getByText(en.newsletter.successTitle).waitFor();
      await page.getByTestId('newsletter-success').getByText(en.newsletter.successTitle).waitFor();
      await page.close();
    }
    await smtp.waitForMail((m) => m.to.includes(email));
    // A later address's mail arriving shows the outbox has moved past both requests; still one mail for the first.
    const marker = `marker-${Date.now()}@example.com`;
    const page = await shop.browser.newPage();
    await openPage(page, shop.server.url);
    await signUp(page, marker);
    await smtp.waitForMail((m) => m.to.includes(marker));
    expect(smtp.messages.filter((m) => m.to.includes(email))).toHaveLength(1);
    await page.close();
  });

  it('refuses a bad e-mail in the form without calling the server', async () => {
    const page = await shop.browser.newPage();
    await openPage(page, shop.server.url);
    let posted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/newsletter')) posted = true;
    });
    await signUp(page, 'not-an-email');
    await page.locator('footer').getByRole('alert').getByText('Please enter a valid email address.').waitFor();
    expect(posted).toBe(false);
  });

  it('says so when a confirmation or unsubscribe link is unknown', async () => {
    const page = await shop.browser.newPage();
    await openPage(page, `${shop.server.url}/newsletter/confirm?token=${'A'.repeat(43)}&lang=en`);
    const confirmation = page.getByTestId('newsletter-confirm-result');
    await confirmation.and(page.locator('[data-state="invalid"]')).waitFor();
    expect(await confirmation.innerText()).toContain(en.newsletterConfirm.invalidTitle);

    await openPage(page, `${shop.server.url}/unsubscribe?token=0123456789abcdef0123456789abcdef`);
    const result = page.getByTestId('unsubscribe-result');
    await result.and(page.locator('[data-state="invalid"]')).waitFor();
    expect(await result.innerText()).toContain('not valid');
  });
});
