import type { PublicProduct } from '@domain/schemas/product';
import { LazyImage } from '@web/components/ui/lazy-image';
import { cn } from '@web/lib/cn';

export function productImageUrl(product: Pick<PublicProduct, 'thumbnailUrl' | 'images'>): string | null {
  return product.thumbnailUrl?.trim() || product.images.find((url) => url.trim()) || null;
}

interface ProductVisualProps {
  product: PublicProduct;
  className?: string;
  /** The box's fixed proportions, so every card's picture has the same height whatever the image. */
  aspect?: string;
  eager?: boolean;
}

/** The product's picture, or its initial letter on a tinted tile when it has none (storefront spec §2). */
export function ProductVisual({ product, className, aspect = 'aspect-[4/3]', eager = false }: ProductVisualProps) {
  const src = productImageUrl(product);
  if (src) {
    return <LazyImage src={src} alt={product.name} width={400} height={300} eager={eager} className={cn(aspect, 'w-full object-contain', className)} />;
  }
  return (
    <div role="img" aria-label={product.name} className={cn(aspect, 'grid w-full place-items-center bg-linear-to-br from-brand-50 to-brand-100', className)}>
      <span aria-hidden="true" className="text-5xl font-bold text-brand-700">
        {product.name.trim().charAt(0).toUpperCase()}
      </span>
    </div>
  );
}
