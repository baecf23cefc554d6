import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it('gives no label to an empty password', () => {
    expect(passwordStrength('')).toEqual({
      score: 0,
      label: '',
      criteria: { length: false, lowercase: false, uppercase: false, number: false, special: false },
    });
  });

  it.each([
    ['abc', 20, 'Weak'],
    ['abcABC', 40, 'Weak'],
    ['abcABC1', 60, 'Fair'],
    ['abcABC12', 80, 'Good'],
    ['abcABC1!', 100, 'Strong'],
    ['!!!!', 20, 'Weak'],
  ] as const)('rates "%s" %i points, %s', (password, score, label) => {
    expect(passwordStrength(password)).toMatchObject({ score, label });
  });

  it('reports which criteria a password meets', () => {
    expect(passwordStrength('refrigerant 22').criteria).toEqual({
      length: true,
      lowercase: true,
      uppercase: false,
      number: true,
      special: true,
    });
  });

  it('counts 8 characters as long enough', () => {
    expect(passwordStrength('aaaaaaa').criteria.length).toBe(false);
    expect(passwordStrength('aaaaaaaa').criteria.length).toBe(true);
  });

  it('scores 20 points per criterion met', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (password) => {
        const { score, criteria } = passwordStrength(password);
        expect(score).toBe(Object.values(criteria).filter(Boolean).length * 20);
      }),
    );
  });
});
