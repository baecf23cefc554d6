import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SessionUser, SignInRequest, SignInResponse } from '@domain/schemas/auth';
import { authPost } from './auth-request';
import { sessionQueryKey, type SessionResponse } from './session';

/** The user, or `{ twoFactorRequired }` for an admin with two-factor sign-in (the code step follows). */
export function signIn(input: SignInRequest): Promise<SignInResponse> {
  return authPost<SignInResponse>('/api/auth/sign-in', input);
}

/**
 * Makes a newly signed-in user the cached session and drops whatever was loaded for the previous one.
 * Separate from the request so the admin page can hold its "Loading..." for 2 seconds first.
 */
export function useApplySignedInUser(): (user: SessionUser) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (user) => {
      queryClient.removeQueries({ queryKey: ['account'] });
      queryClient.removeQueries({ queryKey: ['admin'] });
      queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user });
    },
    [queryClient],
  );
}
