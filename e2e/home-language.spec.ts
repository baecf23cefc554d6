import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { startServer, type RunningServer } from '../scripts/lib/server-process';

const locale = (lang: string) =>
  JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, `../web/src/i18n/${lang}.json`), 'utf8')) as {
    header: { language: string; getQuote: string };
  };

describe('home page and language switch', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows the header with the company name, then the header in French after choosing Français', async () => {
    const en = locale('en');
    const fr = locale('fr');
    const page = await browser.newPage();
    const scriptErrors: string[] = [];
    page.on('pageerror', (e) => scriptErrors.push(e.message));

    await page.goto(server.url);
    const header = page.locator('header');
    await header.getByText('FrigidFlow').first().waitFor();
    expect(await header.getByRole('link', { name: en.header.getQuote }).isVisible()).toBe(true);

    await header.getByLabel(en.header.language).selectOption({ label: 'Français' });
    await header.getByRole('link', { name: fr.header.getQuote }).waitFor();
    expect(await header.getByRole('link', { name: en.header.getQuote }).count()).toBe(0);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');

    await page.reload();
    await header.getByRole('link', { name: fr.header.getQuote }).waitFor();
    expect(scriptErrors).toEqual([]);
  });
});
