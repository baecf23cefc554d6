import { imageSrcSet } from '@domain/images';
import type { PublicHeroImage } from '@domain/schemas/hero-images';
import { useLocalized } from '@web/lib/use-localized';

/**
 * The backdrop of a page's hero band: the location's active image (Website Image Management) dimmed under the white
 * text, or the brand gradient when none is active. The image is the page's largest paint, so it is fetched first.
 */
export function HeroBackdrop({ image, testId }: { image: PublicHeroImage | null; testId: string }) {
  const text = useLocalized();
  // The alt in the page's language; an English fallback on a French or Spanish page marks the img lang="en" (docs/decisions/038).
  const alt = image ? text(image.altText, image.translations, 'altText') : null;
  return image ? (
    <img
      src={image.imageUrl}
      srcSet={imageSrcSet(image.imageUrl)}
      sizes="100vw"
      alt={alt?.value ?? ''}
      lang={alt?.value ? alt.lang : undefined}
      fetchPriority="high"
      className="absolute inset-0 -z-10 size-full object-cover opacity-35"
      data-testid={testId}
    />
  ) : (
    <div aria-hidden="true" className="absolute inset-0 -z-10 bg-linear-to-br from-brand-950 via-brand-900 to-brand-700" />
  );
}
