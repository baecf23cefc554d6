import { useQuery } from '@tanstack/react-query';
import type { AdminCertificate, CertificateValues } from '@domain/schemas/certificates';
import { apiFetch } from '@web/lib/api-client';

export const CERTIFICATES_KEY = ['admin', 'certificates'] as const;

export function useAdminCertificates() {
  return useQuery({
    queryKey: CERTIFICATES_KEY,
    queryFn: ({ signal }) => apiFetch<{ items: AdminCertificate[] }>('/api/admin/certificates', { signal }),
    staleTime: 0,
  });
}

export function saveCertificate({ certificate, values }: { certificate: AdminCertificate | null; values: CertificateValues }): Promise<AdminCertificate> {
  return certificate
    ? apiFetch<AdminCertificate>(`/api/admin/certificates/${certificate.id}`, { method: 'PUT', json: { ...values, version: certificate.updatedAt } })
    : apiFetch<AdminCertificate>('/api/admin/certificates', { method: 'POST', json: values });
}

export function deleteCertificate(id: string): Promise<void> {
  return apiFetch<void>(`/api/admin/certificates/${id}`, { method: 'DELETE' });
}
