import { describe, expect, it } from 'vitest';
import { packageUnitPriceCents } from '../pricing';
import { productListResponse, publicProductSchema, type PublicProduct } from './product';

const r410a: PublicProduct = {
  id: '3f0c2d8e-6a61-4d8e-9b0c-6f1a2b3c4d5e',
  slug: 'r-410a',
  name: 'R-410A',
  price: 189.99,
  palletPrice: null,
  container20ftPrice: null,
  container40ftPrice: 220000,
  discount20ft: 0.3,
  discount40ft: null,
  packagingOptions: ['1 Cylinder', '1 Pallet', '20ft Container', '40ft Container'],
  images: ['/uploads/products/r-410a.webp'],
  thumbnailUrl: null,
  sku: 'FF-410A-25',
  epaApproved: true,
  category: 'HFC',
  description: 'HFC blend for residential and light commercial air conditioning.',
  stockQuantity: 320,
  applications: ['Residential AC', 'Heat pumps'],
  sdsUrl: 'https://example.com/sds/r-410a.pdf',
  gtin: null,
  brand: 'FrigidFlow',
  condition: 'new',
  availability: 'in_stock',
  shippingWeight: '25 lbs',
  cylinderNetWeightLb: 25,
  leadTimes: {},
  dimensions: { length: '10', width: '10', height: '17' },
  chemicalFormula: 'CH2F2/CHF2CF3',
  casNumber: '75-10-5/354-33-6',
  unNumber: 'UN3163',
  hazardClass: '2.2',
  technicalSpecs: { 'Boiling point': '-51.6 °C', GWP: '2088' },
  certificateUrls: [{ name: 'AHRI 700', description: null, type: 'quality', pdfUrl: '/uploads/certs/ahri-700.pdf' }],
  createdAt: '2025-01-15T09:30:00.000Z',
};

describe('publicProductSchema', () => {
  it('accepts a product as the API returns it', () => {
    expect(publicProductSchema.parse(r410a)).toEqual(r410a);
  });

  it('gives the pricing rules what they need', () => {
    const product = publicProductSchema.parse(r410a);
    expect(packageUnitPriceCents(product, 'container_20ft')).toBe(15_161_202);
    expect(packageUnitPriceCents(product, 'container_40ft')).toBe(22_000_000);
  });

  it('accepts timestamps with an offset', () => {
    expect(publicProductSchema.safeParse({ ...r410a, createdAt: '2025-01-15T09:30:00+00:00' }).success).toBe(true);
  });

  it('refuses a price sent as text', () => {
    expect(publicProductSchema.safeParse({ ...r410a, price: '189.99' }).success).toBe(false);
  });

  it('refuses a container discount outside 0–1', () => {
    expect(publicProductSchema.safeParse({ ...r410a, discount40ft: 45 }).success).toBe(false);
  });

  it('refuses an unknown availability or condition', () => {
    expect(publicProductSchema.safeParse({ ...r410a, availability: 'sold' }).success).toBe(false);
    expect(publicProductSchema.safeParse({ ...r410a, condition: 'broken' }).success).toBe(false);
  });

  it('carries the net weight of one cylinder as a positive number, or null when unknown', () => {
    expect(publicProductSchema.safeParse({ ...r410a, cylinderNetWeightLb: null }).success).toBe(true);
    expect(publicProductSchema.safeParse({ ...r410a, cylinderNetWeightLb: '25' }).success).toBe(false);
    expect(publicProductSchema.safeParse({ ...r410a, cylinderNetWeightLb: 0 }).success).toBe(false);
  });

  it('refuses a creation date that is not an ISO timestamp', () => {
    expect(publicProductSchema.safeParse({ ...r410a, createdAt: 'yesterday' }).success).toBe(false);
  });
});

describe('productListResponse', () => {
  it('wraps one page of products in a products field, with the total and the page', () => {
    expect(productListResponse.safeParse({ products: [r410a], total: 1, page: 1, pageSize: 24 }).success).toBe(true);
    expect(productListResponse.safeParse({ products: [r410a] }).success).toBe(false);
    expect(productListResponse.safeParse([r410a]).success).toBe(false);
  });
});
