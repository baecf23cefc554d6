import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountCertificationResponse, CardUploadResponse, SubmitCertificationRequest } from '@domain/schemas/certifications';
import { apiFetch } from '@web/lib/api-client';
import { accountQueryKey } from './get-account';

const certificationKey = [...accountQueryKey, 'certification'] as const;

/** GET /api/account/certification: null is "not provided". */
export function useCertification() {
  return useQuery({ queryKey: certificationKey, queryFn: ({ signal }) => apiFetch<AccountCertificationResponse>('/api/account/certification', { signal }) });
}

/** PUT /api/account/certification: a new submission replaces the last one and waits for review. */
export function useSubmitCertification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SubmitCertificationRequest) => apiFetch<AccountCertificationResponse>('/api/account/certification', { method: 'PUT', json: input }),
    onSuccess: (answer) => queryClient.setQueryData(certificationKey, answer),
  });
}

/** POST /api/account/certification/card: the card's picture or PDF, kept private; the answer's id goes with the submission. */
export function uploadCertificationCard(file: File): Promise<CardUploadResponse> {
  const body = new FormData();
  body.append('file', file);
  return apiFetch('/api/account/certification/card', { method: 'POST', body });
}
