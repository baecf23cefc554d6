/** A line's picture, or the product's initial on a tinted tile when it has none (storefront spec §2). */
export function LineThumb({ name, imageUrl }: { name: string; imageUrl: string | null }) {
  if (imageUrl) {
    return <img src={imageUrl} alt="" width={64} height={64} loading="lazy" className="size-16 shrink-0 rounded-md bg-slate-100 object-contain" />;
  }
  return (
    <div aria-hidden="true" className="grid size-16 shrink-0 place-items-center rounded-md bg-linear-to-br from-brand-50 to-brand-100">
      <span className="text-2xl font-bold text-brand-700">{name.trim().charAt(0).toUpperCase()}</span>
    </div>
  );
}
