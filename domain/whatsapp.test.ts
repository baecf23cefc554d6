import { describe, expect, it } from 'vitest';
import { DEFAULT_WHATSAPP_NUMBER, normalizeWhatsAppNumber, whatsAppLink } from './whatsapp';

describe('normalizeWhatsAppNumber', () => {
  it('strips everything but digits', () => {
    expect(normalizeWhatsAppNumber('+1 (800) 555-0199')).toBe('18005550199');
  });

  it('prefixes a 10-digit number with 1', () => {
    expect(normalizeWhatsAppNumber('(214) 555-0142')).toBe('12145550142');
  });

  it('keeps an 11-digit number starting with 1', () => {
    expect(normalizeWhatsAppNumber('1-214-555-0142')).toBe('12145550142');
  });

  it('keeps a 12-digit number starting with 90', () => {
    expect(normalizeWhatsAppNumber('+90 532 123 45 67')).toBe('905321234567');
  });

  it('returns the digits of any other number unchanged', () => {
    expect(normalizeWhatsAppNumber('+44 20 7946 0958')).toBe('442079460958');
    expect(normalizeWhatsAppNumber('555-0199')).toBe('5550199');
    expect(normalizeWhatsAppNumber('call us')).toBe('');
  });
});

describe('whatsAppLink', () => {
  it('links to wa.me with the prefilled text encoded', () => {
    expect(whatsAppLink('+1 214 555 0142', 'Hello! I need R-410A & R-22?')).toBe(
      'https://wa.me/12145550142?text=Hello!%20I%20need%20R-410A%20%26%20R-22%3F',
    );
  });

  it('leaves out the text parameter when there is no text', () => {
    expect(whatsAppLink('2145550142')).toBe('https://wa.me/12145550142');
  });

  it('falls back to the default number when none is usable', () => {
    expect(whatsAppLink(null, 'Hi')).toBe(`https://wa.me/${DEFAULT_WHATSAPP_NUMBER}?text=Hi`);
    expect(whatsAppLink('n/a')).toBe(`https://wa.me/${DEFAULT_WHATSAPP_NUMBER}`);
  });

  it('uses a North American default number', () => {
    expect(DEFAULT_WHATSAPP_NUMBER).toMatch(/^1\d{10}$/);
  });
});
