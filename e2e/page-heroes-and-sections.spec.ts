import sharp from 'sharp';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { HeroImage } from '@domain/schemas/hero-images';
import admin from '../web/src/admin/i18n/en';
import en from '../web/src/i18n/en.json';
import { ADMIN, signInAsAdminThroughApi } from './support/accounts';
import { openPage } from './support/navigation';
import { toastWithTitle } from './support/shop';
import { startShopForSuite } from './support/shop-suite';

/** A page's HTML as the server sends it, before any script (in English). */
async function serverHtml(context: BrowserContext, url: string): Promise<string> {
  const answer = await context.request.get(url, { headers: { Cookie: 'frigidflow_lang=en' } });
  expect(answer.status(), url).toBe(200);
  return answer.text();
}

/** The src and alt of the hero image a server-drawn page carries under this test id, or null. */
function heroIn(html: string, testId: string): { src: string; alt: string } | null {
  const tag = new RegExp(`<img[^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0];
  if (!tag) return null;
  return { src: /\ssrc="([^"]*)"/.exec(tag)?.[1] ?? '', alt: /\salt="([^"]*)"/.exec(tag)?.[1] ?? '' };
}

/** The product names of a server-drawn strip (Trending now, Recommended products). */
function stripIn(html: string, testId: string): string[] {
  const block = new RegExp(`<section[^>]*data-testid="${testId}"[\\s\\S]*?</section>`).exec(html)?.[0] ?? '';
  return [...block.matchAll(/<span class="font-semibold[^"]*">([^<]+)<\/span>/g)].map((m) => m[1] ?? '');
}

/** The strip's product names as a visitor sees them once the page is live. */
async function stripOnPage(page: Page, testId: string): Promise<string[]> {
  const strip = page.getByTestId(testId);
  await strip.getByRole('link').first().waitFor();
  return strip.locator('li span.font-semibold').allInnerTexts();
}

describe('hero images of the products, contact, blog and certifications pages; Trending and Recommended', () => {
  const shop = startShopForSuite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_LIMIT_MAX: '100' });

  it('draws each page with its active hero image, alt text from the admin, in the first HTML, and not an inactive one', async () => {
    const base = shop.server.url;
    const context = await shop.browser.newContext();
    await signInAsAdminThroughApi(context, base);
    const put = async (pageName: string, isActive: boolean): Promise<HeroImage> => {
      const answer = await context.request.put(`${base}/api/admin/hero-images`, {
        data: { pageName, imageUrl: `/uploads/images/e2e-${pageName}-1200.webp`, altText: `Alt of ${pageName}`, isActive },
        headers: { Origin: base },
      });
      expect(answer.status(), await answer.text()).toBe(200);
      return (await answer.json()) as HeroImage;
    };
    const pages = [
      { url: '/products', location: 'products-hero', testId: 'products-hero-image' },
      { url: '/products/category/hfc', location: 'products-hero', testId: 'products-hero-image' },
      { url: '/contact', location: 'contact-hero', testId: 'contact-hero-image' },
      { url: '/blog', location: 'blog-hero', testId: 'blog-hero-image' },
      { url: '/certifications', location: 'certifications-hero', testId: 'certifications-hero-image' },
    ];
    // With none set, the pages keep their plain look.
    for (const { url, testId } of pages) expect(heroIn(await serverHtml(context, `${base}${url}`), testId), url).toBeNull();

    await put('products-hero', true);
    await put('contact-hero', true);
    await put('blog-hero', true);
    const certifications = await put('certifications-hero', false);
    for (const { url, location, testId } of pages) {
      const html = await serverHtml(context, `${base}${url}`);
      if (location === 'certifications-hero') {
        expect(heroIn(html, testId), url).toBeNull();
        expect(html, url).not.toContain('e2e-certifications-hero');
      } else {
        expect(heroIn(html, testId), url).toEqual({ src: `/uploads/images/e2e-${location}-1200.webp`, alt: `Alt of ${location}` });
      }
    }
    // Another page's image never shows here.
    expect(await serverHtml(context, `${base}/contact`)).not.toContain('e2e-products-hero');

    const shown = await context.request.patch(`${base}/api/admin/hero-images/${certifications.id}`, {
      data: { isActive: true, version: certifications.updatedAt },
      headers: { Origin: base },
    });
    expect(shown.status()).toBe(200);
    expect(heroIn(await serverHtml(context, `${base}/certifications`), 'certifications-hero-image')).toEqual({
      src: '/uploads/images/e2e-certifications-hero-1200.webp',
      alt: 'Alt of certifications-hero',
    });
    await context.close();
  });

  it('sets the contact page’s image through Website Image Management and the page shows it', async () => {
    const base = shop.server.url;
    const context = await shop.browser.newContext();
    await signInAsAdminThroughApi(context, base);
    const page = await context.newPage();
    await openPage(page, `${base}/admin/hero-images`);
    await page.getByRole('heading', { name: admin.heroImages.form.title }).waitFor();
    await page.getByLabel(admin.heroImages.form.location).selectOption({ label: admin.heroImages.locations.contactHero });
    await page.getByRole('tabpanel').getByRole('textbox', { name: admin.heroImages.form.alt }).fill('Our team at the phones');
    const picture = await sharp({ create: { width: 1600, height: 500, channels: 3, background: { r: 20, g: 90, b: 160 } } }).png().toBuffer();
    await page.locator('input[type="file"]').setInputFiles({ name: 'contact.png', mimeType: 'image/png', buffer: picture });
    await toastWithTitle(page, admin.common.upload.success).waitFor();
    await page.getByRole('button', { name: admin.heroImages.form.submit }).click();
    await toastWithTitle(page, admin.heroImages.toasts.saved).waitFor();

    const visitor = await shop.browser.newPage();
    await openPage(visitor, `${base}/contact`);
    const hero = visitor.getByRole('img', { name: 'Our team at the phones' });
    await hero.waitFor();
    await expect(hero.getAttribute('src')).resolves.toMatch(/^\/uploads\//);
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    // The heading stays readable over the image.
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    await visitor.close();
    await context.close();
  });

  it('shows a product added to Trending on /products and the Recommended ones on a product page, not the product itself', async () => {
    const base = shop.server.url;
    const context = await shop.browser.newContext();
    await signInAsAdminThroughApi(context, base);
    const page = await context.newPage();
    const visitor = await shop.browser.newPage();

    await openPage(visitor, `${base}/products`);
    await visitor.getByRole('heading', { level: 1, name: en.catalog.title }).waitFor();
    expect(await visitor.getByTestId('trending-products').count()).toBe(0);

    await openPage(page, `${base}/admin/featured-products`);
    await page.getByRole('heading', { name: admin.featured.title }).waitFor();
    const addTo = async (sectionName: 'trending' | 'recommended', names: string[]) => {
      const section = page.getByTestId(`featured-section-${sectionName}`);
      await section.getByText(admin.featured.sections[sectionName].where).waitFor();
      await section.getByRole('button', { name: admin.featured.add }).click();
      const dialog = page.getByRole('dialog', { name: admin.featured.addTitle.replace('{{section}}', admin.featured.sections[sectionName].title) });
      for (const name of names) {
        await dialog.getByLabel(admin.featured.searchLabel).fill(name);
        await dialog.getByRole('button', { name: admin.featured.addOneLabel.replace('{{name}}', name), exact: true }).click();
        await toastWithTitle(page, admin.featured.added).last().waitFor();
        await dialog.getByText(admin.featured.alreadyIn).first().waitFor();
      }
      await dialog.getByRole('button', { name: admin.featured.done }).click();
      await expect.poll(() => section.getByTestId('featured-entry').count()).toBe(names.length);
    };

    await addTo('trending', ['R-32']);
    await openPage(visitor, `${base}/products`);
    await visitor.getByRole('heading', { level: 2, name: en.catalog.trending.title }).waitFor();
    expect(await stripOnPage(visitor, 'trending-products')).toEqual(['R-32']);
    expect(stripIn(await serverHtml(context, `${base}/products`), 'trending-products')).toEqual(['R-32']);
    // First page of the whole catalogue only.
    await openPage(visitor, `${base}/products/category/hfc`);
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    await visitor.locator('main li').first().waitFor();
    expect(await visitor.getByTestId('trending-products').count()).toBe(0);

    await addTo('recommended', ['R-32', 'R-410A']);
    await openPage(visitor, `${base}/products/r-410a`);
    await visitor.getByRole('heading', { level: 2, name: en.product.recommended.title }).waitFor();
    expect(await stripOnPage(visitor, 'recommended-products')).toEqual(['R-32']);
    expect(stripIn(await serverHtml(context, `${base}/products/r-32`), 'recommended-products')).toEqual(['R-410A']);
    await visitor.getByTestId('recommended-products').getByRole('link', { name: /R-32/ }).click();
    await visitor.waitForURL(`${base}/products/r-32`);
    await visitor.getByRole('heading', { level: 1, name: 'R-32' }).waitFor();
    expect(await stripOnPage(visitor, 'recommended-products')).toEqual(['R-410A']);
    await visitor.close();
    await context.close();
  });
});
