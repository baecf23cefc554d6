import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { FAQ_CATEGORIES, FAQ_ENTRIES } from '@domain/faq';
import en from '../web/src/i18n/en.json';
import fr from '../web/src/i18n/fr.json';
import infoEn from '../web/src/i18n/info/en';
import infoFr from '../web/src/i18n/info/fr';
import { seriousViolations } from './support/axe';
import { openPage, reloadPage } from './support/navigation';
import { startShopForSuite } from './support/shop-suite';
import { PACKAGES } from '@domain/pricing';

const PHONE = { width: 390, height: 844 };

/** What the page itself can read of its storage: the names of its localStorage and sessionStorage keys, and document.cookie. */
const storedByPage = (page: Page) =>
  page.evaluate(() => ({
    local: Object.keys(window.localStorage).sort(),
    session: Object.keys(window.sessionStorage).sort(),
    cookie: document.cookie,
  }));

const languageCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === 'frigidflow_lang');

describe('information pages and the cookie choice', () => {
  const shop = startShopForSuite();

  async function withContext<T>(use: (page: Page, context: BrowserContext) => Promise<T>, options: Parameters<typeof shop.browser.newContext>[0] = {}): Promise<T> {
    const context = await shop.browser.newContext(options);
    try {
      return await use(await context.newPage(), context);
    } finally {
      await context.close();
    }
  }

  const banner = (page: Page) => page.getByRole('region', { name: en.consent.banner.title });

  it('searches the FAQ, keeps the search in the address, shows the no-results state and clears it', async () => {
    await withContext(async (page) => {
      await openPage(page, `${shop.server.url}/faq`);
      const main = page.locator('main');
      const categoryHeadings = main.getByRole('heading', { level: 2 }).filter({ hasText: /./ });
      for (const category of FAQ_CATEGORIES) await expect(main.getByRole('heading', { name: new RegExp(infoEn.faq.categories[category].replace('&', '\\&')) }).count()).resolves.toBe(1);

      const search = main.getByRole('searchbox', { name: infoEn.faq.searchLabel });
      await search.fill('signature');
      await main.getByRole('status').getByText('1 question matches your search.').waitFor();
      await expect(main.getByRole('button', { expanded: false }).allTextContents()).resolves.toEqual(['Why does my delivery need a signature?']);
      expect(new URL(page.url()).searchParams.get('q')).toBe('signature');

      // Single-open: opening a question shows its answer.
      await search.fill('');
      const first = main.getByRole('button', { name: 'Is there a minimum order?' });
      await first.click();
      await expect(first.getAttribute('aria-expanded')).resolves.toBe('true');
      // The pallet's size comes from the package rules, as everywhere else (not the old app's "20-30").
      await expect(main.getByText(`one pallet: ${PACKAGES.pallet.cylinders} cylinders`).isVisible()).resolves.toBe(true);
      await main.getByRole('button', { name: 'Which refrigerants do you sell?' }).click();
      await expect(first.getAttribute('aria-expanded')).resolves.toBe('false');

      await search.fill('zeppelin');
      await main.getByRole('heading', { name: infoEn.faq.noResults.title }).waitFor();
      await expect(main.getByRole('link', { name: infoEn.faq.noResults.contact }).first().getAttribute('href')).resolves.toBe('/support');
      await main.getByRole('button', { name: infoEn.faq.noResults.clear }).click();
      await main.getByRole('button', { name: 'Is there a minimum order?' }).waitFor();
      await expect(main.getByRole('heading', { name: infoEn.faq.noResults.title }).count()).resolves.toBe(0);
      await expect(search.inputValue()).resolves.toBe('');
      expect(new URL(page.url()).searchParams.has('q')).toBe(false);
      await expect(categoryHeadings.count()).resolves.toBeGreaterThanOrEqual(FAQ_CATEGORIES.length);
      await expect(main.getByRole('heading', { name: infoEn.faq.stillQuestions.title }).count()).resolves.toBe(1);

      // A search address opens on its results.
      await openPage(page, `${shop.server.url}/faq?q=R-22`);
      await main.getByRole('button', { name: 'Can I still buy R-22?' }).waitFor();
      await expect(search.inputValue()).resolves.toBe('R-22');
    });
  });

  it('"Essential Only" survives a reload, and nothing non-essential is stored, even after choosing a language', async () => {
    await withContext(async (page, context) => {
      await openPage(page, `${shop.server.url}/`);
      await banner(page).waitFor();
      await banner(page).getByRole('button', { name: en.consent.banner.essentialOnly }).click();
      await expect(banner(page).count()).resolves.toBe(0);

      await page.getByLabel(en.header.language).first().selectOption('fr');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await reloadPage(page);
      await page.locator('html[lang="fr"]').waitFor({ state: 'attached' });
      // Give a late banner every chance to show up.
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('region', { name: fr.consent.banner.title }).count()).resolves.toBe(0);

      const stored = await storedByPage(page);
      expect(stored.local).toEqual(['frigidflow.consent']);
      expect(stored.session).toEqual([]);
      expect(stored.cookie).toBe('frigidflow_lang=fr');
      // The language cookie lasts for the visit only (no expiry date).
      await expect(languageCookie(context)).resolves.toMatchObject({ value: 'fr', expires: -1 });
      expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem('frigidflow.consent'))) ?? '{}')).toMatchObject({ preferences: false, analytics: false });
    });
  });

  it('Accept All remembers the language for a year; changing to essential only from /cookies forgets it', async () => {
    await withContext(async (page, context) => {
      await openPage(page, `${shop.server.url}/cookies`);
      await banner(page).getByRole('button', { name: en.consent.banner.acceptAll }).click();
      await page.getByLabel(en.header.language).first().selectOption('fr');
      await page.getByRole('heading', { level: 1, name: infoFr.cookies.title }).waitFor();
      expect((await storedByPage(page)).local).toEqual(['frigidflow.consent', 'frigidflow.language']);
      const kept = await languageCookie(context);
      expect(kept?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);
      await expect(page.getByTestId('cookie-current-choice').textContent()).resolves.toContain(infoFr.cookies.current.allowed);

      const change = page.getByRole('button', { name: infoFr.cookies.current.change });
      await change.click();
      const dialog = page.getByRole('dialog', { name: fr.consent.dialog.title });
      const preferences = dialog.getByRole('checkbox', { name: fr.consent.dialog.categories.preferences.name });
      await expect(preferences.isChecked()).resolves.toBe(true);
      await expect(dialog.getByRole('checkbox', { name: fr.consent.dialog.categories.essential.name }).isDisabled()).resolves.toBe(true);
      await preferences.uncheck();
      await dialog.getByRole('button', { name: fr.consent.dialog.save }).click();
      await expect(dialog.count()).resolves.toBe(0);
      // Focus goes back to the button that opened the dialog.
      await expect(change.evaluate((el) => el === document.activeElement)).resolves.toBe(true);

      expect((await storedByPage(page)).local).toEqual(['frigidflow.consent']);
      await expect(languageCookie(context)).resolves.toMatchObject({ value: 'fr', expires: -1 });
      await reloadPage(page);
      await page.getByRole('heading', { level: 1, name: infoFr.cookies.title }).waitFor();
      await expect(page.getByTestId('cookie-current-choice').textContent()).resolves.toContain(infoFr.cookies.current.refused);
    });
  });

  it('reopens the choice from the footer, and the banner is reachable and usable with the keyboard', async () => {
    await withContext(async (page) => {
      await openPage(page, `${shop.server.url}/faq`);
      await banner(page).waitFor();
      // Skip link first, then the banner's text link and buttons.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(page.evaluate(() => document.activeElement?.closest('[data-testid="consent-banner"]') !== null)).resolves.toBe(true);
      await page.keyboard.press('Tab');
      await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(en.consent.banner.acceptAll);
      await page.keyboard.press('Enter');
      await expect(banner(page).count()).resolves.toBe(0);
      await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe('main-content');

      await page.getByRole('contentinfo').getByRole('button', { name: en.footer.cookieSettings }).click();
      const dialog = page.getByRole('dialog', { name: en.consent.dialog.title });
      await dialog.waitFor();
      await expect(dialog.getByText(en.consent.dialog.noneUsed).count()).resolves.toBe(1);
      await page.keyboard.press('Escape');
      await expect(dialog.count()).resolves.toBe(0);
    });
  });

  it('keeps the end of every page scrollable above the banner on a phone (product page and checkout)', async () => {
    await withContext(
      async (page) => {
        for (const route of ['/products/r-410a', '/checkout']) {
          await openPage(page, `${shop.server.url}${route}`);
          await banner(page).waitFor();
          if (route === '/products/r-410a') {
            const add = page.locator('main').getByRole('button', { name: en.product.addToCart });
            await add.evaluate((el) => el.scrollIntoView({ block: 'end' }));
            const [box, bannerBox] = await Promise.all([add.boundingBox(), banner(page).boundingBox()]);
            // Even scrolled to the bottom edge of the window, a short scroll brings it above the banner.
            expect(box && bannerBox && box.height < bannerBox.y).toBe(true);
          }
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          const legal = page.getByRole('contentinfo').getByRole('button', { name: en.footer.cookieSettings });
          const [end, bannerBox] = await Promise.all([legal.boundingBox(), banner(page).boundingBox()]);
          expect(end && bannerBox && end.y + end.height <= bannerBox.y).toBe(true);
          await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width);
        }
      },
      { viewport: PHONE },
    );
  });

  it.each(['/faq', '/compliance', '/privacy', '/terms', '/cookies', '/refund-policy'])('finds no serious accessibility violation on %s, banner shown', async (route) => {
    await withContext(async (page) => {
      await openPage(page, `${shop.server.url}${route}`);
      await banner(page).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
      if (route === '/cookies') {
        await page.getByRole('button', { name: infoEn.cookies.current.change }).click();
        await page.getByRole('dialog').waitFor();
        expect(await seriousViolations(page)).toEqual([]);
      }
    });
  });

  it('links the compliance resources to the regulator, in a new tab', async () => {
    await withContext(async (page) => {
      await openPage(page, `${shop.server.url}/compliance`);
      const links = page.locator('main a[target="_blank"]');
      await expect(links.evaluateAll((all) => all.map((a) => [a.getAttribute('href'), a.getAttribute('rel')]))).resolves.toEqual([
        ['https://www.epa.gov/section608', 'noopener'],
        ['https://www.epa.gov/mvac', 'noopener'],
        ['https://www.epa.gov/climate-hfcs-reduction', 'noopener'],
        ['https://www.epa.gov/snap', 'noopener'],
      ]);
    });
  });

  describe('without scripts', () => {
    it('serves the FAQ with its questions and the FAQPage structured data', async () => {
      await withContext(
        async (page) => {
          const response = await page.goto(`${shop.server.url}/faq`);
          expect(response?.status()).toBe(200);
          await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(infoEn.faq.title);
          await expect(page.locator('main').getByRole('button', { name: FAQ_ENTRIES[0]?.question.en }).count()).resolves.toBe(1);
          const data = JSON.parse((await page.locator('head script[type="application/ld+json"]').textContent()) ?? '{}') as { '@type': string; mainEntity: unknown[] };
          expect(data['@type']).toBe('FAQPage');
          expect(data.mainEntity).toHaveLength(FAQ_ENTRIES.length);
          // No banner in the server's HTML: the choice lives in the browser.
          await expect(page.getByTestId('consent-banner').count()).resolves.toBe(0);
          // The search still works as a plain form.
          const filtered = await page.goto(`${shop.server.url}/faq?q=zeppelin`);
          expect(filtered?.status()).toBe(200);
          await expect(page.getByRole('heading', { name: infoEn.faq.noResults.title }).count()).resolves.toBe(1);
        },
        { javaScriptEnabled: false },
      );
    });

    it('serves the refund policy in French with the spec’s figures', async () => {
      await withContext(
        async (page, context) => {
          await context.addCookies([{ name: 'frigidflow_lang', value: 'fr', url: shop.server.url }]);
          const response = await page.goto(`${shop.server.url}/refund-policy`);
          expect(response?.status()).toBe(200);
          await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(infoFr.refund.title);
          const text = (await page.locator('main').textContent()) ?? '';
          for (const figure of ['30 jours', '48 heures', '15\u00a0%', 'RMA', '5 à 10 jours ouvrables', 'Toronto']) expect(text).toContain(figure);
          await expect(page.locator('main a[href^="tel:"]').count()).resolves.toBe(1);
        },
        { javaScriptEnabled: false },
      );
    });

    it('comes to life without a hydration error on the FAQ and a policy', async () => {
      for (const route of ['/faq', '/faq?q=pallet', '/privacy']) {
        await withContext(async (page) => {
          const errors: string[] = [];
          page.on('console', (message) => {
            if (message.type() === 'error') errors.push(message.text());
          });
          page.on('pageerror', (error) => errors.push(error.message));
          await openPage(page, `${shop.server.url}${route}`);
          await page.waitForLoadState('networkidle');
          expect(errors).toEqual([]);
        });
      }
    });
  });
});
