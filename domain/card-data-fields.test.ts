import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardDataFieldReason, couldHoldCardData, nameWords } from './card-data-fields';

describe('nameWords', () => {
  it('splits camelCase, snake_case, kebab-case and acronyms', () => {
    expect(nameWords('cardNumber')).toEqual(['card', 'number']);
    expect(nameWords('card_security-code')).toEqual(['card', 'security', 'code']);
    expect(nameWords('PANHash')).toEqual(['pan', 'hash']);
    expect(nameWords('cvv2')).toEqual(['cvv2']);
  });
});

describe('couldHoldCardData', () => {
  it.each(['pan', 'PAN', 'cardNumber', 'card_number', 'card-number', 'creditCardNumber', 'ccNumber', 'cc_num', 'cardNo', 'cvc', 'CVV', 'cvv2', 'cardCvc', 'cvc_code', 'securityCode', 'card_security_code', 'csc', 'track2', 'primaryAccountNumber', 'panLast4Hash'])(
    'flags a field named %s wherever it sits',
    (name) => {
      expect(couldHoldCardData({ name })).toBe(true);
      expect(couldHoldCardData({ name, parents: ['order', 'customer'] })).toBe(true);
    },
  );

  it('flags a number or a code under a payment card object, not under anything else', () => {
    expect(couldHoldCardData({ name: 'number', parents: ['card'] })).toBe(true);
    expect(couldHoldCardData({ name: 'number', parents: ['payment', 'creditCard'] })).toBe(true);
    expect(couldHoldCardData({ name: 'digits', parents: ['payment_card'] })).toBe(true);
    expect(couldHoldCardData({ name: 'code', parents: ['card'] })).toBe(true);
    expect(couldHoldCardData({ name: 'number', parents: ['certification'] })).toBe(false);
    expect(couldHoldCardData({ name: 'number', parents: ['certificationCard'] })).toBe(false);
    expect(couldHoldCardData({ name: 'number', parents: ['card', 'shippingAddress'] })).toBe(false);
    expect(couldHoldCardData({ name: 'code', parents: ['coupon'] })).toBe(false);
  });

  it('passes what may be kept about a card and the shop fields that are not card data', () => {
    for (const name of ['last4', 'brand', 'expiry', 'expMonth', 'cardholderName', 'nameOnCard', 'cardEnding', 'cardUrl', 'cardUploadId', 'paymentMethodId', 'confirmationToken', 'token', 'fingerprint', 'orderNumber', 'poNumber', 'phone', 'companyName', 'panel', 'japan', 'bankAccountNumber', 'certificationNumber', 'couponCode', 'securityHeaders']) {
      expect(cardDataFieldReason({ name, parents: ['card'], description: 'The last four digits of the card number.' })).toBeNull();
    }
    expect(couldHoldCardData({ name: 'certificationCardNumber' })).toBe(false);
  });

  it('flags a description that speaks of card data, but not one that names only the last four digits', () => {
    expect(couldHoldCardData({ name: 'value', description: 'The full card number as typed' })).toBe(true);
    expect(couldHoldCardData({ name: 'extra', description: 'CVC (3 or 4 digits)' })).toBe(true);
    expect(couldHoldCardData({ name: 'code', description: "The card's security code" })).toBe(true);
    expect(couldHoldCardData({ name: 'ending', description: 'The last 4 digits of the card' })).toBe(false);
    expect(couldHoldCardData({ name: 'reference', description: "The provider's reference; never the card number" })).toBe(false);
    expect(couldHoldCardData({ name: 'number', parents: ['certification'], description: "The technician's certification card number" })).toBe(false);
    expect(couldHoldCardData({ name: 'note', description: 'Panels and pans for the kitchen' })).toBe(false);
  });

  it('says where and why', () => {
    expect(cardDataFieldReason({ name: 'number', parents: ['payment', 'card'] })).toBe('payment.card.number: a number under a payment card');
  });

  it('flags every spelling of a card-number field, in any case and separator (property)', () => {
    const word = (w: string) => fc.constantFrom(w, w.toUpperCase(), w[0]!.toUpperCase() + w.slice(1));
    const spelled = fc.tuple(fc.constantFrom('', 'credit', 'debit', 'payment'), fc.constantFrom('number', 'num', 'no'), fc.constantFrom('', '_', '-')).chain(([prefix, num, sep]) =>
      fc.tuple(prefix ? word(prefix) : fc.constant(''), word('card'), word(num)).map(([p, c, n]) => [p, c, n].filter(Boolean).join(sep)),
    );
    fc.assert(fc.property(spelled, (name) => couldHoldCardData({ name })));
  });
});
