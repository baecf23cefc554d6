import type { Browser, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { PackageKey } from '@domain/pricing';
import type { PublicProduct } from '@domain/schemas/product';
import adminCommon from '../web/src/admin/i18n/en/common.json';
import adminText from '../web/src/admin/i18n/en/products.json';
import en from '../web/src/i18n/en.json';
import fr from '../web/src/i18n/fr.json';
import { ADMIN, signInAsAdminThroughForm } from './support/accounts';
import { openPage } from './support/navigation';
import { fetchProduct, toastWithTitle } from './support/shop';
import { startShopForSuite } from './support/shop-suite';

const PRODUCT = 'R-410A';
const SLUG = 'r-410a';
const CONTAINER = adminText.fields.leadTimePackages.container_20ft;

type ShopTexts = typeof en;

/** "Ships in 2–4 weeks" as the product page's translation writes it. */
const shipsInWeeks = (texts: ShopTexts, min: number, max: number) =>
  texts.product.leadTime.shipsIn.replace('{{time}}', texts.product.leadTime.weeksRange.replace('{{min}}', String(min)).replace('{{max}}', String(max)));

/** The From, To and Unit fields of one package's lead time row, by the names a screen reader hears. */
function leadTimeRow(dialog: Locator, packageName: string) {
  const name = (field: string) => `${field} (${packageName})`;
  return {
    from: dialog.getByRole('textbox', { name: name(adminText.fields.leadTimeFrom), exact: true }),
    to: dialog.getByRole('textbox', { name: name(adminText.fields.leadTimeTo), exact: true }),
    unit: dialog.getByRole('combobox', { name: name(adminText.fields.leadTimeUnit), exact: true }),
  };
}

describe('the admin sets a product’s lead time per package, and the product page says it', () => {
  const shop = startShopForSuite({ ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });

  async function signedInAdmin(): Promise<Page> {
    return signInAsAdminThroughForm(await shop.browser.newPage({ viewport: { width: 1366, height: 900 } }), shop.server.url);
  }

  /** Opens R-410A's Edit dialog on its Details tab, once the stored product has filled it. */
  async function editProduct(page: Page): Promise<Locator> {
    await openPage(page, `${shop.server.url}/admin/products?q=${PRODUCT}`);
    await page.getByRole('button', { name: adminText.card.editNamed.replace('{{name}}', PRODUCT), exact: true }).click();
    const dialog = page.getByRole('dialog', { name: adminText.dialog.editTitle });
    await dialog.getByRole('tab', { name: adminText.dialog.tabs.details }).click();
    await leadTimeRow(dialog, CONTAINER).from.waitFor();
    return dialog;
  }

  async function save(page: Page, dialog: Locator) {
    await page.getByRole('button', { name: adminText.dialog.update }).click();
    await toastWithTitle(page, adminText.messages.updated).waitFor();
    await dialog.waitFor({ state: 'detached' });
  }

  /** What the product page's purchase options say about a package's shipping, read by a visitor in `language`. */
  async function shippingNote(browser: Browser, language: 'en' | 'fr', texts: ShopTexts, packaging: PackageKey): Promise<string> {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'frigidflow_lang', value: language, url: shop.server.url }]);
    const page = await context.newPage();
    await openPage(page, `${shop.server.url}/products/${SLUG}`);
    const options = page.getByRole('region', { name: texts.product.purchaseOptions });
    await options.getByLabel(texts.product.packaging, { exact: true }).selectOption(packaging);
    const note = (await options.getByTestId('lead-time').innerText()).replace(/\s+/g, ' ');
    await context.close();
    return note;
  }

  it('shows the stored lead times, promises none once a row is emptied, then says 2–4 weeks in English and French', async () => {
    const page = await signedInAdmin();
    const demo = await fetchProduct(shop.server.url, SLUG);
    expect(demo.leadTimes.container_20ft).toEqual({ min: 2, max: 4, unit: 'weeks' });

    // The demo's 20ft container time is loaded into its row; emptied, the product promises no time for it.
    let dialog = await editProduct(page);
    let row = leadTimeRow(dialog, CONTAINER);
    expect([await row.from.inputValue(), await row.to.inputValue(), await row.unit.inputValue()]).toEqual(['2', '4', 'weeks']);
    await row.from.fill('');
    await row.to.fill('');
    await save(page, dialog);
    const emptied = await fetchProduct(shop.server.url, SLUG);
    expect(emptied.leadTimes).toEqual({ cylinder: demo.leadTimes.cylinder, pallet: demo.leadTimes.pallet, container_40ft: demo.leadTimes.container_40ft });
    expect(await shippingNote(shop.browser, 'en', en, 'container_20ft')).toBe(en.product.leadTime.freightQuoted);

    // Set again through the form: 2 to 4 weeks.
    dialog = await editProduct(page);
    row = leadTimeRow(dialog, CONTAINER);
    expect([await row.from.inputValue(), await row.to.inputValue()]).toEqual(['', '']);
    await row.from.fill('2');
    await row.to.fill('4');
    await row.unit.selectOption('weeks');
    await save(page, dialog);
    expect((await fetchProduct(shop.server.url, SLUG)).leadTimes).toEqual(demo.leadTimes);

    expect(await shippingNote(shop.browser, 'en', en, 'container_20ft')).toBe(`${shipsInWeeks(en, 2, 4)} ${en.product.leadTime.freightQuoted}`);
    expect(shipsInWeeks(fr, 2, 4)).toBe('Expédié sous 2 à 4 semaines');
    expect(await shippingNote(shop.browser, 'fr', fr, 'container_20ft')).toBe(`${shipsInWeeks(fr, 2, 4)} ${fr.product.leadTime.freightQuoted}`);
    await page.close();
  });

  it('shows the message under the To field when it is shorter than From, and saves nothing', async () => {
    const page = await signedInAdmin();
    const before: PublicProduct = await fetchProduct(shop.server.url, SLUG);
    const dialog = await editProduct(page);
    const row = leadTimeRow(dialog, CONTAINER);
    await row.from.fill('6');
    await row.to.fill('3');
    await page.getByRole('button', { name: adminText.dialog.update }).click();

    const message = dialog.getByText(adminText.messages.leadTimeInvalid, { exact: true });
    await message.waitFor();
    expect(await row.to.getAttribute('aria-invalid')).toBe('true');
    expect(await row.to.getAttribute('aria-describedby')).toBe(await message.getAttribute('id'));
    expect(await row.from.getAttribute('aria-invalid')).toBeNull();
    // The message sits below the To field, not beside or above it.
    const [field, said] = [await row.to.boundingBox(), await message.boundingBox()];
    expect(said && field && said.y >= field.y + field.height).toBe(true);
    await dialog.getByText(adminText.dialog.fixErrors).waitFor();

    // Corrected, the message goes as the admin types; cancelled, the product is as it was.
    await row.to.fill('8');
    await message.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: adminCommon.cancel, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    const after = await fetchProduct(shop.server.url, SLUG);
    expect(after).toEqual(before);
    expect(after.leadTimes.container_20ft).toEqual({ min: 2, max: 4, unit: 'weeks' });
    await page.close();
  });
});
