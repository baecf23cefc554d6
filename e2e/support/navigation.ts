import type { Locator, Page } from 'playwright-core';

/**
 * Opens an address and waits until the app is live. A server-rendered page shows its content before its code
 * has run; a visitor's early tap is harmless there, but a test must not type into a page that is not yet listening.
 */
export async function openPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

/** Reloads and waits until the app is live again. */
export async function reloadPage(page: Page): Promise<void> {
  await page.reload();
  await page.locator('html[data-ready]').waitFor({ state: 'attached' });
}

/**
 * Waits until React has taken over this element: a lazily loaded part (the footer, the advert banner) becomes live
 * after the page does, and on a busy machine later than boot.js holds an early tap for (ADR 027).
 */
export async function waitUntilLive(locator: Locator): Promise<void> {
  await locator.waitFor();
  await locator.page().waitForFunction(
    (element) => element !== null && Object.keys(element).some((key) => key.startsWith('__reactProps$')),
    await locator.elementHandle(),
  );
}
