import { describe, expect, it } from 'vitest';
import { bankDebitCountry, offeredMethods } from './payment-methods';

describe('offeredMethods', () => {
  it('offers card, wire and check everywhere, card first', () => {
    expect(offeredMethods(false, 'United States')).toEqual(['credit_card', 'bank_wire', 'check']);
    expect(offeredMethods(true, 'Mexico')).toEqual(['credit_card', 'bank_wire', 'check']);
  });

  it('offers bank debit only when the provider does and the order ships to the US (ACH) or Canada (PAD)', () => {
    expect(offeredMethods(true, 'United States')).toEqual(['credit_card', 'bank_debit', 'bank_wire', 'check']);
    expect(offeredMethods(true, 'Canada')).toContain('bank_debit');
    expect(bankDebitCountry('United States')).toBe('US');
    expect(bankDebitCountry('Canada')).toBe('CA');
    expect(bankDebitCountry('Mexico')).toBeNull();
    expect(bankDebitCountry('')).toBeNull();
  });
});
