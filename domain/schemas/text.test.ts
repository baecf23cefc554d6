import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { updateAddressesRequest, updateProfileRequest } from './account';
import { signUpRequest } from './auth';
import { validateCouponRequest } from './coupons';
import { newsletterSubscribeInput, newsletterUnsubscribeInput } from './newsletter';
import { orderNumberParams, orderPreviewRequest, placeOrderRequest } from './orders';
import { quoteNumberParams, submitQuoteRequest } from './quotes';
import { CONTROL_CHARACTERS_MESSAGE, multiLineText, singleLineText } from './text';

/** Every \p{Cc} code point: C0 (U+0000–U+001F), DEL and C1 (U+007F–U+009F). */
const controlCharacter = fc.oneof(fc.integer({ min: 0, max: 0x1f }), fc.integer({ min: 0x7f, max: 0x9f })).map((code) => String.fromCharCode(code));
const notAllowedInMultiLine = controlCharacter.filter((c) => c !== '\n' && c !== '\t' && c !== '\r');
/** A surrogate code unit with no partner (JSON's "\ud800"), which PostgreSQL's json refuses. */
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code));
/** Any text without a control character or a lone surrogate, astral (surrogate pairs) and unusual code points included. */
const plainText = fc.string({ unit: 'binary', maxLength: 40 }).map((s) => s.replace(/[\p{Cc}\p{Cs}]/gu, ''));
/** Plain text with line breaks (\n, \r\n) and tabs between its pieces. */
const multiLine = fc.array(fc.tuple(plainText, fc.constantFrom('\n', '\r\n', '\t', '')), { maxLength: 6 }).map((parts) => parts.flat().join(''));
const withInserted = (text: fc.Arbitrary<string>, inserted: fc.Arbitrary<string>) =>
  fc.tuple(text, inserted, fc.nat()).map(([s, c, at]) => s.slice(0, at % (s.length + 1)) + c + s.slice(at % (s.length + 1)));

const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('singleLineText', () => {
  it('accepts any text without a control character', () => {
    fc.assert(
      fc.property(plainText, (s) => {
        expect(singleLineText().safeParse(s).data).toBe(s);
      }),
    );
  });

  it('refuses any text with a control character anywhere, line breaks and tabs included, even at either end of a trimmed value', () => {
    fc.assert(
      fc.property(withInserted(plainText, controlCharacter), (s) => {
        expect(message(singleLineText().safeParse(s))).toBe(CONTROL_CHARACTERS_MESSAGE);
        expect(message(singleLineText().trim().safeParse(s))).toBe(CONTROL_CHARACTERS_MESSAGE);
      }),
    );
  });

  it('refuses a lone surrogate, keeps a surrogate pair (an emoji)', () => {
    fc.assert(
      fc.property(withInserted(plainText, loneSurrogate), (s) => {
        expect(message(singleLineText().safeParse(s))).toBe(CONTROL_CHARACTERS_MESSAGE);
        expect(message(multiLineText().safeParse(s))).toBe(CONTROL_CHARACTERS_MESSAGE);
      }),
    );
    expect(singleLineText().safeParse('Cool 😀').success).toBe(true);
    expect(multiLineText().safeParse('Cool 😀\n').success).toBe(true);
  });

  it('keeps the type error of its caller', () => {
    expect(message(singleLineText({ error: 'Name is required.' }).safeParse(42))).toBe('Name is required.');
  });
});

describe('multiLineText', () => {
  it('accepts text whose only control characters are \\n, \\r\\n and \\t', () => {
    fc.assert(
      fc.property(multiLine, (s) => {
        expect(multiLineText().safeParse(s).data).toBe(s);
      }),
    );
  });

  it('refuses any other control character anywhere', () => {
    fc.assert(
      fc.property(withInserted(multiLine, notAllowedInMultiLine), (s) => {
        expect(message(multiLineText().safeParse(s))).toBe(CONTROL_CHARACTERS_MESSAGE);
      }),
    );
  });

  it('refuses a carriage return that does not start a \\r\\n', () => {
    for (const s of ['a\rb', '\r', 'a\r', 'a\n\rb', 'a\r\r\nb']) expect(message(multiLineText().safeParse(s)), JSON.stringify(s)).toBe(CONTROL_CHARACTERS_MESSAGE);
  });

  it('checks a 100 000-character text in linear time', () => {
    const long = 'line\r\n\t'.repeat(20_000);
    expect(multiLineText().safeParse(long).success).toBe(true);
    expect(multiLineText().safeParse(`${long}\u0000`).success).toBe(false);
  });
});

/** [request, field path, schema, a value that is valid once the NUL is removed] for every text field of the request schemas. */
const TEXT_FIELDS: [string, string, { safeParse(value: unknown): { error?: { issues: { path: PropertyKey[]; message: string }[] } } }, string][] = [
  ['sign-up', 'company', signUpRequest, 'Cooper HVAC'],
  ['sign-up', 'epaLicense', signUpRequest, 'EPA-1'],
  ['sign-up', 'password', signUpRequest, 'secret-pass'],
  ['profile', 'firstName', updateProfileRequest, 'Dana'],
  ['profile', 'phone', updateProfileRequest, '555-0100'],
  ['addresses', 'shipping.street', updateAddressesRequest, '12 Main St'],
  ['addresses', 'billing.city', updateAddressesRequest, 'Dallas'],
  ['newsletter', 'name', newsletterSubscribeInput, 'Pat'],
  ['unsubscribe', 'token', newsletterUnsubscribeInput, '0123456789abcdef'],
  ['coupon', 'code', validateCouponRequest, 'WELCOME10'],
  ['preview', 'couponCode', orderPreviewRequest, 'WELCOME10'],
  ['order', 'couponCode', placeOrderRequest, 'WELCOME10'],
  ['order', 'notes', placeOrderRequest, 'Leave at the dock'],
  ['order', 'customer.name', placeOrderRequest, 'Dana Cooper'],
  ['order', 'customer.phone', placeOrderRequest, '555-0100'],
  ['order', 'shippingAddress.zipCode', placeOrderRequest, '75201'],
  ['order', 'payment.phone', placeOrderRequest, '555-0100'],
  ['order', 'payment.billingAddress.street', placeOrderRequest, '12 Main St'],
  ['order number', 'orderNumber', orderNumberParams, 'FF-1'],
  ['quote', 'customerName', submitQuoteRequest, 'Dana Cooper'],
  ['quote', 'companyName', submitQuoteRequest, 'Cooper HVAC'],
  ['quote', 'phone', submitQuoteRequest, '555-0100'],
  ['quote', 'shippingAddress', submitQuoteRequest, '12 Main St'],
  ['quote', 'notes', submitQuoteRequest, 'Need by June'],
  ['quote number', 'quoteNumber', quoteNumberParams, 'FQ-1'],
];

/** { a: { b: value } } for the path 'a.b'. */
const nested = (path: string, value: unknown): unknown => path.split('.').reduceRight<unknown>((inner, key) => ({ [key]: inner }), value);

describe('the request schemas', () => {
  it.each(TEXT_FIELDS)('%s: %s refuses a NUL with the field named', (_name, path, schema, value) => {
    for (const text of [`${value}\u0000`, `\u0000${value}`]) {
      const issues = schema.safeParse(nested(path, text)).error?.issues ?? [];
      expect(issues.find((issue) => issue.path.join('.') === path)?.message, JSON.stringify(text)).toBe(CONTROL_CHARACTERS_MESSAGE);
    }
    const clean = schema.safeParse(nested(path, value)).error?.issues ?? [];
    expect(clean.find((issue) => issue.path.join('.') === path)).toBeUndefined();
  });
});
