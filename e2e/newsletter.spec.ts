import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startShopForSuite } from './support/shop-suite';
import { openPage } from './support/navigation';

describe('newsletter signup in the footer', () => {
  const shop = startShopForSuite();

  async function signUp(page: Page, email: string) {
    const form = page.locator('footer').getByRole('form', { name: 'Newsletter signup' });
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
  }

  it('subscribes, replaces the form with a success card, then tells a second signup it is already subscribed', async () => {
    const email = `Buyer-${Date.now()}@Example.com`;
    const page = await shop.browser.newPage();
    await openPage(page, shop.server.url);

    await signUp(page, `  ${email} `);
    const toast = page.getByTestId('toast');
    await toast.getByText('Successfully subscribed!').waitFor();
    expect(await toast.innerText()).toContain('Thank you');
    expect(await page.getByTestId('newsletter-success').innerText()).toContain('Successfully subscribed!');
    expect(await page.locator('footer').getByRole('form', { name: 'Newsletter signup' }).count()).toBe(0);

    const again = await shop.browser.newPage();
    await openPage(again, shop.server.url);
    await signUp(again, email.toLowerCase());
    await again.getByTestId('toast').getByText('This email is already subscribed to our newsletter.').waitFor();
    expect(await again.getByTestId('toast').count()).toBe(1);
    expect(await again.getByTestId('newsletter-success').count()).toBe(0);

    // Toasts leave after 5 seconds; hovering one holds it, so the pointer leaves the Subscribe button it was clicked on.
    await again.mouse.move(0, 0);
    await again.getByTestId('toast').waitFor({ state: 'detached', timeout: 7000 });
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

  it('says so when an unsubscribe link is unknown', async () => {
    const page = await shop.browser.newPage();
    await openPage(page, `${shop.server.url}/unsubscribe?token=0123456789abcdef0123456789abcdef`);
    const result = page.getByTestId('unsubscribe-result');
    await result.and(page.locator('[data-state="invalid"]')).waitFor();
    expect(await result.innerText()).toContain('not valid');
  });
});
