import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { cn } from '@web/lib/cn';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

/** Storefront spec §9: images start loading when they come within 50px of the viewport. */
const ROOT_MARGIN = '50px';

export interface LazyImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'loading'> {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size, so the box is reserved before the image arrives (no layout shift). */
  width: number;
  height: number;
  /** Load at once (the main image of a page). */
  eager?: boolean;
}

/** An image loaded near the viewport, sized up front, that falls back to /placeholder.svg when missing or broken. */
export function LazyImage({ src, alt, width, height, eager = false, className, ...rest }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(eager);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: ROOT_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  const wanted = src?.trim() ? src : PLACEHOLDER_IMAGE;
  const shown = failedSrc === wanted ? PLACEHOLDER_IMAGE : wanted;
  return (
    <img
      ref={ref}
      {...rest}
      src={near ? shown : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => {
        if (shown !== PLACEHOLDER_IMAGE) setFailedSrc(wanted);
      }}
      className={cn('bg-slate-100', className)}
    />
  );
}
