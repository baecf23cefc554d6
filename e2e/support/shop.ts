import type { Page } from 'playwright-core';
import { packageUnitPriceCents, type PackageKey } from '@domain/pricing';
import type { PublicProduct } from '@domain/schemas/product';
import { cartTotals, type CartTotals } from '@domain/totals';
import en from '../../web/src/i18n/en.json';
import { openPage } from './navigation';

export async function fetchProduct(baseUrl: string, slug: string): Promise<PublicProduct> {
  const res = await fetch(`${baseUrl}/api/products/${slug}`);
  return ((await res.json()) as { product: PublicProduct }).product;
}

/** Opens a product page, chooses the packaging and adds the given quantity to the cart or the quote list. */
export async function addFromProductPage(page: Page, baseUrl: string, slug: string, packaging: PackageKey, target: 'cart' | 'quote' = 'cart') {
  await openPage(page, `${baseUrl}/products/${slug}`);
  await page.getByLabel(en.product.packaging, { exact: true }).selectOption(packaging);
  await page.getByRole('button', { name: target === 'cart' ? en.product.addToCart : en.product.addToQuote }).click();
  await page.getByRole('status').getByText(target === 'cart' ? /added to your cart/i : /added to your quote request/i).waitFor();
}

/** The domain's reference totals for lines of products at their catalogue package prices (default $500 free-shipping threshold). */
export function referenceTotals(lines: { product: PublicProduct; packaging: PackageKey; quantity: number }[], couponPercent?: number): CartTotals {
  return cartTotals({
    lines: lines.map(({ product, packaging, quantity }) => ({ unitPriceCents: packageUnitPriceCents(product, packaging), quantity })),
    coupon: couponPercent ? { discountType: 'percentage', discountValue: couponPercent } : null,
  });
}

export interface CheckoutDetails {
  name: string;
  email: string;
  cardNumber?: string;
}

/** Fills customer (phone included, asked once), shipping address and (by default) a sandbox card that is authorised. */
export async function fillCheckout(page: Page, { name, email, cardNumber = '4111 1111 1111 1111' }: CheckoutDetails) {
  const main = page.locator('main');
  const customer = main.getByRole('region', { name: en.checkout.customer.title });
  await customer.getByLabel(en.checkout.customer.name, { exact: true }).fill(name);
  await customer.getByLabel(en.checkout.customer.email, { exact: true }).fill(email);
  await customer.getByLabel(en.checkout.customer.phone, { exact: true }).fill('+1 214 555 0101');
  const shipping = main.getByRole('region', { name: en.checkout.shipping.title });
  await shipping.getByLabel(en.checkout.address.street, { exact: true }).fill('2500 Commerce Street');
  await shipping.getByLabel(en.checkout.address.city, { exact: true }).fill('Dallas');
  // A US address whatever the saved one: the country decides the state list, the ZIP code check and the tax.
  await shipping.getByLabel(en.checkout.address.country, { exact: true }).selectOption('United States');
  await shipping.getByLabel(en.addressForm.labels.state, { exact: true }).selectOption('TX');
  await shipping.getByLabel(en.addressForm.labels.zipCode, { exact: true }).fill('75226');
  const payment = main.getByRole('region', { name: en.checkout.payment.title });
  await payment.getByLabel(en.checkout.payment.cardholderName, { exact: true }).fill(name);
  await payment.getByLabel(en.checkout.payment.cardNumber, { exact: true }).fill(cardNumber);
  await payment.getByLabel(en.checkout.payment.expiry, { exact: true }).fill('12/39');
}

/** The toast on screen with this title. */
export function toastWithTitle(page: Page, title: string) {
  return page.getByTestId('toast').filter({ hasText: title });
}
