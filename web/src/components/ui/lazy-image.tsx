import { useEffect, useRef, useState, type ImgHTMLAttributes } from 'react';
import { imageSrcSet } from '@domain/images';
import { cn } from '@web/lib/cn';

export const PLACEHOLDER_IMAGE = '/placeholder.svg';

/** Storefront spec §9: images start loading when they come within 50px of the viewport. */
const ROOT_MARGIN = '50px';

export interface LazyImageProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading' | 'fetchPriority'> {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size, so the box is reserved before the image arrives (no layout shift). */
  width: number;
  height: number;
  /**
   * The width the picture is drawn at in this layout (the `sizes` attribute): an uploaded image comes at several
   * widths (domain/images.ts) and the browser picks the smallest that is sharp there.
   */
  sizes: string;
  /** Load at once, in the server-rendered page too (a picture on the first screen). */
  eager?: boolean;
  /** The page's main picture (its largest paint): loaded at once and before other pictures. */
  priority?: boolean;
}

/**
 * An image loaded near the viewport, sized up front, offered at every stored width, that falls back to
 * /placeholder.svg when missing or broken. The server renders the same markup (eager pictures with their address,
 * the others without until the browser sees them near), so hydration matches.
 */
export function LazyImage({ src, alt, width, height, sizes, eager = false, priority = false, className, ...rest }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const atOnce = eager || priority;
  const [near, setNear] = useState(atOnce);
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
  const srcSet = imageSrcSet(shown);
  return (
    <img
      ref={ref}
      {...rest}
      srcSet={near ? srcSet : undefined}
      sizes={srcSet ? sizes : undefined}
      src={near ? shown : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={atOnce ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
      onError={() => {
        if (shown !== PLACEHOLDER_IMAGE) setFailedSrc(wanted);
      }}
      className={cn('bg-slate-100', className)}
    />
  );
}
