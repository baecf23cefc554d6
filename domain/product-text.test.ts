import { describe, expect, it } from 'vitest';
import { knownProductText, productText, weightText } from './product-text';

const product = {
  description: 'Near-azeotropic HFC blend.',
  applications: ['Heat pumps', 'Chillers'],
  translations: {
    fr: { description: 'Mélange HFC quasi azéotropique.', applications: ['Thermopompes', 'Refroidisseurs'] },
    es: { description: 'Mezcla HFC casi azeotrópica.' },
  },
};

describe('productText', () => {
  it('gives the French description and applications to a French visitor', () => {
    expect(productText(product, 'fr')).toEqual({
      description: 'Mélange HFC quasi azéotropique.',
      applications: ['Thermopompes', 'Refroidisseurs'],
    });
  });

  it('falls back to English part by part: Spanish description, English applications', () => {
    expect(productText(product, 'es')).toEqual({ description: 'Mezcla HFC casi azeotrópica.', applications: ['Heat pumps', 'Chillers'] });
  });

  it('shows the English texts in English, for an unknown language and without translations (the list shape)', () => {
    const english = { description: 'Near-azeotropic HFC blend.', applications: ['Heat pumps', 'Chillers'] };
    expect(productText(product, 'en')).toEqual(english);
    expect(productText(product, 'de')).toEqual(english);
    expect(productText({ description: product.description, applications: product.applications }, 'fr')).toEqual(english);
  });

  it('treats a blank translated description or an empty list as not written', () => {
    const blank = { ...product, translations: { fr: { description: '  ', applications: [] } } };
    expect(productText(blank, 'fr')).toEqual({ description: 'Near-azeotropic HFC blend.', applications: ['Heat pumps', 'Chillers'] });
  });

  it('keeps a missing English description missing when nothing is translated', () => {
    expect(productText({ description: null, applications: [] }, 'es')).toEqual({ description: null, applications: [] });
  });
});

describe('weightText', () => {
  it('writes the pound symbol without a plural in French and Spanish, and leaves English as stored', () => {
    expect(weightText('30 lbs', 'fr')).toBe('30 lb');
    expect(weightText('285 lbs', 'es')).toBe('285 lb');
    expect(weightText('30 lbs', 'en')).toBe('30 lbs');
  });
});

describe('knownProductText', () => {
  it('names the i18n key of a stored spec label whatever its case, and null for a label the shop does not know', () => {
    expect(knownProductText('Net weight')).toBe('netWeight');
    expect(knownProductText('net WEIGHT ')).toBe('netWeight');
    expect(knownProductText('ODP')).toBe('odp');
    expect(knownProductText('Certificate of analysis (AHRI 700)')).toBe('certificateOfAnalysisAhri700');
    expect(knownProductText('Boiling point')).toBeNull();
  });
});
