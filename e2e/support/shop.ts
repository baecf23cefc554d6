import type { APIRequestContext, FrameLocator, Page } from 'playwright-core';
import type { PackageKey } from '@domain/pricing';
import type { PublicProduct } from '@domain/schemas/product';
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

/** Cents of a dollar amount read from the API (at most two decimals). */
const cents = (dollars: number) => Math.round(dollars * 100);
/** n / d rounded to the nearest whole number, halves up (whole, non-negative n and d). */
const halfUp = (n: number, d: number) => Math.floor((2 * n + d) / (2 * d));

/** The spec's package sizes and default container discounts (storefront spec §9), written here apart from domain/pricing. */
const SPEC_PACKAGES: Record<PackageKey, { cylinders: number; explicit?: 'palletPrice' | 'container20ftPrice' | 'container40ftPrice'; discount?: ['discount20ft' | 'discount40ft', number] }> = {
  cylinder: { cylinders: 1 },
  pallet: { cylinders: 40, explicit: 'palletPrice' },
  container_20ft: { cylinders: 1140, explicit: 'container20ftPrice', discount: ['discount20ft', 0.3] },
  container_40ft: { cylinders: 2280, explicit: 'container40ftPrice', discount: ['discount40ft', 0.45] },
};

/** A package's price by the spec's rule: a stored package price when there is one, else the unit price × cylinders, less the container discount. */
function specPackageCents(product: PublicProduct, packaging: PackageKey): number {
  const rule = SPEC_PACKAGES[packaging];
  const explicit = rule.explicit ? product[rule.explicit] : null;
  if (typeof explicit === 'number' && explicit > 0) return cents(explicit);
  const base = cents(product.price) * rule.cylinders;
  if (!rule.discount) return base;
  const [field, fallback] = rule.discount;
  const discountTenThousandths = Math.round((product[field] ?? fallback) * 10_000);
  return halfUp(base * (10_000 - discountTenThousandths), 10_000);
}

export interface ExpectedTotals {
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
}

/**
 * What the page must show for lines of products at their catalogue prices, worked out from the spec's rules (storefront
 * spec §9) rather than with domain/totals: a percentage coupon, $50 shipping below the $500 free-shipping threshold on
 * the discounted subtotal, tax (8 % in the United States, 0 to Canada and Mexico) on the discounted subtotal, halves of a
 * cent rounded up.
 */
export function referenceTotals(lines: { product: PublicProduct; packaging: PackageKey; quantity: number }[], couponPercent?: number, taxPercent = 8): ExpectedTotals {
  const subtotalCents = lines.reduce((sum, { product, packaging, quantity }) => sum + specPackageCents(product, packaging) * quantity, 0);
  const discountCents = couponPercent ? Math.min(subtotalCents, halfUp(subtotalCents * couponPercent, 100)) : 0;
  const discounted = subtotalCents - discountCents;
  const shippingCents = discounted >= 50_000 ? 0 : 5_000;
  const taxCents = halfUp(discounted * taxPercent, 100);
  return { subtotalCents, discountCents, shippingCents, taxCents, totalCents: discounted + shippingCents + taxCents };
}

export interface CheckoutDetails {
  name: string;
  email: string;
  cardNumber?: string;
  /** The page's texts (English unless given): a French or Spanish checkout is filled by its own labels. */
  texts?: typeof en;
}

/** The sandbox's published test cards and bank accounts (docs/decisions/040). */
export const TEST_CARDS = { approved: '4242 4242 4242 4242', declined: '4000 0000 0000 0002', secondStep: '4000 0027 6000 3184', voidedLater: '4000 0000 0000 0341' } as const;
export const TEST_BANK = { routingNumber: '110000000', succeeds: '000123456789', fails: '000111111113' } as const;

/** The provider's fields: the sandbox's page, in its frame on the checkout, the quote acceptance and the pay-again page. */
export function sandboxFields(page: Page): FrameLocator {
  return page.frameLocator('iframe[data-testid="payment-fields"]');
}

/** Types a test card into the sandbox's frame (its fields are named the same in every language). */
export async function fillSandboxCard(page: Page, { number = TEST_CARDS.approved, name = 'Dana Fischer' }: { number?: string; name?: string } = {}) {
  const fields = sandboxFields(page);
  await fields.locator('#number').fill(number);
  await fields.locator('#expiry').fill('12/39');
  await fields.locator('#cvc').fill('737');
  await fields.locator('#name').fill(name);
}

/** Types a test bank account into the sandbox's frame and accepts the mandate it shows. */
export async function fillSandboxBank(page: Page, { account = TEST_BANK.succeeds, holder = 'Dana Fischer' }: { account?: string; holder?: string } = {}) {
  const fields = sandboxFields(page);
  await fields.locator('#routingNumber').fill(TEST_BANK.routingNumber);
  await fields.locator('#accountNumber').fill(account);
  await fields.locator('#accountHolder').fill(holder);
  await fields.locator('#mandateAccepted').check();
}

/** A token from the sandbox's token step for an API test body, as its fields page gets one (a card by default). */
export async function sandboxToken(request: APIRequestContext, baseUrl: string, card: string = TEST_CARDS.approved): Promise<string> {
  const answer = await request.post(`${baseUrl}/sandbox-pay/tokens`, {
    data: { method: 'card', card: { number: card.replace(/\s/g, ''), expiry: '12/39', cvc: '737', name: 'Dana Cooper' } },
    headers: { Origin: baseUrl },
  });
  if (answer.status() !== 201) throw new Error(`sandbox token refused: ${answer.status()} ${await answer.text()}`);
  return ((await answer.json()) as { token: string }).token;
}

/** Fills customer (phone included, asked once), shipping address and (by default) a sandbox card that is authorised. */
export async function fillCheckout(page: Page, { name, email, cardNumber = TEST_CARDS.approved, texts = en }: CheckoutDetails) {
  const t = texts;
  const main = page.locator('main');
  const customer = main.getByRole('region', { name: t.checkout.customer.title });
  await customer.getByLabel(t.checkout.customer.name, { exact: true }).fill(name);
  await customer.getByLabel(t.checkout.customer.email, { exact: true }).fill(email);
  await customer.getByLabel(t.checkout.customer.phone, { exact: true }).fill('+1 214 555 0101');
  const shipping = main.getByRole('region', { name: t.checkout.shipping.title });
  await shipping.getByLabel(t.checkout.address.street, { exact: true }).fill('2500 Commerce Street');
  await shipping.getByLabel(t.checkout.address.city, { exact: true }).fill('Dallas');
  // A US address whatever the saved one: the country decides the state list, the ZIP code check and the tax.
  await shipping.getByLabel(t.checkout.address.country, { exact: true }).selectOption('United States');
  await shipping.getByLabel(t.addressForm.labels.state, { exact: true }).selectOption('TX');
  await shipping.getByLabel(t.addressForm.labels.zipCode, { exact: true }).fill('75226');
  await fillSandboxCard(page, { number: cardNumber, name });
}

/** The toast on screen with this title. */
export function toastWithTitle(page: Page, title: string) {
  return page.getByTestId('toast').filter({ hasText: title });
}
