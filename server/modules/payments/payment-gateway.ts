import type { CardBrand } from '@domain/cards';

/** What the checkout hands to the gateway; lives in memory for the length of one request only. */
export interface CardDetails {
  number: string;
  expiry: string;
  cvc?: string;
  cardholderName: string;
}

export type DeclineReason = 'declined' | 'invalid_number' | 'expired';

export type AuthorizationResult =
  | { approved: true; reference: string; brand: CardBrand; last4: string }
  | { approved: false; reason: DeclineReason };

/**
 * The payment port (DESIGN.md "cards"). The sandbox adapter checks cards like a processor's test mode;
 * a tokenising provider is the production adapter. Adapters never log or return the full number.
 */
export interface PaymentGateway {
  readonly name: string;
  /** Shown in the admin: no real money moves. */
  readonly testMode: boolean;
  authorize(request: { amountCents: number; card: CardDetails }): Promise<AuthorizationResult>;
  /** Cancels an authorisation whose order could not be saved, so the buyer's funds are not held. */
  void(reference: string): Promise<void>;
}
