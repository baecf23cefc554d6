import type { PublicProduct } from '@domain/schemas/product';
import { ProductPicture } from '@web/components/ui/product-picture';
import { cn } from '@web/lib/cn';

export function productImageUrl(product: Pick<PublicProduct, 'thumbnailUrl' | 'images'>): string | null {
  return product.thumbnailUrl?.trim() || product.images.find((url) => url.trim()) || null;
}

interface ProductVisualProps {
  product: PublicProduct;
  className?: string;
  /** The box's fixed proportions, so every card's picture has the same height whatever the image. */
  aspect?: string;
  /** The width the picture is drawn at in this layout (the img `sizes` attribute). */
  sizes: string;
  eager?: boolean;
  priority?: boolean;
}

/** The product's picture, or its initial letter on a tinted tile when it has none (storefront spec §2). */
export function ProductVisual({ product, className, aspect = 'aspect-[4/3]', sizes, eager = false, priority = false }: ProductVisualProps) {
  return (
    <ProductPicture
      src={productImageUrl(product)}
      name={product.name}
      alt={product.name}
      width={400}
      height={300}
      sizes={sizes}
      eager={eager}
      priority={priority}
      className={cn(aspect, 'w-full', className)}
    />
  );
}
