import type { APIRequestContext, BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import admin from '../web/src/admin/i18n/en';
import { ADMIN, signInAsAdminThroughApi } from './support/accounts';
import { openPage } from './support/navigation';
import { toastWithTitle } from './support/shop';
import { startShopForSuite } from './support/shop-suite';

/** Creates one record through the admin API, as the screen would. */
async function create(request: APIRequestContext, baseUrl: string, path: string, data: Record<string, unknown>): Promise<void> {
  const answer = await request.post(`${baseUrl}${path}`, { data, headers: { Origin: baseUrl } });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** The names a list answer holds, read straight from the API (what the server keeps, not what the page shows). */
async function savedText(request: APIRequestContext, baseUrl: string, path: string): Promise<string> {
  const answer = await request.get(`${baseUrl}${path}`);
  expect(answer.status()).toBe(200);
  return answer.text();
}

interface DeleteCase {
  page: Page;
  item: Locator;
  deleteButton: Locator;
  title: string;
  body: string;
  confirmLabel: string;
  toast: string;
  saved: () => Promise<string>;
  name: string;
}

/** The delete asks first: Cancel keeps the item (on screen and on the server), confirming removes it. */
async function cancelThenConfirm({ page, item, deleteButton, title, body, confirmLabel, toast, saved, name }: DeleteCase): Promise<void> {
  await item.waitFor();
  await deleteButton.click();
  const dialog = page.getByRole('alertdialog', { name: title });
  await dialog.getByText(body).waitFor();
  await dialog.getByRole('button', { name: admin.common.cancel }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(await item.count()).toBe(1);
  // The keyboard is back where it was: on the button that opened the question.
  await expect.poll(() => deleteButton.evaluate((button) => button === document.activeElement)).toBe(true);
  expect(await saved()).toContain(name);

  await deleteButton.click();
  await dialog.getByRole('button', { name: confirmLabel }).click();
  await toastWithTitle(page, toast).waitFor();
  await dialog.waitFor({ state: 'detached' });
  await item.waitFor({ state: 'detached' });
  expect(await saved()).not.toContain(name);
}

describe('deleting a blog post, a team member, a certificate or a featured entry asks first', () => {
  const shop = startShopForSuite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_LIMIT_MAX: '100' });

  async function adminPage(): Promise<{ context: BrowserContext; page: Page; base: string }> {
    const base = shop.server.url;
    const context = await shop.browser.newContext();
    await signInAsAdminThroughApi(context, base);
    return { context, page: await context.newPage(), base };
  }

  it('a blog post: Cancel keeps it, Delete removes it', async () => {
    const { context, page, base } = await adminPage();
    const title = 'Cylinder storage in hot weather';
    await create(context.request, base, '/api/admin/blog', { title, excerpt: 'Keep cylinders shaded.', body: '<p>Keep cylinders shaded.</p>' });
    await openPage(page, `${base}/admin/blog`);
    const texts = admin.blog;
    await cancelThenConfirm({
      page,
      item: page.getByRole('row').filter({ hasText: title }),
      deleteButton: page.getByRole('button', { name: texts.deleteLabel.replace('{{title}}', title) }),
      title: texts.deleteConfirm.title.replace('{{title}}', title),
      body: texts.deleteConfirm.body,
      confirmLabel: admin.common.delete,
      toast: texts.toasts.deleted,
      saved: () => savedText(context.request, base, '/api/admin/blog?pageSize=100'),
      name: title,
    });
    await context.close();
  });

  it('a team member: Cancel keeps them, Delete removes them', async () => {
    const { context, page, base } = await adminPage();
    const name = 'Dana Whitfield';
    await create(context.request, base, '/api/admin/team', { name, position: 'Logistics lead', orderIndex: 9 });
    await openPage(page, `${base}/admin/team`);
    const texts = admin.team;
    await cancelThenConfirm({
      page,
      item: page.getByTestId('admin-team-member').filter({ hasText: name }),
      deleteButton: page.getByRole('button', { name: texts.deleteNamed.replace('{{name}}', name) }),
      title: texts.deleteConfirm.title.replace('{{name}}', name),
      body: texts.deleteConfirm.body,
      confirmLabel: admin.common.delete,
      toast: texts.toasts.deleted,
      saved: () => savedText(context.request, base, '/api/admin/team'),
      name,
    });
    await context.close();
  });

  it('a certificate: Cancel keeps it, Delete removes it', async () => {
    const { context, page, base } = await adminPage();
    const name = 'State refrigerant handling permit';
    await create(context.request, base, '/api/admin/certificates', { name, type: 'safety', pdfUrl: 'https://example.com/permit.pdf' });
    await openPage(page, `${base}/admin/certificates`);
    const texts = admin.certificates;
    await cancelThenConfirm({
      page,
      item: page.getByTestId('admin-certificate').filter({ hasText: name }),
      deleteButton: page.getByRole('button', { name: texts.deleteNamed.replace('{{name}}', name) }),
      title: texts.deleteConfirm.title.replace('{{name}}', name),
      body: texts.deleteConfirm.body,
      confirmLabel: admin.common.delete,
      toast: texts.toasts.deleted,
      saved: () => savedText(context.request, base, '/api/admin/certificates'),
      name,
    });
    await context.close();
  });

  it('a featured entry: Cancel keeps it, Remove takes it out of the section', async () => {
    const { context, page, base } = await adminPage();
    const name = 'R-1234yf';
    await openPage(page, `${base}/admin/featured-products`);
    const texts = admin.featured;
    const section = texts.sections.featured.title;
    const featured = page.getByTestId('featured-section-featured');
    await cancelThenConfirm({
      page,
      item: featured.getByTestId('featured-entry').filter({ hasText: name }),
      deleteButton: featured.getByRole('button', { name: texts.removeLabel.replace('{{name}}', name).replace('{{section}}', section) }),
      title: texts.removeConfirm.title.replace('{{name}}', name).replace('{{section}}', section),
      body: texts.removeConfirm.body,
      confirmLabel: texts.remove,
      toast: texts.removed,
      saved: async () => {
        const answer = (await (await context.request.get(`${base}/api/admin/featured-products`)).json()) as { sections: { sectionName: string; entries: { product: { name: string } }[] }[] };
        return (answer.sections.find((s) => s.sectionName === 'featured')?.entries ?? []).map((e) => e.product.name).join('\n');
      },
      name,
    });
    // The row is gone, so the section's heading has the focus; the other entries stay.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('section-featured');
    expect(await featured.getByTestId('featured-entry').filter({ hasText: 'R-410A' }).count()).toBe(1);
    await context.close();
  });
});
