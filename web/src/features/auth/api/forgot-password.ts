import { useMutation } from '@tanstack/react-query';
import type { ForgotPasswordRequest } from '@domain/schemas/auth';
import { apiFetch } from '@web/lib/api-client';

export function requestPasswordReset(input: ForgotPasswordRequest): Promise<unknown> {
  return apiFetch('/api/auth/forgot-password', { method: 'POST', json: input });
}

/** Asks for a reset e-mail; the answer is the same whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
