/**
 * Uploaded pictures (DESIGN.md "uploads"): the server re-encodes every image to WebP at IMAGE_WIDTHS and stores
 * `/uploads/images/<key>-<width>.webp` for each; a record keeps the URL of the widest. Pages derive the srcset from
 * that URL, so one stored URL gives every width.
 */
export const IMAGE_WIDTHS = [400, 800, 1200] as const;
export const LARGEST_IMAGE_WIDTH = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1] as number;

const UPLOADED_IMAGE = /^(\/uploads\/images\/[a-z0-9][a-z0-9-]*)-(\d+)\.webp$/;

/** The URL of one width of an uploaded image; null when the URL is not an uploaded image (a link kept as is). */
export function imageVariantUrl(url: string, width: (typeof IMAGE_WIDTHS)[number]): string | null {
  const match = UPLOADED_IMAGE.exec(url);
  return match ? `${match[1]}-${width}.webp` : null;
}

/** `srcset` of an uploaded image at every width; undefined for any other URL. */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  if (!url) return undefined;
  const match = UPLOADED_IMAGE.exec(url);
  if (!match) return undefined;
  return IMAGE_WIDTHS.map((width) => `${match[1]}-${width}.webp ${width}w`).join(', ');
}

/** The stored URL of an uploaded image's widest file, from the key the upload store gave it. */
export function uploadedImageUrl(key: string): string {
  return `/uploads/images/${key}-${LARGEST_IMAGE_WIDTH}.webp`;
}

/**
 * `sizes` of a product page's main picture: half the page (max-w-7xl, 1280px, less px-8 and the gap-10 between columns)
 * from Tailwind's lg breakpoint, the page's width less its padding below. The storefront draws it and the server
 * preloads it with this one value, so the browser picks the same file for both.
 */
export const PRODUCT_PAGE_IMAGE_SIZES =
  '(min-width: 1280px) 588px, (min-width: 1024px) calc(50vw - 3.25rem), (min-width: 640px) calc(100vw - 3rem), calc(100vw - 2rem)';
