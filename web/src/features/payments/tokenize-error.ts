/** The fields refused to give a token; `message` is already in the buyer's language and shown by the fields. */
export class TokenizeError extends Error {
  override readonly name = 'TokenizeError';
}

/** What every provider's fields offer the page that holds them. */
export interface PaymentFieldsHandle {
  /** A token for the details the buyer typed; rejects with a TokenizeError the fields already show. */
  tokenize(): Promise<string>;
}
