import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAPTURE_MOMENTS, CARD_CAPTURE_SETTINGS, authorisationEndsAt, authorisationStanding, captureDue, cardCaptureSetting, endingSoonWindow } from './card-capture';
import { ORDER_CERTIFICATION_STATES } from './certification';

describe('captureDue', () => {
  it('captures at placing by default, at shipment when the setting says so', () => {
    expect(captureDue('at_placing', 'placed', 'not_required')).toBe(true);
    expect(captureDue('at_shipment', 'placed', 'not_required')).toBe(false);
    expect(captureDue('at_shipment', 'shipping', 'verified')).toBe(true);
  });

  it('waits for the certification: captured when it is verified, not at placing', () => {
    expect(captureDue('at_placing', 'placed', 'awaiting')).toBe(false);
    expect(captureDue('at_placing', 'certification_verified', 'verified')).toBe(true);
    expect(captureDue('at_shipment', 'certification_verified', 'verified')).toBe(false);
  });

  it('never captures while the certification is awaited, at any moment or setting (property)', () => {
    fc.assert(fc.property(fc.constantFrom(...CARD_CAPTURE_SETTINGS), fc.constantFrom(...CAPTURE_MOMENTS), (setting, moment) => !captureDue(setting, moment, 'awaiting')));
  });

  it('always captures by the time an allowed order ships (property)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...CARD_CAPTURE_SETTINGS), fc.constantFrom(...ORDER_CERTIFICATION_STATES.filter((s) => s !== 'awaiting')), (setting, certification) =>
        captureDue(setting, 'shipping', certification),
      ),
    );
  });
});

describe('an authorisation in time', () => {
  const authorizedAt = new Date('2026-11-20T10:00:00Z');

  it("ends at the provider's capture_before, else 7 days after it was made", () => {
    expect(authorisationEndsAt(authorizedAt, null).toISOString()).toBe('2026-11-27T10:00:00.000Z');
    expect(authorisationEndsAt(authorizedAt, new Date('2026-11-25T04:00:00Z')).toISOString()).toBe('2026-11-25T04:00:00.000Z');
  });

  it('is valid, then ending soon for its last 24 hours, then ended', () => {
    const endsAt = authorisationEndsAt(authorizedAt, null);
    expect(authorisationStanding(endsAt, new Date('2026-11-26T09:59:59Z'))).toBe('valid');
    expect(authorisationStanding(endsAt, new Date('2026-11-26T10:00:00Z'))).toBe('ending_soon');
    expect(authorisationStanding(endsAt, new Date('2026-11-27T09:59:59Z'))).toBe('ending_soon');
    expect(authorisationStanding(endsAt, new Date('2026-11-27T10:00:00Z'))).toBe('ended');
  });

  it('is ending soon exactly when its end lies in the window a query reads (after now, at most 24 hours on)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3 * 86_400_000, max: 3 * 86_400_000 }), (offsetMs) => {
        const now = new Date('2026-11-26T12:00:00Z');
        const endsAt = new Date(now.getTime() + offsetMs);
        const { after, until } = endingSoonWindow(now);
        expect(endsAt > after && endsAt <= until).toBe(authorisationStanding(endsAt, now) === 'ending_soon');
      }),
    );
  });
});

describe('cardCaptureSetting', () => {
  it('reads the two values, and gives at_placing for anything else', () => {
    expect(cardCaptureSetting('at_shipment')).toBe('at_shipment');
    expect(cardCaptureSetting(' at_placing ')).toBe('at_placing');
    for (const stored of [undefined, null, '', 'later', 'AT_SHIPMENT']) expect(cardCaptureSetting(stored)).toBe('at_placing');
  });
});
