import { describe, expect, it } from 'vitest';
import { mailtoHref, safeExternalUrl, telHref } from './contact-links';

describe('contact links', () => {
  it('keeps only digits and the plus sign in tel: links', () => {
    expect(telHref('+1 (800) 555-0199')).toBe('tel:+18005550199');
  });

  it('writes international tel: links for Canadian, Mexican and other numbers as typed', () => {
    expect(telHref('(514) 555-0199')).toBe('tel:+15145550199');
    expect(telHref('+52 55 1234 5678')).toBe('tel:+525512345678');
    expect(telHref('+44 (0)20 7946 0958')).toBe('tel:+442079460958');
  });

  it('builds mailto: links from a trimmed address', () => {
    expect(mailtoHref(' sales@example.com ')).toBe('mailto:sales@example.com');
  });

  it('accepts http(s) social links and refuses anything else', () => {
    expect(safeExternalUrl('https://facebook.com/frigidflow')).toBe('https://facebook.com/frigidflow');
    expect(safeExternalUrl('javascript:alert(1)')).toBeNull();
    expect(safeExternalUrl('not a url')).toBeNull();
    expect(safeExternalUrl('')).toBeNull();
    expect(safeExternalUrl(undefined)).toBeNull();
  });
});
