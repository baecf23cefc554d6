import sharp from 'sharp';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import adminEnBlog from '../web/src/admin/i18n/en/blog.json';
import infoEnBlog from '../web/src/i18n/info/en/blog.json';
import infoFrBlog from '../web/src/i18n/info/fr/blog.json';
import { ADMIN, signInAsAdminThroughApi } from './support/accounts';
import { seriousViolations } from './support/axe';
import { openPage } from './support/navigation';
import { toastWithTitle } from './support/shop';
import { startShopForSuite } from './support/shop-suite';

const a = adminEnBlog;
const b = infoEnBlog;

const photo = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .jpeg()
    .toBuffer();

describe('Industry News: the admin publishes a post with a picture and a visitor reads it', () => {
  const shop = startShopForSuite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_LIMIT_MAX: '100' });

  async function adminContext(): Promise<BrowserContext> {
    const context = await shop.browser.newContext({ viewport: { width: 1366, height: 900 } });
    await signInAsAdminThroughApi(context, shop.server.url);
    return context;
  }

  const main = (page: Page) => page.locator('main');
  const title = `Recovering A2L refrigerants ${Date.now().toString(36)}`;
  const tag = `Recovery${Date.now().toString(36)}`;
  let slug = '';

  it('writes the post in the editor, puts a picture into it, publishes it and finds it in the list', async () => {
    const context = await adminContext();
    const page = await context.newPage();
    await openPage(page, `${shop.server.url}/admin/blog`);
    await expect.poll(() => main(page).getByRole('heading', { level: 1, name: a.title }).isVisible()).toBe(true);

    await main(page).getByRole('button', { name: a.create }).first().click();
    await main(page).getByRole('textbox', { name: a.form.title }).fill(title);
    await main(page).getByRole('textbox', { name: a.form.excerpt }).fill('How to recover R-32 and R-454B safely.');
    await main(page).getByRole('textbox', { name: a.form.tags }).fill(`${tag}, Safety`);

    const editor = main(page).getByRole('textbox', { name: a.form.body });
    await editor.click();
    await page.keyboard.type('Use recovery machines rated for A2L refrigerants.');
    await main(page).getByRole('button', { name: a.editor.heading2 }).click();
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Check the cylinder valve threads before you start.');

    const chooser = page.waitForEvent('filechooser');
    await main(page).getByRole('button', { name: a.editor.image }).click();
    await (await chooser).setFiles({ name: 'recovery-cylinder.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await expect.poll(() => editor.locator('img').count(), { timeout: 15_000 }).toBe(1);
    await expect(editor.locator('img').getAttribute('src')).resolves.toMatch(/^\/uploads\/images\/.+-1200\.webp$/);
    // The picture's description starts as its file name; the admin writes a better one.
    await editor.locator('img').click();
    const description = main(page).getByRole('textbox', { name: a.editor.imageAlt });
    await expect(description.inputValue()).resolves.toBe('recovery cylinder');
    await description.fill('Technician recovering refrigerant into a cylinder');
    await main(page).getByRole('button', { name: a.editor.applyImageAlt }).click();
    await expect.poll(() => editor.locator('img').getAttribute('alt')).toBe('Technician recovering refrigerant into a cylinder');

    await main(page).getByRole('switch', { name: a.form.publish }).check({ force: true });
    await main(page).getByRole('button', { name: a.form.save }).click();
    await expect.poll(() => toastWithTitle(page, a.toasts.created).count()).toBeGreaterThan(0);

    const row = main(page).getByRole('row').filter({ hasText: title });
    await expect.poll(() => row.getByText(a.status.published).isVisible()).toBe(true);
    slug = (await row.locator('code').textContent()) ?? '';
    expect(slug).toMatch(/^recovering-a2l-refrigerants-/);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('shows the article at /news/{slug}, server-rendered with its picture and BlogPosting data', async () => {
    const context = await shop.browser.newContext();
    const page = await context.newPage();
    const response = await page.goto(`${shop.server.url}/news/${slug}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(title);
    await expect(page.getByRole('heading', { level: 2, name: 'Use recovery machines rated for A2L refrigerants.' }).isVisible()).resolves.toBe(true);
    await expect(main(page).getByText('Check the cylinder valve threads before you start.').isVisible()).resolves.toBe(true);
    await expect(main(page).locator('article img[alt="Technician recovering refrigerant into a cylinder"]').count()).resolves.toBe(1);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as { '@type'?: string; headline?: string };
    expect(jsonLd).toMatchObject({ '@type': 'BlogPosting', headline: title });
    await page.waitForSelector('html[data-ready]');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('finds the post on /blog by its tag, and says so when nothing matches', async () => {
    const context = await shop.browser.newContext();
    const page = await context.newPage();
    await openPage(page, `${shop.server.url}/blog`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(b.title);
    const filters = main(page).getByRole('group', { name: b.tagsLabel });
    await expect(filters.getByRole('button', { name: b.allTags, exact: true }).getAttribute('aria-pressed')).resolves.toBe('true');
    expect(await seriousViolations(page)).toEqual([]);

    await filters.getByRole('button', { name: tag, exact: true }).click();
    const cards = main(page).getByRole('list', { name: b.results }).getByRole('article');
    await expect.poll(() => cards.count()).toBe(1);
    await expect(cards.first().getByRole('heading', { level: 2 }).textContent()).resolves.toBe(title);

    await main(page).getByRole('searchbox', { name: b.searchLabel }).fill('no article says this zzqx');
    await expect.poll(() => main(page).getByText(b.emptyTitle).isVisible()).toBe(true);
    await expect(main(page).getByText(b.emptyFiltered).isVisible()).resolves.toBe(true);
    await main(page).getByRole('searchbox', { name: b.searchLabel }).fill('');
    await filters.getByRole('button', { name: tag, exact: true }).click();

    await cards.first().getByRole('link', { name: new RegExp(`^${b.readMore}`) }).click();
    await page.waitForURL(`**/news/${slug}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    await context.close();
  });

  it('renders /blog in the visitor’s language and answers 404 with a not-found page for an unknown article', async () => {
    const context = await shop.browser.newContext({ javaScriptEnabled: false });
    await context.addCookies([{ name: 'frigidflow_lang', value: 'fr', url: shop.server.url }]);
    const page = await context.newPage();
    await page.goto(`${shop.server.url}/blog`);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(infoFrBlog.title);
    await expect(page.getByRole('heading', { level: 2, name: title }).isVisible()).resolves.toBe(true);

    const missing = await page.goto(`${shop.server.url}/news/no-such-article`);
    expect(missing?.status()).toBe(404);
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex');
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe(infoFrBlog.article.notFoundTitle);
    await context.close();
  });
});

describe('the blog editor’s slug', () => {
  const shop = startShopForSuite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_LIMIT_MAX: '100' });

  it('follows the title while it is typed, stops once the admin writes the slug, and a title fills an emptied slug again', async () => {
    const context = await shop.browser.newContext({ viewport: { width: 1366, height: 900 } });
    await signInAsAdminThroughApi(context, shop.server.url);
    const page = await context.newPage();
    await openPage(page, `${shop.server.url}/admin/blog`);
    const main = page.locator('main');
    await main.getByRole('heading', { level: 1, name: a.title }).waitFor();
    await main.getByRole('button', { name: a.create }).first().click();

    const titleBox = main.getByRole('textbox', { name: a.form.title });
    const slugBox = main.getByRole('textbox', { name: a.form.slug });
    await titleBox.pressSequentially('R-32 Handling: Tips');
    await expect.poll(() => slugBox.inputValue()).toBe('r-32-handling-tips');
    await titleBox.press('End');
    await titleBox.pressSequentially(' for 2026');
    await expect.poll(() => slugBox.inputValue()).toBe('r-32-handling-tips-for-2026');

    // Written by hand: the title no longer changes it.
    await slugBox.fill('r32-guide');
    await titleBox.press('End');
    await titleBox.pressSequentially(' (updated)');
    await expect.poll(() => titleBox.inputValue()).toBe('R-32 Handling: Tips for 2026 (updated)');
    expect(await slugBox.inputValue()).toBe('r32-guide');

    // Emptied by hand: the next title typed fills it.
    await slugBox.fill('');
    await titleBox.fill('Leak checks');
    await expect.poll(() => slugBox.inputValue()).toBe('leak-checks');
    await context.close();
  });
});
