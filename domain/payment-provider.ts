/** The payment provider's vocabulary shared by the database, the API and the adapters (docs/decisions/040). */

export const PROVIDER_NAMES = ['sandbox', 'stripe'] as const;
export type ProviderName = (typeof PROVIDER_NAMES)[number];

/** What a provider payment is paid with: a card, or a bank debit (US ACH, Canadian PAD). */
export const PROVIDER_PAYMENT_METHODS = ['card', 'bank_debit'] as const;
export type ProviderPaymentMethod = (typeof PROVIDER_PAYMENT_METHODS)[number];

/** Cards are authorised and captured after (`manual`); bank debits are `automatic`. */
export const CAPTURE_METHODS = ['automatic', 'manual'] as const;
export type CaptureMethod = (typeof CAPTURE_METHODS)[number];

/** Who recorded what the provider did (a `payments` row's recorded_by_email, an audit entry's actor): the screens word it. */
export const PROVIDER_ACTOR = 'provider';
