import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { retryDelay, shouldRetry } from './query-client';

describe('query retries', () => {
  it('retries a failed read 3 times', () => {
    const fault = new ApiError(503, 'unavailable', 'Service unavailable');
    expect([0, 1, 2, 3].map((count) => shouldRetry(count, fault))).toEqual([true, true, true, false]);
  });

  it('does not retry an answer such as 404, but does retry 429 and network errors', () => {
    expect(shouldRetry(0, new ApiError(404, 'not_found', 'Not found'))).toBe(false);
    expect(shouldRetry(0, new ApiError(429, 'rate_limited', 'Slow down'))).toBe(true);
    expect(shouldRetry(0, new ApiError(0, 'network_error', 'Offline'))).toBe(true);
  });

  it('doubles the delay from 1 s up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });
});
