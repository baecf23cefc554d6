import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@domain/schemas/admin';
import { productImageAlt } from '@domain/product-text';
import { PRODUCT_MESSAGES, type AdminProductDetail, type AdminProductRow } from '@domain/schemas/admin-products';
import { ORDER_MESSAGES } from '@domain/schemas/orders';
import { CONTROL_CHARACTERS_MESSAGE } from '@domain/schemas/text';
import { featuredProducts, orderItems, products } from '../../db/schema';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { auditEntriesOf, signInNewAdmin } from '../audit/testing';
import { call, signUp } from '../auth/testing';
import { cookieNamed, line, orderBody, placeOrder } from '../orders/testing';

// The shop's shell and a stand-in for its server build (dist/ssr): product pages show the name and price the
// product's API answer gives, /products lists the catalogue, the home page its featured products.
const SHELL = '<!doctype html><html lang="en"><head><title>Shop</title><script type="module" src="/assets/index-test.js"></script></head><body><div id="root"></div></body></html>';
const RENDERER = `
export async function renderPage(request) {
  const page = (html) => ({ html, language: 'en', state: '{}' });
  const product = /^\\/products\\/([^/?]+)$/.exec(request.url);
  if (product) {
    const answer = await request.readJson('/api/products/' + product[1]);
    return page(answer.status === 200 ? '<h1>' + answer.body.product.name + ' at $' + answer.body.product.price + '</h1>' : '<h1>Product not found</h1>');
  }
  if (request.url.startsWith('/products')) {
    const answer = await request.readJson('/api/products');
    return page('<ul>' + answer.body.products.map((p) => '<li>' + p.name + '</li>').join('') + '</ul>');
  }
  const home = await request.readJson('/api/content/home');
  return page('<ul id="featured">' + home.body.featuredProducts.map((p) => '<li>' + p.name + '</li>').join('') + '</ul>');
}
`;

let t: TestApp;
let admin: { email: string; cookie: string };

beforeAll(async () => {
  t = await createTestApp({ seedDemo: false, web: { shell: SHELL, renderer: RENDERER } });
  admin = await signInNewAdmin(t.app, t.database.db);
});

afterAll(async () => {
  await t?.close();
});

const asAdmin = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown) => call(t.app, method, url, { cookie: admin.cookie, body });
const page = (url: string) => t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
const unique = () => randomUUID().slice(0, 8).toUpperCase();

/** A product added through the API, with stock to sell. */
async function addProduct(fields: Record<string, unknown> = {}): Promise<AdminProductDetail> {
  const res = await asAdmin('POST', '/api/admin/products', { name: `R-T${unique()}`, price: 120, stockQuantity: 500, ...fields });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().product as AdminProductDetail;
}

async function catalogueNames(): Promise<string[]> {
  return ((await call(t.app, 'GET', '/api/products')).json().products as { name: string }[]).map((p) => p.name);
}

async function list(query: string): Promise<{ items: AdminProductRow[]; total: number }> {
  const res = await asAdmin('GET', `/api/admin/products?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('adding a product', () => {
  it('names each missing or wrong field with its message', async () => {
    const empty = await asAdmin('POST', '/api/admin/products', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toMatchObject({ code: 'validation_failed', fields: { name: PRODUCT_MESSAGES.nameRequired, price: PRODUCT_MESSAGES.priceRequired } });

    const wrong = await asAdmin('POST', '/api/admin/products', {
      name: 'R-32\u0000',
      price: 12.345,
      stockQuantity: -1,
      category: 'Plasma',
      sdsUrl: 'javascript:alert(1)',
      packagingOptions: ['a crate'],
      discount20ft: 2,
      technicalSpecs: { '': 'orphan' },
      certificateUrls: [{ name: '', type: 'epa', pdfUrl: '' }],
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({
      name: CONTROL_CHARACTERS_MESSAGE,
      price: PRODUCT_MESSAGES.priceInvalid,
      stockQuantity: PRODUCT_MESSAGES.stockInvalid,
      category: PRODUCT_MESSAGES.categoryInvalid,
      sdsUrl: PRODUCT_MESSAGES.urlInvalid,
      'packagingOptions.0': PRODUCT_MESSAGES.packagingInvalid,
      discount20ft: PRODUCT_MESSAGES.discountInvalid,
      technicalSpecs: PRODUCT_MESSAGES.specNameRequired,
      'certificateUrls.0.name': PRODUCT_MESSAGES.certificateRequired,
      'certificateUrls.0.pdfUrl': PRODUCT_MESSAGES.certificateRequired,
    });
  });

  it('refuses a field the form does not have (a role, a price already computed, an archive date)', async () => {
    for (const extra of [{ role: 'admin' }, { archivedAt: null }, { slug: 'my-own' }]) {
      const res = await asAdmin('POST', '/api/admin/products', { name: 'R-X', price: 1, ...extra });
      expect(res.statusCode, JSON.stringify(extra)).toBe(400);
    }
  });

  it('stores every field of the form, with the spec’s defaults, a slug from the name and an audit entry', async () => {
    const sku = `FF-${unique()}`;
    const created = await addProduct({
      name: 'Réfrigérant R-1234ze Premium',
      sku,
      price: 199.9,
      palletPrice: 7600,
      discount20ft: 0.25,
      container40ftPrice: null,
      packagingOptions: ['pallet', '1 Cylinder'],
      category: 'HFO',
      description: 'Low-GWP HFO.\nSecond line.',
      stockQuantity: 42,
      epaApproved: true,
      chemicalFormula: 'CF3CH=CHF',
      casNumber: '29118-24-9',
      unNumber: 'UN3163',
      hazardClass: '2.2',
      shippingWeight: '30 lbs',
      cylinderNetWeightLb: 25,
      gtin: '00012345678905',
      dimensions: { length: '10 in', width: '10 in', height: '18 in' },
      applications: ['Chillers', '', 'Heat pumps'],
      technicalSpecs: { GWP: '7', ' ODP ': '0' },
      images: ['/uploads/images/main-1200.webp', '/uploads/images/side-1200.webp'],
      sdsUrl: '/uploads/documents/sds.pdf',
      certificateUrls: [{ name: 'AHRI 700', description: 'Purity', type: 'quality', pdfUrl: '/uploads/documents/ahri.pdf' }],
    });
    expect(created).toMatchObject({
      slug: 'refrigerant-r-1234ze-premium',
      sku,
      price: 199.9,
      palletPrice: 7600,
      discount20ft: 0.25,
      container40ftPrice: null,
      packagingOptions: ['1 Cylinder', '1 Pallet'],
      brand: 'FrigidFlow',
      condition: 'new',
      availability: 'in_stock',
      applications: ['Chillers', 'Heat pumps'],
      technicalSpecs: { GWP: '7', ODP: '0' },
      images: ['/uploads/images/main-1200.webp', '/uploads/images/side-1200.webp'],
      certificateUrls: [{ name: 'AHRI 700', description: 'Purity', type: 'quality', pdfUrl: '/uploads/documents/ahri.pdf' }],
      ordered: false,
      archivedAt: null,
    });
    const read = await asAdmin('GET', `/api/admin/products/${created.id}`);
    expect(read.json().product).toEqual(created);

    const [entry] = await auditEntriesOf(t.database.db, 'product', created.id);
    expect(entry).toMatchObject({ action: 'product.create', actorEmail: admin.email, before: null, after: { name: created.name, price: 199.9, sku } });

    const twin = await addProduct({ name: 'Réfrigérant R-1234ze   Premium' });
    expect(twin.slug).toBe('refrigerant-r-1234ze-premium-2');
  });

  it('answers 409 naming the SKU when another product has it, whatever its case', async () => {
    const first = await addProduct({ sku: `FF-${unique()}` });
    const again = await asAdmin('POST', '/api/admin/products', { name: 'Another', price: 5, sku: (first.sku ?? '').toLowerCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'conflict', message: PRODUCT_MESSAGES.skuTaken, fields: { sku: PRODUCT_MESSAGES.skuTaken } });

    const other = await addProduct({ sku: `FF-${unique()}` });
    const taking = await asAdmin('PATCH', `/api/admin/products/${other.id}`, { sku: first.sku, version: other.updatedAt });
    expect(taking.statusCode).toBe(409);
    expect(taking.json().error.fields).toEqual({ sku: PRODUCT_MESSAGES.skuTaken });
    // The product keeps its own SKU, in another case too.
    const recased = await asAdmin('PATCH', `/api/admin/products/${other.id}`, { sku: (other.sku ?? '').toLowerCase(), version: other.updatedAt });
    expect(recased.statusCode, recased.body).toBe(200);
  });
});

describe('editing a product', () => {
  it('changes the fields sent, records them before and after, and keeps the slug', async () => {
    const product = await addProduct({ price: 100, stockQuantity: 10 });
    const res = await asAdmin('PATCH', `/api/admin/products/${product.id}`, { name: `${product.name} Plus`, price: 89.5, version: product.updatedAt });
    expect(res.statusCode, res.body).toBe(200);
    const updated = res.json().product as AdminProductDetail;
    expect(updated).toMatchObject({ name: `${product.name} Plus`, price: 89.5, stockQuantity: 10, slug: product.slug });
    expect(new Date(updated.updatedAt).getTime()).toBeGreaterThan(new Date(product.updatedAt).getTime());

    const [entry] = await auditEntriesOf(t.database.db, 'product', product.id);
    expect(entry).toMatchObject({ action: 'product.update', before: { name: product.name, price: 100 }, after: { name: `${product.name} Plus`, price: 89.5 } });
    // The fields changed, and the product's name on both sides so the log can say which product it was (ADR 035).
    expect(Object.keys(entry?.after ?? {}).sort()).toEqual(['name', 'price', 'productName']);
    expect(entry).toMatchObject({ before: { productName: product.name }, after: { productName: `${product.name} Plus` } });

    const history = await asAdmin('GET', `/api/admin/audit?entityType=product&entityId=${product.id}`);
    expect(history.json().items.map((e: { action: string }) => e.action)).toEqual(['product.update', 'product.create']);
  });

  it('answers 409 to an edit that started before another admin saved, and keeps that admin’s change', async () => {
    const product = await addProduct({ price: 100 });
    const first = await asAdmin('PATCH', `/api/admin/products/${product.id}`, { price: 110, version: product.updatedAt });
    expect(first.statusCode).toBe(200);
    const stale = await asAdmin('PATCH', `/api/admin/products/${product.id}`, { price: 90, version: product.updatedAt });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toEqual({ code: 'conflict', message: ADMIN_MESSAGES.staleEdit });
    expect((await asAdmin('GET', `/api/admin/products/${product.id}`)).json().product.price).toBe(110);
    expect((await auditEntriesOf(t.database.db, 'product', product.id)).map((e) => e.action)).toEqual(['product.update', 'product.create']);
  });

  it('asks for the version and refuses bad values with their field', async () => {
    const product = await addProduct();
    const noVersion = await asAdmin('PATCH', `/api/admin/products/${product.id}`, { price: 1 });
    expect(noVersion.json().error.fields).toEqual({ version: ADMIN_MESSAGES.versionRequired });
    const bad = await asAdmin('PATCH', `/api/admin/products/${product.id}`, { name: ' ', stockQuantity: 2 ** 40, version: product.updatedAt });
    expect(bad.json().error.fields).toEqual({ name: PRODUCT_MESSAGES.nameRequired, stockQuantity: PRODUCT_MESSAGES.stockInvalid });
  });

  it('saves lead times per package, keeps them when an edit leaves them out, clears an emptied one, and shows the shop the result', async () => {
    const product = await addProduct({ leadTimes: { cylinder: { min: 1, max: 3, unit: 'days' }, container_20ft: { min: 2, max: 4, unit: 'weeks' } } });
    expect(product.leadTimes).toEqual({ cylinder: { min: 1, max: 3, unit: 'days' }, container_20ft: { min: 2, max: 4, unit: 'weeks' } });

    const priced = await asAdmin('PATCH', `/api/admin/products/${product.id}`, { price: 130, version: product.updatedAt });
    const kept = priced.json().product as AdminProductDetail;
    expect(kept.leadTimes).toEqual(product.leadTimes);

    // As the form sends them: every row, the empty ones with their unit and no figures.
    const edited = await asAdmin('PATCH', `/api/admin/products/${product.id}`, {
      leadTimes: {
        cylinder: { min: null, max: null, unit: 'days' },
        pallet: { min: 1, max: 2, unit: 'weeks' },
        container_20ft: { min: 3, max: 5, unit: 'weeks' },
        container_40ft: { min: null, max: null, unit: 'weeks' },
      },
      version: kept.updatedAt,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const expected = { pallet: { min: 1, max: 2, unit: 'weeks' }, container_20ft: { min: 3, max: 5, unit: 'weeks' } };
    expect((edited.json().product as AdminProductDetail).leadTimes).toEqual(expected);
    const [entry] = await auditEntriesOf(t.database.db, 'product', product.id);
    expect(entry).toMatchObject({ action: 'product.update', before: { leadTimes: product.leadTimes }, after: { leadTimes: expected } });
    expect((await call(t.app, 'GET', `/api/products/${product.slug}`)).json().product.leadTimes).toEqual(expected);
  });

  it('refuses a lead time whose To is shorter than its From, naming that field, and keeps the stored one', async () => {
    const product = await addProduct({ leadTimes: { container_20ft: { min: 2, max: 4, unit: 'weeks' } } });
    const bad = await asAdmin('PATCH', `/api/admin/products/${product.id}`, {
      leadTimes: { container_20ft: { min: 4, max: 2, unit: 'weeks' }, pallet: { min: null, max: 2, unit: 'weeks' } },
      version: product.updatedAt,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ 'leadTimes.container_20ft.max': PRODUCT_MESSAGES.leadTimeInvalid, 'leadTimes.pallet.min': PRODUCT_MESSAGES.leadTimeInvalid });
    expect((await asAdmin('GET', `/api/admin/products/${product.id}`)).json().product.leadTimes).toEqual({ container_20ft: { min: 2, max: 4, unit: 'weeks' } });
  });

  it('answers 404 for a product that does not exist, and 400 for an address that is not a product id', async () => {
    const missing = randomUUID();
    for (const [method, url, body] of [
      ['GET', `/api/admin/products/${missing}`, undefined],
      ['PATCH', `/api/admin/products/${missing}`, { price: 1, version: new Date().toISOString() }],
      ['DELETE', `/api/admin/products/${missing}`, undefined],
      ['POST', `/api/admin/products/${missing}/restore`, undefined],
    ] as const) {
      const res = await asAdmin(method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error).toEqual({ code: 'not_found', message: PRODUCT_MESSAGES.notFound });
    }
    expect((await asAdmin('GET', '/api/admin/products/not-a-uuid')).statusCode).toBe(400);
  });
});

describe('a product in three languages (docs/decisions/038)', () => {
  const french = { name: 'Mélange arctique', description: 'Mélange HFO pour chambres froides.', applications: ['Chambres froides'], specs: { Lubricant: 'Huile polyolester' }, specLabels: { Lubricant: 'Lubrifiant' } };
  const spanish = { description: 'Mezcla HFO para cámaras frigoríficas.', applications: ['Cámaras frigoríficas'], specs: { Lubricant: 'Aceite poliéster' }, specLabels: { Lubricant: 'Lubricante' } };
  const english = { description: 'HFO blend for cold rooms.', applications: ['Cold rooms'], technicalSpecs: { 'GWP (AR4)': '1453', Lubricant: 'Polyolester oil' } };

  it('saves the French and Spanish texts; the product page answers them, the catalogue list does not', async () => {
    const product = await addProduct({ ...english, translations: { fr: french, es: { ...spanish, name: '  ' } } });
    expect(product.translations).toEqual({ fr: french, es: spanish });
    const answer = (await call(t.app, 'GET', `/api/products/${product.slug}`)).json().product;
    expect(answer.translations).toEqual({ fr: french, es: spanish });
    const list = await call(t.app, 'GET', `/api/products?slugs=${product.slug}`);
    expect(list.json().products).toHaveLength(1);
    expect(list.json().products[0]).not.toHaveProperty('translations');
    expect(list.body).not.toContain('Mélange');
    const row = ((await asAdmin('GET', `/api/admin/products?q=${encodeURIComponent(product.name)}`)).json().items as AdminProductRow[])[0];
    expect(row?.missingLanguages).toEqual([]);
  });

  it('refuses a French description over the English limit naming translations.fr.description, and a field it does not know', async () => {
    const long = await asAdmin('POST', '/api/admin/products', { name: `R-T${unique()}`, price: 10, translations: { fr: { description: 'x'.repeat(5001) } } });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({ 'translations.fr.description': PRODUCT_MESSAGES.descriptionTooLong });
    const spec = await asAdmin('POST', '/api/admin/products', { name: `R-T${unique()}`, price: 10, translations: { es: { specs: { Grade: 'x'.repeat(501) } } } });
    expect(spec.json().error.fields).toEqual({ 'translations.es.specs.Grade': PRODUCT_MESSAGES.specValueTooLong });
    const label = await asAdmin('POST', '/api/admin/products', { name: `R-T${unique()}`, price: 10, translations: { fr: { specLabels: { Lubricant: 'x'.repeat(101) } } } });
    expect(label.statusCode).toBe(400);
    expect(label.json().error.fields).toEqual({ 'translations.fr.specLabels.Lubricant': PRODUCT_MESSAGES.specNameTooLong });
    for (const bad of [{ Lubricant: 42 }, { Lubricant: 'Lubri\nfiant' }, ['Lubrifiant']]) {
      const refused = await asAdmin('POST', '/api/admin/products', { name: `R-T${unique()}`, price: 10, translations: { fr: { specLabels: bad } } });
      expect(refused.statusCode, JSON.stringify(bad)).toBe(400);
      expect(Object.keys(refused.json().error.fields ?? {}).every((field: string) => field.startsWith('translations.fr.specLabels')), refused.body).toBe(true);
    }
    const unknown = await asAdmin('POST', '/api/admin/products', { name: `R-T${unique()}`, price: 10, translations: { de: { description: 'Kältemittel' } } });
    expect(unknown.statusCode).toBe(400);
  });

  it('keeps the translations when an edit leaves them out, drops a spec value with its specification, and logs the change without the texts', async () => {
    const product = await addProduct({ ...english, translations: { fr: french } });
    const priced = await asAdmin('PATCH', `/api/admin/products/${product.id}`, { price: 99, version: product.updatedAt });
    expect(priced.json().product.translations).toEqual({ fr: french });
    const edited = await asAdmin('PATCH', `/api/admin/products/${product.id}`, {
      technicalSpecs: { 'GWP (AR4)': '1453' },
      translations: { fr: { ...french, description: '' } },
      version: priced.json().product.updatedAt,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const { specs: _specs, specLabels: _specLabels, description: _description, ...kept } = french;
    expect(edited.json().product.translations).toEqual({ fr: kept });
    const [entry] = await auditEntriesOf(t.database.db, 'product', product.id);
    expect(Object.keys(entry?.after ?? {}).sort()).toEqual(['productName', 'technicalSpecs', 'translations']);
    // The list marks the languages with something left: French lost its description, Spanish has nothing.
    const row = ((await asAdmin('GET', `/api/admin/products?q=${encodeURIComponent(product.name)}`)).json().items as AdminProductRow[])[0];
    expect(row?.missingLanguages).toEqual(['fr', 'es']);
  });

  it('saves the main image’s alt in three languages; the product page answers it, the catalogue list does not; its translation counts only with an English alt', async () => {
    const plain = await addProduct({ ...english, translations: { fr: french, es: spanish } });
    expect(plain.imageAlt).toBeNull();
    const rowOf = async (name: string) => ((await asAdmin('GET', `/api/admin/products?q=${encodeURIComponent(name)}`)).json().items as AdminProductRow[])[0];
    // No English alt: nothing to translate, the product is fully translated.
    expect((await rowOf(plain.name))?.missingLanguages).toEqual([]);

    const product = await addProduct({
      ...english,
      imageAlt: ' A blue 25 lb cylinder ',
      translations: { fr: { ...french, imageAlt: 'Une bouteille bleue de 25 lb' }, es: { ...spanish, imageAlt: '  ' } },
    });
    expect(product.imageAlt).toBe('A blue 25 lb cylinder');
    expect(product.translations.fr?.imageAlt).toBe('Une bouteille bleue de 25 lb');
    expect(product.translations.es).toEqual(spanish);
    expect((await rowOf(product.name))?.missingLanguages).toEqual(['es']);
    const answer = (await call(t.app, 'GET', `/api/products/${product.slug}`)).json().product;
    expect(answer).toMatchObject({ imageAlt: 'A blue 25 lb cylinder', translations: { fr: { imageAlt: 'Une bouteille bleue de 25 lb' } } });
    expect(productImageAlt(answer, 'fr')).toEqual({ value: 'Une bouteille bleue de 25 lb', language: 'fr' });
    expect(productImageAlt(answer, 'es')).toEqual({ value: 'A blue 25 lb cylinder', language: 'en' });
    const list = await call(t.app, 'GET', `/api/products?slugs=${product.slug}`);
    expect(list.json().products[0]).not.toHaveProperty('imageAlt');
    expect(list.body).not.toContain('A blue 25 lb');

    // An edit that leaves the alt out keeps it; an empty one clears it, and its translations no longer count.
    const priced = await asAdmin('PATCH', `/api/admin/products/${product.id}`, { price: 99, version: product.updatedAt });
    expect(priced.json().product.imageAlt).toBe('A blue 25 lb cylinder');
    const cleared = await asAdmin('PATCH', `/api/admin/products/${product.id}`, { imageAlt: '', version: priced.json().product.updatedAt });
    expect(cleared.json().product.imageAlt).toBeNull();
    expect((await rowOf(product.name))?.missingLanguages).toEqual([]);
  });

  it('refuses a bad alt text with a 400 naming its field', async () => {
    const faults: [Record<string, unknown>, string][] = [
      [{ imageAlt: 'x'.repeat(301) }, 'imageAlt'],
      [{ imageAlt: 'two\nlines' }, 'imageAlt'],
      [{ translations: { fr: { imageAlt: 'x'.repeat(301) } } }, 'translations.fr.imageAlt'],
      [{ translations: { es: { imageAlt: 7 } } }, 'translations.es.imageAlt'],
    ];
    for (const [fields, field] of faults) {
      const res = await asAdmin('POST', '/api/admin/products', { name: `R-T${unique()}`, price: 10, ...fields });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(Object.keys(res.json().error.fields), JSON.stringify(fields)).toEqual([field]);
    }
  });

  it('draws the head of /fr and /es product pages from the translations, English where none is written', async () => {
    const product = await addProduct({ ...english, translations: { fr: french } });
    const head = async (path: string) => {
      const html = (await page(path)).body;
      const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as { name?: string; description?: string };
      return { html, title: /<title>(.*?)<\/title>/.exec(html)?.[1] ?? '', jsonLd };
    };
    const fr = await head(`/fr/products/${product.slug}`);
    expect(fr.title).toContain('Mélange arctique');
    expect(fr.html).toContain(`<meta name="description" content="${french.description}`);
    expect(fr.html).toContain('property="og:title" content="Frigorigène');
    expect(fr.jsonLd).toMatchObject({ name: french.name, description: french.description });
    const es = await head(`/es/products/${product.slug}`);
    expect(es.title).toContain(`Refrigerante HFC ${product.name}`);
    expect(es.jsonLd).toMatchObject({ name: product.name, description: english.description });
    const en = await head(`/products/${product.slug}`);
    expect(en.title).toContain(`${product.name} HFC Refrigerant`);
    expect(en.jsonLd).toMatchObject({ name: product.name, description: english.description });
  });
});

describe('the product list', () => {
  let category: 'CFC';
  const marker = unique();
  beforeAll(async () => {
    category = 'CFC';
    await addProduct({ name: `Alpha ${marker}`, sku: `SKU-${marker}-A`, price: 30, stockQuantity: 0, category });
    await addProduct({ name: `Bravo ${marker}`, sku: `SKU-${marker}-B`, price: 10, stockQuantity: 5, category, availability: 'backorder' });
    await addProduct({ name: `Charlie ${marker}`, sku: `SKU-${marker}-C`, price: 20, stockQuantity: 9, category });
  });

  it('searches name or SKU without case, and counts what matches', async () => {
    const byName = await list(`q=${marker.toLowerCase()}&sort=name`);
    expect(byName.total).toBe(3);
    expect(byName.items.map((p) => p.name)).toEqual([`Alpha ${marker}`, `Bravo ${marker}`, `Charlie ${marker}`]);
    const bySku = await list(`q=sku-${marker.toLowerCase()}-b`);
    expect(bySku.items.map((p) => p.name)).toEqual([`Bravo ${marker}`]);
    expect(bySku.items[0]).toEqual({
      id: expect.any(String),
      name: `Bravo ${marker}`,
      sku: `SKU-${marker}-B`,
      slug: expect.any(String),
      price: 10,
      category: 'CFC',
      availability: 'backorder',
      missingLanguages: [],
      stockQuantity: 5,
      epaApproved: false,
      image: null,
      archivedAt: null,
      updatedAt: expect.any(String),
    });
    // % and _ are searched as themselves.
    expect((await list('q=%25')).total).toBe(0);
  });

  it('sorts in SQL and pages, with the category and the availability a buyer is told', async () => {
    const byPrice = await list(`q=${marker}&sort=-price&pageSize=2`);
    expect(byPrice).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    expect(byPrice.items.map((p) => p.price)).toEqual([30, 20]);
    const second = await list(`q=${marker}&sort=-price&pageSize=2&page=2`);
    expect(second.items.map((p) => p.price)).toEqual([10]);
    expect((await list(`q=${marker}&sort=stock`)).items.map((p) => p.stockQuantity)).toEqual([0, 5, 9]);

    // Marked in stock with none left counts as out of stock, as on the storefront.
    expect((await list(`q=${marker}&availability=out_of_stock`)).items.map((p) => p.name)).toEqual([`Alpha ${marker}`]);
    expect((await list(`q=${marker}&availability=in_stock`)).items.map((p) => p.name)).toEqual([`Charlie ${marker}`]);
    expect((await list(`q=${marker}&category=${category}`)).total).toBe(3);
    expect((await list(`q=${marker}&category=HFC`)).total).toBe(0);
  });

  it('refuses an unknown sort or filter naming the parameter', async () => {
    const res = await asAdmin('GET', '/api/admin/products?sort=password&archived=deleted&pageSize=1000');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['archived', 'pageSize', 'sort']);
  });
});

describe('deleting a product', () => {
  it('deletes one nobody ordered, with its audit entry and its featured entries', async () => {
    const product = await addProduct();
    await t.database.db.insert(featuredProducts).values({ productId: product.id, sectionName: 'trending' });
    const res = await asAdmin('DELETE', `/api/admin/products/${product.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 'deleted', id: product.id });
    expect(await t.database.db.select().from(products).where(eq(products.id, product.id))).toEqual([]);
    const [entry] = await auditEntriesOf(t.database.db, 'product', product.id);
    expect(entry).toMatchObject({ action: 'product.delete', before: { id: product.id, name: product.name }, after: null });
    expect((await asAdmin('GET', `/api/admin/products/${product.id}`)).statusCode).toBe(404);
  });

  it('archives one that was ordered: the shop no longer sells it, the order keeps it, restore brings it back', async () => {
    const product = await addProduct({ price: 75 });
    const ordered = await placeOrder(t.app, orderBody([line(product.id, 2)]));
    expect(ordered.statusCode, ordered.body).toBe(201);
    const orderNumber = ordered.json().order.orderNumber as string;
    expect((await asAdmin('GET', `/api/admin/products/${product.id}`)).json().product.ordered).toBe(true);

    const res = await asAdmin('DELETE', `/api/admin/products/${product.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ result: 'archived', product: { id: product.id, ordered: true, archivedAt: expect.any(String) } });
    const [entry] = await auditEntriesOf(t.database.db, 'product', product.id);
    expect(entry).toMatchObject({ action: 'product.archive', before: { archivedAt: null }, after: { archivedAt: expect.any(String) } });

    // The order is whole: its line still names the product, and the buyer still reads it.
    const [orderLine] = await t.database.db.select().from(orderItems).where(eq(orderItems.productId, product.id));
    expect(orderLine).toMatchObject({ productName: product.name, quantity: 2, price: '75.00' });
    const read = await call(t.app, 'GET', `/api/orders/${orderNumber}`, { cookie: cookieNamed(ordered, 'ff_guest_orders') });
    expect(read.statusCode).toBe(200);
    expect(read.json().order.items[0]).toMatchObject({ productName: product.name });

    // Nobody can order or quote it any more.
    const again = await placeOrder(t.app, orderBody([line(product.id)]));
    expect(again.statusCode).toBe(404);
    expect(again.json().error.fields).toEqual({ 'items.0.productId': ORDER_MESSAGES.productNotFound });
    const { cookie } = await signUp(t.app);
    const quote = await call(t.app, 'POST', '/api/quotes', {
      cookie,
      body: { items: [line(product.id)], customerName: 'Dana Cooper', companyName: 'Cooper HVAC', customerEmail: 'dana@example.com' },
    });
    expect(quote.statusCode).toBe(404);

    // The list hides it unless asked; deleting it again changes nothing.
    expect((await list(`q=${product.sku ?? product.name}`)).total).toBe(0);
    expect((await list(`q=${product.name}&archived=archived`)).items.map((p) => p.id)).toEqual([product.id]);
    expect((await list(`q=${product.name}&archived=all`)).total).toBe(1);
    expect((await asAdmin('DELETE', `/api/admin/products/${product.id}`)).json().result).toBe('archived');

    const restored = await asAdmin('POST', `/api/admin/products/${product.id}/restore`);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().product.archivedAt).toBeNull();
    expect(await catalogueNames()).toContain(product.name);
    expect((await auditEntriesOf(t.database.db, 'product', product.id))[0]).toMatchObject({ action: 'product.restore', after: { archivedAt: null } });
    const twice = await asAdmin('POST', `/api/admin/products/${product.id}/restore`);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(PRODUCT_MESSAGES.notArchived);
  });
});

describe('the storefront follows at once', () => {
  it('shows a new product in the catalogue, its page and the sitemap; then its new price; then nothing once archived', async () => {
    // Pages and the sitemap drawn before the change, so a kept copy would show.
    await page('/products');
    await call(t.app, 'GET', '/sitemap.xml');
    const product = await addProduct({ name: `R-Storefront ${unique()}`, price: 150 });
    expect(await catalogueNames()).toContain(product.name);
    expect((await call(t.app, 'GET', `/api/products/${product.slug}`)).json().product.price).toBe(150);
    expect((await page('/products')).body).toContain(`<li>${product.name}</li>`);
    const shown = await page(`/products/${product.slug}`);
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain(`<h1>${product.name} at $150</h1>`);
    expect(shown.body).toContain(`<title>${product.name} ${product.category} Refrigerant`);
    expect((await call(t.app, 'GET', '/sitemap.xml')).body).toContain(`/products/${product.slug}</loc>`);
    expect((await call(t.app, 'GET', '/api/products?search=storefront')).json().products.map((p: { id: string }) => p.id)).toContain(product.id);

    const repriced = await asAdmin('PATCH', `/api/admin/products/${product.id}`, { price: 139.99, version: product.updatedAt });
    expect(repriced.statusCode).toBe(200);
    expect((await call(t.app, 'GET', `/api/products/${product.slug}`)).json().product.price).toBe(139.99);
    expect((await page(`/products/${product.slug}`)).body).toContain(`<h1>${product.name} at $139.99</h1>`);

    await placeOrder(t.app, orderBody([line(product.id)]));
    expect((await asAdmin('DELETE', `/api/admin/products/${product.id}`)).json().result).toBe('archived');
    expect(await catalogueNames()).not.toContain(product.name);
    expect((await call(t.app, 'GET', `/api/products/${product.slug}`)).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/products?search=storefront')).json().products).toEqual([]);
    const gone = await page(`/products/${product.slug}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.body).toContain('<h1>Product not found</h1>');
    expect((await page('/products')).body).not.toContain(product.name);
    expect((await call(t.app, 'GET', '/sitemap.xml')).body).not.toContain(`/products/${product.slug}<`);
  });

  it('takes an archived product off the home page’s featured products, and a deleted one too', async () => {
    const featured = await addProduct({ name: `R-Featured ${unique()}` });
    const plain = await addProduct({ name: `R-Plain ${unique()}` });
    await t.database.db.insert(featuredProducts).values([
      { productId: featured.id, sectionName: 'featured', orderIndex: 0 },
      { productId: plain.id, sectionName: 'featured', orderIndex: 1 },
    ]);
    t.app.content.invalidate();
    const home = async () => ((await call(t.app, 'GET', '/api/content/home')).json().featuredProducts as { name: string }[]).map((p) => p.name);
    expect(await home()).toEqual(expect.arrayContaining([featured.name, plain.name]));
    expect((await page('/')).body).toContain(`<li>${featured.name}</li>`);

    const renamed = await asAdmin('PATCH', `/api/admin/products/${featured.id}`, { name: `${featured.name} v2`, version: featured.updatedAt });
    expect(await home()).toContain(`${featured.name} v2`);
    await placeOrder(t.app, orderBody([line(featured.id)]));
    expect((await asAdmin('DELETE', `/api/admin/products/${featured.id}`)).json().result).toBe('archived');
    expect(await home()).not.toContain(renamed.json().product.name);
    expect((await page('/')).body).not.toContain(renamed.json().product.name);
    expect((await asAdmin('DELETE', `/api/admin/products/${plain.id}`)).json().result).toBe('deleted');
    expect(await home()).not.toContain(plain.name);
  });
});

// On the PostgreSQL server these run at once (DATABASE_URL=… npx vitest run this file); PGlite serialises them.
describe('two admins at the same moment', () => {
  it('adding one SKU twice: one product, and a 409 naming the SKU for the other', async () => {
    const sku = `RACE-${unique()}`;
    const answers = await Promise.all([1, 2, 3].map((n) => asAdmin('POST', '/api/admin/products', { name: `Race ${sku} ${n}`, price: 1, sku })));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 409, 409]);
    for (const res of answers.filter((r) => r.statusCode === 409)) expect(res.json().error.fields).toEqual({ sku: PRODUCT_MESSAGES.skuTaken });
    expect((await list(`q=${sku}`)).total).toBe(1);
  });

  it('adding one name twice: two products with their own slugs', async () => {
    const name = `Same Name ${unique()}`;
    const answers = await Promise.all([1, 2, 3].map(() => asAdmin('POST', '/api/admin/products', { name, price: 1 })));
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201]);
    const slugs = answers.map((res) => res.json().product.slug as string).sort();
    const base = slugs[0] ?? '';
    expect(slugs).toEqual([base, `${base}-2`, `${base}-3`]);
  });

  it('saving one version twice: one edit, a 409 for the other', async () => {
    const product = await addProduct({ price: 100 });
    const answers = await Promise.all([111, 122].map((price) => asAdmin('PATCH', `/api/admin/products/${product.id}`, { price, version: product.updatedAt })));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const saved = answers.find((res) => res.statusCode === 200)?.json().product.price;
    expect((await asAdmin('GET', `/api/admin/products/${product.id}`)).json().product.price).toBe(saved);
    expect((await auditEntriesOf(t.database.db, 'product', product.id)).filter((e) => e.action === 'product.update')).toHaveLength(1);
  });
});
