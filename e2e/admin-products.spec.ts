import AxeBuilder from '@axe-core/playwright';
import sharp from 'sharp';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@domain/money';
import type { PublicProduct } from '@domain/schemas/product';
import adminText from '../web/src/admin/i18n/en/products.json';
import adminCommon from '../web/src/admin/i18n/en/common.json';
import { ADMIN, signInAsAdminThroughForm } from './support/accounts';
import { openPage, reloadPage } from './support/navigation';
import { startShopForSuite } from './support/shop-suite';
import { sandboxToken, toastWithTitle } from './support/shop';

const NAME = 'R-472B Arctic Blend';
const SKU = 'FF-R472B-25';

/** "rule (impact): help — selectors" per serious or critical violation. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`);
}

const required = (label: string) => adminText.fields.required.replace('{{label}}', label);

/** A cylinder-blue picture, as an admin's camera would give it. */
const photo = () =>
  sharp({ create: { width: 1000, height: 750, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg()
    .toBuffer();

describe('the admin adds a product with a picture and edits its price; the buyer sees both', () => {
  const shop = startShopForSuite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });

  async function signedInAdmin(): Promise<{ context: BrowserContext; page: Page }> {
    const context = await shop.browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await signInAsAdminThroughForm(await context.newPage(), shop.server.url);
    return { context, page };
  }

  async function productFromApi(slug: string): Promise<PublicProduct> {
    const res = await fetch(`${shop.server.url}/api/products/${slug}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { product: PublicProduct }).product;
  }

  it('adds the product through the dialog, and a buyer finds it with its picture on /products', async () => {
    const { context, page } = await signedInAdmin();
    const scriptErrors: string[] = [];
    page.on('pageerror', (error) => scriptErrors.push(error.message));
    await openPage(page, `${shop.server.url}/admin/products`);
    await page.getByRole('heading', { name: adminText.title, level: 1 }).waitFor();
    await page.getByRole('article').first().waitFor();

    await page.getByRole('button', { name: adminText.add }).first().click();
    const dialog = page.getByRole('dialog', { name: adminText.dialog.addTitle });
    await dialog.waitFor();

    // Saving with nothing typed: the spec's two required fields say so under themselves.
    await dialog.getByLabel(required(adminText.fields.name)).fill('');
    await page.getByRole('button', { name: adminText.dialog.add }).click();
    await dialog.getByText(adminText.messages.nameRequired).waitFor();
    await dialog.getByText(adminText.messages.priceRequired).waitFor();

    await dialog.getByLabel(required(adminText.fields.name)).fill(NAME);
    await dialog.getByLabel(adminText.fields.sku, { exact: true }).fill(SKU);
    await dialog.getByLabel(adminText.fields.category, { exact: true }).selectOption('HFO');
    await dialog.getByLabel(required(adminText.fields.price)).fill('219.50');
    await dialog.getByLabel(adminText.fields.stock, { exact: true }).fill('300');
    await dialog.getByLabel(adminText.fields.epaApproved).check();
    // The texts sit in language tabs (docs/decisions/038): the English tab is open, the others are hidden.
    await dialog.getByRole('textbox', { name: adminText.fields.description, exact: true }).fill('Low-GWP blend for supermarket refrigeration.');
    await dialog.getByRole('textbox', { name: adminText.fields.applications, exact: true }).fill('Supermarket cases\nCold rooms');

    await dialog.getByRole('tab', { name: adminText.dialog.tabs.details }).click();
    await dialog.getByLabel(adminText.fields.packaging).fill('1 Cylinder\n\npallet\n');

    await dialog.getByRole('tab', { name: adminText.dialog.tabs.images }).click();
    // The first file chooser of the Images tab is the main image's.
    await dialog.locator('input[type="file"]').first().setInputFiles({ name: 'arctic-blend.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await toastWithTitle(page, adminCommon.upload.success).waitFor();
    await dialog.locator('img[src^="/uploads/images/arctic-blend-"]').waitFor();

    await dialog.getByRole('tab', { name: adminText.dialog.tabs.specifications }).click();
    await dialog.getByRole('button', { name: adminText.fields.addSpec }).click();
    const firstRow = adminText.fields.specRow.replace('{{number}}', '1');
    await dialog.getByRole('textbox', { name: `${adminText.fields.specName} ${firstRow}`, exact: true }).fill('GWP (AR4)');
    await dialog.getByRole('textbox', { name: `${adminText.fields.specValue} ${firstRow}`, exact: true }).fill('1453');

    await page.getByRole('button', { name: adminText.dialog.add }).click();
    await toastWithTitle(page, adminText.messages.added).waitFor();
    await dialog.waitFor({ state: 'detached' });
    const card = page.getByRole('article', { name: NAME });
    await card.waitFor();
    await card.getByText(formatMoney(21950)).waitFor();
    await card.getByText(adminText.card.epa).waitFor();

    // The buyer's side: the catalogue search finds it, with the uploaded picture, and its page opens.
    const buyer = await shop.browser.newPage();
    await openPage(buyer, `${shop.server.url}/products?search=${encodeURIComponent('472B')}`);
    const found = buyer.locator('main article').filter({ hasText: NAME });
    await found.waitFor();
    expect(await found.locator('img').getAttribute('src')).toMatch(/^\/uploads\/images\/arctic-blend-[a-f0-9]+-(400|800|1200)\.webp$/);
    const stored = await productFromApi('r-472b-arctic-blend');
    expect(stored).toMatchObject({ name: NAME, sku: SKU, price: 219.5, category: 'HFO', stockQuantity: 300, epaApproved: true, packagingOptions: ['1 Cylinder', '1 Pallet'], technicalSpecs: { 'GWP (AR4)': '1453' } });
    await openPage(buyer, `${shop.server.url}/products/r-472b-arctic-blend`);
    await buyer.getByRole('heading', { name: NAME, level: 1 }).waitFor();
    expect(await buyer.getByTestId('package-price').textContent()).toBe(formatMoney(21950));
    await buyer.close();
    expect(scriptErrors).toEqual([]);
    await context.close();
  });

  it('changes the price in the Edit dialog, and the product page shows the new price', async () => {
    const buyer = await shop.browser.newPage();
    await openPage(buyer, `${shop.server.url}/products/r-472b-arctic-blend`);
    expect(await buyer.getByTestId('package-price').textContent()).toBe(formatMoney(21950));

    const { context, page } = await signedInAdmin();
    await openPage(page, `${shop.server.url}/admin/products?q=472B`);
    await page.getByRole('button', { name: adminText.card.editNamed.replace('{{name}}', NAME) }).click();
    const dialog = page.getByRole('dialog', { name: adminText.dialog.editTitle });
    const price = dialog.getByLabel(required(adminText.fields.price));
    await expect.poll(() => price.inputValue()).toBe('219.5');
    await price.fill('199.95');
    await page.getByRole('button', { name: adminText.dialog.update }).click();
    await toastWithTitle(page, adminText.messages.updated).waitFor();
    await page.getByRole('article', { name: NAME }).getByText(formatMoney(19995)).waitFor();

    await reloadPage(buyer);
    expect(await buyer.getByTestId('package-price').textContent()).toBe(formatMoney(19995));
    // The page as the server drew it, before any script: the new price too.
    const html = await (await fetch(`${shop.server.url}/products/r-472b-arctic-blend`)).text();
    expect(html).toContain(formatMoney(19995));
    await buyer.close();
    await context.close();
  });

  it('finds no serious or critical accessibility violation on the cards, the table and every tab of the dialog', async () => {
    const { context, page } = await signedInAdmin();
    await openPage(page, `${shop.server.url}/admin/products`);
    await page.getByRole('article').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: adminText.filters.table }).click();
    await page.getByRole('table').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: adminText.card.editNamed.replace('{{name}}', NAME) }).click();
    const dialog = page.getByRole('dialog', { name: adminText.dialog.editTitle });
    await dialog.getByLabel(required(adminText.fields.name)).waitFor();
    for (const tab of Object.values(adminText.dialog.tabs)) {
      await dialog.getByRole('tab', { name: tab }).click();
      expect({ tab, violations: await seriousViolations(page) }).toEqual({ tab, violations: [] });
    }
    await context.close();
  }, 120_000);

  it('deletes an ordered product by archiving it after the spec’s confirmation, and the buyer no longer finds it', async () => {
    const { context, page } = await signedInAdmin();
    // An order names the product, so it is archived rather than deleted.
    const stored = await productFromApi('r-472b-arctic-blend');
    const order = await context.request.post(`${shop.server.url}/api/orders`, {
      headers: { Origin: shop.server.url, 'Idempotency-Key': 'admin-products-e2e-order-1' },
      data: {
        items: [{ productId: stored.id, packaging: 'cylinder', quantity: 1 }],
        guest: true,
        customer: { name: 'Dana Cooper', email: 'dana@example.com' },
        shippingAddress: { street: '12 Main St', city: 'Dallas', state: 'TX', zipCode: '75201', country: 'United States' },
        paymentMethod: 'credit_card',
        payment: { token: await sandboxToken(context.request, shop.server.url), phone: '555-0100' },
        acknowledgeLegal: true,
      },
    });
    expect(order.status(), await order.text()).toBe(201);

    await openPage(page, `${shop.server.url}/admin/products?q=472B&view=table`);
    await page.getByRole('table').waitFor();
    await page.getByRole('button', { name: adminText.card.deleteNamed.replace('{{name}}', NAME) }).click();
    const confirm = page.getByRole('alertdialog', { name: adminText.delete.title });
    await confirm.getByText(adminText.delete.body.replace('{{name}}', NAME)).waitFor();
    await confirm.getByRole('button', { name: adminText.delete.confirm }).click();
    await toastWithTitle(page, adminText.messages.archived).waitFor();
    await page.getByText(adminText.empty.title).waitFor();

    await page.getByLabel(adminText.filters.archived).selectOption('archived');
    await page.waitForURL(/archived=archived/);
    await page.getByRole('button', { name: adminText.card.restoreNamed.replace('{{name}}', NAME) }).waitFor();

    const gone = await fetch(`${shop.server.url}/api/products/r-472b-arctic-blend`);
    expect(gone.status).toBe(404);
    await context.close();
  });
});
