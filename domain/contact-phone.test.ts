import { describe, expect, it } from 'vitest';
import { findPhoneNumber } from './contact-phone';

describe('findPhoneNumber (the Call action)', () => {
  it.each([
    ['Call me at (555) 123-4567 after 3pm', '(555) 123-4567', 'tel:+15551234567'],
    ['Phone: 555-123-4567.', '555-123-4567', 'tel:+15551234567'],
    ['555.123.4567', '555.123.4567', 'tel:+15551234567'],
    ['reach me on +1 555 123 4567 please', '+1 555 123 4567', 'tel:+15551234567'],
    ['1-800-555-0199 toll free', '1-800-555-0199', 'tel:+18005550199'],
    ['my cell 5551234567', '5551234567', 'tel:+15551234567'],
    ['Montréal : (514) 555-0199', '(514) 555-0199', 'tel:+15145550199'],
    ['Llámeme al +52 55 1234 5678, gracias', '+52 55 1234 5678', 'tel:+525512345678'],
    ['Monterrey +52 (81) 8123-4567', '+52 (81) 8123-4567', 'tel:+528181234567'],
    ['London office +44 (0)20 7946 0958.', '+44 (0)20 7946 0958', 'tel:+442079460958'],
    ['Paris: +33 1 23 45 67 89', '+33 1 23 45 67 89', 'tel:+33123456789'],
    ['+1-416-555-0123 Toronto', '+1-416-555-0123', 'tel:+14165550123'],
  ])('finds the number in %j', (message, text, href) => {
    expect(findPhoneNumber(message)).toEqual({ text, href });
  });

  it('takes the first of several numbers', () => {
    expect(findPhoneNumber('office 555-111-2222, cell 555-333-4444')?.href).toBe('tel:+15551112222');
  });

  it('takes the number written first, North American or international', () => {
    expect(findPhoneNumber('cell +52 55 1234 5678 or office 555-111-2222')?.href).toBe('tel:+525512345678');
    expect(findPhoneNumber('office 555-111-2222 or cell +52 55 1234 5678')?.href).toBe('tel:+15551112222');
  });

  it.each([
    ['no number here'],
    ['order FF-000123 for 40 cylinders'],
    ['555-0100'],
    ['card 4111111111111111'],
    ['reference 123456789012'],
    ['+52 12'],
    ['total +1234'],
    [''],
  ])('finds none in %j', (message) => {
    expect(findPhoneNumber(message)).toBeNull();
  });
});
