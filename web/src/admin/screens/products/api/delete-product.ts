import type { AdminProductAnswer, AdminProductDetail, ProductDeleteResponse } from '@domain/schemas/admin-products';
import { apiFetch } from '@web/lib/api-client';

/** Deletes the product, or archives it when an order or quote names it (the answer says which). */
export function deleteProduct(id: string): Promise<ProductDeleteResponse> {
  return apiFetch<ProductDeleteResponse>(`/api/admin/products/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

export function restoreProduct(id: string): Promise<AdminProductDetail> {
  return apiFetch<AdminProductAnswer>(`/api/admin/products/${encodeURIComponent(id)}/restore`, { method: 'POST' }).then((answer) => answer.product);
}
