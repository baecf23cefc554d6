import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MAX_RETRIES = 3;

/** Storefront spec §9: data reads retry 3 times; a 4xx other than 408/429 is an answer, not a fault, so it is not retried. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return error.status === 408 || error.status === 429;
  }
  return true;
}

/** Delay before retry number `attemptIndex` (0-based): 1 s, 2 s, 4 s … capped at 30 s. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, 30_000);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}
