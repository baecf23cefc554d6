import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminCertification, AdminCertificationListResponse } from '@domain/schemas/certifications';
import { apiFetch } from '@web/lib/api-client';

export const BUYER_CERTIFICATIONS_KEY = ['admin', 'buyer-certifications'] as const;

/** GET /api/admin/certifications with the list's query string (page, size, search, status). */
export function useBuyerCertifications(apiQuery: string) {
  return useQuery({
    queryKey: [...BUYER_CERTIFICATIONS_KEY, apiQuery],
    queryFn: ({ signal }) => apiFetch<AdminCertificationListResponse>(`/api/admin/certifications?${apiQuery}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function verifyCertification(row: AdminCertification): Promise<{ certification: AdminCertification }> {
  return apiFetch(`/api/admin/certifications/${row.id}/verify`, { method: 'POST', json: { version: row.version } });
}

export function rejectCertification({ row, reason }: { row: AdminCertification; reason: string }): Promise<{ certification: AdminCertification }> {
  return apiFetch(`/api/admin/certifications/${row.id}/reject`, { method: 'POST', json: { version: row.version, reason } });
}

/** The inspector's CSV of restricted-refrigerant sales between two days (either may be empty). */
export function salesExportUrl(from: string, to: string): string {
  const query = new URLSearchParams();
  if (from) query.set('from', from);
  if (to) query.set('to', to);
  const text = query.toString();
  return `/api/admin/certifications/sales.csv${text ? `?${text}` : ''}`;
}
