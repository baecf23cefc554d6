import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import en from '../../web/src/i18n/en.json';
import { openPage } from './navigation';

export interface TestUser {
  name: string;
  email: string;
  password: string;
}

let counter = 0;

/** A new customer with a unique e-mail. */
export function newUser(prefix = 'buyer'): TestUser {
  counter += 1;
  return { name: 'Dana Fischer', email: `${prefix}-${Date.now()}-${counter}@example.com`, password: 'Cold-Chain-42' };
}

/**
 * Creates the account through the API from inside the browser context, so the session cookie lands in
 * that context (for tests whose subject is not the sign-up form itself).
 */
export async function signUpThroughApi(context: BrowserContext, baseUrl: string, user: TestUser): Promise<void> {
  const response = await context.request.post(`${baseUrl}/api/auth/sign-up`, {
    data: { name: user.name, email: user.email, password: user.password },
    headers: { Origin: baseUrl },
  });
  if (response.status() !== 201) throw new Error(`sign-up answered ${response.status()}: ${await response.text()}`);
}

export interface Credentials {
  email: string;
  password: string;
}

/** The shop's admin in the browser journeys: start the shop with ADMIN_EMAIL and ADMIN_PASSWORD set to these. */
export const ADMIN: Credentials = { email: 'shop-admin@example.com', password: 'Admin-Secret-2026' };

/** Signs the admin in through the API, so the session cookie lands in the context (for tests whose subject is not signing in). */
export async function signInAsAdminThroughApi(context: BrowserContext, baseUrl: string, admin: Credentials = ADMIN): Promise<void> {
  const answer = await context.request.post(`${baseUrl}/api/auth/sign-in`, { data: admin, headers: { Origin: baseUrl } });
  expect(answer.status()).toBe(200);
}

/** Signs the admin in through the /admin-auth form on `page`, and returns the page once it shows /admin. */
export async function signInAsAdminThroughForm(page: Page, baseUrl: string, admin: Credentials = ADMIN): Promise<Page> {
  await openPage(page, `${baseUrl}/admin-auth`);
  await page.getByLabel(en.auth.fields.email, { exact: true }).fill(admin.email);
  await page.getByLabel(en.auth.fields.password, { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: en.auth.signInButton, exact: true }).click();
  await page.waitForURL(`${baseUrl}/admin`);
  return page;
}
