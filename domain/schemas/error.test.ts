import { describe, expect, it } from 'vitest';
import { apiError, apiErrorSchema, ERROR_CODES, ERROR_STATUS } from './error';

describe('apiErrorSchema', () => {
  it('accepts the documented error shape with field messages', () => {
    const body = {
      error: { code: 'validation_failed', message: 'Invalid input', fields: { email: 'Please enter a valid email address.' } },
    };
    expect(apiErrorSchema.parse(body)).toEqual(body);
  });

  it('accepts an error without fields', () => {
    expect(apiErrorSchema.safeParse({ error: { code: 'not_found', message: 'Not found' } }).success).toBe(true);
  });

  it('refuses an unknown code', () => {
    expect(apiErrorSchema.safeParse({ error: { code: 'teapot', message: 'No' } }).success).toBe(false);
  });

  it('refuses a body without a message', () => {
    expect(apiErrorSchema.safeParse({ error: { code: 'internal' } }).success).toBe(false);
  });
});

describe('error codes', () => {
  it('lists every code of the contract', () => {
    expect([...ERROR_CODES].sort()).toEqual(
      [
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
      ].sort(),
    );
  });

  it('pairs each code with its HTTP status', () => {
    expect(ERROR_STATUS).toMatchObject({ validation_failed: 400, unauthorized: 401, forbidden: 403, rate_limited: 429, two_factor_required: 403 });
  });

  it('builds an error body that passes its own schema', () => {
    const body = apiError('validation_failed', 'Invalid input', { email: 'Please enter a valid email address.' });
    expect(apiErrorSchema.parse(body)).toEqual(body);
    expect(apiError('forbidden', 'Admins only')).toEqual({ error: { code: 'forbidden', message: 'Admins only' } });
  });
});
