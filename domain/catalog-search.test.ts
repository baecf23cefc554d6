import { describe, expect, it } from 'vitest';
import {
  matchesCategory,
  matchesSearch,
  normalizeSearchText,
  sortProducts,
  type SearchableProduct,
} from './catalog-search';

const r410a: SearchableProduct = {
  name: 'R-410A',
  description: 'HFC blend for residential and light commercial air conditioning.',
  sku: 'FF-410A-25',
  chemicalFormula: 'CH2F2/CHF2CF3',
  casNumber: '75-10-5',
  applications: ['Residential AC', 'Heat pumps'],
  category: 'HFC',
  price: '189.99',
};
const r134a: SearchableProduct = {
  name: 'R-134a',
  description: 'Single-component HFC.',
  sku: 'FF-134A-30',
  chemicalFormula: 'CH2FCF3',
  casNumber: '811-97-2',
  applications: ['Mobile AC', 'Vehicle air conditioning', 'Medium-temperature refrigeration'],
  category: 'HFC',
  price: 149.5,
};
const r22: SearchableProduct = {
  name: 'R-22',
  description: 'Legacy HCFC for servicing existing systems.',
  sku: 'FF-22-30',
  chemicalFormula: 'CHClF2',
  casNumber: '75-45-6',
  applications: ['Vacuum pump testing', 'Industrial process chillers'],
  category: 'HCFC',
  price: '299.00',
};
const r717: SearchableProduct = { name: 'R-717', category: 'Natural', price: '89.00', applications: ['Machine rooms'] };

describe('normalizeSearchText', () => {
  it('lower-cases and removes hyphens and spaces', () => {
    expect(normalizeSearchText(' R-410A  Blend ')).toBe('r410ablend');
  });
});

describe('matchesSearch', () => {
  it.each(['R-410A', 'r410a', 'R 410A', '410a', '410A'])('finds R-410A by "%s"', (query) => {
    expect(matchesSearch(r410a, query)).toBe(true);
  });

  it.each([
    ['R 134A', r134a],
    ['r22', r22],
    ['22', r22],
    ['134a', r134a],
  ])('finds a refrigerant by its number written as "%s"', (query, product) => {
    expect(matchesSearch(product, query)).toBe(true);
  });

  it('searches description, SKU, formula, CAS number and applications', () => {
    expect(matchesSearch(r410a, 'light commercial')).toBe(true);
    expect(matchesSearch(r410a, 'ff-410a')).toBe(true);
    expect(matchesSearch(r134a, 'ch2fcf3')).toBe(true);
    expect(matchesSearch(r22, '75-45-6')).toBe(true);
    expect(matchesSearch(r22, '75456')).toBe(true);
    expect(matchesSearch(r410a, 'heat pump')).toBe(true);
  });

  it('drops a leading r only before a digit', () => {
    expect(matchesSearch({ ...r410a, description: 'Works with 410A systems' }, 'R410A systems')).toBe(true);
    expect(matchesSearch({ name: 'Industrial blend', category: 'HFC', price: 1 }, 'rust')).toBe(false);
  });

  it('matches everything with an empty query', () => {
    expect(matchesSearch(r717, '  ')).toBe(true);
  });

  it('does not match unrelated text', () => {
    expect(matchesSearch(r410a, 'R-404A')).toBe(false);
  });

  it('tolerates products without optional fields', () => {
    expect(matchesSearch({ name: 'R-744', category: 'Natural', price: 1, description: null, applications: null }, '744')).toBe(true);
  });
});

describe('matchesCategory', () => {
  it('matches every product with all', () => {
    expect([r410a, r22, r717].every((p) => matchesCategory(p, 'all'))).toBe(true);
  });

  it('matches the product category ignoring case', () => {
    expect(matchesCategory(r410a, 'hfc')).toBe(true);
    expect(matchesCategory(r717, 'natural')).toBe(true);
    expect(matchesCategory(r22, 'HCFC')).toBe(true);
    expect(matchesCategory(r22, 'hfc')).toBe(false);
  });

  it('places products in automotive by mobile AC or vehicle applications', () => {
    expect(matchesCategory(r134a, 'automotive')).toBe(true);
    expect(matchesCategory({ category: 'HFO', applications: ['Automotive'] }, 'automotive')).toBe(true);
    expect(matchesCategory({ category: 'HFO', applications: ['Mobile-AC retrofit'] }, 'automotive')).toBe(true);
    expect(matchesCategory({ category: 'HFO', applications: ['Commercial vehicles'] }, 'automotive')).toBe(true);
    expect(matchesCategory(r410a, 'automotive')).toBe(false);
  });

  it('places products in commercial by commercial, HVAC or AC applications', () => {
    expect(matchesCategory(r410a, 'commercial')).toBe(true);
    expect(matchesCategory({ category: 'HFC', applications: ['HVAC/R service'] }, 'commercial')).toBe(true);
    expect(matchesCategory({ category: 'HFC', applications: ['Commercial refrigeration'] }, 'commercial')).toBe(true);
  });

  it('matches "ac" as a whole word only', () => {
    expect(matchesCategory(r22, 'commercial')).toBe(false);
    expect(matchesCategory(r717, 'commercial')).toBe(false);
  });

  it('places products in industrial by industrial, process or chiller applications', () => {
    expect(matchesCategory(r22, 'industrial')).toBe(true);
    expect(matchesCategory({ category: 'HFO', applications: ['Centrifugal chillers'] }, 'industrial')).toBe(true);
    expect(matchesCategory({ category: 'HFO', applications: ['Food processes'] }, 'industrial')).toBe(true);
    expect(matchesCategory(r134a, 'industrial')).toBe(false);
  });

  it('matches nothing for an unknown category', () => {
    expect(matchesCategory(r410a, 'plumbing')).toBe(false);
  });
});

describe('sortProducts', () => {
  const products = [r717, r410a, r22, r134a];

  it('sorts by name with refrigerant numbers in numeric order', () => {
    expect(sortProducts(products, 'name').map((p) => p.name)).toEqual(['R-22', 'R-134a', 'R-410A', 'R-717']);
  });

  it('sorts by unit price, lowest first', () => {
    expect(sortProducts(products, 'price').map((p) => p.name)).toEqual(['R-717', 'R-134a', 'R-410A', 'R-22']);
  });

  it('sorts by category, then name', () => {
    expect(sortProducts(products, 'category').map((p) => p.name)).toEqual(['R-22', 'R-134a', 'R-410A', 'R-717']);
  });

  it('leaves the original list untouched', () => {
    sortProducts(products, 'name');
    expect(products.map((p) => p.name)).toEqual(['R-717', 'R-410A', 'R-22', 'R-134a']);
  });
});
