import type { ProductCategory } from './catalog';
import { neutralizeFormula } from './spreadsheet-cells';

/**
 * Refrigerant handling certification (issue 15; docs/decisions/022). The US rule (40 CFR 82.154) has the seller of
 * regulated refrigerant verify the buyer's EPA Section 608 certification, or take a reseller's written statement, before
 * the sale, and keep the records at least 3 years. Buyers in Canada and Mexico show their own national or provincial
 * certification.
 */
export const CERTIFICATION_KINDS = [
  'epa_608_type_i',
  'epa_608_type_ii',
  'epa_608_type_iii',
  'epa_608_universal',
  'epa_609',
  'canada_provincial',
  'mexico_national',
  'reseller_statement',
] as const;
export type CertificationKind = (typeof CERTIFICATION_KINDS)[number];

/** A buyer's certification as the shop reviewed it; "not provided" is the absence of a row. */
export const CERTIFICATION_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type CertificationStatus = (typeof CERTIFICATION_STATUSES)[number];

/**
 * An order's certification gate: not_required (no restricted product), awaiting (a restricted product and no verified
 * certification yet: the order may not ship), verified (the evidence is stored on the order).
 */
export const ORDER_CERTIFICATION_STATES = ['not_required', 'awaiting', 'verified'] as const;
export type OrderCertificationState = (typeof ORDER_CERTIFICATION_STATES)[number];

/** Categories whose sale is restricted to certified buyers by default (the admin can change each product). */
export const RESTRICTED_CATEGORIES: readonly ProductCategory[] = ['CFC', 'HCFC', 'HFC'];

export function certificationRequiredByDefault(category: ProductCategory): boolean {
  return RESTRICTED_CATEGORIES.includes(category);
}

/** Records of restricted sales are kept at least this long (40 CFR 82.154; back-office spec §9). */
export const CERTIFICATION_RECORD_YEARS = 3;

/** What an order keeps of the certification it was sold on: enough for an inspector without the buyer's account. */
export interface CertificationEvidence {
  kind: CertificationKind;
  number: string;
  organisation: string | null;
  nameOnCard: string | null;
  verifiedAt: string;
  /** The admin who verified it (user id and e-mail as they were). */
  verifiedBy: { id: string; email: string };
}

/** A buyer's certification as the order rule needs it (null: none on file). */
export interface BuyerCertification {
  status: CertificationStatus;
  evidence: CertificationEvidence | null;
}

export interface OrderCertificationDecision {
  state: OrderCertificationState;
  /** The evidence copied onto the order when it is sold on a verified certification. */
  evidence: CertificationEvidence | null;
}

/**
 * The gate of a new order: no line needs a certification → not_required; the buyer's certification is verified →
 * verified with its evidence; anything else (none, pending, rejected, a guest) → awaiting, and the order may not ship.
 */
export function decideOrderCertification(lines: readonly { certificationRequired: boolean }[], buyer: BuyerCertification | null): OrderCertificationDecision {
  if (!lines.some((line) => line.certificationRequired)) return { state: 'not_required', evidence: null };
  if (buyer?.status === 'verified' && buyer.evidence) return { state: 'verified', evidence: buyer.evidence };
  return { state: 'awaiting', evidence: null };
}

/** Statuses that move the goods: refused while an order awaits its certification. */
export const CERTIFICATION_GATED_STATUSES = ['shipped', 'delivered'] as const;

export function isBlockedByCertification(state: OrderCertificationState, nextStatus: string): boolean {
  return state === 'awaiting' && (CERTIFICATION_GATED_STATUSES as readonly string[]).includes(nextStatus);
}

/**
 * The types a buyer may give at sign-up (issue 23): every certificate with a number; a reseller's statement needs its
 * written text, which the account page asks for. The type is always asked, never read from the number's text.
 */
export const SIGN_UP_CERTIFICATION_KINDS = CERTIFICATION_KINDS.filter((kind) => kind !== 'reseller_statement') as Exclude<CertificationKind, 'reseller_statement'>[];
export type SignUpCertificationKind = Exclude<CertificationKind, 'reseller_statement'>;

/**
 * What a sign-up's two certification fields start: nothing when both are empty, a pending certification of the type
 * given when both are there, and a problem naming the missing field when only one is.
 */
export function signUpCertification(kind: SignUpCertificationKind | null | undefined, number: string | null | undefined):
  | { claim: { kind: SignUpCertificationKind; number: string } | null }
  | { missing: 'kind' | 'number' } {
  const text = number?.trim() ?? '';
  if (!kind && !text) return { claim: null };
  if (!kind) return { missing: 'kind' };
  if (!text) return { missing: 'number' };
  return { claim: { kind, number: text } };
}

/** The inspector's CSV of restricted-refrigerant sales: one row per restricted line, with the order's evidence. */
export const RESTRICTED_SALES_CSV_COLUMNS = [
  'Order Date (UTC)',
  'Order Number',
  'Buyer',
  'Buyer Email',
  'Company',
  'Product',
  'SKU',
  'Packaging',
  'Quantity',
  'Order Status',
  'Certification State',
  'Certification Type',
  'Certification Number',
  'Certifying Organisation',
  'Name on Card',
  'Verified At (UTC)',
  'Verified By',
  'Number Given at Checkout',
] as const;

export interface RestrictedSale {
  createdAt: Date;
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  company: string | null;
  productName: string;
  sku: string | null;
  packaging: string;
  quantity: number;
  status: string;
  certificationState: OrderCertificationState;
  claim: { kind: CertificationKind; number: string } | null;
  evidence: CertificationEvidence | null;
}

const utcStamp = (date: Date) => date.toISOString().replace('T', ' ').slice(0, 19);

/** One row of the export, every cell safe to open in a spreadsheet (RELIABILITY 27). */
export function restrictedSaleRow(sale: RestrictedSale): string[] {
  const evidence = sale.evidence;
  return [
    utcStamp(sale.createdAt),
    sale.orderNumber,
    sale.customerName,
    sale.customerEmail,
    sale.company ?? '',
    sale.productName,
    sale.sku ?? '',
    sale.packaging,
    String(sale.quantity),
    sale.status,
    sale.certificationState,
    evidence?.kind ?? '',
    evidence?.number ?? '',
    evidence?.organisation ?? '',
    evidence?.nameOnCard ?? '',
    evidence ? utcStamp(new Date(evidence.verifiedAt)) : '',
    evidence?.verifiedBy.email ?? '',
    sale.claim ? `${sale.claim.kind} ${sale.claim.number}` : '',
  ].map(neutralizeFormula);
}
