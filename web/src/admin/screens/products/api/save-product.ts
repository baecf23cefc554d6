import type { AdminProductAnswer, AdminProductDetail, ProductCreateRequest, ProductUpdateRequest } from '@domain/schemas/admin-products';
import { apiFetch } from '@web/lib/api-client';

export function createProduct(body: ProductCreateRequest): Promise<AdminProductDetail> {
  return apiFetch<AdminProductAnswer>('/api/admin/products', { method: 'POST', json: body }).then((answer) => answer.product);
}

/** Sends the edit with the version (updatedAt) it started from; a 409 means another admin saved in between. */
export function updateProduct(id: string, body: ProductUpdateRequest): Promise<AdminProductDetail> {
  return apiFetch<AdminProductAnswer>(`/api/admin/products/${encodeURIComponent(id)}`, { method: 'PATCH', json: body }).then((answer) => answer.product);
}
