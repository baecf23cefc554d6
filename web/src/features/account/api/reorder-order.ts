import { useMutation } from '@tanstack/react-query';
import type { ReorderResponse } from '@domain/schemas/reorder';
import { toCents } from '@domain/money';
import { addToCart } from '@web/features/cart/cart-store';
import { apiFetch } from '@web/lib/api-client';

/** An order's lines as they can be bought today (the server says what changed). */
export function getReorder(orderNumber: string): Promise<ReorderResponse> {
  return apiFetch<ReorderResponse>(`/api/account/orders/${encodeURIComponent(orderNumber)}/reorder`);
}

/** Puts the lines that can be bought today into the cart, at today's prices (display only: checkout prices again). */
export function addReorderToCart(answer: ReorderResponse): void {
  for (const line of answer.lines) {
    if (!line.addable || line.productId === null || line.packaging === null || line.unitPrice === null) continue;
    addToCart(
      {
        productId: line.productId,
        packaging: line.packaging,
        name: line.productName,
        sku: line.sku ?? '',
        imageUrl: line.imageUrl,
        epaApproved: line.epaApproved,
        unitPriceCents: toCents(line.unitPrice),
      },
      line.quantity,
    );
  }
}

/** "Order again": asks the server, then fills the cart with what can be added. */
export function useReorder() {
  return useMutation({
    mutationFn: getReorder,
    onSuccess: addReorderToCart,
  });
}
