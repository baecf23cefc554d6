import { queryOptions, useQuery } from '@tanstack/react-query';
// Types only: the header reads the session on every page, so no zod runtime is pulled in here.
import type { SessionResponse, SessionUser } from '@domain/schemas/auth';
import { apiFetch } from '@web/lib/api-client';

export type { SessionResponse, SessionUser };

export const sessionQueryKey = ['session'] as const;

export function getSession(signal?: AbortSignal): Promise<SessionResponse> {
  return apiFetch<SessionResponse>('/api/auth/session', { signal });
}

export const sessionQueryOptions = queryOptions({
  queryKey: sessionQueryKey,
  queryFn: ({ signal }) => getSession(signal),
  // Sign-in and sign-out write the answer into the cache; a refetch is only a safety net.
  staleTime: 5 * 60_000,
  retry: 1,
});

export interface SessionState {
  /** True until the first session check finishes (storefront spec §4). */
  isLoading: boolean;
  user: SessionUser | null;
  isAdmin: boolean;
  /** An admin session opened before two-factor enrolment: the admin API refuses it until the code step (ADR 030). */
  secondFactorRequired: boolean;
}

/** Who is signed in. A session check that fails reads as signed out. */
export function useSession(): SessionState {
  const { data, isPending } = useQuery(sessionQueryOptions);
  const user = data?.user ?? null;
  return { isLoading: isPending, user, isAdmin: user?.role === 'admin', secondFactorRequired: data?.secondFactorRequired === true };
}
