import { describe, expect, it } from 'vitest';
import { formatDateIn, formatDateTimeIn, labelIn } from './locale-format';

describe('dates in each interface language', () => {
  it('keeps the two-digit day of the spec in English, and writes 3 déc. / 3 dic. without a leading zero', () => {
    expect(formatDateIn('en', '2026-12-03T12:00:00.000Z', 'UTC')).toBe('Dec 03, 2026');
    expect(formatDateIn('fr', '2026-12-03T12:00:00.000Z', 'UTC')).toMatch(/^3 déc\. 2026$/);
    expect(formatDateIn('es', '2026-12-03T12:00:00.000Z', 'UTC')).toMatch(/^3 dic 2026$/);
    expect(formatDateTimeIn('fr', '2026-12-03T12:00:00.000Z')).toMatch(/^3 déc\. 2026/);
  });
});

describe('a label before its value', () => {
  it('puts a no-break space before the colon in French only', () => {
    expect(labelIn('fr', 'Catégorie')).toBe('Catégorie\u00a0:');
    expect(labelIn('en', 'Category')).toBe('Category:');
    expect(labelIn('es', 'Categoría')).toBe('Categoría:');
  });
});
