import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUTHORISATION_DAYS, CARD_CAPTURE_SETTINGS } from './card-capture';
import { ORDER_CERTIFICATION_STATES } from './certification';
import { ORDER_STATUSES } from './orders';
import { PROVIDER_PAYMENT_STATUSES } from './payment-events';
import { graceCutoff, lostAt, pastGrace, paymentNeed, UPKEEP_GRACE_MINUTES, type UpkeepFacts } from './payment-upkeep';

const DAY_MS = 86_400_000;
const authorisedAt = new Date('2026-03-02T10:00:00Z');
const captureBefore = new Date(authorisedAt.getTime() + AUTHORISATION_DAYS * DAY_MS);
const facts = (extra: Partial<UpkeepFacts> = {}): UpkeepFacts => ({
  status: 'authorized',
  statusAt: authorisedAt,
  captureBefore,
  orderStatus: 'pending',
  certificationState: 'not_required',
  cardCapture: 'at_placing',
  ...extra,
});
const dayLater = new Date(authorisedAt.getTime() + DAY_MS);

const anyFacts = fc.record({
  status: fc.constantFrom(...PROVIDER_PAYMENT_STATUSES),
  statusAt: fc.option(fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2026-12-31T00:00:00Z'), noInvalidDate: true }), { nil: null }),
  captureBefore: fc.option(fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-01-31T00:00:00Z'), noInvalidDate: true }), { nil: null }),
  orderStatus: fc.constantFrom(...ORDER_STATUSES),
  certificationState: fc.constantFrom(...ORDER_CERTIFICATION_STATES),
  cardCapture: fc.constantFrom(...CARD_CAPTURE_SETTINGS),
});
const anyNow = fc.date({ min: new Date('2026-01-01T00:00:00Z'), max: new Date('2027-03-01T00:00:00Z'), noInvalidDate: true });

describe('paymentNeed', () => {
  it('captures an authorisation whose capture was due at placing (its answer lost), not one the shop captures at shipment', () => {
    expect(paymentNeed(facts(), dayLater)).toBe('capture');
    expect(paymentNeed(facts({ cardCapture: 'at_shipment' }), dayLater)).toBe('none');
    expect(paymentNeed(facts({ cardCapture: 'at_shipment', orderStatus: 'shipped' }), dayLater)).toBe('capture');
  });

  it('waits while the certification is awaited (the EPA hold), and captures once it is verified with at_placing', () => {
    expect(paymentNeed(facts({ certificationState: 'awaiting' }), dayLater)).toBe('none');
    expect(paymentNeed(facts({ certificationState: 'verified' }), dayLater)).toBe('capture');
    expect(paymentNeed(facts({ certificationState: 'verified', cardCapture: 'at_shipment' }), dayLater)).toBe('none');
  });

  it('voids the authorisation of a cancelled order', () => {
    expect(paymentNeed(facts({ orderStatus: 'cancelled', certificationState: 'awaiting' }), dayLater)).toBe('void');
  });

  it('asks the provider about an authorisation past capture_before, whatever the order, and never tries to capture or void it', () => {
    const past = new Date(captureBefore.getTime() + 1);
    expect(paymentNeed(facts({ certificationState: 'awaiting' }), past)).toBe('retrieve');
    expect(paymentNeed(facts({ orderStatus: 'cancelled' }), past)).toBe('retrieve');
    expect(paymentNeed(facts({ orderStatus: 'shipped' }), captureBefore)).toBe('retrieve');
    // Without the provider's end, 7 days after the authorisation.
    expect(paymentNeed(facts({ captureBefore: null, certificationState: 'awaiting' }), new Date(authorisedAt.getTime() + 7 * DAY_MS))).toBe('retrieve');
    expect(paymentNeed(facts({ captureBefore: null, certificationState: 'awaiting' }), new Date(authorisedAt.getTime() + 7 * DAY_MS - 1))).toBe('none');
  });

  it('leaves every payment that is not authorised alone (property)', () => {
    fc.assert(fc.property(anyFacts, anyNow, (f, now) => f.status === 'authorized' || paymentNeed(f, now) === 'none'));
  });

  it('never captures while the certification is awaited, nor an authorisation that ended, nor a cancelled order (property)', () => {
    fc.assert(
      fc.property(anyFacts, anyNow, (f, now) => {
        const need = paymentNeed(f, now);
        if (need !== 'capture') return true;
        const endsAt = f.captureBefore ?? new Date((f.statusAt ?? now).getTime() + AUTHORISATION_DAYS * DAY_MS);
        return f.certificationState !== 'awaiting' && f.orderStatus !== 'cancelled' && endsAt.getTime() > now.getTime();
      }),
    );
  });

  it('always does something about a shipped order still authorised, and about a cancelled one (property)', () => {
    fc.assert(
      fc.property(anyFacts, anyNow, fc.constantFrom('shipped', 'delivered', 'cancelled' as const), (f, now, orderStatus) => {
        const need = paymentNeed({ ...f, status: 'authorized', orderStatus, certificationState: f.certificationState === 'awaiting' ? 'verified' : f.certificationState }, now);
        return need !== 'none';
      }),
    );
  });
});

describe('the grace and the time an authorisation is lost', () => {
  it('acts on a row untouched for the grace, not before; the cut-off agrees (property)', () => {
    const now = new Date('2026-03-02T10:00:00Z');
    expect(pastGrace(new Date(now.getTime() - UPKEEP_GRACE_MINUTES * 60_000), now)).toBe(true);
    expect(pastGrace(new Date(now.getTime() - UPKEEP_GRACE_MINUTES * 60_000 + 1), now)).toBe(false);
    fc.assert(fc.property(anyNow, anyNow, (touched, at) => pastGrace(touched, at) === touched.getTime() <= graceCutoff(at).getTime()));
  });

  it('counts the buyer unpaid from the authorisation end, never from a time still to come (property)', () => {
    expect(lostAt({ statusAt: authorisedAt, captureBefore }, new Date(captureBefore.getTime() + DAY_MS))).toEqual(captureBefore);
    fc.assert(
      fc.property(anyFacts, anyNow, (f, now) => {
        const at = lostAt(f, now);
        return at.getTime() <= now.getTime() && (f.captureBefore === null || f.captureBefore.getTime() > now.getTime() || at.getTime() === f.captureBefore.getTime());
      }),
    );
  });
});
