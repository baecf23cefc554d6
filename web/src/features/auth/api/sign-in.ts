import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { AuthUserResponse, SessionUser, SignInRequest } from '@domain/schemas/auth';
import { authPost } from './auth-request';
import { sessionQueryKey, type SessionResponse } from './session';

export function signIn(input: SignInRequest): Promise<AuthUserResponse> {
  return authPost<AuthUserResponse>('/api/auth/sign-in', input);
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
