import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { packageUnitPriceCents } from '../pricing';
import {
  adminProductListQuery,
  fractionOfPercent,
  linesOf,
  mainImageFirst,
  parseDecimalInput,
  percentText,
  packagingLabels,
  PRODUCT_LIMITS,
  PRODUCT_MESSAGES,
  productCreateRequest,
  productFormSchema,
  productUpdateRequest,
  type ProductFormValues,
} from './admin-products';
import { CONTROL_CHARACTERS_MESSAGE } from './text';

/** The messages of a failed parse, by dotted path (the first per path, as the API's `fields`). */
function fieldsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.map(String).join('.')] ??= issue.message;
  return fields;
}

/** The form as the dialog opens it for a new product, with a name and a price typed. */
const blankForm = (change: Partial<ProductFormValues> = {}): ProductFormValues => ({
  name: 'R-454B',
  sku: '',
  price: 210,
  palletPrice: null,
  container20ftPrice: null,
  container40ftPrice: null,
  discount20ft: null,
  discount40ft: null,
  packagingOptions: '',
  category: 'HFO',
  description: '',
  availability: 'in_stock',
  condition: 'new',
  stockQuantity: 0,
  epaApproved: false,
  certificationRequired: false,
  brand: '',
  chemicalFormula: '',
  casNumber: '',
  unNumber: '',
  hazardClass: '',
  shippingWeight: '',
  cylinderNetWeightLb: null,
  gtin: '',
  dimensions: { length: '', width: '', height: '' },
  applications: '',
  technicalSpecs: [],
  image: '',
  gallery: [],
  sdsUrl: '',
  certificateUrls: [],
  ...change,
});

describe('the product form rules (back-office spec §5)', () => {
  it('requires Product Name and Price, and nothing else', () => {
    const missing = productCreateRequest.safeParse({});
    expect(fieldsOf(missing)).toEqual({ name: PRODUCT_MESSAGES.nameRequired, price: PRODUCT_MESSAGES.priceRequired });
    expect(productCreateRequest.parse({ name: ' R-32 ', price: 120 })).toEqual({ name: 'R-32', price: 120 });
  });

  it('refuses a blank name, a null price, fractional stock and a price with more than 2 decimals', () => {
    const result = productCreateRequest.safeParse({ name: '   ', price: null, stockQuantity: 1.5 });
    expect(fieldsOf(result)).toEqual({ name: PRODUCT_MESSAGES.nameRequired, price: PRODUCT_MESSAGES.priceRequired, stockQuantity: PRODUCT_MESSAGES.stockInvalid });
    expect(fieldsOf(productCreateRequest.safeParse({ name: 'X', price: 10.005 }))).toEqual({ price: PRODUCT_MESSAGES.priceInvalid });
  });

  it('keeps every amount and number inside its column (RELIABILITY 32)', () => {
    const tooBig = productCreateRequest.safeParse({
      name: 'X',
      price: PRODUCT_LIMITS.unitPrice + 0.01,
      palletPrice: 10_000_000_000,
      discount40ft: 1.01,
      stockQuantity: 2 ** 31,
      cylinderNetWeightLb: 0,
    });
    expect(fieldsOf(tooBig)).toEqual({
      price: PRODUCT_MESSAGES.priceInvalid,
      palletPrice: PRODUCT_MESSAGES.amountInvalid,
      discount40ft: PRODUCT_MESSAGES.discountInvalid,
      stockQuantity: PRODUCT_MESSAGES.stockInvalid,
      cylinderNetWeightLb: PRODUCT_MESSAGES.weightInvalid,
    });
    expect(fieldsOf(productCreateRequest.safeParse({ name: 'x'.repeat(151), price: 1, sku: 's'.repeat(65) }))).toEqual({
      name: PRODUCT_MESSAGES.nameTooLong,
      sku: PRODUCT_MESSAGES.skuTooLong,
    });
  });

  it('accepts any price in cents up to the limit, and the 40ft container computed from it fits an order line', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: PRODUCT_LIMITS.unitPrice * 100 }), (cents) => {
        const parsed = productCreateRequest.parse({ name: 'X', price: cents / 100 });
        expect(Math.round(parsed.price * 100)).toBe(cents);
        expect(packageUnitPriceCents({ price: parsed.price }, 'container_40ft')).toBeLessThanOrEqual(PRODUCT_LIMITS.packagePrice * 100);
      }),
    );
  });

  it('refuses NUL and other control characters in text, naming the field', () => {
    const result = productCreateRequest.safeParse({ name: 'R\u0000', price: 1, casNumber: 'a\u0007', applications: ['ok', 'x\ud800'] });
    expect(fieldsOf(result)).toEqual({ name: CONTROL_CHARACTERS_MESSAGE, casNumber: CONTROL_CHARACTERS_MESSAGE, 'applications.1': CONTROL_CHARACTERS_MESSAGE });
  });

  it('refuses links that are not a web address or an uploaded path', () => {
    for (const url of ['javascript:alert(1)', '//evil.example/x.png', 'data:image/png;base64,AAAA', 'uploads/x.png']) {
      expect(fieldsOf(productCreateRequest.safeParse({ name: 'X', price: 1, sdsUrl: url, images: [url] })), url).toEqual({
        sdsUrl: PRODUCT_MESSAGES.urlInvalid,
        'images.0': PRODUCT_MESSAGES.urlInvalid,
      });
    }
    const ok = productCreateRequest.parse({ name: 'X', price: 1, sdsUrl: '/uploads/documents/sds.pdf', images: ['https://cdn.example.com/a.webp', '/uploads/images/a-1200.webp'] });
    expect(ok.sdsUrl).toBe('/uploads/documents/sds.pdf');
  });

  it('turns empty optional texts into null and an empty brand into the default brand', () => {
    const parsed = productCreateRequest.parse({ name: 'X', price: 1, sku: '  ', gtin: '', brand: '', description: '  ', dimensions: { length: '', width: ' ', height: '' } });
    expect(parsed).toMatchObject({ sku: null, gtin: null, brand: 'FrigidFlow', description: null, dimensions: null });
  });

  it('reads packaging labels as packages, stored once each, smallest first; anything else is refused', () => {
    expect(productCreateRequest.parse({ name: 'X', price: 1, packagingOptions: ['40ft container', 'pallet', 'Cylinder', '1 Pallet'] }).packagingOptions).toEqual([
      '1 Cylinder',
      '1 Pallet',
      '40ft Container',
    ]);
    expect(fieldsOf(productCreateRequest.safeParse({ name: 'X', price: 1, packagingOptions: ['1 Pallet', 'a box'] }))).toEqual({
      'packagingOptions.1': PRODUCT_MESSAGES.packagingInvalid,
    });
    expect(packagingLabels([])).toEqual([]);
  });

  it('refuses unknown fields such as a role or a computed price', () => {
    expect(productCreateRequest.safeParse({ name: 'X', price: 1, role: 'admin' }).success).toBe(false);
    expect(productCreateRequest.safeParse({ name: 'X', price: 1, archivedAt: null }).success).toBe(false);
  });
});

describe('an edit', () => {
  it('carries the version it started from, and only the fields it changes', () => {
    expect(fieldsOf(productUpdateRequest.safeParse({ price: 5 }))).toEqual({ version: expect.any(String) });
    expect(productUpdateRequest.parse({ price: 5, version: '2026-05-01T10:00:00.000Z' })).toEqual({ price: 5, version: '2026-05-01T10:00:00.000Z' });
  });
});

describe('the form side', () => {
  it('reads applications and packaging one per line, blank lines dropped', () => {
    const output = productFormSchema.parse(blankForm({ applications: '  Chillers \n\n\r\nHeat pumps\n', packagingOptions: 'pallet\n\n1 Cylinder\n' }));
    expect(output.applications).toEqual(['Chillers', 'Heat pumps']);
    expect(output.packagingOptions).toEqual(['1 Cylinder', '1 Pallet']);
    expect(linesOf('a\n \nb\r\nc')).toEqual(['a', 'b', 'c']);
  });

  it('puts the main image first in images, the gallery after it without repeating it', () => {
    const output = productFormSchema.parse(blankForm({ image: '/uploads/images/main-1200.webp', gallery: [{ url: '/uploads/images/side-1200.webp' }, { url: '/uploads/images/main-1200.webp' }] }));
    expect(output.images).toEqual(['/uploads/images/main-1200.webp', '/uploads/images/side-1200.webp']);
    expect(mainImageFirst(null, ['/b', '/a'])).toEqual(['/b', '/a']);
    expect(mainImageFirst(' ', [])).toEqual([]);
  });

  it('turns specification rows into one object, dropping empty rows; names are needed once each', () => {
    const output = productFormSchema.parse(blankForm({ technicalSpecs: [{ name: ' GWP ', value: ' 466 ' }, { name: '', value: '' }, { name: 'ODP', value: '0' }] }));
    expect(output.technicalSpecs).toEqual({ GWP: '466', ODP: '0' });
    const refused = productFormSchema.safeParse(blankForm({ technicalSpecs: [{ name: 'GWP', value: '1' }, { name: 'gwp', value: '2' }, { name: '', value: 'orphan' }] }));
    expect(fieldsOf(refused)).toEqual({ 'technicalSpecs.1.name': PRODUCT_MESSAGES.specNameRepeated, 'technicalSpecs.2.name': PRODUCT_MESSAGES.specNameRequired });
  });

  it('asks for a certificate’s name and PDF with the spec’s message', () => {
    const refused = productFormSchema.safeParse(blankForm({ certificateUrls: [{ name: '', description: '', type: 'epa', pdfUrl: '' }] }));
    expect(fieldsOf(refused)).toMatchObject({ 'certificateUrls.0.name': PRODUCT_MESSAGES.certificateRequired, 'certificateUrls.0.pdfUrl': PRODUCT_MESSAGES.certificateRequired });
  });

  it('gives what the API takes', () => {
    const output = productFormSchema.parse(blankForm({ sku: 'FF-454B', applications: 'Chillers', image: '/uploads/images/m-1200.webp' }));
    expect(productCreateRequest.parse(output)).toEqual(output);
  });
});

describe('numbers as typed', () => {
  it('reads dots, decimal commas and spaced thousands; empty is no value; anything else is not a number', () => {
    expect(parseDecimalInput('')).toBeNull();
    expect(parseDecimalInput('  ')).toBeNull();
    expect(parseDecimalInput('229')).toBe(229);
    expect(parseDecimalInput('199.90')).toBe(199.9);
    expect(parseDecimalInput('199,90')).toBe(199.9);
    expect(parseDecimalInput('1 234,50')).toBe(1234.5);
    expect(parseDecimalInput('1,234.50')).toBe(1234.5);
    expect(parseDecimalInput('12abc')).toBeNaN();
    expect(parseDecimalInput('1e3')).toBeNaN();
    expect(parseDecimalInput(219.5)).toBe(219.5);
    expect(parseDecimalInput(null)).toBeNull();
  });

  it('shows a discount as a percentage and reads it back as the stored fraction', () => {
    expect(percentText(0.3)).toBe('30');
    expect(percentText(0.125)).toBe('12.5');
    expect(percentText(null)).toBe('');
    expect(fractionOfPercent('30')).toBe(0.3);
    expect(fractionOfPercent('33,33')).toBe(0.3333);
    expect(fractionOfPercent('')).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (basisPoints) => {
        const fraction = basisPoints / 10_000;
        expect(fractionOfPercent(percentText(fraction))).toBe(fraction);
      }),
    );
  });
});

describe('the list query', () => {
  it('shows active products newest first by default, and reads filters and sorts', () => {
    expect(adminProductListQuery.parse({})).toEqual({ page: 1, pageSize: 25, sort: { column: 'createdAt', direction: 'desc' }, archived: 'active' });
    expect(adminProductListQuery.parse({ sort: '-price', category: 'HFC', availability: 'out_of_stock', archived: 'all', q: ' r-410 ' })).toMatchObject({
      sort: { column: 'price', direction: 'desc' },
      category: 'HFC',
      availability: 'out_of_stock',
      archived: 'all',
      q: 'r-410',
    });
  });

  it('refuses unknown filters and sorts, and names a control character as such', () => {
    expect(fieldsOf(adminProductListQuery.safeParse({ sort: 'password', category: 'hfc', archived: 'deleted' }))).toEqual({
      sort: expect.any(String),
      category: PRODUCT_MESSAGES.categoryInvalid,
      archived: expect.any(String),
    });
    expect(fieldsOf(adminProductListQuery.safeParse({ sort: 'a\u0000', page: '1\u0000' }))).toEqual({ sort: CONTROL_CHARACTERS_MESSAGE, page: CONTROL_CHARACTERS_MESSAGE });
  });
});
