import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@web/lib/api-client';
import { authPost, RateLimitedError, waitMinutes } from './auth-request';

afterEach(() => vi.unstubAllGlobals());

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

describe('authPost', () => {
  it('returns the JSON of a successful answer', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(200, { user: { id: 'u1' } })));
    await expect(authPost('/api/auth/sign-in', { email: 'a@b.co', password: 'x' })).resolves.toEqual({ user: { id: 'u1' } });
  });

  it('keeps the Retry-After of a 429 so the wait can be shown in minutes', async () => {
    const body = { error: { code: 'rate_limited', message: 'Too many login attempts.' } };
    vi.stubGlobal('fetch', vi.fn(async () => answer(429, body, { 'Retry-After': '61' })));
    const error = await authPost('/api/auth/sign-in', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitedError);
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', retryAfterSeconds: 61 });
    expect(waitMinutes(error)).toBe(2);
  });

  it('turns other failures into a plain ApiError', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(401, { error: { code: 'unauthorized', message: 'Login failed. Please check your credentials.' } })));
    const error = await authPost('/api/auth/sign-in', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).not.toBeInstanceOf(RateLimitedError);
    expect(waitMinutes(error)).toBeNull();
  });
});

describe('waitMinutes', () => {
  const limited = (seconds: number | null) => new RateLimitedError(new ApiError(429, 'rate_limited', 'x'), seconds);

  it('rounds the wait up to whole minutes, at least one', () => {
    expect(waitMinutes(limited(900))).toBe(15);
    expect(waitMinutes(limited(899))).toBe(15);
    expect(waitMinutes(limited(5))).toBe(1);
    expect(waitMinutes(limited(null))).toBeNull();
  });
});
