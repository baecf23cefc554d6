import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keptProductTranslations, knownProductText, localizedProductText, missingProductTranslations, productImageAlt, productText, specLabelIsWords, specLabelText, specValueIsWords, specValueText, weightText } from './product-text';

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

describe('products in three languages (docs/decisions/038)', () => {
  const specs = { 'GWP (AR4)': '1397', Grade: 'Reclaimed', Lubricant: 'Polyolester oil', 'Net weight': '25 lbs', Replaces: 'R-404A, R-22' };

  it('tells spec values that are words from figures, codes, units and texts the shop knows', () => {
    expect(specValueIsWords('Polyolester oil')).toBe(true);
    expect(specValueIsWords('R-410A (new equipment), retrofit')).toBe(true);
    for (const value of ['1397', 'A2L', '25 lbs', 'R-404A, R-22', '~0', '-26.3 °C', '150 psig', 'Reclaimed', 'R-410A (new equipment)']) expect(specValueIsWords(value), value).toBe(false);
  });

  it('tells spec labels to write per language from the labels the shop knows through product.known', () => {
    for (const label of ['Lubricant', 'Boiling point', 'Oil type (POE)']) expect(specLabelIsWords(label), label).toBe(true);
    for (const label of ['GWP (AR4)', 'grade', 'Net weight', 'Replaces', 'ODP', '  ']) expect(specLabelIsWords(label), label).toBe(false);
  });

  it('lists per language the description, applications, unknown spec labels and worded spec values still to write; the display name is never missing', () => {
    const product = { description: 'Blend.', applications: ['Coolers'], technicalSpecs: specs };
    const french = { description: 'Mélange.', applications: ['Chambres froides'], specs: { Lubricant: 'Huile polyolester' }, specLabels: { Lubricant: 'Lubrifiant' } };
    expect(missingProductTranslations(product, { fr: french, es: { name: 'Mezcla', specs: { Lubricant: '  ' }, specLabels: { Grade: 'Grado' } } })).toEqual({
      fr: [],
      es: ['description', 'applications', 'specLabels.Lubricant', 'specs.Lubricant'],
    });
    // A label missing alone is counted alone: its value may be a figure.
    expect(missingProductTranslations({ description: null, applications: [], technicalSpecs: { 'Boiling point': '-26.3 °C' } }, { es: { specLabels: { 'Boiling point': 'Punto de ebullición' } } })).toEqual({
      fr: ['specLabels.Boiling point'],
      es: [],
    });
    expect(missingProductTranslations({ description: null, applications: [], technicalSpecs: {} }, {})).toEqual({ fr: [], es: [] });
  });

  it('picks the display name, description and applications with the language they are in', () => {
    const texts = localizedProductText({ name: 'R-472B', ...product, translations: { fr: { name: 'Mélange R-472B', description: product.translations.fr.description } } }, 'fr');
    expect(texts.name).toEqual({ value: 'Mélange R-472B', language: 'fr' });
    expect(texts.description.language).toBe('fr');
    expect(texts.applications).toEqual({ value: product.applications, language: 'en' });
    expect(localizedProductText({ name: 'R-472B', ...product }, 'es').name).toEqual({ value: 'R-472B', language: 'en' });
  });

  it('gives a spec value its written translation, else the English value said as English', () => {
    const translations = { fr: { specs: { Lubricant: 'Huile polyolester' } } };
    expect(specValueText('Lubricant', 'Polyolester oil', translations, 'fr')).toEqual({ value: 'Huile polyolester', language: 'fr' });
    expect(specValueText('Lubricant', 'Polyolester oil', translations, 'es')).toEqual({ value: 'Polyolester oil', language: 'en' });
    expect(specValueText('Lubricant', 'Polyolester oil', translations, 'en')).toEqual({ value: 'Polyolester oil', language: 'en' });
  });

  it('gives a spec label its written translation, else the English label said as English', () => {
    const translations = { fr: { specLabels: { Lubricant: 'Lubrifiant' } }, es: { specLabels: { Lubricant: ' ' } } };
    expect(specLabelText('Lubricant', translations, 'fr')).toEqual({ value: 'Lubrifiant', language: 'fr' });
    expect(specLabelText('Lubricant', translations, 'es')).toEqual({ value: 'Lubricant', language: 'en' });
    expect(specLabelText('Lubricant', translations, 'en')).toEqual({ value: 'Lubricant', language: 'en' });
    expect(specLabelText('Lubricant', null, 'fr')).toEqual({ value: 'Lubricant', language: 'en' });
  });

  it('drops a spec label translation with its specification, as it does the value', () => {
    const translations = { fr: { specs: { Lubricant: 'Huile polyolester' }, specLabels: { Lubricant: 'Lubrifiant', Colour: 'Couleur' } } };
    expect(keptProductTranslations(translations, { Lubricant: 'Polyolester oil' })).toEqual({ fr: { specs: { Lubricant: 'Huile polyolester' }, specLabels: { Lubricant: 'Lubrifiant' } } });
    expect(keptProductTranslations(translations, { Colour: 'Blue' })).toEqual({ fr: { specLabels: { Colour: 'Couleur' } } });
    expect(keptProductTranslations(translations, {})).toEqual({});
  });

  it('drops a spec value translation when its specification is gone, whatever else is written', () => {
    const label = fc.string({ minLength: 1, maxLength: 8 }).filter((text) => !['__proto__', 'constructor', 'prototype'].includes(text));
    fc.assert(
      fc.property(fc.dictionary(label, fc.string()), fc.dictionary(label, fc.string({ minLength: 1 })), (kept, translated) => {
        const result = keptProductTranslations({ fr: { description: 'Texte', specs: translated, specLabels: translated } }, kept);
        expect(result.fr?.description).toBe('Texte');
        for (const name of [...Object.keys(result.fr?.specs ?? {}), ...Object.keys(result.fr?.specLabels ?? {})]) expect(Object.hasOwn(kept, name)).toBe(true);
        for (const name of Object.keys(translated)) if (Object.hasOwn(kept, name)) expect([result.fr?.specs?.[name], result.fr?.specLabels?.[name]]).toEqual([translated[name], translated[name]]);
      }),
    );
    expect(keptProductTranslations({ es: { specs: { Gone: 'Ido' } } }, {})).toEqual({});
  });
});

describe('a product’s main image alt text (docs/decisions/038)', () => {
  const product = { name: 'R-32', imageAlt: 'A green 25 lb cylinder', translations: { fr: { imageAlt: 'Une bouteille verte de 25 lb' } } };

  it('reads the alt in the page’s language, its English said as English where none is written', () => {
    expect(productImageAlt(product, 'fr')).toEqual({ value: 'Une bouteille verte de 25 lb', language: 'fr' });
    expect(productImageAlt(product, 'es')).toEqual({ value: 'A green 25 lb cylinder', language: 'en' });
    expect(productImageAlt(product, 'en')).toEqual({ value: 'A green 25 lb cylinder', language: 'en' });
  });

  it('reads the display name where no alt is written, a trade name not marked English', () => {
    const named = { name: 'R-32', imageAlt: '  ', translations: { fr: { name: 'Difluorométhane', imageAlt: 'Orpheline' } } };
    expect(productImageAlt(named, 'fr')).toEqual({ value: 'Difluorométhane', language: 'fr' });
    expect(productImageAlt({ name: 'R-32', imageAlt: null }, 'es')).toEqual({ value: 'R-32', language: 'es' });
  });

  it('counts the alt’s translation missing only where an English alt is written', () => {
    const english = { description: null, applications: [], technicalSpecs: {} };
    expect(missingProductTranslations({ ...english, imageAlt: 'A green cylinder' }, { fr: { imageAlt: 'Une bouteille verte' } })).toEqual({ fr: [], es: ['imageAlt'] });
    expect(missingProductTranslations({ ...english, imageAlt: null }, {})).toEqual({ fr: [], es: [] });
    expect(missingProductTranslations({ ...english, imageAlt: ' ' }, {})).toEqual({ fr: [], es: [] });
  });
});
