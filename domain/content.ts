/**
 * Enumerations shared by the database schema, the API schemas and the screens, so all three
 * read one list (back-office spec §3, §4, §9; storefront spec §3).
 */
import { isWithinPeriod, type DateInput } from './dates';
import { formatMoneyShort } from './money';
import type { Translations } from './translations';

/**
 * A contact message's or support ticket's state (issue 23, docs/decisions/036): open until the shop answers, answered
 * once an admin replied (the customer has the next word), closed when an admin closes it (and may reopen it).
 */
export const THREAD_STATES = ['open', 'answered', 'closed'] as const;
export type ThreadState = (typeof THREAD_STATES)[number];
export const CONTACT_SUBMISSION_STATUSES = THREAD_STATES;
export type ContactSubmissionStatus = ThreadState;
/** Who wrote a message of a thread. */
export const THREAD_AUTHORS = ['customer', 'admin'] as const;
export type ThreadAuthor = (typeof THREAD_AUTHORS)[number];

export const CONTACT_INFO_CATEGORIES = ['emergency', 'general', 'returns', 'support', 'legal', 'compliance'] as const;
export type ContactInfoCategory = (typeof CONTACT_INFO_CATEGORIES)[number];

export const CONTACT_TYPES = ['phone', 'email', 'hours', 'others'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

export const ADVERT_TYPES = ['info', 'success', 'warning', 'discount', 'emergency'] as const;
/** The translated fields of an advert (docs/decisions/038). */
export const ADVERT_TRANSLATED_FIELDS = ['title', 'content'] as const;
export type AdvertTranslatedField = (typeof ADVERT_TRANSLATED_FIELDS)[number];
/** The translated fields of a team member, a certificate and a contact block (docs/decisions/038). */
export const TEAM_TRANSLATED_FIELDS = ['position', 'bio'] as const;
export type TeamTranslatedField = (typeof TEAM_TRANSLATED_FIELDS)[number];
export const CERTIFICATE_TRANSLATED_FIELDS = ['name', 'description'] as const;
export type CertificateTranslatedField = (typeof CERTIFICATE_TRANSLATED_FIELDS)[number];
export const CONTACT_INFO_TRANSLATED_FIELDS = ['label', 'value', 'description'] as const;
export type ContactInfoTranslatedField = (typeof CONTACT_INFO_TRANSLATED_FIELDS)[number];
/** The translated field of a hero image (Website Image Management): its alt text (docs/decisions/038). */
export const HERO_IMAGE_TRANSLATED_FIELDS = ['altText'] as const;
export type HeroImageTranslatedField = (typeof HERO_IMAGE_TRANSLATED_FIELDS)[number];
/** The translated fields of a blog post: each language has its own slug, so its address reads in that language (docs/decisions/038). */
export const BLOG_TRANSLATED_FIELDS = ['title', 'excerpt', 'body', 'tags', 'slug'] as const;
export type BlogTranslatedField = (typeof BLOG_TRANSLATED_FIELDS)[number];
/** A contact block's value is words (hours, a note) only for these types; a phone number or an e-mail stays as written. */
export const WORDED_CONTACT_TYPES: readonly ContactType[] = ['hours', 'others'];

/** A contact block's translations as kept: a value translation only where the value is words. */
export function keptContactTranslations(contactType: ContactType, translations: Translations<ContactInfoTranslatedField>): Translations<ContactInfoTranslatedField> {
  if (WORDED_CONTACT_TYPES.includes(contactType)) return translations;
  const kept: Translations<ContactInfoTranslatedField> = {};
  for (const language of ['fr', 'es'] as const) {
    const { value: _value, ...texts } = translations[language] ?? {};
    if (Object.keys(texts).length > 0) kept[language] = texts;
  }
  return kept;
}

export type AdvertType = (typeof ADVERT_TYPES)[number];

export const FEATURED_SECTIONS = ['homepage_inventory', 'featured', 'recommended', 'trending'] as const;
export type FeaturedSection = (typeof FEATURED_SECTIONS)[number];
/** The featured sections the storefront shows outside the home page: Recommended on product pages, Trending on /products. */
export const STOREFRONT_SECTIONS = ['recommended', 'trending'] as const satisfies readonly FeaturedSection[];
export type StorefrontSection = (typeof STOREFRONT_SECTIONS)[number];
/** Cards each of them shows. */
export const STOREFRONT_SECTION_LIMIT = 4;

export const HERO_LOCATIONS = [
  'homepage-hero',
  'about-hero',
  'about-facility',
  'products-hero',
  'contact-hero',
  'blog-hero',
  'certifications-hero',
] as const;
export type HeroLocation = (typeof HERO_LOCATIONS)[number];

/** In the display order of the certifications page; the admin form offers epa, distributor, quality, safety. */
export const CERTIFICATE_TYPES = ['epa', 'iso', 'distributor', 'quality', 'safety', 'product'] as const;
export type CertificateType = (typeof CERTIFICATE_TYPES)[number];

export const PRODUCT_AVAILABILITY = ['in_stock', 'out_of_stock', 'preorder', 'backorder'] as const;
export type ProductAvailability = (typeof PRODUCT_AVAILABILITY)[number];

export const PRODUCT_CONDITIONS = ['new', 'used', 'refurbished'] as const;
export type ProductCondition = (typeof PRODUCT_CONDITIONS)[number];

export const SUPPORT_TICKET_CATEGORIES = ['order', 'shipping', 'product', 'billing', 'technical', 'compliance', 'other'] as const;
export type SupportTicketCategory = (typeof SUPPORT_TICKET_CATEGORIES)[number];

export const SUPPORT_TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type SupportTicketPriority = (typeof SUPPORT_TICKET_PRIORITIES)[number];

export const CONTACT_SUBJECTS = [
  'bulk-pricing',
  'technical-support',
  'order-status',
  'epa-compliance',
  'product-availability',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export interface ScheduledAdvert {
  id: string;
  isActive: boolean;
  startDate?: DateInput;
  endDate?: DateInput;
}

/** An advert shows when active, inside its dates when it has them, and not dismissed this session. */
export function advertIsVisible(
  advert: ScheduledAdvert,
  now: Date,
  dismissedIds: ReadonlySet<string> | readonly string[] = [],
): boolean {
  const dismissed = [...dismissedIds].includes(advert.id);
  return advert.isActive && !dismissed && isWithinPeriod(now, advert.startDate, advert.endDate);
}

// "$500" followed by another digit or decimal part ("$5000", "$500.50") is a different amount and stays.
const LITERAL_THRESHOLD = /\$500(?!\d|[.,]\d)/g;

/** Advert and shipping texts say "$500"; show the configured threshold instead ("$750", "$499.50"; "750 $" in French). */
export function replaceShippingThreshold(text: string, thresholdCents: number, locale?: string): string {
  return text.replace(LITERAL_THRESHOLD, () => formatMoneyShort(thresholdCents, locale));
}

/** The free_shipping_message setting ("Free shipping on orders over $[THRESHOLD]!") with the amount filled in. */
export function freeShippingMessage(template: string, thresholdCents: number, locale?: string): string {
  const amount = formatMoneyShort(thresholdCents, locale);
  return template.replaceAll('$[THRESHOLD]', amount).replaceAll('[THRESHOLD]', amount.replace(/^(US)?\$/, ''));
}
