import { PAYMENT_STATES } from '../payments';
import { z } from 'zod';
import { TRANSLATION_AREAS } from '../translations';
import { ADDRESS_COUNTRIES, addressIssues, isAddressCountry, normalizeAddress } from '../addresses';
import { LANGUAGES } from '../languages';
import { ORDER_STATUSES, PAYMENT_METHODS, QUOTE_STATUSES } from '../orders';
import { AUTH_MESSAGES, enteredPasswordSchema, newPasswordSchema } from './auth';
import { singleLineText } from './text';
import { paymentDueSchema } from './payment-due';
import { trackingSchema } from './tracking';

export { ADDRESS_COUNTRIES, type AddressCountry } from '../addresses';

export const ACCOUNT_MESSAGES = {
  firstNameTooLong: 'First name must be at most 100 characters.',
  lastNameTooLong: 'Last name must be at most 100 characters.',
  phoneTooLong: 'Phone must be at most 40 characters.',
  companyTooLong: AUTH_MESSAGES.companyTooLong,
  epaLicenseTooLong: AUTH_MESSAGES.epaLicenseTooLong,
  streetRequired: 'Street is required.',
  cityRequired: 'City is required.',
  stateRequired: 'State is required.',
  zipCodeRequired: 'ZIP code is required.',
  countryInvalid: 'Please choose United States, Canada or Mexico.',
  languageInvalid: 'Please choose English, French or Spanish.',
  currentPasswordIncorrect: AUTH_MESSAGES.currentPasswordIncorrect,
} as const;

const requiredText = (max: number, message: string) =>
  singleLineText({ error: message }).trim().min(1, message).max(max, message);
/** Profile text: trimmed; '' or null clears the value. */
const profileText = (max: number, message: string) =>
  singleLineText({ error: message }).trim().max(max, message).nullable().optional();

/**
 * A postal address in the United States, Canada or Mexico. The state (province, estado) must be one of the
 * country's and the postal code must have its country's form (domain/addresses.ts); the error names the
 * field in the country's words ("Postal code is required."). Valid input comes out with the state as its
 * code ("Québec" → "QC") and the postal code in written form ("h2x1y4" → "H2X 1Y4").
 */
export const addressSchema = z
  .strictObject({
    street: requiredText(200, ACCOUNT_MESSAGES.streetRequired),
    city: requiredText(100, ACCOUNT_MESSAGES.cityRequired),
    state: singleLineText({ error: ACCOUNT_MESSAGES.stateRequired }).trim().max(100, ACCOUNT_MESSAGES.stateRequired),
    zipCode: singleLineText({ error: ACCOUNT_MESSAGES.zipCodeRequired }).trim().max(20, ACCOUNT_MESSAGES.zipCodeRequired),
    country: z.enum(ADDRESS_COUNTRIES, { error: ACCOUNT_MESSAGES.countryInvalid }),
  })
  .superRefine((address, context) => {
    if (!isAddressCountry(address.country)) return;
    for (const issue of addressIssues(address.country, address.state, address.zipCode)) {
      context.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
    }
  })
  .overwrite(normalizeAddress);
export type Address = z.infer<typeof addressSchema>;

export const profileSchema = z.object({
  email: z.string(),
  fullName: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  epaLicense: z.string().nullable(),
  preferredLanguage: z.enum(LANGUAGES),
});
export type AccountProfile = z.infer<typeof profileSchema>;

export const addressesSchema = z.strictObject({
  shipping: addressSchema.nullable(),
  billing: addressSchema.nullable(),
});
export type AccountAddresses = z.infer<typeof addressesSchema>;

/** GET /api/account */
export const accountResponse = z.object({ profile: profileSchema, addresses: addressesSchema });
export type AccountResponse = z.infer<typeof accountResponse>;

/** PATCH /api/account/profile: only these fields; anything else (role, email, userId…) is refused. */
export const updateProfileRequest = z.strictObject({
  firstName: profileText(100, ACCOUNT_MESSAGES.firstNameTooLong),
  lastName: profileText(100, ACCOUNT_MESSAGES.lastNameTooLong),
  phone: profileText(40, ACCOUNT_MESSAGES.phoneTooLong),
  company: profileText(200, ACCOUNT_MESSAGES.companyTooLong),
  epaLicense: profileText(100, ACCOUNT_MESSAGES.epaLicenseTooLong),
});
export type UpdateProfileRequest = z.input<typeof updateProfileRequest>;

export const profileResponse = z.object({ profile: profileSchema });
export type ProfileResponse = z.infer<typeof profileResponse>;

/** PUT /api/account/addresses (the whole pair; null removes one). */
export const updateAddressesRequest = addressesSchema;
export type UpdateAddressesRequest = z.input<typeof updateAddressesRequest>;

export const addressesResponse = z.object({ addresses: addressesSchema });
export type AddressesResponse = z.infer<typeof addressesResponse>;

/** PUT /api/account/language → 204 */
export const updateLanguageRequest = z.strictObject({
  language: z.enum(LANGUAGES, { error: ACCOUNT_MESSAGES.languageInvalid }),
});
export type UpdateLanguageRequest = z.input<typeof updateLanguageRequest>;

/** POST /api/account/password → 200 { ok: true } */
export const changePasswordRequest = z.strictObject({
  currentPassword: enteredPasswordSchema,
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

export const accountOrderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  /** ISO 8601. */
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  /** With the status, what the buyer reads (domain/orders.ts buyerStatus). */
  paymentMethod: z.enum(PAYMENT_METHODS),
  /** Whether the shop has the money (domain/payments.ts), shown beside the status. */
  paymentState: z.enum(PAYMENT_STATES),
  /** Dollars. */
  totalAmount: z.number(),
  /** The tracking number, carrier and carrier's page once the order shipped. */
  tracking: trackingSchema.nullable(),
  /** The buyer's purchase-order number. */
  poNumber: z.string().nullish(),
  items: z.array(z.object({ productName: z.string(), quantity: z.number().int(), packaging: z.string() })),
  /** While a wire or check order awaits its money: how and by when to pay (docs/decisions/034). */
  paymentDue: paymentDueSchema.nullish(),
});
export type AccountOrder = z.infer<typeof accountOrderSchema>;

/** GET /api/account/orders: the caller's own orders, newest first. */
export const accountOrdersResponse = z.object({ orders: z.array(accountOrderSchema) });
export type AccountOrdersResponse = z.infer<typeof accountOrdersResponse>;

export const accountQuoteSchema = z.object({
  id: z.string(),
  quoteNumber: z.string(),
  createdAt: z.string(),
  status: z.enum(QUOTE_STATUSES),
  companyName: z.string(),
  items: z.array(z.object({ productName: z.string(), quantity: z.number().int(), packaging: z.string() })),
  /** Dollars, once priced; the last instant the prices hold. */
  total: z.number().nullish(),
  validUntil: z.string().nullish(),
});
export type AccountQuote = z.infer<typeof accountQuoteSchema>;

/** GET /api/account/quotes: the caller's own quote requests, newest first. */
export const accountQuotesResponse = z.object({ quotes: z.array(accountQuoteSchema) });
export type AccountQuotesResponse = z.infer<typeof accountQuotesResponse>;

/** GET /api/admin/dashboard: products counted without the archived ones. */
export const adminDashboardResponse = z.object({
  totalProducts: z.number().int(),
  /** In stock and out of stock as the storefront shows them (domain/catalog.ts stockStatus); preorder and backorder are neither. */
  inStock: z.number().int(),
  outOfStock: z.number().int(),
  epaApproved: z.number().int(),
  /** Products with fewer than 10 in stock. */
  lowStock: z.number().int(),
  blogPosts: z.number().int(),
  categories: z.record(z.string(), z.number().int()),
  /** Every order by status (each status present, zeros included); `awaitingPayment`: pending wire and check orders. */
  orders: z.object({
    byStatus: z.record(z.enum(ORDER_STATUSES), z.number().int()),
    total: z.number().int(),
    awaitingPayment: z.number().int(),
  }),
  /**
   * What waits for an admin: quote requests not yet priced (pending), buyer certifications not yet reviewed (pending),
   * and card authorisations ending within 24 hours on orders awaiting a certification (docs/decisions/040).
   */
  awaiting: z.object({ quotes: z.number().int(), certifications: z.number().int(), authorisationsEnding: z.number().int() }),
  /** Totals (dollars) of the orders placed since `since` (30 days ago) that count as revenue: domain/dashboard.ts countsAsRevenue. */
  revenue: z.object({ last30Days: z.number(), orders: z.number().int(), since: z.string() }),
  recentProducts: z.array(
    z.object({ id: z.string(), name: z.string(), sku: z.string().nullable(), price: z.number(), stockQuantity: z.number().int() }),
  ),
  /** Per area, the texts with English but no French / no Spanish version (docs/decisions/038). */
  untranslated: z.array(z.object({ area: z.enum(TRANSLATION_AREAS), fr: z.number().int(), es: z.number().int() })),
});
export type AdminDashboardResponse = z.infer<typeof adminDashboardResponse>;
