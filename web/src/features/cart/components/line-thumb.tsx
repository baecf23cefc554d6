import { ProductPicture } from '@web/components/ui/product-picture';

/** A line's picture, or the product's initial on a tinted tile when it has none (storefront spec §2); its name is beside it. */
export function LineThumb({ name, imageUrl }: { name: string; imageUrl: string | null }) {
  return (
    <ProductPicture src={imageUrl} name={name} alt="" width={64} height={64} sizes="64px" fit="cover" letter="md" className="size-16 shrink-0 rounded-md" />
  );
}
