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
  ])('finds the number in %j', (message, text, href) => {
    expect(findPhoneNumber(message)).toEqual({ text, href });
  });

  it('takes the first of several numbers', () => {
    expect(findPhoneNumber('office 555-111-2222, cell 555-333-4444')?.href).toBe('tel:+15551112222');
  });

  it.each([
    ['no number here'],
    ['order FF-000123 for 40 cylinders'],
    ['555-0100'],
    ['card 4111111111111111'],
    ['reference 123456789012'],
    [''],
  ])('finds none in %j', (message) => {
    expect(findPhoneNumber(message)).toBeNull();
  });
});
