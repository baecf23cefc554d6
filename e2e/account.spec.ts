import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import en from '../web/src/i18n/en.json';
import fr from '../web/src/i18n/fr.json';
import { newUser, signUpThroughApi, type TestUser } from './support/accounts';
import { startShopForSuite } from './support/shop-suite';
import { openPage, reloadPage } from './support/navigation';

const panel = (page: Page) => page.getByRole('tabpanel');

describe('account page', () => {
  // Sign-ups and sign-ins of every test come from one address: above the default limit of 5 per 15 minutes.
  const shop = startShopForSuite({ AUTH_RATE_LIMIT_MAX: '100' });

  async function signedInPage(): Promise<{ context: BrowserContext; page: Page; user: TestUser }> {
    const user = newUser('account');
    const context = await shop.browser.newContext();
    await signUpThroughApi(context, shop.server.url, user);
    const page = await context.newPage();
    await openPage(page, `${shop.server.url}/account`);
    await page.getByRole('heading', { name: en.account.title }).waitFor();
    return { context, page, user };
  }

  it('saves the profile, and the saved values survive a reload', async () => {
    const { context, page, user } = await signedInPage();
    const scriptErrors: string[] = [];
    page.on('pageerror', (e) => scriptErrors.push(e.message));

    const email = panel(page).getByLabel(en.account.profile.email, { exact: true });
    await email.waitFor();
    expect(await email.inputValue()).toBe(user.email);
    expect(await email.getAttribute('readonly')).not.toBeNull();
    // Before any save, first and last name come from the full name given at sign-up.
    expect(await panel(page).getByLabel(en.account.profile.firstName).inputValue()).toBe('Dana');

    const values = {
      [en.account.profile.firstName]: 'Robin',
      [en.account.profile.lastName]: "O'Neill",
      [en.account.profile.phone]: '+1 (214) 555-0142',
      [en.account.profile.company]: 'Polar HVAC Services',
      [en.account.profile.epaLicense]: 'EPA-608-U-1234567',
    };
    for (const [label, value] of Object.entries(values)) await panel(page).getByLabel(label, { exact: true }).fill(value);
    await panel(page).getByRole('button', { name: en.account.profile.save }).click();
    await page.getByText(en.account.profile.saved).waitFor();

    await reloadPage(page);
    await panel(page).getByLabel(en.account.profile.firstName).waitFor();
    for (const [label, value] of Object.entries(values)) expect(await panel(page).getByLabel(label, { exact: true }).inputValue()).toBe(value);
    expect(scriptErrors).toEqual([]);
    await context.close();
  });

  it('shows empty order and quote lists, and keeps saved addresses', async () => {
    const { context, page } = await signedInPage();

    await page.getByRole('tab', { name: en.account.tabs.orders }).click();
    await page.getByText(en.account.orders.empty).waitFor();
    await page.getByRole('tab', { name: en.account.tabs.quotes }).click();
    await page.getByText(en.account.quotes.empty).waitFor();

    await page.getByRole('tab', { name: en.account.tabs.billing }).click();
    const shipping = panel(page).getByRole('group', { name: en.account.billing.shipping });
    await shipping.getByLabel(en.account.billing.street).fill('1200 Industrial Blvd');
    await shipping.getByLabel(en.account.billing.city).fill('Dallas');
    await panel(page).getByRole('button', { name: en.account.billing.save }).click();
    // A started address must be complete.
    await shipping.getByText(en.account.messages.stateRequired).waitFor();
    await shipping.getByLabel(en.addressForm.labels.state, { exact: true }).selectOption('TX');
    await shipping.getByLabel(en.addressForm.labels.zipCode, { exact: true }).fill('75201');
    await panel(page).getByRole('button', { name: en.account.billing.copyShipping }).click();
    await panel(page).getByRole('button', { name: en.account.billing.save }).click();
    await page.getByText(en.account.billing.saved).waitFor();

    await reloadPage(page);
    await page.getByRole('tab', { name: en.account.tabs.billing }).click();
    const billing = panel(page).getByRole('group', { name: en.account.billing.billing });
    await billing.getByLabel(en.account.billing.city).waitFor();
    expect(await billing.getByLabel(en.account.billing.city).inputValue()).toBe('Dallas');
    expect(await billing.getByLabel(en.addressForm.labels.zipCode, { exact: true }).inputValue()).toBe('75201');
    expect(await billing.getByLabel(en.addressForm.labels.state, { exact: true }).inputValue()).toBe('TX');
    expect(await panel(page).getByRole('group', { name: en.account.billing.shipping }).getByLabel(en.account.billing.street).inputValue()).toBe(
      '1200 Industrial Blvd',
    );
    await context.close();
  });

  it('changes the password only with the current one, and switches the language', async () => {
    const { context, page, user } = await signedInPage();
    await page.getByRole('tab', { name: en.account.tabs.settings }).click();

    await panel(page).getByLabel(en.account.settings.currentPassword, { exact: true }).fill('not-my-password');
    await panel(page).getByLabel(en.account.settings.newPassword, { exact: true }).fill('Brand-New-Pass-9');
    await panel(page).getByLabel(en.account.settings.confirmPassword, { exact: true }).fill('Brand-New-Pass-9');
    await panel(page).getByRole('button', { name: en.account.settings.changePassword }).click();
    await panel(page).getByText(en.account.messages.currentPasswordIncorrect).waitFor();

    await panel(page).getByLabel(en.account.settings.currentPassword, { exact: true }).fill(user.password);
    await panel(page).getByRole('button', { name: en.account.settings.changePassword }).click();
    await panel(page).getByText(en.account.settings.passwordChanged).waitFor();

    const saved = page.waitForResponse((r) => r.url().endsWith('/api/account/language') && r.request().method() === 'PUT');
    await panel(page).getByRole('combobox', { name: en.account.settings.language, exact: true }).selectOption({ label: 'Français' });
    expect((await saved).status()).toBe(204);
    await page.getByRole('tab', { name: fr.account.tabs.profile, exact: true }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    await context.close();
  });

  it('welcomes a buyer who just signed up (not "back") at the top of the account page, and a returning one back', async () => {
    const user = newUser('welcome');
    // A phone: the Create Account button sits below the first screen, so the page is scrolled when it is pressed.
    const context = await shop.browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await openPage(page, `${shop.server.url}/auth`);
    await page.getByRole('tab', { name: en.auth.tabs.signUp }).click();
    const form = page.getByRole('tabpanel');
    await form.getByLabel(en.auth.fields.fullName).fill(user.name);
    await form.getByLabel(en.auth.fields.email).fill(user.email);
    await form.getByLabel(en.auth.fields.password, { exact: true }).fill(user.password);
    const create = form.getByRole('button', { name: en.auth.signUpButton });
    await create.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await create.click();

    await page.waitForURL(`${shop.server.url}/account`);
    const heading = page.getByRole('heading', { level: 1, name: en.account.title });
    await heading.waitFor();
    const main = page.locator('main');
    await main.getByText(en.account.welcomeNew.replace('{{name}}', user.name)).waitFor();
    expect(await main.getByText(/welcome back/i).count()).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const top = await heading.boundingBox();
    expect(top && top.y >= 0 && top.y + top.height <= 844).toBe(true);
    await context.close();

    const returning = await shop.browser.newContext({ viewport: { width: 390, height: 844 } });
    const again = await returning.newPage();
    await openPage(again, `${shop.server.url}/auth`);
    const signIn = again.getByRole('tabpanel');
    await signIn.getByLabel(en.auth.fields.email).fill(user.email);
    await signIn.getByLabel(en.auth.fields.password, { exact: true }).fill(user.password);
    await signIn.getByRole('button', { name: en.auth.signInButton, exact: true }).click();
    await again.waitForURL(`${shop.server.url}/account`);
    await again.locator('main').getByText(en.account.welcome.replace('{{name}}', user.name)).waitFor();
    await returning.close();
  });

  it('sends a visitor who is not signed in to /auth', async () => {
    const page = await shop.browser.newPage();
    await openPage(page, `${shop.server.url}/account`);
    await page.waitForURL(`${shop.server.url}/auth`);
    await page.getByRole('heading', { name: en.auth.title }).waitFor();
    await page.close();
  });
});
