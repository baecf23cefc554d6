import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountResponse, ProfileResponse, UpdateProfileRequest } from '@domain/schemas/account';
import { apiFetch } from '@web/lib/api-client';
import { accountQueryOptions } from './get-account';

export function updateProfile(input: UpdateProfileRequest): Promise<ProfileResponse> {
  return apiFetch<ProfileResponse>('/api/account/profile', { method: 'PATCH', json: input });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: ({ profile }) => {
      queryClient.setQueryData<AccountResponse>(accountQueryOptions.queryKey, (account) => (account ? { ...account, profile } : account));
    },
  });
}
