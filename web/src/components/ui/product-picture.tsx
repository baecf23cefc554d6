import { cn } from '@web/lib/cn';
import { LazyImage } from './lazy-image';

const LETTER_SIZES = { lg: 'text-5xl', md: 'text-2xl', sm: 'text-xl' } as const;

export interface ProductPictureProps {
  /** The product's picture; without one its initial letter stands in (storefront spec §2). */
  src: string | null | undefined;
  name: string;
  /** The product's name where the picture stands for the product; '' beside a visible name (cart and quote lines). */
  alt: string;
  /** The picture's box: size or aspect, rounding, border. */
  className?: string;
  /** Intrinsic size of the drawn picture (the catalogue's pictures are 4:3). */
  width: number;
  height: number;
  sizes: string;
  fit?: 'contain' | 'cover';
  eager?: boolean;
  priority?: boolean;
  letter?: keyof typeof LETTER_SIZES;
}

/** A product's picture at the widths the layout needs, or its initial letter on a tinted tile when it has none. */
export function ProductPicture({ src, name, alt, className, width, height, sizes, fit = 'contain', eager, priority, letter = 'lg' }: ProductPictureProps) {
  if (src?.trim()) {
    return (
      <LazyImage
        src={src}
        alt={alt}
        width={width}
        height={height}
        sizes={sizes}
        eager={eager}
        priority={priority}
        className={cn(fit === 'contain' ? 'object-contain' : 'object-cover', className)}
      />
    );
  }
  const tile = cn('grid place-items-center bg-linear-to-br from-brand-50 to-brand-100', className);
  const initial = (
    <span aria-hidden="true" className={cn(LETTER_SIZES[letter], 'font-bold text-brand-700')}>
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
  return alt ? (
    <div role="img" aria-label={alt} className={tile}>
      {initial}
    </div>
  ) : (
    <div aria-hidden="true" className={tile}>
      {initial}
    </div>
  );
}
