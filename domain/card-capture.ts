import type { OrderCertificationState } from './certification';

/**
 * When a card order's authorised money is taken (issue 25, docs/decisions/040). Cards are always authorised first;
 * the shop setting `card_capture` says whether the money is captured when the order is placed or when it ships. An
 * order that awaits the buyer's certification (docs/decisions/022) is never captured before the certification is
 * verified: the shop does not take money for a sale it has not checked it may make. Pure: the clock is an argument.
 */
export const CARD_CAPTURE_SETTINGS = ['at_placing', 'at_shipment'] as const;
export type CardCaptureSetting = (typeof CARD_CAPTURE_SETTINGS)[number];
export const DEFAULT_CARD_CAPTURE: CardCaptureSetting = 'at_placing';
/** The site setting's key. */
export const CARD_CAPTURE_SETTING_KEY = 'card_capture';

/** The stored setting, or the default when it is missing or not one of the two values. */
export function cardCaptureSetting(stored: string | null | undefined): CardCaptureSetting {
  const value = stored?.trim();
  return CARD_CAPTURE_SETTINGS.find((setting) => setting === value) ?? DEFAULT_CARD_CAPTURE;
}

/** The moments at which the shop may capture. */
export const CAPTURE_MOMENTS = ['placed', 'certification_verified', 'shipping'] as const;
export type CaptureMoment = (typeof CAPTURE_MOMENTS)[number];

/** An online card authorisation lasts 7 days at every major network when the buyer starts the payment (Stripe's table). */
export const AUTHORISATION_DAYS = 7;
/** The shop is warned this long before an authorisation ends. */
export const AUTHORISATION_WARNING_HOURS = 24;

const HOUR_MS = 3_600_000;

/**
 * Whether to capture at this moment. The certification state is the one at that moment: `awaiting` until an admin
 * verifies, then `verified`. Shipping always captures what is still authorised (an order never ships unpaid; the
 * certification gate refuses the shipment first when it is awaiting).
 */
export function captureDue(setting: CardCaptureSetting, moment: CaptureMoment, certification: OrderCertificationState): boolean {
  if (certification === 'awaiting') return false;
  if (moment === 'shipping') return true;
  if (setting === 'at_shipment') return false;
  // at_placing: capture as soon as the sale is allowed: at placing, or when the awaited certification is verified.
  return moment === 'placed' || moment === 'certification_verified';
}

/** When an authorisation ends: the provider's own `capture_before` when it gave one, else 7 days after it was made. */
export function authorisationEndsAt(authorizedAt: Date, captureBefore: Date | null): Date {
  return captureBefore ?? new Date(authorizedAt.getTime() + AUTHORISATION_DAYS * 24 * HOUR_MS);
}

export type AuthorisationStanding = 'valid' | 'ending_soon' | 'ended';

/** valid; ending soon (the shop is warned: verify the certification, or the buyer pays again); ended (nothing to capture). */
export function authorisationStanding(endsAt: Date, now: Date): AuthorisationStanding {
  const left = endsAt.getTime() - now.getTime();
  if (left <= 0) return 'ended';
  return left <= AUTHORISATION_WARNING_HOURS * HOUR_MS ? 'ending_soon' : 'valid';
}

/**
 * The ends of the authorisations that are `ending_soon` at `now`, as a range for an indexed query: after `now`, at
 * most AUTHORISATION_WARNING_HOURS later (the same bounds as authorisationStanding).
 */
export function endingSoonWindow(now: Date): { after: Date; until: Date } {
  return { after: now, until: new Date(now.getTime() + AUTHORISATION_WARNING_HOURS * HOUR_MS) };
}
