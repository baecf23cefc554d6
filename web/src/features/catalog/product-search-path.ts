/** Where the header search sends a visitor: /products?search={text}, trimmed; null for an empty search. */
export function productSearchPath(text: string): string | null {
  const search = text.trim();
  return search ? `/products?${new URLSearchParams({ search })}` : null;
}
