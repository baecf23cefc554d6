import { describe, expect, it } from 'vitest';
import { createSandboxGateway } from './sandbox-gateway';

const gateway = createSandboxGateway({ now: () => new Date('2026-03-15T12:00:00Z') });
const card = (number: string, expiry = '12/30') => ({ number, expiry, cardholderName: 'Dana Cooper', cvc: '123' });

describe('sandbox gateway', () => {
  it('is labelled test mode', () => {
    expect(gateway.testMode).toBe(true);
    expect(gateway.name).toBe('sandbox');
  });

  it('authorises a valid card and keeps only brand and last four', async () => {
    const result = await gateway.authorize({ amountCents: 1000, card: card('4111 1111 1111 1111') });
    expect(result).toMatchObject({ approved: true, brand: 'visa', last4: '1111' });
    expect(JSON.stringify(result)).not.toMatch(/4111111111111111|4111 1111/);
  });

  it('declines 4000 0000 0000 0002', async () => {
    expect(await gateway.authorize({ amountCents: 1000, card: card('4000 0000 0000 0002') })).toEqual({ approved: false, reason: 'declined' });
  });

  it('refuses a number failing Luhn and an expired card, by the injected clock', async () => {
    expect(await gateway.authorize({ amountCents: 1000, card: card('4111 1111 1111 1112') })).toEqual({ approved: false, reason: 'invalid_number' });
    expect(await gateway.authorize({ amountCents: 1000, card: card('4111111111111111', '02/26') })).toEqual({ approved: false, reason: 'expired' });
    expect(await gateway.authorize({ amountCents: 1000, card: card('4111111111111111', '03/26') })).toMatchObject({ approved: true });
  });
});
