import { z } from 'zod';

export const ERROR_CODES = [
  'validation_failed',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'unprocessable',
  'rate_limited',
  'service_unavailable',
  'internal',
  'two_factor_required',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** The one HTTP status each error code is sent with (DESIGN.md, Contracts). */
export const ERROR_STATUS = {
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  unprocessable: 422,
  rate_limited: 429,
  internal: 500,
  service_unavailable: 503,
  two_factor_required: 403,
} as const satisfies Record<ErrorCode, number>;

export const errorCodeSchema = z.enum(ERROR_CODES);

/** Every error the API answers with: `{ error: { code, message, fields? } }`, fields naming each invalid input. */
export const apiErrorSchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

export type ApiError = z.infer<typeof apiErrorSchema>;

export function apiError(code: ErrorCode, message: string, fields?: Record<string, string>): ApiError {
  return { error: fields ? { code, message, fields } : { code, message } };
}
