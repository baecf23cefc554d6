import { z } from 'zod';
import { CERTIFICATION_KINDS, CERTIFICATION_STATUSES, ORDER_CERTIFICATION_STATES } from '../certification';
import { LANGUAGES } from '../languages';
import { adminListQuery, pageOf, queryEnum, versionField } from './admin';
import { dayQuery } from './date-query';
import { multiLineText, singleLineText } from './text';

/** The API's English refusals and notices (docs/decisions/022); screens translate them. */
export const CERTIFICATION_MESSAGES = {
  kindRequired: 'Please choose a certification type.',
  numberRequired: 'Please enter the certification number.',
  numberTooLong: 'The certification number must be at most 100 characters.',
  textTooLong: 'This field must be at most 200 characters.',
  statementTooLong: 'The statement must be at most 2000 characters.',
  statementRequired: 'Please write the reseller’s statement.',
  cardUploadInvalid: 'Please upload the card again.',
  reasonRequired: 'Please give the reason for the rejection.',
  notFound: 'Certification not found',
  orderNotFound: 'Order not found',
  orderNotAwaiting: 'This order is not awaiting a certification.',
  awaitingShipment: 'This order contains refrigerant that needs a verified EPA 608 certification (40 CFR 82.154): verify the buyer’s certification before shipping it.',
  dateRange: 'The start date must be on or before the end date.',
  tooManyUploads: 'Too many card uploads. Please try again later.',
} as const;

/** Card uploads per account per window (each stores files: RELIABILITY 31). */
export const CARD_UPLOAD_LIMIT = { max: 10, windowMinutes: 15 } as const;

const optionalLine = (max: number, message: string) =>
  singleLineText()
    .trim()
    .max(max, message)
    .nullish()
    .transform((value) => value || null);

const kindField = z.enum(CERTIFICATION_KINDS, { error: CERTIFICATION_MESSAGES.kindRequired });
const numberField = singleLineText().trim().min(1, CERTIFICATION_MESSAGES.numberRequired).max(100, CERTIFICATION_MESSAGES.numberTooLong);

/** PUT /api/account/certification: a new submission replaces the last one and goes back to pending review. */
export const submitCertificationRequest = z
  .strictObject({
    kind: kindField,
    number: numberField,
    organisation: optionalLine(200, CERTIFICATION_MESSAGES.textTooLong),
    nameOnCard: optionalLine(200, CERTIFICATION_MESSAGES.textTooLong),
    /** The id the card upload answered this buyer (never an address), or nothing. */
    cardUploadId: z
      .uuid({ error: CERTIFICATION_MESSAGES.cardUploadInvalid })
      .nullish()
      .transform((value) => value ?? null),
    resellerStatement: multiLineText()
      .trim()
      .max(2000, CERTIFICATION_MESSAGES.statementTooLong)
      .nullish()
      .transform((value) => value || null),
  })
  .superRefine((input, context) => {
    if (input.kind === 'reseller_statement' && !input.resellerStatement) {
      context.addIssue({ code: 'custom', path: ['resellerStatement'], message: CERTIFICATION_MESSAGES.statementRequired });
    }
  });
export type SubmitCertificationRequest = z.input<typeof submitCertificationRequest>;
export type SubmitCertificationInput = z.output<typeof submitCertificationRequest>;

/** What a buyer (or a guest) gives at checkout when the cart holds a restricted product. */
export const certificationClaimInput = z.strictObject({ kind: kindField, number: numberField });
export type CertificationClaimInput = z.output<typeof certificationClaimInput>;

export const certificationEvidenceSchema = z.object({
  kind: z.enum(CERTIFICATION_KINDS),
  number: z.string(),
  organisation: z.string().nullable(),
  nameOnCard: z.string().nullable(),
  verifiedAt: z.string(),
  verifiedBy: z.object({ id: z.string(), email: z.string() }),
});

/**
 * POST /api/account/certification/card: the card is kept in the private store (docs/decisions/029); its id, bound to
 * the uploader, is what a submission names.
 */
export const cardUploadResponse = z.object({ id: z.string(), contentType: z.string(), bytes: z.number().int() });
export type CardUploadResponse = z.infer<typeof cardUploadResponse>;

/** The buyer's own view (GET /api/account/certification); `certification: null` is "not provided". */
export const accountCertificationSchema = z.object({
  kind: z.enum(CERTIFICATION_KINDS),
  number: z.string(),
  organisation: z.string().nullable(),
  nameOnCard: z.string().nullable(),
  /** The card on file, if any: its upload id, and the authorised address that shows it to this reader. */
  cardUploadId: z.string().nullable(),
  cardUrl: z.string().nullable(),
  resellerStatement: z.string().nullable(),
  status: z.enum(CERTIFICATION_STATUSES),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** The reviewing admin's name (or e-mail) as shown to the buyer. */
  reviewedBy: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});
export type AccountCertification = z.infer<typeof accountCertificationSchema>;
export const accountCertificationResponse = z.object({ certification: accountCertificationSchema.nullable() });
export type AccountCertificationResponse = z.infer<typeof accountCertificationResponse>;

/** GET /api/admin/certifications: pending first (oldest first), then the others newest first; filter by status. */
export const adminCertificationListQuery = adminListQuery.extend({ status: queryEnum(CERTIFICATION_STATUSES) });
export type AdminCertificationListQuery = z.output<typeof adminCertificationListQuery>;

export const adminCertificationSchema = accountCertificationSchema.extend({
  id: z.string(),
  userId: z.string(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  company: z.string().nullable(),
  language: z.enum(LANGUAGES),
  /** The buyer's orders waiting for this certification. */
  awaitingOrders: z.number().int(),
  version: z.string(),
});
export type AdminCertification = z.infer<typeof adminCertificationSchema>;
export const adminCertificationListResponse = pageOf(adminCertificationSchema);
export type AdminCertificationListResponse = z.infer<typeof adminCertificationListResponse>;
export const adminCertificationResponse = z.object({ certification: adminCertificationSchema });

/** POST /api/admin/certifications/:id/verify */
export const verifyCertificationRequest = z.strictObject({ version: versionField });
/** POST /api/admin/certifications/:id/reject */
export const rejectCertificationRequest = z.strictObject({
  version: versionField,
  reason: multiLineText().trim().min(1, CERTIFICATION_MESSAGES.reasonRequired).max(1000, CERTIFICATION_MESSAGES.statementTooLong),
});

/** POST /api/admin/orders/:id/certification: a guest order's number checked by the admin, recorded as the evidence. */
export const verifyOrderCertificationRequest = z.strictObject({
  version: versionField,
  kind: kindField,
  number: numberField,
  organisation: optionalLine(200, CERTIFICATION_MESSAGES.textTooLong),
  nameOnCard: optionalLine(200, CERTIFICATION_MESSAGES.textTooLong),
});
export type VerifyOrderCertificationInput = z.output<typeof verifyOrderCertificationRequest>;

/** An order's gate as the back office shows it. */
export const orderCertificationSchema = z.object({
  state: z.enum(ORDER_CERTIFICATION_STATES),
  claim: z.object({ kind: z.enum(CERTIFICATION_KINDS), number: z.string() }).nullable(),
  evidence: certificationEvidenceSchema.nullable(),
  /**
   * While the order awaits: the certification the buyer's account holds (sent at sign-up, checkout or in the account),
   * so the admin's "verify the number on this order" form starts from what the buyer sent (issue 23). Null for a guest
   * or an account with none; `cardUrl` is the admin's address of the card.
   */
  submitted: z
    .object({
      kind: z.enum(CERTIFICATION_KINDS),
      number: z.string(),
      organisation: z.string().nullable(),
      nameOnCard: z.string().nullable(),
      status: z.enum(CERTIFICATION_STATUSES),
      cardUrl: z.string().nullable(),
    })
    .nullable(),
});
export type OrderCertification = z.infer<typeof orderCertificationSchema>;

/** GET /api/admin/certifications/sales.csv?from=&to= (UTC days, both included). */
export const restrictedSalesExportQuery = z
  .object({ from: dayQuery.optional(), to: dayQuery.optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['from'], message: CERTIFICATION_MESSAGES.dateRange });
export type RestrictedSalesExportQuery = z.output<typeof restrictedSalesExportQuery>;
