import { z } from 'zod';
import { waitDuration } from '../wait';
import { CARD_CAPTURE_SETTINGS } from '../card-capture';
import { imageVariantUrl } from '../images';
import { BUSINESS_TIME_ZONES, QUOTE_REPLY_HOURS_RANGE, SEO_TRANSLATED_FIELDS, WEEKDAYS, type OrderProtectionSettingKey, type SeoTranslatedField, type SettingTranslatedField, type TranslatedSettingKey, type Weekday } from '../site-settings';
import { versionField } from './admin';
import { isWritten, localized, TRANSLATED_LANGUAGES, type Translations } from '../translations';
import { optionalTranslationsInput, translationsSchema } from './translations';
import { multiLineText, singleLineText } from './text';

/** GET /api/settings: the public settings as key → text value, and the French and Spanish of the worded ones (TRANSLATED_SETTING_KEYS). */
export const publicSettingsResponse = z.object({
  settings: z.record(z.string(), z.string()),
  translations: z.record(z.string(), translationsSchema<SettingTranslatedField>()),
});

export type PublicSettingsResponse = z.infer<typeof publicSettingsResponse>;

// ---------------------------------------------------------------------------------------------
// Admin: Admin Settings (back-office spec §5), Logo & Branding and Content Management (§2, §3, §8)

/** The §5 and §8 texts in English; the back office shows them in the admin's language. */
export const SETTINGS_MESSAGES = {
  emailInvalid: 'Please enter a valid email address.',
  emailTooLong: 'Email must be less than 255 characters.',
  phoneInvalid: 'Please enter a valid phone number with country code',
  mainPhoneRequired: 'Main phone is required',
  mainPhoneTooLong: 'Phone number must be at most 20 characters',
  certificateDetailsTooLong: 'Certificate details must be at most 1000 characters',
  wireInstructionsLength: 'Wire instructions must be 10 to 1000 characters',
  bankNameLength: 'Bank name must be 2 to 100 characters',
  routingNumberInvalid: 'Routing number must be exactly 9 digits',
  accountNumberInvalid: 'Account number must be 8 to 20 digits',
  swiftCodeInvalid: 'SWIFT code must be 8 or 11 characters: 6 letters, then 2 letters or digits, then optionally 3 more',
  amountRequired: 'Free shipping threshold is required',
  amountInvalid: 'Please enter a valid amount',
  amountTooLarge: 'This amount is too large',
  companyNameRequired: 'Company name is required',
  companyNameTooLong: 'Company name must be at most 100 characters',
  taglineTooLong: 'Tagline must be at most 200 characters',
  imageInvalid: 'Please upload the image through the upload button',
  textTooLong: 'This text is too long',
  urlInvalid: 'Please enter a full https:// address',
  hoursTooLong: 'Hours must be at most 50 characters',
  cylindersInvalid: 'Enter a whole number of cylinders from 1 to 10000',
  releaseDaysInvalid: 'Enter a whole number of days from 1 to 60',
  timeZoneInvalid: 'Choose one of the listed time zones',
  replyHoursInvalid: 'Enter a whole number of hours from 1 to 168',
  cardCaptureInvalid: 'Choose when card payments are captured',
  updated: 'Settings updated successfully!',
  saveFailed: 'Failed to save settings. Please try again.',
  loadFailed: 'Failed to load settings.',
  rateLimitedTitle: 'Too many attempts',
  logoSaved: 'Logo settings saved successfully',
  logoSaveFailed: 'Failed to save logo settings',
  logoReset: 'Settings reset to defaults',
  contentSaved: 'Settings saved successfully!',
  contentSaveFailed: 'Failed to save settings',
} as const;

const S = SETTINGS_MESSAGES;

/** §9: admin settings save 3 per 60 seconds (the wait shown in seconds). */
export const SETTINGS_SAVE_LIMIT = { max: 3, windowSeconds: 60 } as const;

/** The 429 text of the settings limit; the screen reads the seconds back out of it. */
export function settingsRateLimitMessage(seconds: number): string {
  return `Please wait ${waitDuration(seconds, 'second')} before trying again.`;
}

export const FREE_SHIPPING_THRESHOLD_MAX = 1_000_000;
/** §5: the threshold input's step (the spinner's increment, not a rule on the amount). */
export const FREE_SHIPPING_THRESHOLD_STEP = 50;

const emailText = (optional: boolean) =>
  singleLineText({ error: S.emailInvalid })
    .trim()
    .toLowerCase()
    .max(255, S.emailTooLong)
    .refine((value) => (optional && value === '') || z.regexes.email.test(value), S.emailInvalid);

/** A dollar amount as typed ("750", "499.5") or sent as a number, at least 0 with at most two decimals, kept as its text. */
const thresholdField = z.union([z.string(), z.number()], { error: S.amountRequired }).transform((value, ctx): string => {
  const text = typeof value === 'number' ? String(value) : value.trim();
  const fail = (message: string) => {
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  };
  if (text === '') return fail(S.amountRequired);
  if (!/^\d{1,9}(?:\.\d{1,2})?$/.test(text)) return fail(S.amountInvalid);
  if (Number(text) > FREE_SHIPPING_THRESHOLD_MAX) return fail(S.amountTooLarge);
  return String(Number(text));
});

/** The "Orders paid later" limits (docs/decisions/028): whole numbers of cylinders, and of days before release. */
export const UNPAID_LIMIT_RANGES = {
  cylinders: { min: 1, max: 10_000 },
  releaseDays: { min: 1, max: 60 },
} as const;

/** A whole number as typed ("80") or sent as a number, within min..max, kept as its text. */
const wholeNumberField = ({ min, max }: { min: number; max: number }, message: string) =>
  z.union([z.string(), z.number()], { error: message }).transform((value, ctx): string => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    const number = /^\d{1,9}$/.test(text) ? Number(text) : Number.NaN;
    if (!(number >= min && number <= max)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return String(number);
  });

const cylinderLimit = wholeNumberField(UNPAID_LIMIT_RANGES.cylinders, S.cylindersInvalid);

/** The Admin Settings fields of the "Orders paid later" group, each one site setting (domain/site-settings.ts). */
export const UNPAID_LIMIT_SETTING_KEYS = {
  guestUnpaidOrderMaxCylinders: 'guest_unpaid_order_max_cylinders',
  newAccountUnpaidOrderMaxCylinders: 'new_account_unpaid_order_max_cylinders',
  newAccountUnpaidMaxCylinders: 'new_account_unpaid_max_cylinders',
  newBuyersUnpaidTotalMaxCylinders: 'new_buyers_unpaid_total_max_cylinders',
  unpaidOrderReleaseDays: 'unpaid_order_release_days',
} as const satisfies Record<string, OrderProtectionSettingKey>;

/** §5 whatsappNumber: optional +, then 2-15 digits not starting with 0, at most 20 characters. */
export const WHATSAPP_PATTERN = /^\+?[1-9]\d{1,14}$/;
/** §5 bankSwiftCode: 6 letters, 2 letters or digits, optionally 3 more. */
export const SWIFT_PATTERN = /^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

/** The Admin Settings form (back-office spec §5), used by the screen and by PUT /api/admin/settings. */
export const adminSettingsFields = z.strictObject({
  notificationEmail: emailText(false),
  /** Empty falls back to the notification email. */
  headerEmail: emailText(true),
  whatsappNumber: singleLineText({ error: S.phoneInvalid })
    .trim()
    .max(20, S.phoneInvalid)
    .refine((value) => value === '' || WHATSAPP_PATTERN.test(value), S.phoneInvalid),
  mainPhone: singleLineText({ error: S.mainPhoneRequired }).trim().min(1, S.mainPhoneRequired).max(20, S.mainPhoneTooLong),
  certificateDetails: multiLineText({ error: S.certificateDetailsTooLong }).trim().max(1000, S.certificateDetailsTooLong),
  bankWireInstructions: multiLineText({ error: S.wireInstructionsLength }).trim().min(10, S.wireInstructionsLength).max(1000, S.wireInstructionsLength),
  bankName: singleLineText({ error: S.bankNameLength }).trim().min(2, S.bankNameLength).max(100, S.bankNameLength),
  bankRoutingNumber: singleLineText({ error: S.routingNumberInvalid }).trim().regex(/^\d{9}$/, S.routingNumberInvalid),
  bankAccountNumber: singleLineText({ error: S.accountNumberInvalid }).trim().regex(/^\d{8,20}$/, S.accountNumberInvalid),
  bankSwiftCode: singleLineText({ error: S.swiftCodeInvalid }).trim().toUpperCase().regex(SWIFT_PATTERN, S.swiftCodeInvalid),
  freeShippingThreshold: thresholdField,
  guestUnpaidOrderMaxCylinders: cylinderLimit,
  newAccountUnpaidOrderMaxCylinders: cylinderLimit,
  newAccountUnpaidMaxCylinders: cylinderLimit,
  newBuyersUnpaidTotalMaxCylinders: cylinderLimit,
  unpaidOrderReleaseDays: wholeNumberField(UNPAID_LIMIT_RANGES.releaseDays, S.releaseDaysInvalid),
  /** The business hours' time zone (IANA name), shown beside the hours wherever the shop states them. */
  businessTimeZone: z.enum(BUSINESS_TIME_ZONES, { error: S.timeZoneInvalid }),
  /** How soon a quote request is priced, in hours: every text that promises a reply reads it. */
  quoteReplyHours: wholeNumberField(QUOTE_REPLY_HOURS_RANGE, S.replyHoursInvalid),
  /**
   * When a card order's authorised money is captured (docs/decisions/040, setting `card_capture`): when the order is
   * placed, or when it ships. An order awaiting an EPA certification is captured only once it is verified, either way.
   */
  cardCapture: z.enum(CARD_CAPTURE_SETTINGS, { error: S.cardCaptureInvalid }),
});
export type AdminSettingsValues = z.output<typeof adminSettingsFields>;
export type AdminSettingsForm = z.input<typeof adminSettingsFields>;

/**
 * A group of settings' version: the latest updated_at of its rows (ISO 8601), null while none is stored. A save
 * sends back the one it loaded; another admin's save in between answers 409.
 */
export const settingsVersion = versionField.nullable();

/** A form's values as the API answers them: every field as stored text (a stored value may predate a rule). */
function storedValues<Shape extends object>(fields: { shape: Shape }) {
  return z.object(Object.fromEntries(Object.keys(fields.shape).map((key) => [key, z.string()])) as Record<keyof Shape, z.ZodString>);
}

/**
 * The forms' worded fields and the setting each is stored in (TRANSLATED_SETTING_KEYS, docs/decisions/038): the fields
 * the back office edits in English, French and Spanish tabs.
 */
export const TRANSLATED_SETTING_FIELDS = {
  adminSettings: { bankWireInstructions: 'bank_wire_instructions' },
  branding: { tagline: 'company_tagline' },
  companyInfo: { tagline: 'company_tagline', description: 'description' },
  shipping: { freeShippingMessage: 'free_shipping_message' },
} as const satisfies Record<string, Record<string, TranslatedSettingKey>>;
export type TranslatedSettingsForm = keyof typeof TRANSLATED_SETTING_FIELDS;
export type TranslatedSettingFieldOf<Form extends TranslatedSettingsForm> = keyof (typeof TRANSLATED_SETTING_FIELDS)[Form] & string;

const wireInstructionsText = () => multiLineText({ error: S.wireInstructionsLength }).trim().max(1000, S.wireInstructionsLength);
const taglineText = () => singleLineText({ error: S.taglineTooLong }).trim().max(200, S.taglineTooLong);

const seoTitleText = () => singleLineText({ error: S.textTooLong }).trim().max(70, S.textTooLong);
const seoDescriptionText = () => singleLineText({ error: S.textTooLong }).trim().max(320, S.textTooLong);

/** The forms' French and Spanish, each under its English limits; left out of a save, the stored ones are kept. */
export const settingsTranslationsInput = {
  adminSettings: optionalTranslationsInput({ bankWireInstructions: wireInstructionsText() }),
  branding: optionalTranslationsInput({ tagline: taglineText() }),
  companyInfo: optionalTranslationsInput({ tagline: taglineText(), description: multiLineText({ error: S.textTooLong }).trim().max(1000, S.textTooLong) }),
  shipping: optionalTranslationsInput({ freeShippingMessage: singleLineText({ error: S.textTooLong }).trim().max(200, S.textTooLong) }),
  /** SEO Settings' title and description, stored on the seo_settings row itself (SEO_TRANSLATED_FIELDS). */
  seo: optionalTranslationsInput({ metaTitle: seoTitleText(), metaDescription: seoDescriptionText() }),
} as const;

export const adminSettingsRequest = adminSettingsFields.extend({ version: settingsVersion, translations: settingsTranslationsInput.adminSettings });
export const adminSettingsResponse = z.object({
  values: storedValues(adminSettingsFields),
  translations: translationsSchema<TranslatedSettingFieldOf<'adminSettings'>>(),
  version: settingsVersion,
});
export type AdminSettingsResponse = z.infer<typeof adminSettingsResponse>;

/** An image the upload port stored (domain/images.ts), or '' for none: no other address is accepted. */
const uploadedImageField = singleLineText({ error: S.imageInvalid })
  .trim()
  .max(300, S.imageInvalid)
  .refine((value) => value === '' || imageVariantUrl(value, 400) !== null, S.imageInvalid);

/** §2 Logo and Branding; §9 defaults FrigidFlow / Refrigerant Solutions, no logo. */
export const brandingFields = z.strictObject({
  logoUrl: uploadedImageField,
  faviconUrl: uploadedImageField,
  companyName: singleLineText({ error: S.companyNameRequired }).trim().min(1, S.companyNameRequired).max(100, S.companyNameTooLong),
  tagline: singleLineText({ error: S.taglineTooLong }).trim().max(200, S.taglineTooLong),
});
export type BrandingValues = z.output<typeof brandingFields>;
export const brandingRequest = brandingFields.extend({ version: settingsVersion, translations: settingsTranslationsInput.branding });
export const brandingResponse = z.object({ values: storedValues(brandingFields), translations: translationsSchema<TranslatedSettingFieldOf<'branding'>>(), version: settingsVersion });
export type BrandingResponse = z.infer<typeof brandingResponse>;
export const DEFAULT_BRANDING: BrandingValues = { logoUrl: '', faviconUrl: '', companyName: 'FrigidFlow', tagline: 'Refrigerant Solutions' };

const shortText = (max: number) => singleLineText({ error: S.textTooLong }).trim().max(max, S.textTooLong);
/** Social and website links: https only (an http or javascript: address is refused), or empty. */
const httpsUrl = singleLineText({ error: S.urlInvalid })
  .trim()
  .max(300, S.urlInvalid)
  .refine((value) => value === '' || (/^https:\/\/[^\s/]+\.[^\s]+$/i.test(value) && URL.canParse(value)), S.urlInvalid);

export const SOCIAL_NETWORKS = ['facebook', 'twitter', 'instagram', 'linkedin', 'youtube'] as const;

/** Content Management's tabs, each saved on its own (PUT /api/admin/settings/content/{section}). */
export const contentSectionFields = {
  companyInfo: z.strictObject({
    companyName: brandingFields.shape.companyName,
    tagline: brandingFields.shape.tagline,
    description: multiLineText({ error: S.textTooLong }).trim().max(1000, S.textTooLong),
    website: httpsUrl,
  }),
  contactDetails: z.strictObject({
    mainPhone: adminSettingsFields.shape.mainPhone,
    email: emailText(true),
    address: shortText(300),
  }),
  businessHours: z.strictObject(
    Object.fromEntries(WEEKDAYS.map((day) => [day, singleLineText({ error: S.hoursTooLong }).trim().max(50, S.hoursTooLong)])) as Record<
      Weekday,
      z.ZodString
    >,
  ),
  socialMedia: z.strictObject(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, httpsUrl])) as Record<(typeof SOCIAL_NETWORKS)[number], typeof httpsUrl>),
  seo: z.strictObject({
    metaTitle: seoTitleText(),
    metaDescription: seoDescriptionText(),
    keywords: shortText(500),
  }),
  shipping: z.strictObject({
    freeShippingThreshold: thresholdField,
    freeShippingMessage: shortText(200),
  }),
} as const;

export type ContentSection = keyof typeof contentSectionFields;
export const CONTENT_SECTIONS = Object.keys(contentSectionFields) as [ContentSection, ...ContentSection[]];
export type ContentSectionValues = { [K in ContentSection]: z.output<(typeof contentSectionFields)[K]> };

export const contentSectionParams = z.object({ section: singleLineText().pipe(z.enum(CONTENT_SECTIONS)) });

/** PUT /api/admin/settings/content/{section}: that tab's values and the version it loaded. */
export const contentSectionRequest = z.strictObject({ values: z.record(z.string(), z.unknown()), translations: z.unknown().optional(), version: settingsVersion });

/** GET /api/admin/settings/content: every tab's values and version. */
export const contentSettingsResponse = z.object(
  Object.fromEntries(
    CONTENT_SECTIONS.map((section) => [
      section,
      z.object({ values: storedValues(contentSectionFields[section] as { shape: object }), translations: translationsSchema<string>(), version: settingsVersion }),
    ]),
  ) as unknown as {
    [K in ContentSection]: z.ZodObject<{
      values: z.ZodObject<Record<keyof (typeof contentSectionFields)[K]['shape'], z.ZodString>>;
      /** The tab's worded fields in French and Spanish ({} for a tab with none). */
      translations: z.ZodType<Translations<string>>;
      version: typeof settingsVersion;
    }>;
  },
);
export type ContentSettingsResponse = z.infer<typeof contentSettingsResponse>;

/** The seo_settings setting as stored (JSON: meta_title, meta_description, keywords); missing or malformed reads as empty. */
export function parseSeoSettings(stored: string | null | undefined): { metaTitle: string; metaDescription: string; keywords: string } {
  const seo = z.object({ meta_title: z.string().catch(''), meta_description: z.string().catch(''), keywords: z.string().catch('') }).catch({ meta_title: '', meta_description: '', keywords: '' });
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored ?? '');
  } catch {
    parsed = {};
  }
  const value = seo.parse(parsed ?? {});
  return { metaTitle: value.meta_title, metaDescription: value.meta_description, keywords: value.keywords };
}

/** The SEO Settings' French and Spanish as the seo_settings row stores them; anything else there (another field, a list) is left out. */
export function seoTranslationsOf(stored: Translations<string> | null | undefined): Translations<SeoTranslatedField> {
  const picked: Translations<SeoTranslatedField> = {};
  for (const language of TRANSLATED_LANGUAGES) {
    for (const field of SEO_TRANSLATED_FIELDS) {
      const text = stored?.[language]?.[field];
      if (typeof text === 'string') picked[language] = { ...picked[language], [field]: text };
    }
  }
  return picked;
}

/**
 * The title and description the SEO Settings give a page in `language`: the owner's text in that language where it is
 * written, else the page's own shipped head in that language (`shipped`). An English text is never put on a French or
 * Spanish page's head (docs/decisions/039): a head has no `lang` of its own to say so, and crawlers read the page's.
 */
export function seoHeadIn(
  english: { metaTitle: string; metaDescription: string },
  translations: Translations<SeoTranslatedField> | null | undefined,
  language: string,
  shipped: { title: string; description: string },
): { title: string; description: string } {
  const pick = (field: SeoTranslatedField, fallback: string) => {
    const chosen = localized(english[field], translations, field, language);
    return chosen.language === language && isWritten(chosen.value) ? chosen.value.trim() : fallback;
  };
  return { title: pick('metaTitle', shipped.title), description: pick('metaDescription', shipped.description) };
}
