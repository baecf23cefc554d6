import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountResponse, UpdateLanguageRequest } from '@domain/schemas/account';
import { apiFetch } from '@web/lib/api-client';
import { accountQueryOptions } from './get-account';

export function updateLanguage(input: UpdateLanguageRequest): Promise<void> {
  return apiFetch<void>('/api/account/language', { method: 'PUT', json: input });
}

/** Stores the preferred language (used for the e-mails the shop sends). */
export function useUpdateLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLanguage,
    onSuccess: (_answer, { language }) => {
      queryClient.setQueryData<AccountResponse>(accountQueryOptions.queryKey, (account) =>
        account ? { ...account, profile: { ...account.profile, preferredLanguage: language } } : account,
      );
    },
  });
}
