import { PAYMENT_MESSAGES } from '@domain/schemas/payments';
import { AppError } from '../../errors';

/** Fastify's validation error as fastify-type-provider-zod builds it: one entry per zod issue. */
interface ValidationErrorLike {
  validation?: readonly { keyword?: string; instancePath: string; message?: string; params?: unknown }[];
}

export const UNKNOWN_FIELD_MESSAGE = 'This field is not allowed.';

/** Fields an older client still sends, refused with what to send instead (docs/decisions/040: card data never reaches us). */
const REMOVED_FIELD_MESSAGES: Readonly<Record<string, string>> = { card: PAYMENT_MESSAGES.cardDataRefused };

const join = (base: string, key: string) => (base ? `${base}.${key}` : key);

/** `{ "items.0.quantity": "…" }` from a schema failure; an unexpected field (a price, say) is named on its own. */
export function validationFields(err: ValidationErrorLike): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const entry of err.validation ?? []) {
    const base = entry.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const keys = (entry.params as { keys?: unknown } | undefined)?.keys;
    if (entry.keyword === 'unrecognized_keys' && Array.isArray(keys)) {
      for (const key of keys) fields[join(base, String(key))] ??= (base === '' ? REMOVED_FIELD_MESSAGES[String(key)] : undefined) ?? UNKNOWN_FIELD_MESSAGE;
      continue;
    }
    fields[base || 'body'] ??= entry.message ?? 'Invalid value';
  }
  return fields;
}

/**
 * A 400 whose message is the first failure's own text ('Cart is empty', 'Legal acknowledgment required'),
 * so a client can show it as is; every failure is listed in fields.
 */
export function validationFailure(err: ValidationErrorLike): AppError {
  const fields = validationFields(err);
  // A removed field says first what to send instead: the other failures follow from it.
  const removed = Object.keys(REMOVED_FIELD_MESSAGES).find((key) => fields[key] !== undefined);
  const message = (removed ? fields[removed] : Object.values(fields)[0]) ?? 'Some fields are not valid.';
  return new AppError('validation_failed', message, fields);
}

/** The raw body's own property, without trusting its shape (it failed or has not passed validation). */
export function rawField(body: unknown, key: string): unknown {
  return body !== null && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>)[key] : undefined;
}
