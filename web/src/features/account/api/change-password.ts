import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordRequest } from '@domain/schemas/account';
import { apiFetch } from '@web/lib/api-client';

export function changePassword(input: ChangePasswordRequest): Promise<unknown> {
  return apiFetch('/api/account/password', { method: 'POST', json: input });
}

/** Changes the password; the current one is required and the server ends the other sessions. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
