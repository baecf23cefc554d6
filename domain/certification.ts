import type { ProductCategory } from './catalog';

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
