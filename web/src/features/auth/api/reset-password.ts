import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordRequest } from '@domain/schemas/auth';
import { apiFetch } from '@web/lib/api-client';

export function resetPassword(input: ResetPasswordRequest): Promise<unknown> {
  return apiFetch('/api/auth/reset-password', { method: 'POST', json: input });
}

/** Sets a new password with the one-time token from the reset e-mail. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
