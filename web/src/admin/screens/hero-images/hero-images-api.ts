import { useQuery } from '@tanstack/react-query';
import type { HeroImage, HeroImageValues } from '@domain/schemas/hero-images';
import { apiFetch } from '@web/lib/api-client';

export const HERO_IMAGES_KEY = ['admin', 'hero-images'] as const;

export function useHeroImages() {
  return useQuery({ queryKey: HERO_IMAGES_KEY, queryFn: ({ signal }) => apiFetch<{ items: HeroImage[] }>('/api/admin/hero-images', { signal }), staleTime: 0 });
}

export function saveHeroImage(values: HeroImageValues): Promise<HeroImage> {
  return apiFetch<HeroImage>('/api/admin/hero-images', { method: 'PUT', json: values });
}

export function toggleHeroImage(image: HeroImage): Promise<HeroImage> {
  return apiFetch<HeroImage>(`/api/admin/hero-images/${image.id}`, { method: 'PATCH', json: { isActive: !image.isActive, version: image.updatedAt } });
}

export function deleteHeroImage(id: string): Promise<void> {
  return apiFetch<void>(`/api/admin/hero-images/${id}`, { method: 'DELETE' });
}
