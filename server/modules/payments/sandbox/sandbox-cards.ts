import { cardBrand, cardDigits, isCardExpired, isValidCardNumber, type CardBrand } from '@domain/cards';
import type { ProviderPaymentMethod } from '@domain/payment-provider';

/**
 * The sandbox's published test numbers (docs/decisions/040, Stripe's own): the only numbers its fields accept, so no
 * real card data can cross it. A number is looked up here and then forgotten: a token keeps brand, last four and
 * behaviour, never the number.
 */
export const SANDBOX_BEHAVIOURS = ['approve', 'decline', 'second_step', 'fail_later', 'bank_succeed', 'bank_fail'] as const;
export type SandboxBehaviour = (typeof SANDBOX_BEHAVIOURS)[number];

export const SANDBOX_TEST_CARDS: Readonly<Record<string, SandboxBehaviour>> = {
  '4242424242424242': 'approve',
  '4000000000000002': 'decline',
  '4000002760003184': 'second_step',
  '4000000000000341': 'fail_later',
};

export const SANDBOX_ROUTING_NUMBER = '110000000';
export const SANDBOX_TEST_ACCOUNTS: Readonly<Record<string, SandboxBehaviour>> = {
  '000123456789': 'bank_succeed',
  '000111111113': 'bank_fail',
};
export const SANDBOX_BANK_NAME = 'STRIPE TEST BANK';

/** What the token step refuses, by field; the fields page words each reason in its language. */
export type CardRefusal = 'not_test_card' | 'invalid_number' | 'expired';
export type BankRefusal = 'not_test_account' | 'routing';

export type CardLookup = { ok: true; behaviour: SandboxBehaviour; brand: CardBrand; last4: string } | { ok: false; field: 'number' | 'expiry'; reason: CardRefusal };

/** The old sandbox's checks (Luhn, expiry by the injected clock), then the test table. */
export function lookUpTestCard(number: string, expiry: string, now: Date): CardLookup {
  if (!isValidCardNumber(number)) return { ok: false, field: 'number', reason: 'invalid_number' };
  const digits = cardDigits(number);
  const behaviour = SANDBOX_TEST_CARDS[digits];
  if (!behaviour) return { ok: false, field: 'number', reason: 'not_test_card' };
  if (isCardExpired(expiry, now)) return { ok: false, field: 'expiry', reason: 'expired' };
  return { ok: true, behaviour, brand: cardBrand(digits), last4: digits.slice(-4) };
}

export type BankLookup = { ok: true; behaviour: SandboxBehaviour; last4: string } | { ok: false; field: 'routingNumber' | 'accountNumber'; reason: BankRefusal };

export function lookUpTestAccount(routingNumber: string, accountNumber: string): BankLookup {
  if (routingNumber.trim() !== SANDBOX_ROUTING_NUMBER) return { ok: false, field: 'routingNumber', reason: 'routing' };
  const account = accountNumber.replace(/[\s-]/g, '');
  const behaviour = SANDBOX_TEST_ACCOUNTS[account];
  if (!behaviour) return { ok: false, field: 'accountNumber', reason: 'not_test_account' };
  return { ok: true, behaviour, last4: account.slice(-4) };
}

export function methodOfBehaviour(behaviour: SandboxBehaviour): ProviderPaymentMethod {
  return behaviour === 'bank_succeed' || behaviour === 'bank_fail' ? 'bank_debit' : 'card';
}
