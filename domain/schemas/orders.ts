import type { CouponTranslatedField } from '../coupons';
import { translationsSchema } from './translations';
import { PAYMENT_STATES } from '../payments';
import { z } from 'zod';
import { addressIssues } from '../addresses';
import { ORDER_CERTIFICATION_STATES } from '../certification';
import { DISCOUNT_TYPES } from '../coupons';
import { ORDER_STATUSES, PAYMENT_METHODS, type PaymentMethod } from '../orders';
import { PAYMENT_MESSAGES, providerPaymentInput, providerPaymentSummarySchema } from './payments';
import { PACKAGE_KEYS } from '../pricing';
import { TAX_NOTES } from '../tax';
import { ADDRESS_COUNTRIES, addressSchema } from './account';
import { emailSchema } from './auth';
import { certificationClaimInput } from './certifications';
import { paymentDueSchema } from './payment-due';
import { multiLineText, singleLineText } from './text';
import { trackingSchema } from './tracking';

/** Storefront spec §5 and §8; the English texts the API answers with. */
export const ORDER_MESSAGES = {
  authRequired: 'Authentication required: Please log in or continue as guest to place an order.',
  legalRequired: 'Legal acknowledgment required',
  cartEmpty: 'Cart is empty',
  tooManyLines: 'A cart can hold at most 50 lines.',
  missingFields: 'Missing required fields',
  nameRequired: 'Full Name is required.',
  productInvalid: 'Please choose a product from the catalogue.',
  productNotFound: 'This product is no longer available.',
  packagingInvalid: 'Please select packaging',
  quantityInvalid: 'Quantity must be a whole number from 1 to 10,000.',
  cardRequired: 'Card details are required to pay by credit card.',
  cardholderRequired: 'Cardholder name is required.',
  cardNumberInvalid: 'Please enter a valid card number.',
  expiryInvalid: 'Please enter the expiry date as MM/YY.',
  cvcInvalid: 'The security code is 3 or 4 digits.',
  phoneRequired: 'Phone is required.',
  textTooLong: 'This field is too long.',
  poNumberTooLong: 'PO number must be at most 50 characters.',
  cardDeclined: 'Your card was declined.',
  cardExpired: 'Your card has expired.',
  packagingNotOffered: 'This product is not sold in this packaging.',
  orderTooLarge: 'This order is too large to place online. Please request a quote.',
  guestUnpaidTooLarge: 'An order this large paid by bank wire or check needs an account. Please sign in, or pay by card.',
  newAccountUnpaidTooLarge:
    'Until one of your orders is paid or your certification is verified, orders paid by bank wire or check can hold only a limited number of cylinders. Please pay by card, or request a quote.',
  unpaidHoldsFull: 'Orders paid by bank wire or check cannot hold more stock right now. Please pay by card, or request a quote.',
  idempotencyKeyRequired: 'An Idempotency-Key header of 8 to 128 characters is required.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different order.',
  inProgress: 'This order is still being placed. Please wait a moment.',
  orderNotFound: 'Order not found',
  placed: 'Order placed successfully!',
  failed: 'Error placing order',
} as const;

/** "Only 3 cylinders of R-410A are in stock." (409 when an order does not fit the stock). */
export function insufficientStockMessage(available: number, productName: string): string {
  return `Only ${available} cylinders of ${productName} are in stock.`;
}

/** The instruction text kept on an order paid by company check (storefront spec §2, payment method "check"). */
export const CHECK_PAYMENT_INSTRUCTIONS =
  'Please mail a company check payable to FrigidFlow, with your order number written on it. Orders ship once the check has cleared.';

export const MAX_CART_LINES = 50;
/** A buyer's purchase-order number: one short line, printed on the invoice. */
export const MAX_PO_NUMBER_LENGTH = 50;
export const MAX_LINE_QUANTITY = 10_000;
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,128}$/;

const requiredText = (max: number, message: string) =>
  singleLineText({ error: message }).trim().min(1, message).max(max, ORDER_MESSAGES.textTooLong);
/** Optional one-line text; '' and null mean "not given". */
const optionalText = (max: number) =>
  singleLineText()
    .trim()
    .max(max, ORDER_MESSAGES.textTooLong)
    .nullish()
    .transform((value) => value || undefined);

/** The buyer's optional purchase-order number (checkout, quote acceptance); '' and null mean none. */
export const poNumberInput = singleLineText()
  .trim()
  .max(MAX_PO_NUMBER_LENGTH, ORDER_MESSAGES.poNumberTooLong)
  .nullish()
  .transform((value) => value || undefined);

/** One cart or quote line: a product, a package and a whole quantity; never a price. */
export const cartLineInput = z.strictObject({
  productId: z.uuid({ error: ORDER_MESSAGES.productInvalid }),
  packaging: z.enum(PACKAGE_KEYS, { error: ORDER_MESSAGES.packagingInvalid }),
  quantity: z
    .number({ error: ORDER_MESSAGES.quantityInvalid })
    .int(ORDER_MESSAGES.quantityInvalid)
    .min(1, ORDER_MESSAGES.quantityInvalid)
    .max(MAX_LINE_QUANTITY, ORDER_MESSAGES.quantityInvalid),
});
export type CartLineInput = z.infer<typeof cartLineInput>;

export const cartItemsInput = z
  .array(cartLineInput, { error: ORDER_MESSAGES.cartEmpty })
  .min(1, ORDER_MESSAGES.cartEmpty)
  .max(MAX_CART_LINES, ORDER_MESSAGES.tooManyLines);

/** An entered coupon code: trimmed and upper-cased; '' means none. */
export const optionalCouponCode = singleLineText()
  .trim()
  .toUpperCase()
  .max(64, ORDER_MESSAGES.textTooLong)
  .nullish()
  .transform((code) => code || undefined);

/** Where the order goes, for its tax: the shipping address's country and state or province (code or name). */
export const destinationInput = z.strictObject({
  country: z.enum(ADDRESS_COUNTRIES, { error: 'Please choose United States, Canada or Mexico.' }),
  state: singleLineText().trim().max(100, ORDER_MESSAGES.textTooLong).nullish(),
});

/**
 * POST /api/orders/preview: the authoritative prices and totals of a cart before paying; without a destination, the tax of
 * the signed-in buyer's last address (latest order's, else saved), else none: worked out at checkout (docs/decisions/034).
 */
export const orderPreviewRequest = z.strictObject({
  items: cartItemsInput,
  couponCode: optionalCouponCode,
  destination: destinationInput.nullish(),
});
export type OrderPreviewRequest = z.input<typeof orderPreviewRequest>;

export const appliedCouponSchema = z.object({
  /** The title's French and Spanish (docs/decisions/038): the page shows its own language's. */
  translations: translationsSchema<CouponTranslatedField>().optional(),
  code: z.string(),
  title: z.string(),
  discountType: z.enum(DISCOUNT_TYPES),
  /** Percent (10 = 10 %) or dollars. */
  discountValue: z.number(),
});
export type AppliedCoupon = z.infer<typeof appliedCouponSchema>;

export const COUPON_REJECTIONS = ['invalid', 'inactive', 'expired', 'not_started', 'limit_reached', 'minimum_not_met'] as const;

export const couponErrorSchema = z.object({
  reason: z.enum(COUPON_REJECTIONS),
  /** COUPON_MESSAGES of domain/coupons.ts. */
  message: z.string(),
  /** Dollars; only for minimum_not_met. */
  minimumOrderAmount: z.number().optional(),
});
export type CouponError = z.infer<typeof couponErrorSchema>;

export const previewLineSchema = z.object({
  productId: z.string(),
  productName: z.string(),
  sku: z.string().nullable(),
  packaging: z.enum(PACKAGE_KEYS),
  /** The label stored on the order line ("1 Pallet"). */
  packagingLabel: z.string(),
  quantity: z.number().int(),
  /** Dollars, current catalogue price of one package. */
  unitPrice: z.number(),
  lineTotal: z.number(),
  epaApproved: z.boolean(),
  /** Sold only to a certified buyer (docs/decisions/022): checkout asks for the certification. */
  certificationRequired: z.boolean().optional(),
});
export type PreviewLine = z.infer<typeof previewLineSchema>;

/** All money in dollars, computed from integer cents on the server. */
export const orderPreviewResponse = z.object({
  lines: z.array(previewLineSchema),
  subtotal: z.number(),
  discount: z.number(),
  shipping: z.number(),
  tax: z.number(),
  /** The destination's rate as a fraction (0.08), its English label ("Tax (8%)") and note (import duties for Canada and Mexico). */
  taxRate: z.number(),
  taxLabel: z.string(),
  taxNote: z.enum(TAX_NOTES).nullable(),
  /** Where the tax was judged: the destination sent, the buyer's last address, or none (tax 0 here, worked out at checkout). */
  taxFrom: z.enum(['destination', 'account', 'none']),
  /** The country and state or province code taxed (null when taxFrom is none). */
  taxDestination: z.object({ country: z.enum(ADDRESS_COUNTRIES), region: z.string().nullable() }).nullable(),
  total: z.number(),
  coupon: appliedCouponSchema.nullable(),
  /** Present when a couponCode was sent and refused; the totals are then without a discount. */
  couponError: couponErrorSchema.optional(),
});
export type OrderPreviewResponse = z.infer<typeof orderPreviewResponse>;

/** How many cylinders the buyer may still reserve with an order paid later (null: no limit), shown before paying (docs/decisions/028). */
export const unpaidAllowanceResponse = z.object({
  buyer: z.enum(['guest', 'new_account', 'established']),
  maxCylinders: z.number().int().nonnegative().nullable(),
  /** unpaid_order_release_days: the checkout's pay-by date is paymentDeadlineDay(now, releaseDays) (docs/decisions/034). */
  releaseDays: z.number().int().positive(),
});
export type UnpaidAllowanceResponse = z.infer<typeof unpaidAllowanceResponse>;

/** Billing fields left blank fall back, one by one, to the shipping address (storefront spec §2). */
export const billingAddressInput = z.strictObject({
  street: optionalText(200),
  city: optionalText(100),
  state: optionalText(100),
  zipCode: optionalText(20),
  country: z.union([z.enum(ADDRESS_COUNTRIES), z.literal('')]).nullish().transform((value) => value || undefined),
});

/**
 * What the checkout and the quote acceptance send for a card or bank debit (docs/decisions/040): the provider's token,
 * the phone and the billing address; never card data (only brand, last four, expiry and the name are kept, from the provider).
 */
export const checkoutPaymentInput = providerPaymentInput.extend({
  phone: requiredText(40, ORDER_MESSAGES.phoneRequired),
  billingAddress: billingAddressInput.nullish(),
});
export type CheckoutPaymentInput = z.infer<typeof checkoutPaymentInput>;

/** Card and bank debit orders are paid through the provider (a token); wire and check later, by hand. */
export const PROVIDER_PAID_METHODS = ['credit_card', 'bank_debit'] as const satisfies readonly PaymentMethod[];
export function isProviderPaid(method: PaymentMethod): method is (typeof PROVIDER_PAID_METHODS)[number] {
  return (PROVIDER_PAID_METHODS as readonly string[]).includes(method);
}

/** The payment fields a card or bank order needs, and its billing address judged by the country it belongs to. */
export function refineCheckoutPayment(
  body: { paymentMethod: PaymentMethod; payment?: CheckoutPaymentInput | null | undefined; shippingAddress?: { country: (typeof ADDRESS_COUNTRIES)[number]; state: string; zipCode: string } },
  context: z.RefinementCtx,
): void {
  if (!isProviderPaid(body.paymentMethod)) return;
  if (!body.payment) {
    context.addIssue({ code: 'custom', path: ['payment'], message: PAYMENT_MESSAGES.paymentRequired });
    return;
  }
  const billing = body.payment.billingAddress;
  const shipping = body.shippingAddress;
  if (billing && shipping && (billing.state || billing.zipCode || billing.country)) {
    // Blank billing fields take the shipping ones: what was given is judged by the country it belongs to.
    for (const issue of addressIssues(billing.country ?? shipping.country, billing.state ?? shipping.state, billing.zipCode ?? shipping.zipCode)) {
      context.addIssue({ code: 'custom', path: ['payment', 'billingAddress', issue.field], message: issue.message });
    }
  }
}

export const customerInput = z.strictObject({
  name: requiredText(200, ORDER_MESSAGES.nameRequired),
  email: emailSchema,
  phone: optionalText(40),
  /** The buying business, kept with the order's shipping address (no column of its own). */
  company: optionalText(200),
});

/**
 * POST /api/orders (header Idempotency-Key, 8–128 visible ASCII characters). Strict: a price, total,
 * discount or any other field the form does not send is refused (RELIABILITY 1).
 */
export const placeOrderRequest = z
  .strictObject({
    items: cartItemsInput,
    couponCode: optionalCouponCode,
    /** Required (true) when not signed in. */
    guest: z.boolean().optional(),
    customer: customerInput,
    shippingAddress: addressSchema,
    paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Please choose a payment method.' }),
    /** Required for credit_card and bank_debit (the provider's token), ignored otherwise. */
    payment: checkoutPaymentInput.nullish(),
    notes: multiLineText().trim().max(2000, ORDER_MESSAGES.textTooLong).nullish().transform((value) => value || undefined),
    poNumber: poNumberInput,
    acknowledgeLegal: z.literal(true, { error: ORDER_MESSAGES.legalRequired }),
    /** The buyer's certification number when the cart holds a restricted refrigerant (docs/decisions/022). */
    certification: certificationClaimInput.nullish().transform((value) => value ?? undefined),
  })
  .superRefine(refineCheckoutPayment);
export type PlaceOrderRequest = z.input<typeof placeOrderRequest>;
export type PlaceOrderInput = z.output<typeof placeOrderRequest>;

export const storedAddressSchema = z.object({
  street: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  country: z.string().optional(),
});

export const cardPaymentSchema = z.object({
  brand: z.string(),
  last4: z.string(),
  expiry: z.string(),
  cardholderName: z.string(),
});
export const instructionsPaymentSchema = z.object({ instructions: z.string() });

export const orderConfirmationItemSchema = z.object({
  productName: z.string(),
  sku: z.string().nullable(),
  /** The package label ("1 Pallet"). */
  packaging: z.string(),
  quantity: z.number().int(),
  /** Dollars: unit price of the package. */
  price: z.number(),
  epaApproved: z.boolean(),
  /** As the product was when sold (shipping papers, invoice); absent from answers stored before they were kept. */
  unNumber: z.string().nullish(),
  hazardClass: z.string().nullish(),
});

/** What the confirmation page shows (back-office spec §2); money in dollars. */
export const orderConfirmationSchema = z.object({
  orderNumber: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  customerName: z.string(),
  customerEmail: z.string(),
  /** The buyer's company when one was given at checkout. */
  companyName: z.string().nullish(),
  shippingAddress: storedAddressSchema,
  paymentMethod: z.enum(PAYMENT_METHODS),
  payment: z.union([cardPaymentSchema, instructionsPaymentSchema]).nullable(),
  notes: z.string().nullable(),
  /** The buyer's purchase-order number; absent from answers stored before PO numbers existed. */
  poNumber: z.string().nullish(),
  items: z.array(orderConfirmationItemSchema),
  subtotal: z.number(),
  discount: z.number(),
  couponCode: z.string().nullable(),
  shipping: z.number(),
  tax: z.number(),
  total: z.number(),
  /** Once the admin has entered one; absent from answers stored before tracking existed (idempotent replays). */
  tracking: trackingSchema.nullish(),
  /** The certification gate (docs/decisions/022): awaiting tells the buyer what is needed; absent from older stored answers. */
  certificationState: z.enum(ORDER_CERTIFICATION_STATES).optional(),
  /** While a wire or check order awaits its money: bank or payee, amount, reference, deadline. */
  paymentDue: paymentDueSchema.nullish(),
  /** Whether the shop has the money (domain/payments.ts), beside the status; absent from older stored answers. */
  paymentState: z.enum(PAYMENT_STATES).optional(),
  /** The provider's payment of a card or bank debit order (status, method, the second step to run); absent from older stored answers. */
  providerPayment: providerPaymentSummarySchema.nullish(),
});
export type OrderConfirmation = z.infer<typeof orderConfirmationSchema>;

/** 201 from POST /api/orders; 200 from GET /api/orders/:orderNumber. */
export const orderResponse = z.object({ order: orderConfirmationSchema });
export type OrderResponse = z.infer<typeof orderResponse>;

export const orderNumberParams = z.object({ orderNumber: singleLineText().max(64) });

/** The signed token of a "View your order" link in an e-mail (guest orders): opens the order on any device. */
export const orderAccessQuery = z.object({ token: singleLineText().max(200).optional() });

/** POST /api/orders/:orderNumber/payment: pay an unpaid card or bank debit order again with a new token from the provider's fields. */
export const payAgainRequest = z.strictObject({ payment: checkoutPaymentInput });
export type PayAgainRequest = z.input<typeof payAgainRequest>;
