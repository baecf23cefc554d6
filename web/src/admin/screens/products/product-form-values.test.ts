import { describe, expect, it } from 'vitest';
import { PRODUCT_MESSAGES, productFormSchema, type AdminProductDetail, type ProductFormValues } from '@domain/schemas/admin-products';
import { errorsOnTab, firstTabWithErrors, formValuesOf, NEW_PRODUCT } from './product-form-values';

const STORED: AdminProductDetail = {
  id: '7d1f9a52-3c4b-4e8a-9f1e-2a6b8c0d4e5f',
  slug: 'r-410a',
  name: 'R-410A',
  sku: 'FF-R410A-25',
  price: 189.99,
  palletPrice: null,
  container20ftPrice: null,
  container40ftPrice: null,
  discount20ft: null,
  discount40ft: null,
  packagingOptions: [],
  category: 'HFC',
  description: null,
  availability: 'in_stock',
  condition: 'new',
  stockQuantity: 500,
  epaApproved: true,
  certificationRequired: true,
  brand: 'FrigidFlow',
  chemicalFormula: null,
  casNumber: null,
  unNumber: null,
  hazardClass: null,
  shippingWeight: null,
  cylinderNetWeightLb: null,
  leadTimes: { cylinder: { min: 1, max: 3, unit: 'days' }, container_20ft: { min: 2, max: 4, unit: 'weeks' } },
  gtin: null,
  dimensions: null,
  applications: [],
  technicalSpecs: {},
  images: [],
  imageAlt: null,
  thumbnailUrl: null,
  sdsUrl: null,
  certificateUrls: [],
  translations: {},
  ordered: false,
  archivedAt: null,
  createdAt: '2026-01-05T10:00:00.000Z',
  updatedAt: '2026-01-05T10:00:00.000Z',
};

const formOf = (product: AdminProductDetail) => formValuesOf(product, (key) => key) as ProductFormValues;

describe('the product form’s lead times', () => {
  it('shows a row for every package, the stored ones filled, and saves them back unchanged', () => {
    const values = formOf(STORED);
    expect(values.leadTimes).toEqual({
      cylinder: { min: 1, max: 3, unit: 'days' },
      pallet: { min: null, max: null, unit: 'weeks' },
      container_20ft: { min: 2, max: 4, unit: 'weeks' },
      container_40ft: { min: null, max: null, unit: 'weeks' },
    });
    expect(productFormSchema.parse(values).leadTimes).toEqual(STORED.leadTimes);
  });

  it('keeps a product without lead times without any, whichever unit the empty rows show', () => {
    expect(productFormSchema.parse(formOf({ ...STORED, leadTimes: {} })).leadTimes).toEqual({});
    const added = productFormSchema.parse({ ...NEW_PRODUCT, name: 'R-32', price: 120 } as ProductFormValues);
    expect(added.leadTimes).toEqual({});
  });

  it('saves figures typed into an empty row, and drops a row emptied', () => {
    const values = formOf(STORED);
    const typed = { ...values.leadTimes, pallet: { min: 1, max: 2, unit: 'weeks' }, cylinder: { min: null, max: null, unit: 'days' } } as const;
    expect(productFormSchema.parse({ ...values, leadTimes: typed }).leadTimes).toEqual({ pallet: { min: 1, max: 2, unit: 'weeks' }, container_20ft: { min: 2, max: 4, unit: 'weeks' } });
  });

  it('names the field at fault: To when it is shorter than From, From when only To is typed, a figure that is not whole', () => {
    const values = formOf(STORED);
    const issuesOf = (leadTimes: ProductFormValues['leadTimes']) =>
      productFormSchema.safeParse({ ...values, leadTimes }).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issuesOf({ ...values.leadTimes, container_20ft: { min: 4, max: 2, unit: 'weeks' } })).toEqual([['leadTimes.container_20ft.max', PRODUCT_MESSAGES.leadTimeInvalid]]);
    expect(issuesOf({ ...values.leadTimes, pallet: { min: null, max: 2, unit: 'weeks' } })).toEqual([['leadTimes.pallet.min', PRODUCT_MESSAGES.leadTimeInvalid]]);
    expect(issuesOf({ ...values.leadTimes, cylinder: { min: 1.5, max: 3, unit: 'days' } })).toEqual([['leadTimes.cylinder.min', PRODUCT_MESSAGES.leadTimeInvalid]]);
    expect(issuesOf({ ...values.leadTimes, container_40ft: { min: 1, max: 60, unit: 'weeks' } })).toEqual([['leadTimes.container_40ft.max', PRODUCT_MESSAGES.leadTimeInvalid]]);
  });
});

describe('the product form’s specification translations (docs/decisions/038)', () => {
  const translated: AdminProductDetail = {
    ...STORED,
    technicalSpecs: { Lubricant: 'Polyolester oil', 'GWP (AR4)': '2088' },
    translations: { fr: { specs: { Lubricant: 'Huile polyolester' }, specLabels: { Lubricant: 'Lubrifiant' } }, es: { specLabels: { Lubricant: 'Lubricante' } } },
  };

  it('shows each row’s translated name beside its translated value, and saves them back unchanged', () => {
    const values = formOf(translated);
    expect(values.technicalSpecs[0]).toEqual({ name: 'Lubricant', value: 'Polyolester oil', fr: 'Huile polyolester', es: '', frName: 'Lubrifiant', esName: 'Lubricante' });
    expect(productFormSchema.parse(values).translations).toEqual(translated.translations);
  });

  it('refuses a translated name longer than an English name may be, on its row', () => {
    const values = formOf(translated);
    const rows = values.technicalSpecs.map((row, index) => (index === 0 ? { ...row, esName: 'x'.repeat(101) } : row));
    const result = productFormSchema.safeParse({ ...values, technicalSpecs: rows });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['technicalSpecs.0.esName', PRODUCT_MESSAGES.specNameTooLong]]);
  });
});

describe('the product form’s errors by tab', () => {
  const error = (message: string) => ({ type: 'custom', message });

  it('counts a French alt text on the Images tab, and a Spanish name on the Basic tab', () => {
    const errors = { translations: { fr: { imageAlt: error('Too long') }, es: { name: error('Too long') } }, sku: error('Required') } as never;
    expect(errorsOnTab(errors, 'basic')).toBe(2);
    expect(errorsOnTab(errors, 'images')).toBe(1);
    expect(errorsOnTab(errors, 'details')).toBe(0);
  });

  it('leads to the Images tab when only a translated alt text is wrong', () => {
    const errors = { translations: { es: { imageAlt: error('Too long') } } } as never;
    expect(firstTabWithErrors(errors)).toBe('images');
    expect(errorsOnTab(errors, 'basic')).toBe(0);
  });

  it('shows an error on the translations as a whole with the names', () => {
    expect(errorsOnTab({ translations: error('Invalid') } as never, 'basic')).toBe(1);
  });
});
