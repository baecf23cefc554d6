import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@web/lib/api-client';
import { sessionQueryKey, type SessionResponse } from './session';

export function signOut(): Promise<void> {
  return apiFetch<void>('/api/auth/sign-out', { method: 'POST' });
}

/** Ends the session on the server, then forgets the user and everything loaded for them. */
export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => {
      queryClient.setQueryData<SessionResponse>(sessionQueryKey, { user: null });
      queryClient.removeQueries({ queryKey: ['account'] });
      queryClient.removeQueries({ queryKey: ['admin'] });
    },
    // Whatever went wrong, show what the server now says about the session.
    onError: () => queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
  });
}
