import { useMutation } from '@tanstack/react-query';
import type { ValidateCouponRequest, ValidateCouponResponse } from '@domain/schemas/coupons';
import { apiFetch } from '@web/lib/api-client';

export function validateCoupon(body: ValidateCouponRequest): Promise<ValidateCouponResponse> {
  return apiFetch<ValidateCouponResponse>('/api/coupons/validate', { method: 'POST', json: body });
}

export function useValidateCoupon() {
  return useMutation({ mutationFn: validateCoupon });
}
