import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubmitTestimonialRequest } from '@domain/schemas/testimonials';
import { apiFetch } from '@web/lib/api-client';

export function submitTestimonial(body: SubmitTestimonialRequest): Promise<{ submitted: true; message: string }> {
  return apiFetch('/api/testimonials', { method: 'POST', json: body });
}

/** POST /api/testimonials: stored for review; nothing public changes until an administrator approves it. */
export function useSubmitTestimonial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitTestimonial,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['testimonials'] }),
  });
}
