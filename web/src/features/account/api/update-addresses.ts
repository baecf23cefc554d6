import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountResponse, AddressesResponse, UpdateAddressesRequest } from '@domain/schemas/account';
import { apiFetch } from '@web/lib/api-client';
import { accountQueryOptions } from './get-account';

export function updateAddresses(input: UpdateAddressesRequest): Promise<AddressesResponse> {
  return apiFetch<AddressesResponse>('/api/account/addresses', { method: 'PUT', json: input });
}

/** Saves the shipping and billing addresses that prefill checkout. */
export function useUpdateAddresses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAddresses,
    onSuccess: (answer, input) => {
      // The answer carries the stored pair; an empty 2xx body still means the input was stored.
      const addresses = answer?.addresses ?? { shipping: input.shipping, billing: input.billing };
      queryClient.setQueryData<AccountResponse>(accountQueryOptions.queryKey, (account) =>
        account ? { ...account, addresses: addresses as AccountResponse['addresses'] } : account,
      );
    },
  });
}
