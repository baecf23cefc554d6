import { packageUnitPriceCents, type PackageKey } from '@domain/pricing';
import type { PublicProduct } from '@domain/schemas/product';
import { addToCart } from '@web/features/cart/cart-store';
import { addToQuoteList } from '@web/features/quotes/quote-list-store';
import { productImageUrl } from '../components/product-visual';

/** Puts a product into the cart at the domain's price for the package (display only: the server prices the order). */
export function addProductToCart(product: PublicProduct, packaging: PackageKey, quantity: number): void {
  addToCart(
    {
      productId: product.id,
      packaging,
      name: product.name,
      sku: product.sku ?? '',
      imageUrl: productImageUrl(product),
      epaApproved: product.epaApproved,
      unitPriceCents: packageUnitPriceCents(product, packaging),
      leadTimes: product.leadTimes,
    },
    quantity,
  );
}

export function addProductToQuote(product: PublicProduct, packaging: PackageKey, quantity: number): void {
  addToQuoteList({ productId: product.id, productName: product.name, imageUrl: productImageUrl(product), packaging }, quantity);
}
