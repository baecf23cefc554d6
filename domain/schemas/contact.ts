import { z } from 'zod';
import { waitDuration } from '../wait';
import {
  CONTACT_INFO_CATEGORIES,
  CONTACT_SUBJECTS,
  CONTACT_SUBMISSION_STATUSES,
  CONTACT_TYPES,
  SUPPORT_TICKET_CATEGORIES,
  SUPPORT_TICKET_PRIORITIES,
  THREAD_AUTHORS,
  THREAD_STATES,
  type ContactInfoTranslatedField,
} from '../content';
import {
  SHIPPING_MAX_WEIGHT_LBS,
  SHIPPING_NOTICES,
  SHIPPING_PRODUCT_TYPES,
  SHIPPING_QUOTE_COUNTRIES,
  isRegionOf,
} from '../shipping-quote';
import { adminListQuery, pageOf, queryEnum, sortParam, versionField } from './admin';
import { multiLineText, singleLineText } from './text';
import { translationsInput, translationsSchema } from './translations';

/**
 * Reaching the shop: the contact form, support tickets, the shipping calculator, and their back-office screens
 * (back-office spec §2, §3, §5, §8, §9). The English texts are the spec's.
 */
export const CONTACT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: 'Name must be less than 100 characters',
  invalidEmail: 'Please enter a valid email address',
  emailTooLong: 'Email must be less than 255 characters',
  subjectRequired: 'Please select a subject',
  messageRequired: 'Message is required',
  messageTooLong: 'Message must be less than 2000 characters',
  failed: 'Failed to send message. Please try again.',
} as const;

/** §9: 3 messages per 5 minutes; the wait is shown in whole minutes. */
export const CONTACT_RATE_LIMIT = { max: 3, windowMinutes: 5 } as const;

/** "Please wait {n} minutes before trying again." with n rounded up (the toast's title is "Too many attempts"). */
export function contactWaitMessage(retryAfterSeconds: number): string {
  return `Too many attempts. Please wait ${waitDuration(Math.max(1, Math.ceil(retryAfterSeconds / 60)), 'minute')} before trying again.`;
}

const NAME_MAX = 100;
const EMAIL_MAX = 255;
const MESSAGE_MAX = 2000;

const nameField = singleLineText({ error: CONTACT_MESSAGES.nameRequired })
  .trim()
  .min(1, CONTACT_MESSAGES.nameRequired)
  .max(NAME_MAX, CONTACT_MESSAGES.nameTooLong);

/** Trimmed and lower-cased (§5), then checked. */
const emailField = singleLineText({ error: CONTACT_MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, CONTACT_MESSAGES.emailTooLong)
  .regex(z.regexes.email, CONTACT_MESSAGES.invalidEmail);

const messageField = multiLineText({ error: CONTACT_MESSAGES.messageRequired })
  .trim()
  .min(1, CONTACT_MESSAGES.messageRequired)
  .max(MESSAGE_MAX, CONTACT_MESSAGES.messageTooLong);

/** POST /api/contact (§5 contact form). */
export const contactFormInput = z.strictObject({
  name: nameField,
  email: emailField,
  subject: singleLineText({ error: CONTACT_MESSAGES.subjectRequired }).pipe(z.enum(CONTACT_SUBJECTS, { error: CONTACT_MESSAGES.subjectRequired })),
  message: messageField,
});
export type ContactFormInput = z.input<typeof contactFormInput>;
export type ContactFormValues = z.output<typeof contactFormInput>;

export const contactFormResponse = z.object({ received: z.literal(true) });

// ---------------------------------------------------------------------------------------------
// Support tickets (§3, §5)

export const SUPPORT_TICKET_MESSAGES = {
  nameRequired: CONTACT_MESSAGES.nameRequired,
  nameTooLong: CONTACT_MESSAGES.nameTooLong,
  invalidEmail: CONTACT_MESSAGES.invalidEmail,
  emailTooLong: CONTACT_MESSAGES.emailTooLong,
  categoryRequired: 'Please select a category',
  priorityInvalid: 'Please select a priority',
  subjectRequired: 'Subject is required',
  subjectTooLong: 'Subject must be less than 200 characters',
  messageRequired: CONTACT_MESSAGES.messageRequired,
  messageTooLong: CONTACT_MESSAGES.messageTooLong,
  orderNumberTooLong: 'Order number must be less than 50 characters',
  failed: 'Failed to submit ticket. Please try again.',
} as const;

/** Tickets cost the shop two e-mails each: a few per client per quarter hour (RELIABILITY 31). */
export const SUPPORT_TICKET_RATE_LIMIT = { max: 3, windowMinutes: 5 } as const;

/** POST /api/support/tickets: name, email, category, subject, message required; order number and priority optional. */
export const supportTicketInput = z.strictObject({
  name: nameField,
  email: emailField,
  orderNumber: singleLineText()
    .trim()
    .max(50, SUPPORT_TICKET_MESSAGES.orderNumberTooLong)
    .nullish()
    .transform((value) => value || null),
  category: singleLineText({ error: SUPPORT_TICKET_MESSAGES.categoryRequired }).pipe(z.enum(SUPPORT_TICKET_CATEGORIES, { error: SUPPORT_TICKET_MESSAGES.categoryRequired })),
  priority: singleLineText({ error: SUPPORT_TICKET_MESSAGES.priorityInvalid })
    .pipe(z.enum(SUPPORT_TICKET_PRIORITIES, { error: SUPPORT_TICKET_MESSAGES.priorityInvalid }))
    .nullish()
    .transform((value) => value ?? 'medium'),
  subject: singleLineText({ error: SUPPORT_TICKET_MESSAGES.subjectRequired })
    .trim()
    .min(1, SUPPORT_TICKET_MESSAGES.subjectRequired)
    .max(200, SUPPORT_TICKET_MESSAGES.subjectTooLong),
  message: messageField,
});
export type SupportTicketInput = z.input<typeof supportTicketInput>;
export type SupportTicketValues = z.output<typeof supportTicketInput>;

export const supportTicketResponse = z.object({ ticketNumber: z.string() });
export type SupportTicketResponse = z.infer<typeof supportTicketResponse>;

// ---------------------------------------------------------------------------------------------
// Shipping calculator (§3 shipping form, §5: only both ZIPs required)

export const SHIPPING_QUOTE_MESSAGES = {
  fromZipRequired: 'From ZIP code is required',
  toZipRequired: 'To ZIP code is required',
  zipTooLong: 'ZIP code must be less than 11 characters',
  countryInvalid: 'Please choose the United States or Canada',
  stateInvalid: 'Please choose a state or province of the selected country',
  productTypeInvalid: 'Please choose a product type',
  weightInvalid: 'Weight must be a positive number',
  weightTooHigh: `Weight must be at most ${SHIPPING_MAX_WEIGHT_LBS.toLocaleString('en-US')} lbs`,
} as const;

const zipField = (required: string) =>
  singleLineText({ error: required }).trim().min(1, required).max(10, SHIPPING_QUOTE_MESSAGES.zipTooLong);

/** Empty selects arrive as '' or null: the same as not chosen. */
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  singleLineText({ error: message })
    .nullish()
    .transform((value) => value || undefined)
    .pipe(z.enum(values, { error: message }).optional());

export const shippingQuoteInput = z
  .strictObject({
    fromZip: zipField(SHIPPING_QUOTE_MESSAGES.fromZipRequired),
    toZip: zipField(SHIPPING_QUOTE_MESSAGES.toZipRequired),
    country: optionalChoice(SHIPPING_QUOTE_COUNTRIES, SHIPPING_QUOTE_MESSAGES.countryInvalid),
    state: singleLineText({ error: SHIPPING_QUOTE_MESSAGES.stateInvalid })
      .trim()
      .max(3, SHIPPING_QUOTE_MESSAGES.stateInvalid)
      .nullish()
      .transform((value) => value?.toUpperCase() || undefined),
    productType: optionalChoice(SHIPPING_PRODUCT_TYPES, SHIPPING_QUOTE_MESSAGES.productTypeInvalid),
    weight: z
      .number({ error: SHIPPING_QUOTE_MESSAGES.weightInvalid })
      .positive(SHIPPING_QUOTE_MESSAGES.weightInvalid)
      .max(SHIPPING_MAX_WEIGHT_LBS, SHIPPING_QUOTE_MESSAGES.weightTooHigh)
      .nullish()
      .transform((value) => value ?? undefined),
  })
  .superRefine((value, ctx) => {
    if (value.state !== undefined && (value.country === undefined || !isRegionOf(value.country, value.state))) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: SHIPPING_QUOTE_MESSAGES.stateInvalid });
    }
  });
export type ShippingQuoteInput = z.input<typeof shippingQuoteInput>;

export const shippingQuoteResponse = z.object({
  options: z.array(
    z.object({
      id: z.string(),
      carrier: z.string(),
      service: z.string(),
      priceCents: z.number().int(),
      minDays: z.number().int(),
      maxDays: z.number().int(),
    }),
  ),
  notices: z.array(z.enum(Object.keys(SHIPPING_NOTICES) as [keyof typeof SHIPPING_NOTICES, ...(keyof typeof SHIPPING_NOTICES)[]])),
});
export type ShippingQuoteResponse = z.infer<typeof shippingQuoteResponse>;

// ---------------------------------------------------------------------------------------------
// Admin: /api/admin/contacts and /api/admin/support-tickets (§2 Contact Management, §8)

export const CONTACT_ADMIN_MESSAGES = {
  loadFailed: 'Failed to load contact submissions.',
  updateFailed: 'Failed to update status.',
  statusUpdatedTitle: 'Status Updated',
  statusUpdated: 'Contact submission status updated successfully.',
  submissionNotFound: 'Contact submission not found',
  ticketNotFound: 'Support ticket not found',
  statusRequired: 'Please choose a status',
  replyRequired: 'Reply is required',
  replyTooLong: 'Reply must be less than 5000 characters',
  replySent: 'Reply sent',
} as const;

export const SUPPORT_TICKET_STATUSES = THREAD_STATES;
export type SupportTicketStatus = (typeof SUPPORT_TICKET_STATUSES)[number];

export const contactSubmissionListQuery = adminListQuery.extend({
  status: queryEnum(CONTACT_SUBMISSION_STATUSES),
  sort: sortParam(['createdAt'], '-createdAt'),
});
export type ContactSubmissionListQuery = z.infer<typeof contactSubmissionListQuery>;

export const adminContactSubmissionSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.string().nullable(),
  message: z.string(),
  status: z.enum(CONTACT_SUBMISSION_STATUSES),
  language: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminContactSubmission = z.infer<typeof adminContactSubmissionSchema>;
export const contactSubmissionListResponse = pageOf(adminContactSubmissionSchema);
export type ContactSubmissionListResponse = z.infer<typeof contactSubmissionListResponse>;

export const contactSubmissionStatusInput = z.strictObject({
  status: singleLineText({ error: CONTACT_ADMIN_MESSAGES.statusRequired }).pipe(z.enum(CONTACT_SUBMISSION_STATUSES, { error: CONTACT_ADMIN_MESSAGES.statusRequired })),
  version: versionField,
});
export type ContactSubmissionStatusInput = z.infer<typeof contactSubmissionStatusInput>;

export const supportTicketListQuery = adminListQuery.extend({
  status: queryEnum(SUPPORT_TICKET_STATUSES),
  sort: sortParam(['createdAt'], '-createdAt'),
});
export type SupportTicketListQuery = z.infer<typeof supportTicketListQuery>;

export const adminSupportTicketSchema = z.object({
  id: z.string(),
  ticketNumber: z.string(),
  name: z.string(),
  email: z.string(),
  orderNumber: z.string().nullable(),
  category: z.enum(SUPPORT_TICKET_CATEGORIES),
  priority: z.enum(SUPPORT_TICKET_PRIORITIES),
  subject: z.string(),
  message: z.string(),
  status: z.enum(SUPPORT_TICKET_STATUSES),
  language: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminSupportTicket = z.infer<typeof adminSupportTicketSchema>;
export const supportTicketListResponse = pageOf(adminSupportTicketSchema);
export type SupportTicketListResponse = z.infer<typeof supportTicketListResponse>;

export const supportTicketStatusInput = z.strictObject({
  status: singleLineText({ error: CONTACT_ADMIN_MESSAGES.statusRequired }).pipe(z.enum(SUPPORT_TICKET_STATUSES, { error: CONTACT_ADMIN_MESSAGES.statusRequired })),
  version: versionField,
});
export type SupportTicketStatusInput = z.infer<typeof supportTicketStatusInput>;

// ---------------------------------------------------------------------------------------------
// Threads and replies (issue 23, docs/decisions/036)

export const REPLY_MAX = 5000;

/** POST /api/admin/contacts/:id/replies and /api/admin/support-tickets/:id/replies: plain text, e-mailed as written. */
export const threadReplyInput = z.strictObject({
  message: multiLineText({ error: CONTACT_ADMIN_MESSAGES.replyRequired })
    .trim()
    .min(1, CONTACT_ADMIN_MESSAGES.replyRequired)
    .max(REPLY_MAX, CONTACT_ADMIN_MESSAGES.replyTooLong),
  version: versionField,
});
export type ThreadReplyInput = z.infer<typeof threadReplyInput>;

export const threadMessageSchema = z.object({
  id: z.string(),
  authorType: z.enum(THREAD_AUTHORS),
  authorName: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type ThreadMessage = z.infer<typeof threadMessageSchema>;

/** The customer's first message, then every reply and follow-up, oldest first. */
export const threadResponse = z.object({ messages: z.array(threadMessageSchema) });
export type ThreadResponse = z.infer<typeof threadResponse>;

// ---------------------------------------------------------------------------------------------
// Contact information: /api/admin/contact-info and GET /api/content/contact-info (§3, §7, §8)

export const CONTACT_INFO_MESSAGES = {
  fetchFailed: 'Failed to fetch contact information',
  saveFailed: 'Failed to save contact information',
  deleteFailed: 'Failed to delete contact information',
  notFound: 'Contact information not found',
  categoryRequired: 'Please choose a category',
  typeRequired: 'Please choose a contact type',
  labelRequired: 'Label is required',
  labelTooLong: 'Label must be less than 100 characters',
  valueRequired: 'Value is required',
  valueTooLong: 'Value must be less than 255 characters',
  descriptionTooLong: 'Description must be less than 500 characters',
  orderIndex: 'Order must be a whole number from 0 to 9999',
  deleteConfirm: 'Are you sure you want to delete this contact information?',
} as const;

const M_INFO = CONTACT_INFO_MESSAGES;
const contactLabel = () => singleLineText({ error: M_INFO.labelRequired }).trim().max(100, M_INFO.labelTooLong);
const contactValue = () => singleLineText({ error: M_INFO.valueRequired }).trim().max(255, M_INFO.valueTooLong);
const contactDescription = () => multiLineText().trim().max(500, M_INFO.descriptionTooLong);

export const contactInfoValues = z.strictObject({
  category: singleLineText({ error: CONTACT_INFO_MESSAGES.categoryRequired }).pipe(z.enum(CONTACT_INFO_CATEGORIES, { error: CONTACT_INFO_MESSAGES.categoryRequired })),
  contactType: singleLineText({ error: CONTACT_INFO_MESSAGES.typeRequired }).pipe(z.enum(CONTACT_TYPES, { error: CONTACT_INFO_MESSAGES.typeRequired })),
  label: contactLabel().min(1, M_INFO.labelRequired),
  value: contactValue().min(1, M_INFO.valueRequired),
  description: contactDescription()
    .nullish()
    .transform((value) => value || null),
  /**
   * French and Spanish label and description, and value for hours and notes (a phone number or an e-mail is not
   * translated: the server keeps no value translation for those types), under the English limits (docs/decisions/038).
   */
  translations: translationsInput({ label: contactLabel(), value: contactValue(), description: contactDescription() }),
  isActive: z.boolean().default(true),
  orderIndex: z.number({ error: CONTACT_INFO_MESSAGES.orderIndex }).int(CONTACT_INFO_MESSAGES.orderIndex).min(0, CONTACT_INFO_MESSAGES.orderIndex).max(9999, CONTACT_INFO_MESSAGES.orderIndex).default(0),
});
export type ContactInfoInput = z.input<typeof contactInfoValues>;
export type ContactInfoValues = z.output<typeof contactInfoValues>;
export const contactInfoUpdateInput = contactInfoValues.extend({ version: versionField });

export const contactInfoSchema = z.object({
  id: z.string(),
  category: z.enum(CONTACT_INFO_CATEGORIES),
  contactType: z.enum(CONTACT_TYPES),
  label: z.string(),
  value: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  orderIndex: z.number().int(),
  translations: translationsSchema<ContactInfoTranslatedField>(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ContactInfoEntry = z.infer<typeof contactInfoSchema>;

/** Every entry for the admin (a shop has tens, not thousands), ordered by category then order. */
export const contactInfoListResponse = z.object({ items: z.array(contactInfoSchema) });
export type ContactInfoListResponse = z.infer<typeof contactInfoListResponse>;

/** The public read: active entries only, without the admin's bookkeeping. */
export const publicContactInfoSchema = contactInfoSchema.pick({ id: true, category: true, contactType: true, label: true, value: true, description: true, translations: true });
export type PublicContactInfo = z.infer<typeof publicContactInfoSchema>;
export const publicContactInfoResponse = z.object({ items: z.array(publicContactInfoSchema) });
export type PublicContactInfoResponse = z.infer<typeof publicContactInfoResponse>;
