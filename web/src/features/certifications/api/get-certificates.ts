import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicCertificatesResponse } from '@domain/schemas/certificates';
import { apiFetch } from '@web/lib/api-client';

export function getCertificates(signal?: AbortSignal): Promise<PublicCertificatesResponse> {
  return apiFetch<PublicCertificatesResponse>('/api/content/certificates', { signal });
}

export const certificatesQueryOptions = queryOptions({
  queryKey: ['content', 'certificates'],
  queryFn: ({ signal }) => getCertificates(signal),
});

/** Active certificates and the products' certificate documents. */
export function useCertificates() {
  return useQuery(certificatesQueryOptions);
}
