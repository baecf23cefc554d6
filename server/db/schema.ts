/**
 * The one database schema (DESIGN.md "Database"). SQL names are snake_case, TypeScript keys camelCase.
 *
 * Enumerations are `text` columns with a CHECK constraint built from the `as const` arrays in `domain/`,
 * so each list is written once; `text(..., { enum })` gives the TypeScript union.
 * Money is numeric(12,2) read and written as a decimal string ("12.50"), which `domain/money.ts`
 * turns into integer cents; a JS float never holds a stored amount.
 * Timestamps are timestamptz, read as Date.
 */
import { sql, type SQL } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { Translations } from '@domain/translations';
import { PRODUCT_CATEGORIES } from '@domain/catalog';
import {
  CERTIFICATION_KINDS,
  CERTIFICATION_STATUSES,
  ORDER_CERTIFICATION_STATES,
  type CertificationEvidence,
  type CertificationKind,
} from '@domain/certification';
import { DISCOUNT_TYPES, type CouponTranslatedField } from '@domain/coupons';
import type { SeoTranslatedField, SettingTranslatedField } from '@domain/site-settings';
import {
  ADVERT_TYPES,
  type AdvertTranslatedField,
  type BlogTranslatedField,
  type CertificateTranslatedField,
  type HeroImageTranslatedField,
  type ContactInfoTranslatedField,
  type TeamTranslatedField,
  CERTIFICATE_TYPES,
  CONTACT_INFO_CATEGORIES,
  CONTACT_SUBMISSION_STATUSES,
  CONTACT_TYPES,
  FEATURED_SECTIONS,
  HERO_LOCATIONS,
  PRODUCT_AVAILABILITY,
  PRODUCT_CONDITIONS,
  SUPPORT_TICKET_CATEGORIES,
  SUPPORT_TICKET_PRIORITIES,
  THREAD_AUTHORS,
  THREAD_STATES,
  USER_ROLES,
} from '@domain/content';
import { LANGUAGES } from '@domain/languages';
import type { ProductTranslations } from '@domain/product-text';
import type { LeadTimes } from '@domain/lead-times';
import { ORDER_STATUSES, PAYMENT_METHODS, QUOTE_STATUSES, QUOTE_STOCK_HOLDS } from '@domain/orders';
import { PAYMENT_STATES, RECEIVED_PAYMENT_METHODS } from '@domain/payments';
import { PAYMENT_EVENT_OUTCOMES, PROVIDER_PAYMENT_STATUSES, type PaymentEventSummary } from '@domain/payment-events';
import { REFUND_REASONS, REFUND_STATUSES } from '@domain/refunds';
import { CAPTURE_METHODS, PROVIDER_NAMES, PROVIDER_PAYMENT_METHODS } from '@domain/payment-provider';
import type { ProductCertificate, productDimensionsSchema } from '@domain/schemas/product';
import type { z } from 'zod';

// Lists that only the database and its workers use; the rest live in domain/.
export const SUPPORT_TICKET_STATUSES = THREAD_STATES;
export const EMAIL_OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
/** What a customer's private upload is for (one purpose so far). */
export const PRIVATE_UPLOAD_PURPOSES = ['certification_card'] as const;

// ---------------------------------------------------------------------------------------------
// Column helpers

function quoteLiteral(value: string): string {
  return `'${value.replaceAll("'", "''")}'`;
}

/** `column in ('a', 'b', …)`: values are inlined because a CHECK constraint cannot take parameters. */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sql.raw(values.map(quoteLiteral).join(', '))})`;
}

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'string' });
const fraction = (name: string) => numeric(name, { precision: 5, scale: 4, mode: 'string' });
const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => timestamptz('created_at').notNull().defaultNow();
const updatedAt = () =>
  timestamptz('updated_at')
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
const id = () => uuid('id').primaryKey().defaultRandom();
const orderIndex = () => integer('order_index').notNull().default(0);
const isActive = () => boolean('is_active').notNull().default(true);

// ---------------------------------------------------------------------------------------------
// Stored JSON shapes

export type ProductDimensions = z.infer<typeof productDimensionsSchema>;

/** A product's texts in French and Spanish (domain/product-text.ts); a missing part falls back to English. */
export type { ProductTranslation, ProductTranslations } from '@domain/product-text';

/** A postal address as the checkout form sends it (storefront spec §3). */
export interface StoredAddress {
  street: string;
  city: string;
  state: string;
  zipCode: string;
  country?: string;
  /** Orders only: the buyer's company name given at checkout (kept here rather than in a column of its own). */
  company?: string;
}

/**
 * What is kept about a payment. For cards: brand, last four digits, expiry, cardholder name,
 * the gateway's reference and the billing address; never the full card number nor the security code
 * (DESIGN.md "cards"). For bank wire and check: the instruction text shown to the customer.
 */
export interface StoredPaymentDetails {
  brand?: string;
  last4?: string;
  expiry?: string;
  cardholderName?: string;
  gatewayReference?: string;
  billingAddress?: StoredAddress;
  instructions?: string;
}

// ---------------------------------------------------------------------------------------------
// Auth: better-auth's core tables (drizzle adapter, usePlural: true); keys are its field names.

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Set only by the server (admin creation script, ADMIN_EMAIL); better-auth must declare it `input: false`. */
    role: text('role', { enum: USER_ROLES }).notNull().default('user'),
    /** better-auth's twoFactor plugin: set once an administrator has confirmed a TOTP enrolment. */
    twoFactorEnabled: boolean('two_factor_enabled').notNull().default(false),
  },
  (t) => [check('users_role_check', oneOf(t.role, USER_ROLES))],
);

/** better-auth's twoFactor plugin (admins): the TOTP secret and backup codes, both encrypted by better-auth. */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text('id').primaryKey(),
    secret: text('secret').notNull(),
    backupCodes: text('backup_codes').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean('verified').notNull().default(true),
    failedVerificationCount: integer('failed_verification_count').notNull().default(0),
    lockedUntil: timestamptz('locked_until'),
  },
  (t) => [index('two_factors_user_id_idx').on(t.userId), index('two_factors_secret_idx').on(t.secret)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamptz('expires_at').notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The second factor this session passed at sign-in ('totp', 'backup_code'), null for a password-only session (ADR 030). */
    secondFactor: text('second_factor'),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

/**
 * Per-account attempt counters with back-off (ADR 030): sign-ins keyed by a hash of the e-mail typed (known or
 * not), second-factor codes by user. `attempts` counts those since the last success; forgotten a day after the last one.
 */
export const authThrottles = pgTable(
  'auth_throttles',
  {
    key: text('key').primaryKey(),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamptz('locked_until'),
    lastAttemptAt: timestamptz('last_attempt_at').notNull(),
  },
  (t) => [index('auth_throttles_last_attempt_at_idx').on(t.lastAttemptAt)],
);

/** Second-factor codes already accepted, kept until they could no longer be valid, so none is accepted twice (ADR 030). */
export const usedSecondFactorCodes = pgTable(
  'used_second_factor_codes',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.codeHash] })],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamptz('access_token_expires_at'),
    refreshTokenExpiresAt: timestamptz('refresh_token_expires_at'),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

export const profiles = pgTable(
  'profiles',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    company: text('company'),
    epaLicense: text('epa_license'),
    preferredLanguage: text('preferred_language', { enum: LANGUAGES }).notNull().default('en'),
    shippingAddress: jsonb('shipping_address').$type<StoredAddress>(),
    billingAddress: jsonb('billing_address').$type<StoredAddress>(),
    updatedAt: updatedAt(),
  },
  (t) => [check('profiles_preferred_language_check', oneOf(t.preferredLanguage, LANGUAGES))],
);

// ---------------------------------------------------------------------------------------------
// Catalogue

export const products = pgTable(
  'products',
  {
    id: id(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    /** Price of one cylinder. */
    price: money('price').notNull(),
    /** Explicit package prices win over the computed ones (domain/pricing.ts). */
    palletPrice: money('pallet_price'),
    container20ftPrice: money('container_20ft_price'),
    container40ftPrice: money('container_40ft_price'),
    /** Fractions (0.30 = 30 % off); null means the default of domain/pricing.ts. */
    discount20ft: fraction('discount_20ft'),
    discount40ft: fraction('discount_40ft'),
    packagingOptions: text('packaging_options').array().notNull().default(sql`'{}'::text[]`),
    images: text('images').array().notNull().default(sql`'{}'::text[]`),
    /** The main image's alt text in English, optional (the page reads the display name without it); French and Spanish under translations.<lang>.imageAlt. */
    imageAlt: text('image_alt'),
    thumbnailUrl: text('thumbnail_url'),
    sku: text('sku').unique(),
    epaApproved: boolean('epa_approved').notNull().default(false),
    category: text('category', { enum: PRODUCT_CATEGORIES }).notNull().default('HFC'),
    description: text('description'),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    applications: text('applications').array().notNull().default(sql`'{}'::text[]`),
    sdsUrl: text('sds_url'),
    gtin: text('gtin'),
    brand: text('brand').notNull().default('FrigidFlow'),
    condition: text('condition', { enum: PRODUCT_CONDITIONS }).notNull().default('new'),
    availability: text('availability', { enum: PRODUCT_AVAILABILITY }).notNull().default('in_stock'),
    /** Free text such as "30 lbs". */
    shippingWeight: text('shipping_weight'),
    /** { length, width, height } as text. */
    dimensions: jsonb('dimensions').$type<ProductDimensions>(),
    chemicalFormula: text('chemical_formula'),
    casNumber: text('cas_number'),
    unNumber: text('un_number'),
    hazardClass: text('hazard_class'),
    technicalSpecs: jsonb('technical_specs').$type<Record<string, string>>().notNull().default({}),
    /** Certificates shown for this product on the certifications page (shape: domain/schemas/product.ts). */
    certificateUrls: jsonb('certificate_urls').$type<ProductCertificate[]>().notNull().default([]),
    /** Refrigerant in one cylinder, in pounds: what each package holds (cylinders × this) is told to buyers in lb and kg. */
    cylinderNetWeightLb: numeric('cylinder_net_weight_lb', { precision: 8, scale: 2, mode: 'string' }),
    /** Description and applications in other languages than English ({ fr: { … }, es: { … } }); English is the fallback. */
    translations: jsonb('translations').$type<ProductTranslations>().notNull().default({}),
    /** Set instead of deleting a product that has been ordered: the storefront hides it, order history keeps it. */
    archivedAt: timestamptz('archived_at'),
    /** Sold only to a buyer with a verified certification (domain/certification.ts); on for CFC, HCFC and HFC by default. */
    certificationRequired: boolean('certification_required').notNull().default(false),
    /** Lead time per package as the admin sets it ({ container_20ft: { min: 2, max: 4, unit: 'weeks' } }, domain/lead-times.ts). */
    leadTimes: jsonb('lead_times').$type<LeadTimes>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_category_idx').on(t.category),
    index('products_name_idx').on(t.name),
    index('products_created_at_idx').on(t.createdAt),
    check('products_price_check', sql`${t.price} >= 0`),
    check('products_cylinder_net_weight_lb_check', sql`${t.cylinderNetWeightLb} > 0`),
    check('products_pallet_price_check', sql`${t.palletPrice} >= 0`),
    check('products_container_20ft_price_check', sql`${t.container20ftPrice} >= 0`),
    check('products_container_40ft_price_check', sql`${t.container40ftPrice} >= 0`),
    check('products_discount_20ft_check', sql`${t.discount20ft} between 0 and 1`),
    check('products_discount_40ft_check', sql`${t.discount40ft} between 0 and 1`),
    check('products_stock_quantity_check', sql`${t.stockQuantity} >= 0`),
    check('products_category_check', oneOf(t.category, PRODUCT_CATEGORIES)),
    check('products_condition_check', oneOf(t.condition, PRODUCT_CONDITIONS)),
    check('products_availability_check', oneOf(t.availability, PRODUCT_AVAILABILITY)),
  ],
);

// ---------------------------------------------------------------------------------------------
// Orders and quotes

export const orders = pgTable(
  'orders',
  {
    id: id(),
    orderNumber: text('order_number').notNull().unique(),
    /** Null for a guest order (or once the account is deleted). */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** A guest's browser proves ownership with a token; only its hash is stored. */
    guestTokenHash: text('guest_token_hash'),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    subtotalAmount: money('subtotal_amount').notNull(),
    discountAmount: money('discount_amount').notNull().default('0'),
    totalAmount: money('total_amount').notNull(),
    shippingCost: money('shipping_cost').notNull().default('0'),
    taxAmount: money('tax_amount').notNull().default('0'),
    /** The code as applied (upper-case); kept even if the coupon is later deleted. */
    couponCode: text('coupon_code'),
    shippingAddress: jsonb('shipping_address').$type<StoredAddress>().notNull(),
    notes: text('notes'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull().default('credit_card'),
    /** Never a full card number or security code: see StoredPaymentDetails. */
    paymentDetails: jsonb('payment_details').$type<StoredPaymentDetails>(),
    /** domain/payments.ts paymentStateOf, kept here (written with every payment) so lists filter and index it. */
    paymentState: text('payment_state', { enum: PAYMENT_STATES }).notNull().default('unpaid'),
    /** The sum of the order's `payments` rows. */
    amountReceived: money('amount_received').notNull().default('0'),
    /** The sum of the order's succeeded refunds (docs/decisions/040). */
    amountRefunded: money('amount_refunded').notNull().default('0'),
    /** Since when the order owes its money again (an authorisation that expired); the release deadline counts from it. */
    unpaidSince: timestamptz('unpaid_since'),
    trackingNumber: text('tracking_number'),
    /** The carrier of the tracking number (domain/shipping-carriers.ts), for the buyer's tracking link. */
    trackingCarrier: text('tracking_carrier'),
    /** The buyer's language when ordering: later e-mails about the order (e.g. its cancellation) use it. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    /** The buyer's purchase-order number, optional. */
    poNumber: text('po_number'),
    /** The quote this order was accepted from: one order per quote, however many times it is accepted. */
    quoteId: uuid('quote_id')
      .unique()
      .references((): AnyPgColumn => quotes.id, { onDelete: 'set null' }),
    /** The certification gate (domain/certification.ts): an awaiting order may not ship. */
    certificationState: text('certification_state', { enum: ORDER_CERTIFICATION_STATES }).notNull().default('not_required'),
    /** What the buyer gave at checkout (a guest's certification number, or an account's certification as it stood). */
    certificationClaim: jsonb('certification_claim').$type<{ kind: CertificationKind; number: string }>(),
    /** The verified certification the restricted lines were sold on, kept for an inspector (at least 3 years). */
    certificationEvidence: jsonb('certification_evidence').$type<CertificationEvidence>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_user_id_idx').on(t.userId),
    // The restricted-sales export and the awaiting-certification list.
    index('orders_certification_state_created_at_idx').on(t.certificationState, t.createdAt),
    // The release job's scan: unpaid (pending) check and wire orders by age.
    index('orders_unpaid_idx').on(t.paymentMethod, t.createdAt).where(sql`${t.status} = 'pending' and ${t.paymentMethod} in ('bank_wire', 'check') and ${t.paymentState} = 'unpaid'`),
    // The back office's paid / unpaid filter, newest first.
    index('orders_payment_state_created_at_idx').on(t.paymentState, t.createdAt),
    index('orders_created_at_idx').on(t.createdAt),
    index('orders_status_idx').on(t.status),
    // The back office's list: one status, newest first.
    index('orders_status_created_at_idx').on(t.status, t.createdAt),
    index('orders_customer_email_idx').on(t.customerEmail),
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
    check('orders_payment_method_check', oneOf(t.paymentMethod, PAYMENT_METHODS)),
    check('orders_language_check', oneOf(t.language, LANGUAGES)),
    check('orders_payment_state_check', oneOf(t.paymentState, PAYMENT_STATES)),
    check('orders_amount_received_check', sql`${t.amountReceived} >= 0`),
    check('orders_amount_refunded_check', sql`${t.amountRefunded} >= 0 and ${t.amountRefunded} <= ${t.amountReceived}`),
    check('orders_certification_state_check', oneOf(t.certificationState, ORDER_CERTIFICATION_STATES)),
    check('orders_subtotal_amount_check', sql`${t.subtotalAmount} >= 0`),
    check('orders_discount_amount_check', sql`${t.discountAmount} >= 0 and ${t.discountAmount} <= ${t.subtotalAmount}`),
    check('orders_total_amount_check', sql`${t.totalAmount} >= 0`),
    check('orders_shipping_cost_check', sql`${t.shippingCost} >= 0`),
    check('orders_tax_amount_check', sql`${t.taxAmount} >= 0`),
    // DESIGN.md: total = subtotal − discount + shipping + tax, all in whole cents.
    check(
      'orders_total_consistent_check',
      sql`${t.totalAmount} = ${t.subtotalAmount} - ${t.discountAmount} + ${t.shippingCost} + ${t.taxAmount}`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Null once the product is deleted; name, SKU and price are kept on the line. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    /** Unit price of the chosen package. */
    price: money('price').notNull(),
    sku: text('sku'),
    packaging: text('packaging').notNull(),
    epaApproved: boolean('epa_approved').notNull().default(false),
    /** As the product was when sold: the line needed a verified certification. */
    certificationRequired: boolean('certification_required').notNull().default(false),
    /** For the invoice and the shipping papers, as the product was when sold. */
    unNumber: text('un_number'),
    hazardClass: text('hazard_class'),
  },
  (t) => [
    index('order_items_order_id_idx').on(t.orderId),
    index('order_items_product_id_idx').on(t.productId),
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    check('order_items_price_check', sql`${t.price} >= 0`),
  ],
);

/** Money received for an order, recorded by an admin (Mark as paid); their sum is orders.amount_received. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    /** The day the money arrived (a calendar day, as the bank statement says). */
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    /** The wire's reference or the check's number. */
    reference: text('reference'),
    method: text('method', { enum: RECEIVED_PAYMENT_METHODS }).notNull(),
    /** Null once the admin's account is deleted; the e-mail stays. */
    recordedById: text('recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
    recordedByEmail: text('recorded_by_email').notNull(),
    /** The dialog's one-time key: a second submit of the same dialog records nothing more. */
    requestKey: text('request_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_order_id_idx').on(t.orderId, t.createdAt),
    unique('payments_order_request_key_unique').on(t.orderId, t.requestKey),
    check('payments_amount_check', sql`${t.amount} > 0`),
    check('payments_method_check', oneOf(t.method, RECEIVED_PAYMENT_METHODS)),
  ],
);
export type Payment = typeof payments.$inferSelect;

// ---------------------------------------------------------------------------------------------
// The payment provider (issue 25, docs/decisions/040): what the provider said, event by event; never card data.

/** One provider payment (a Stripe PaymentIntent, or the sandbox's) and its deciding event (domain/payment-events.ts). */
export const providerPayments = pgTable(
  'provider_payments',
  {
    id: id(),
    /** Null until the checkout that created it commits (a webhook may come first); kept 3 years with the order. */
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    provider: text('provider', { enum: PROVIDER_NAMES }).notNull(),
    providerPaymentId: text('provider_payment_id').notNull(),
    method: text('method', { enum: PROVIDER_PAYMENT_METHODS }).notNull(),
    amount: money('amount').notNull(),
    currency: text('currency').notNull().default('usd'),
    captureMethod: text('capture_method', { enum: CAPTURE_METHODS }).notNull(),
    status: text('status', { enum: PROVIDER_PAYMENT_STATUSES }).notNull().default('created'),
    /** The event that decided the status (`outranks` compares the next one with it), its id and provider time. */
    statusEventId: text('status_event_id'),
    statusAt: timestamptz('status_at'),
    amountReceived: money('amount_received').notNull().default('0'),
    /** When the authorisation ends (Stripe's capture_before). */
    captureBefore: timestamptz('capture_before'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpiry: text('card_expiry'),
    cardholderName: text('cardholder_name'),
    bankName: text('bank_name'),
    bankLast4: text('bank_last4'),
    mandateId: text('mandate_id'),
    mandateText: text('mandate_text'),
    mandateLanguage: text('mandate_language', { enum: LANGUAGES }),
    mandateAcceptedAt: timestamptz('mandate_accepted_at'),
    mandateIp: text('mandate_ip'),
    mandateUserAgent: text('mandate_user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('provider_payments_provider_payment_unique').on(t.provider, t.providerPaymentId),
    index('provider_payments_order_id_idx').on(t.orderId),
    // The payments job: authorisations ending, and payments still open.
    index('provider_payments_status_capture_before_idx').on(t.status, t.captureBefore),
    check('provider_payments_provider_check', oneOf(t.provider, PROVIDER_NAMES)),
    check('provider_payments_method_check', oneOf(t.method, PROVIDER_PAYMENT_METHODS)),
    check('provider_payments_capture_method_check', oneOf(t.captureMethod, CAPTURE_METHODS)),
    check('provider_payments_status_check', oneOf(t.status, PROVIDER_PAYMENT_STATUSES)),
    check('provider_payments_mandate_language_check', sql`${t.mandateLanguage} is null or ${oneOf(t.mandateLanguage, LANGUAGES)}`),
    check('provider_payments_amount_check', sql`${t.amount} > 0`),
    check('provider_payments_amount_received_check', sql`${t.amountReceived} >= 0 and ${t.amountReceived} <= ${t.amount}`),
  ],
);
export type ProviderPaymentRow = typeof providerPayments.$inferSelect;

/** Each provider event recorded once (a replay finds its row and changes nothing); the payment timeline reads them. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: id(),
    provider: text('provider', { enum: PROVIDER_NAMES }).notNull(),
    /** The provider's event id (`evt_…`), or `sync:<payment id>:<status>` for a synchronous answer. */
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    providerPaymentId: text('provider_payment_id'),
    providerRefundId: text('provider_refund_id'),
    occurredAt: timestamptz('occurred_at').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
    outcome: text('outcome', { enum: PAYMENT_EVENT_OUTCOMES }).notNull(),
    /** Status, amount, failure code: never billing details. */
    summary: jsonb('summary').$type<PaymentEventSummary>().notNull().default({}),
  },
  (t) => [
    unique('payment_events_provider_event_unique').on(t.provider, t.eventId),
    index('payment_events_payment_idx').on(t.provider, t.providerPaymentId, t.occurredAt),
    check('payment_events_provider_check', oneOf(t.provider, PROVIDER_NAMES)),
    check('payment_events_outcome_check', oneOf(t.outcome, PAYMENT_EVENT_OUTCOMES)),
  ],
);
export type PaymentEventRow = typeof paymentEvents.$inferSelect;

/** Money given back: by the provider (provider_payment_id set) or by hand (wire, check). */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** Null: refunded by hand, outside the provider. */
    providerPaymentId: uuid('provider_payment_id').references(() => providerPayments.id, { onDelete: 'restrict' }),
    providerRefundId: text('provider_refund_id').unique(),
    amount: money('amount').notNull(),
    reason: text('reason', { enum: REFUND_REASONS }).notNull(),
    /** The admin's own words, optional. */
    note: text('note'),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    /** The dialog's one-time key: a second submit of the same dialog refunds nothing more. */
    requestKey: text('request_key').notNull(),
    /** Null once the admin's account is deleted (or for an automatic refund); the e-mail stays. */
    requestedById: text('requested_by_id').references(() => users.id, { onDelete: 'set null' }),
    requestedByEmail: text('requested_by_email'),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    settledAt: timestamptz('settled_at'),
  },
  (t) => [
    index('refunds_order_id_idx').on(t.orderId, t.createdAt),
    // The payments job: refunds whose provider answer was lost.
    index('refunds_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
    unique('refunds_order_request_key_unique').on(t.orderId, t.requestKey),
    check('refunds_amount_check', sql`${t.amount} > 0`),
    check('refunds_reason_check', oneOf(t.reason, REFUND_REASONS)),
    check('refunds_status_check', oneOf(t.status, REFUND_STATUSES)),
  ],
);
export type RefundRow = typeof refunds.$inferSelect;

/** The sandbox provider's tokens (what its fields page made): brand, last four and behaviour, never a number. */
export const sandboxTokens = pgTable('sandbox_tokens', {
  id: text('id').primaryKey(),
  method: text('method', { enum: PROVIDER_PAYMENT_METHODS }).notNull(),
  /** Which test card or account it stands for (docs/decisions/040's table). */
  behaviour: text('behaviour').notNull(),
  cardBrand: text('card_brand'),
  last4: text('last4').notNull(),
  expiry: text('expiry'),
  cardholderName: text('cardholder_name'),
  bankName: text('bank_name'),
  usedAt: timestamptz('used_at'),
  createdAt: createdAt(),
});

/** The sandbox provider's payments, so several instances agree; the state a Stripe PaymentIntent would hold. */
export const sandboxPayments = pgTable('sandbox_payments', {
  id: text('id').primaryKey(),
  /** The ProviderPayment as the sandbox answers it (status, amounts, method summary, next action, failure). */
  state: jsonb('state').$type<Record<string, unknown>>().notNull(),
  behaviour: text('behaviour'),
  /** The idempotency key the payment was created with, and the parameters' hash (a clash is refused, as Stripe does). */
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const quotes = pgTable(
  'quotes',
  {
    id: id(),
    quoteNumber: text('quote_number').notNull().unique(),
    /** Quotes need a signed-in user; null only once that account is deleted. */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    companyName: text('company_name').notNull(),
    phone: text('phone'),
    shippingAddress: text('shipping_address'),
    status: text('status', { enum: QUOTE_STATUSES }).notNull().default('pending'),
    notes: text('notes'),
    /** The buyer's language when asking: the priced quote's e-mail uses it. */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    /** Set by Send Quote: shipping (null = free), the admin's message and the last day the prices hold. */
    shippingCost: money('shipping_cost'),
    adminMessage: text('admin_message'),
    validUntil: timestamptz('valid_until'),
    quotedAt: timestamptz('quoted_at'),
    /** When the buyer accepted or declined, and the reason they gave for declining. */
    respondedAt: timestamptz('responded_at'),
    declineReason: text('decline_reason'),
    /**
     * Stock held for the quote's validity when the admin chose it at Send Quote: 'held' while its cylinders are out of
     * products.stock_quantity, 'released' once given back (expired, declined, priced again), 'used' by its accepted order.
     */
    stockHold: text('stock_hold', { enum: QUOTE_STOCK_HOLDS }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('quotes_user_id_idx').on(t.userId),
    index('quotes_created_at_idx').on(t.createdAt),
    // The back office's list: one status, newest first.
    index('quotes_status_created_at_idx').on(t.status, t.createdAt),
    check('quotes_language_check', oneOf(t.language, LANGUAGES)),
    check('quotes_shipping_cost_check', sql`${t.shippingCost} >= 0`),
    check('quotes_status_check', oneOf(t.status, QUOTE_STATUSES)),
    check('quotes_stock_hold_check', oneOf(t.stockHold, QUOTE_STOCK_HOLDS)),
    // The release job looks for held stock only.
    index('quotes_stock_hold_idx').on(t.stockHold).where(sql`${t.stockHold} = 'held'`),
  ],
);

export const quoteItems = pgTable(
  'quote_items',
  {
    id: id(),
    quoteId: uuid('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    quantity: integer('quantity').notNull(),
    packaging: text('packaging').notNull(),
    /** The unit price of the package the admin quoted; null until priced. */
    unitPrice: money('unit_price'),
    /** Cylinders this line holds out of stock while its quote's stock_hold is 'held'. */
    reservedCylinders: integer('reserved_cylinders').notNull().default(0),
  },
  (t) => [
    index('quote_items_quote_id_idx').on(t.quoteId),
    index('quote_items_product_id_idx').on(t.productId),
    check('quote_items_quantity_check', sql`${t.quantity} > 0`),
    check('quote_items_unit_price_check', sql`${t.unitPrice} >= 0`),
    check('quote_items_reserved_cylinders_check', sql`${t.reservedCylinders} >= 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Certification (docs/decisions/022)

/**
 * A customer's document in the private store (docs/decisions/029): read only by its owner and admins through
 * authorised routes, stored under a random name. Never attached after a day, it is removed with its file.
 */
export const privateUploads = pgTable(
  'private_uploads',
  {
    id: id(),
    /** Who uploaded it; null only for a legacy card two certifications named (admins alone may read it). */
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: PRIVATE_UPLOAD_PURPOSES }).notNull(),
    /** The store's path: `private/<32 random hex>.<pdf|webp>`, nothing of the uploaded name. */
    path: text('path').notNull().unique(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
    /** When a record (a certification) first named it; null: a candidate for the clean-up. */
    attachedAt: timestamptz('attached_at'),
  },
  (t) => [
    index('private_uploads_unattached_idx').on(t.createdAt).where(sql`${t.attachedAt} is null`),
    check('private_uploads_purpose_check', oneOf(t.purpose, PRIVATE_UPLOAD_PURPOSES)),
  ],
);

/**
 * A buyer's refrigerant handling certification, or a reseller's statement, and its review. One per account: a new
 * submission replaces the last and is reviewed again. Orders copy the evidence they were sold on, so records outlive an edit.
 */
export const certifications = pgTable(
  'certifications',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: CERTIFICATION_KINDS }).notNull(),
    /** The certificate number; for a reseller's statement, the reseller's resale or tax number. */
    number: text('number').notNull(),
    organisation: text('organisation'),
    nameOnCard: text('name_on_card'),
    /**
     * A card uploaded before cards were private: a public /uploads/ path. Emptied at start once the file is moved into
     * the private store (certification-cards.ts, docs/decisions/029); nothing writes it any more.
     */
    cardUrl: text('card_url'),
    /** The uploaded card (a private upload of this buyer's), optional. */
    cardUploadId: uuid('card_upload_id').references(() => privateUploads.id, { onDelete: 'set null' }),
    /** A reseller's written statement that the refrigerant is bought for resale to certified technicians. */
    resellerStatement: text('reseller_statement'),
    status: text('status', { enum: CERTIFICATION_STATUSES }).notNull().default('pending'),
    reviewedAt: timestamptz('reviewed_at'),
    reviewedBy: text('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The review queue: pending first, oldest first.
    index('certifications_status_created_at_idx').on(t.status, t.createdAt),
    check('certifications_kind_check', oneOf(t.kind, CERTIFICATION_KINDS)),
    check('certifications_status_check', oneOf(t.status, CERTIFICATION_STATUSES)),
  ],
);

// ---------------------------------------------------------------------------------------------
// Coupons

export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    /** Stored upper-case; lookups upper-case the entered code (domain/coupons.ts). */
    code: text('code').notNull().unique(),
    title: text('title').notNull(),
    description: text('description'),
    discountType: text('discount_type', { enum: DISCOUNT_TYPES }).notNull().default('percentage'),
    /** Percent (10 = 10 %) or dollars, depending on discount_type. */
    discountValue: money('discount_value').notNull(),
    minimumOrderAmount: money('minimum_order_amount').notNull().default('0'),
    /** Null = unlimited. */
    maxUses: integer('max_uses'),
    /** Raised only by the atomic UPDATE of DESIGN.md "Limited resources". */
    currentUses: integer('current_uses').notNull().default(0),
    startDate: timestamptz('start_date').notNull().defaultNow(),
    endDate: timestamptz('end_date'),
    isActive: isActive(),
    /** French and Spanish title and description (docs/decisions/038). */
    translations: jsonb('translations').$type<Translations<CouponTranslatedField>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('coupons_created_at_idx').on(t.createdAt),
    check('coupons_code_upper_check', sql`${t.code} = upper(${t.code}) and length(${t.code}) > 0`),
    check('coupons_discount_type_check', oneOf(t.discountType, DISCOUNT_TYPES)),
    check('coupons_discount_value_check', sql`${t.discountValue} > 0`),
    check('coupons_minimum_order_amount_check', sql`${t.minimumOrderAmount} >= 0`),
    check('coupons_max_uses_check', sql`${t.maxUses} > 0`),
    check('coupons_current_uses_check', sql`${t.currentUses} >= 0`),
    check('coupons_uses_within_max_check', sql`${t.maxUses} is null or ${t.currentUses} <= ${t.maxUses}`),
  ],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'coupon_redemptions_pk', columns: [t.couponId, t.orderId] }), index('coupon_redemptions_order_id_idx').on(t.orderId)],
);

// ---------------------------------------------------------------------------------------------
// Settings (key/value stores)

export const siteSettings = pgTable('site_settings', {
  settingKey: text('setting_key').primaryKey(),
  settingValue: text('setting_value').notNull().default(''),
  description: text('description'),
  /**
   * French and Spanish of a worded setting (TRANSLATED_SETTING_KEYS, docs/decisions/038): { fr: { value }, es: { value } };
   * on the JSON seo_settings row, by field: { fr: { metaTitle, metaDescription } } (SEO_TRANSLATED_FIELDS).
   */
  translations: jsonb('translations').$type<Translations<SettingTranslatedField | SeoTranslatedField>>().notNull().default({}),
  updatedAt: updatedAt(),
});

export const notificationSettings = pgTable('notification_settings', {
  settingKey: text('setting_key').primaryKey(),
  settingValue: text('setting_value').notNull().default(''),
  description: text('description'),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------------------------------------
// Contact, support, newsletter

export const contactInfo = pgTable(
  'contact_info',
  {
    id: id(),
    category: text('category', { enum: CONTACT_INFO_CATEGORIES }).notNull(),
    contactType: text('contact_type', { enum: CONTACT_TYPES }).notNull(),
    label: text('label').notNull(),
    value: text('value').notNull(),
    description: text('description'),
    isActive: isActive(),
    orderIndex: orderIndex(),
    /** French and Spanish label, description and (hours and notes only) value (docs/decisions/038). */
    translations: jsonb('translations').$type<Translations<ContactInfoTranslatedField>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contact_info_category_order_idx').on(t.category, t.orderIndex),
    check('contact_info_category_check', oneOf(t.category, CONTACT_INFO_CATEGORIES)),
    check('contact_info_contact_type_check', oneOf(t.contactType, CONTACT_TYPES)),
  ],
);

export const contactSubmissions = pgTable(
  'contact_submissions',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    subject: text('subject'),
    message: text('message').notNull(),
    status: text('status', { enum: CONTACT_SUBMISSION_STATUSES }).notNull().default('open'),
    /** The sender's language, for the acknowledgement e-mail. */
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('contact_submissions_created_at_idx').on(t.createdAt),
    index('contact_submissions_status_created_at_idx').on(t.status, t.createdAt),
    check('contact_submissions_status_check', oneOf(t.status, CONTACT_SUBMISSION_STATUSES)),
  ],
);

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    orderNumber: text('order_number'),
    category: text('category', { enum: SUPPORT_TICKET_CATEGORIES }).notNull(),
    priority: text('priority', { enum: SUPPORT_TICKET_PRIORITIES }).notNull().default('medium'),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: SUPPORT_TICKET_STATUSES }).notNull().default('open'),
    /** Shown to the customer and in e-mails; random, so one number reveals nothing of another. */
    ticketNumber: text('ticket_number')
      .notNull()
      .unique()
      .default(sql`'T-' || upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12))`),
    /** The customer's language, for the acknowledgement e-mail. */
    language: text('language').notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('support_tickets_created_at_idx').on(t.createdAt),
    index('support_tickets_status_created_at_idx').on(t.status, t.createdAt),
    check('support_tickets_category_check', oneOf(t.category, SUPPORT_TICKET_CATEGORIES)),
    check('support_tickets_priority_check', oneOf(t.priority, SUPPORT_TICKET_PRIORITIES)),
    check('support_tickets_status_check', oneOf(t.status, SUPPORT_TICKET_STATUSES)),
  ],
);

/**
 * The conversation after a contact message or a support ticket (docs/decisions/036): the customer's first message
 * stays on its submission or ticket; here follow the admins' replies (e-mailed to the customer) and anything else
 * written later. Exactly one parent.
 */
export const contactThreadMessages = pgTable(
  'contact_thread_messages',
  {
    id: id(),
    contactSubmissionId: uuid('contact_submission_id').references(() => contactSubmissions.id, { onDelete: 'cascade' }),
    supportTicketId: uuid('support_ticket_id').references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorType: text('author_type', { enum: THREAD_AUTHORS }).notNull(),
    /** The admin who wrote it; null for the customer, or once that admin's account is deleted (the name stays). */
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('contact_thread_messages_submission_idx').on(t.contactSubmissionId, t.createdAt),
    index('contact_thread_messages_ticket_idx').on(t.supportTicketId, t.createdAt),
    check('contact_thread_messages_author_type_check', oneOf(t.authorType, THREAD_AUTHORS)),
    check('contact_thread_messages_one_parent_check', sql`num_nonnulls(${t.contactSubmissionId}, ${t.supportTicketId}) = 1`),
  ],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: id(),
    /** Stored lower-cased and trimmed (storefront spec §5); the unique index answers "already subscribed". */
    email: text('email').notNull().unique(),
    name: text('name'),
    source: text('source').notNull().default('website'),
    /** Receives the newsletter: only once the address confirmed (docs/decisions/031), hence false until then. */
    isActive: boolean('is_active').notNull().default(false),
    /** When the address last confirmed through its link; null while pending (never confirmed). */
    confirmedAt: timestamptz('confirmed_at'),
    /** Random, for the one-click unsubscribe link. */
    unsubscribeToken: text('unsubscribe_token')
      .notNull()
      .unique()
      .default(sql`replace(gen_random_uuid()::text, '-', '')`),
    subscribedAt: timestamptz('subscribed_at').notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('newsletter_subscribers_subscribed_at_idx').on(t.subscribedAt),
    check('newsletter_subscribers_active_confirmed_check', sql`not ${t.isActive} or ${t.confirmedAt} is not null`),
  ],
);

/**
 * Each request to subscribe (double opt-in, docs/decisions/031), kept as the proof of consent CASL and CAN-SPAM ask
 * for: when, from which client address and page, in which language, and when its link was used. The link's token is
 * stored as its SHA-256 only.
 */
export const newsletterConfirmations = pgTable(
  'newsletter_confirmations',
  {
    id: id(),
    email: text('email').notNull(),
    /** The name typed with this request; it never replaces the name of a confirmed subscriber. */
    name: text('name'),
    tokenHash: text('token_hash').notNull().unique(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    requestedAt: timestamptz('requested_at').notNull().defaultNow(),
    /** The client address as the server sees it (TRUST_PROXY honoured). */
    requestedIp: text('requested_ip').notNull(),
    /** The form (footer…) and the page it was on. */
    form: text('form').notNull(),
    page: text('page'),
    expiresAt: timestamptz('expires_at').notNull(),
    confirmedAt: timestamptz('confirmed_at'),
    confirmedIp: text('confirmed_ip'),
  },
  (t) => [
    index('newsletter_confirmations_email_requested_at_idx').on(t.email, t.requestedAt),
    index('newsletter_confirmations_ip_requested_at_idx').on(t.requestedIp, t.requestedAt),
    index('newsletter_confirmations_requested_at_idx').on(t.requestedAt),
    check('newsletter_confirmations_language_check', oneOf(t.language, LANGUAGES)),
  ],
);

// ---------------------------------------------------------------------------------------------
// Site content

export const testimonials = pgTable(
  'testimonials',
  {
    id: id(),
    name: text('name').notNull(),
    position: text('position'),
    company: text('company'),
    content: text('content').notNull(),
    rating: integer('rating').notNull().default(5),
    imageUrl: text('image_url'),
    approved: boolean('approved').notNull().default(false),
    orderIndex: orderIndex(),
    /** The language the testimonial is written in: shown as written, labelled with it (issue 24). */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    /** Demo content from the seed, so an operator can find and remove it. */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('testimonials_approved_order_idx').on(t.approved, t.orderIndex),
    index('testimonials_created_at_idx').on(t.createdAt),
    check('testimonials_rating_check', sql`${t.rating} between 1 and 5`),
    check('testimonials_language_check', oneOf(t.language, LANGUAGES)),
  ],
);

export const teamMembers = pgTable('team_members', {
  id: id(),
  name: text('name').notNull(),
  position: text('position').notNull(),
  bio: text('bio'),
  imageUrl: text('image_url'),
  orderIndex: orderIndex(),
  isDemo: boolean('is_demo').notNull().default(false),
  /** French and Spanish position and bio (docs/decisions/038). */
  translations: jsonb('translations').$type<Translations<TeamTranslatedField>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const certificates = pgTable(
  'certificates',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description'),
    type: text('type', { enum: CERTIFICATE_TYPES }).notNull(),
    pdfUrl: text('pdf_url').notNull(),
    imageUrl: text('image_url'),
    isActive: isActive(),
    orderIndex: orderIndex(),
    /** A sample from the seed: the storefront labels it, and an admin's edit clears it. */
    isDemo: boolean('is_demo').notNull().default(false),
    /** French and Spanish name and description (docs/decisions/038). */
    translations: jsonb('translations').$type<Translations<CertificateTranslatedField>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('certificates_type_order_idx').on(t.type, t.orderIndex),
    check('certificates_type_check', oneOf(t.type, CERTIFICATE_TYPES)),
  ],
);

export const heroImages = pgTable(
  'hero_images',
  {
    id: id(),
    /** The location key (one image per location). */
    pageName: text('page_name', { enum: HERO_LOCATIONS }).notNull().unique(),
    imageUrl: text('image_url').notNull(),
    altText: text('alt_text'),
    isActive: isActive(),
    /** French and Spanish alt text (docs/decisions/038). */
    translations: jsonb('translations').$type<Translations<HeroImageTranslatedField>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('hero_images_page_name_check', oneOf(t.pageName, HERO_LOCATIONS))],
);

export const adverts = pgTable(
  'adverts',
  {
    id: id(),
    title: text('title').notNull(),
    /** HTML, sanitised by the server before it is stored. */
    content: text('content').notNull(),
    type: text('type', { enum: ADVERT_TYPES }).notNull().default('info'),
    isActive: isActive(),
    dismissible: boolean('dismissible').notNull().default(true),
    startDate: timestamptz('start_date'),
    endDate: timestamptz('end_date'),
    orderIndex: orderIndex(),
    /** French and Spanish title and content (docs/decisions/038); the content HTML sanitised like the English. */
    translations: jsonb('translations').$type<Translations<AdvertTranslatedField>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('adverts_type_check', oneOf(t.type, ADVERT_TYPES))],
);

export const featuredProducts = pgTable(
  'featured_products',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sectionName: text('section_name', { enum: FEATURED_SECTIONS }).notNull(),
    orderIndex: orderIndex(),
    isActive: isActive(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('featured_products_section_product_unique').on(t.sectionName, t.productId),
    index('featured_products_product_id_idx').on(t.productId),
    check('featured_products_section_name_check', oneOf(t.sectionName, FEATURED_SECTIONS)),
  ],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: id(),
    title: text('title').notNull(),
    slug: text('slug').notNull().unique(),
    /** HTML, sanitised by the server before it is stored. */
    body: text('body').notNull().default(''),
    excerpt: text('excerpt'),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** French and Spanish title, excerpt, body (sanitised like the English), tags and slug (docs/decisions/038). */
    translations: jsonb('translations').$type<Translations<BlogTranslatedField>>().notNull().default({}),
    bannerImageUrl: text('banner_image_url'),
    featuredImageUrl: text('featured_image_url'),
    readingTime: integer('reading_time').notNull().default(5),
    published: boolean('published').notNull().default(false),
    /** When the post was first published: the date readers, the feed and the sitemap see. */
    publishedAt: timestamptz('published_at'),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('blog_posts_published_created_at_idx').on(t.published, t.createdAt),
    index('blog_posts_tags_idx').using('gin', t.tags),
    check('blog_posts_reading_time_check', sql`${t.readingTime} > 0`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Infrastructure

/**
 * Every admin write (DESIGN.md "admin API"): who, when, what, and the values before and after, written in the
 * same transaction as the change itself. `before` is null for a creation, `after` null for a deletion.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    /** Null once the admin's account is deleted; the e-mail stays. */
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    /** What was done, e.g. 'product.update', 'order.status' (server/modules/audit/audit.service.ts). */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_at_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId, t.createdAt),
    // The log screen's person and area filters, newest first (docs/decisions/035).
    index('audit_log_actor_idx').on(t.actorEmail, t.createdAt),
    index('audit_log_area_idx').on(t.entityType, t.createdAt),
  ],
);

/** Mail is written here in the same transaction as the fact it announces; a worker sends it. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: id(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html'),
    text: text('text'),
    /** Where the recipient's answer goes (the shop, for customer e-mails that invite a reply); null: the sender. */
    replyTo: text('reply_to'),
    status: text('status', { enum: EMAIL_OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
    /** Set when one fact must produce one mail (e.g. 'order-confirmation:<order id>'). */
    dedupeKey: text('dedupe_key').unique(),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
  },
  (t) => [
    index('email_outbox_status_next_attempt_idx').on(t.status, t.nextAttemptAt),
    check('email_outbox_status_check', oneOf(t.status, EMAIL_OUTBOX_STATUSES)),
    check('email_outbox_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

/** A retried request with the same Idempotency-Key gets the first answer (DESIGN.md "orders"). */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    key: text('key').notNull(),
    /** The operation the key belongs to, e.g. 'orders'. */
    scope: text('scope').notNull(),
    /** Hash of the request body: the same key with a different body is refused. */
    requestHash: text('request_hash').notNull(),
    /** Null while the first request is still being processed. */
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body').$type<unknown>(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ name: 'idempotency_keys_pk', columns: [t.scope, t.key] }), index('idempotency_keys_created_at_idx').on(t.createdAt)],
);

// ---------------------------------------------------------------------------------------------
// Row types

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Session = typeof sessions.$inferSelect;
export type Account = typeof accounts.$inferSelect;
export type Verification = typeof verifications.$inferSelect;
export type TwoFactor = typeof twoFactors.$inferSelect;
export type Profile = typeof profiles.$inferSelect;
export type NewProfile = typeof profiles.$inferInsert;
export type Product = typeof products.$inferSelect;
export type NewProduct = typeof products.$inferInsert;
export type Order = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItem = typeof orderItems.$inferSelect;
export type NewOrderItem = typeof orderItems.$inferInsert;
export type Quote = typeof quotes.$inferSelect;
export type NewQuote = typeof quotes.$inferInsert;
export type QuoteItem = typeof quoteItems.$inferSelect;
export type NewQuoteItem = typeof quoteItems.$inferInsert;
export type Coupon = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;
export type CouponRedemption = typeof couponRedemptions.$inferSelect;
export type SiteSetting = typeof siteSettings.$inferSelect;
export type NotificationSetting = typeof notificationSettings.$inferSelect;
export type ContactInfo = typeof contactInfo.$inferSelect;
export type NewContactInfo = typeof contactInfo.$inferInsert;
export type ContactSubmission = typeof contactSubmissions.$inferSelect;
export type NewContactSubmission = typeof contactSubmissions.$inferInsert;
export type SupportTicket = typeof supportTickets.$inferSelect;
export type ContactThreadMessage = typeof contactThreadMessages.$inferSelect;
export type NewSupportTicket = typeof supportTickets.$inferInsert;
export type NewsletterSubscriber = typeof newsletterSubscribers.$inferSelect;
export type NewNewsletterSubscriber = typeof newsletterSubscribers.$inferInsert;
export type NewsletterConfirmation = typeof newsletterConfirmations.$inferSelect;
export type Testimonial = typeof testimonials.$inferSelect;
export type NewTestimonial = typeof testimonials.$inferInsert;
export type TeamMember = typeof teamMembers.$inferSelect;
export type NewTeamMember = typeof teamMembers.$inferInsert;
export type Certificate = typeof certificates.$inferSelect;
export type NewCertificate = typeof certificates.$inferInsert;
export type HeroImage = typeof heroImages.$inferSelect;
export type NewHeroImage = typeof heroImages.$inferInsert;
export type Advert = typeof adverts.$inferSelect;
export type NewAdvert = typeof adverts.$inferInsert;
export type FeaturedProduct = typeof featuredProducts.$inferSelect;
export type NewFeaturedProduct = typeof featuredProducts.$inferInsert;
export type Certification = typeof certifications.$inferSelect;
export type PrivateUpload = typeof privateUploads.$inferSelect;
export type NewCertification = typeof certifications.$inferInsert;
export type BlogPost = typeof blogPosts.$inferSelect;
export type NewBlogPost = typeof blogPosts.$inferInsert;
export type EmailOutboxMessage = typeof emailOutbox.$inferSelect;
export type NewEmailOutboxMessage = typeof emailOutbox.$inferInsert;
export type IdempotencyKey = typeof idempotencyKeys.$inferSelect;
export type AuditLogEntry = typeof auditLog.$inferSelect;
export type NewAuditLogEntry = typeof auditLog.$inferInsert;
export type NewIdempotencyKey = typeof idempotencyKeys.$inferInsert;
