import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminCoupon, CouponListResponse, CouponValues } from '@domain/schemas/coupons';
import { apiFetch } from '@web/lib/api-client';

/** Every coupon query starts with this key, so a write refreshes whichever page is shown. */
export const COUPONS_KEY = ['admin', 'coupons'] as const;

/** GET /api/admin/coupons with the list's query string (page, size, search, status). */
export function useCoupons(apiQuery: string) {
  return useQuery({
    queryKey: [...COUPONS_KEY, apiQuery],
    queryFn: ({ signal }) => apiFetch<CouponListResponse>(`/api/admin/coupons?${apiQuery}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** POST /api/admin/coupons */
export function createCoupon(values: CouponValues): Promise<AdminCoupon> {
  return apiFetch<AdminCoupon>('/api/admin/coupons', { method: 'POST', json: values });
}

/** PUT /api/admin/coupons/:id from the version the form loaded. */
export function updateCoupon({ id, version, values }: { id: string; version: string; values: CouponValues }): Promise<AdminCoupon> {
  return apiFetch<AdminCoupon>(`/api/admin/coupons/${id}`, { method: 'PUT', json: { ...values, version } });
}

/** DELETE /api/admin/coupons/:id */
export function deleteCoupon(id: string): Promise<void> {
  return apiFetch<void>(`/api/admin/coupons/${id}`, { method: 'DELETE' });
}

/** The form's values of a stored coupon (what Edit starts from, and what Deactivate sends back changed). */
export function couponValuesOf(coupon: AdminCoupon): CouponValues {
  const { code, title, description, translations, discountType, discountValue, minimumOrderAmount, maxUses, startDate, endDate, isActive } = coupon;
  return { code, title, description, translations, discountType, discountValue, minimumOrderAmount, maxUses, startDate, endDate, isActive };
}
