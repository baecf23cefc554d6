import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@domain/languages';
import { customerText, type CustomerText } from './customer-text';

/** Every text of a language's e-mails, functions called with sample values, keyed by where it sits. */
function texts(text: CustomerText): [string, string][] {
  const walk = (value: unknown, path: string): [string, string][] => {
    if (typeof value === 'string') return [[path, value]];
    if (typeof value === 'function') return [[path, String((value as (...a: string[]) => unknown)('FF-ABC', 'Acme', '1234'))]];
    if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => walk(v, path ? `${path}.${k}` : k));
    return [];
  };
  return walk(text, '');
}

const offending = (entries: [string, string][], pattern: RegExp) => entries.filter(([, t]) => pattern.test(t)).map(([k]) => k);

describe('French e-mails for Canada (the storefront wording rules)', () => {
  const french = texts(customerText('fr', 'FrigidFlow'));

  it.each([
    ['frigorigène, not réfrigérant', /réfrigérant/i],
    ['rabais, not remise', /\bremises?\b|réduction/i],
    ['« pi », not pieds', /\d+ pieds/],
    ['courriel, not e-mail', /e-?mail|courrier électronique/i],
  ])('writes %s', (_rule, pattern) => {
    expect(offending(french, pattern)).toEqual([]);
  });

  it('puts a no-break space before : and a narrow one before ;', () => {
    expect(offending(french, / [:;!?%]/)).toEqual([]);
  });

  it('names the provincial halocarbon certificate beside EPA 608', () => {
    expect(customerText('fr', 'FrigidFlow').order.thanks('FF-1')).toMatch(/EPA 608 \(ou votre certificat provincial de manipulation des halocarbures\)/);
  });
});

describe('the shop’s name in every language', () => {
  it.each(LANGUAGES)('names the stored company name in %s, never a hard-coded FrigidFlow', (language) => {
    const text = customerText(language, 'Polar Supply Co');
    expect(offending(texts(text), /FrigidFlow/)).toEqual([]);
    for (const named of [text.reset.subject, text.reset.intro, text.order.subject('FF-1'), text.status.shippedSubject('FF-1'), text.status.delivered('FF-1')]) {
      expect(named).toContain('Polar Supply Co');
    }
  });
});

describe('a name that ends in a period (Froid inc.)', () => {
  it.each(LANGUAGES)('closes the sentence with one period in %s', (language) => {
    const text = customerText(language, 'Froid inc.');
    const written = [...texts(text), ['quote.thanks', text.quote.thanks('Q-1', 'Froid inc.', 24)] as [string, string]];
    expect(offending(written, /inc\.\./)).toEqual([]);
    expect(text.status.delivered('FF-1')).toMatch(/Froid inc\.$/);
  });
});

describe('the quote reply time (quote_reply_hours)', () => {
  it.each([
    ['en', 'send you pricing within 6 hours.', 'send you pricing within 1 hour.'],
    ['fr', 'vous enverra ses prix sous 6\u00a0heures.', 'vous enverra ses prix sous 1\u00a0heure.'],
    ['es', 'le enviará precios en un plazo de 6 horas.', 'le enviará precios en un plazo de 1 hora.'],
  ] as const)('promises pricing within the hours the shop set in %s, one hour in the singular', (language, six, one) => {
    const text = customerText(language, 'FrigidFlow');
    expect(text.quote.received('Q-1', 6)).toContain(six);
    expect(text.quote.thanks('Q-1', 'Acme', 6)).toContain(six);
    expect(text.quote.received('Q-1', 1)).toContain(one);
    expect(`${text.quote.received('Q-1', 6)} ${text.quote.thanks('Q-1', 'Acme', 6)}`).not.toMatch(/business day|jour ouvrable|día hábil|24/);
  });
});
