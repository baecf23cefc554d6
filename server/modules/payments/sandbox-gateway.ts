import { randomBytes } from 'node:crypto';
import { cardBrand, cardDigits, cardLast4, isCardExpired, isValidCardNumber } from '@domain/cards';
import type { AuthorizationResult, LegacyCardGateway } from './payment-gateway';

/** The test card every processor's sandbox declines (DESIGN.md "cards"). */
export const SANDBOX_DECLINED_NUMBER = '4000000000000002';

/** A processor's test mode: Luhn and expiry checked against the injected clock; 4000 0000 0000 0002 declined. */
export function createSandboxGateway({ now = () => new Date() }: { now?: () => Date } = {}): LegacyCardGateway {
  return {
    name: 'sandbox',
    testMode: true,
    async authorize({ card }): Promise<AuthorizationResult> {
      if (!isValidCardNumber(card.number)) return { approved: false, reason: 'invalid_number' };
      if (isCardExpired(card.expiry, now())) return { approved: false, reason: 'expired' };
      if (cardDigits(card.number) === SANDBOX_DECLINED_NUMBER) return { approved: false, reason: 'declined' };
      return { approved: true, reference: `sandbox_${randomBytes(12).toString('hex')}`, brand: cardBrand(card.number), last4: cardLast4(card.number) };
    },
    // Test mode holds no funds: there is nothing to release.
    async void(): Promise<void> {},
  };
}
