import { localized, type Translations } from './translations';
import { DEFAULT_WHATSAPP_NUMBER } from './whatsapp';

/**
 * Site setting keys anyone may read: the storefront's keys (storefront spec §3) plus the
 * business hours, free-shipping message, tagline and address the footer shows. Other keys
 * (notification e-mail, SEO, certificate details…) stay admin-only.
 */
export const PUBLIC_SETTING_KEYS = [
  'favicon_url',
  'free_shipping_threshold',
  'logo_url',
  'company_name',
  'company_tagline',
  'main_phone',
  'header_email',
  'facebook_url',
  'twitter_url',
  'instagram_url',
  'linkedin_url',
  'youtube_url',
  'social_media_email',
  'social_media_phone',
  'whatsapp_number',
  'bank_wire_instructions',
  'bank_name',
  'bank_routing_number',
  'bank_account_number',
  'bank_swift_code',
  'business_hours',
  'business_time_zone',
  'quote_reply_hours',
  'free_shipping_message',
  'address',
] as const;

export type PublicSettingKey = (typeof PUBLIC_SETTING_KEYS)[number];

/**
 * The settings that are sentences a buyer reads, written in English, French and Spanish (docs/decisions/038): each row's
 * `translations` holds `{ fr: { value }, es: { value } }`. Names, numbers, phones, addresses and links stay as written;
 * business hours are times the pages word in each language already (localizedHours, "Closed" from i18n).
 */
export const TRANSLATED_SETTING_KEYS = ['company_tagline', 'description', 'free_shipping_message', 'bank_wire_instructions'] as const;
export type TranslatedSettingKey = (typeof TRANSLATED_SETTING_KEYS)[number];
/** A setting row's one translated field. */
export type SettingTranslatedField = 'value';
export type SettingTranslations = Partial<Record<TranslatedSettingKey, Translations<SettingTranslatedField>>>;

/**
 * The SEO Settings' worded fields (Content Management → SEO): stored in the one `seo_settings` row, English in its JSON
 * value, French and Spanish in the row's `translations` by field, `{ fr: { metaTitle, metaDescription } }`
 * (docs/decisions/038). The keywords stay one list for every language.
 */
export const SEO_TRANSLATED_FIELDS = ['metaTitle', 'metaDescription'] as const;
export type SeoTranslatedField = (typeof SEO_TRANSLATED_FIELDS)[number];
export const SEO_SETTING_KEY = 'seo_settings';

export function isTranslatedSettingKey(key: string): key is TranslatedSettingKey {
  return (TRANSLATED_SETTING_KEYS as readonly string[]).includes(key);
}

/** Settings with their worded keys in `language` (the English where a translation is missing): for e-mails and invoices. */
export function localizedSettings<K extends string>(settings: Record<K, string>, translations: SettingTranslations, language: string): Record<K, string> {
  const picked: Record<string, string> = { ...settings };
  for (const key of TRANSLATED_SETTING_KEYS) {
    if (key in picked) picked[key] = localized(picked[key] ?? '', translations[key], 'value', language).value;
  }
  return picked as Record<K, string>;
}

export function isPublicSettingKey(key: string): key is PublicSettingKey {
  return (PUBLIC_SETTING_KEYS as readonly string[]).includes(key);
}

export const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Opening hours by lower-case weekday, as stored (JSON) in the business_hours setting. */
export type BusinessHours = Record<Weekday, string>;

/** Back-office spec §9: Monday to Friday 8:00 AM - 6:00 PM, Saturday 9:00 AM - 4:00 PM, Sunday Closed. */
export const DEFAULT_BUSINESS_HOURS: BusinessHours = {
  monday: '8:00 AM - 6:00 PM',
  tuesday: '8:00 AM - 6:00 PM',
  wednesday: '8:00 AM - 6:00 PM',
  thursday: '8:00 AM - 6:00 PM',
  friday: '8:00 AM - 6:00 PM',
  saturday: '9:00 AM - 4:00 PM',
  sunday: 'Closed',
};

/** A day's hours that mean the shop is closed that day. */
export const CLOSED_HOURS = 'Closed';

/**
 * The business_hours setting as stored (JSON by weekday). Unreadable JSON gives the default week; a missing day
 * keeps its default hours and a blank one reads as closed. The one reader of that setting (footer, contact page, admin).
 */
export function parseBusinessHours(stored: string | null | undefined): BusinessHours {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored ?? '');
  } catch {
    return DEFAULT_BUSINESS_HOURS;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return DEFAULT_BUSINESS_HOURS;
  // Weekday names are matched whatever their case ("Monday", "MONDAY").
  const days = new Map(Object.entries(parsed as Record<string, unknown>).map(([day, value]) => [day.trim().toLowerCase(), value]));
  const hoursOf = (day: Weekday): string => {
    const value = days.get(day);
    if (typeof value !== 'string') return DEFAULT_BUSINESS_HOURS[day];
    // "closed" in any case is the one closed day, so neighbouring closed days group together.
    const hours = value.trim();
    return !hours || hours.toLowerCase() === CLOSED_HOURS.toLowerCase() ? CLOSED_HOURS : hours;
  };
  return Object.fromEntries(WEEKDAYS.map((day) => [day, hoursOf(day)])) as BusinessHours;
}

export interface BusinessHoursRange {
  from: Weekday;
  to: Weekday;
  hours: string;
}

/** Consecutive days with the same hours, Monday first: the footer's "Monday – Friday: 8:00 AM - 6:00 PM". */
export function businessHoursRanges(hours: BusinessHours): BusinessHoursRange[] {
  const ranges: BusinessHoursRange[] = [];
  for (const day of WEEKDAYS) {
    const last = ranges.at(-1);
    if (last && last.hours === hours[day]) last.to = day;
    else ranges.push({ from: day, to: day, hours: hours[day] });
  }
  return ranges;
}

/** The weekday's name in a locale ("Monday", "lundi", "lunes"); 1 January 2024 was a Monday. */
export function weekdayName(day: Weekday, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)));
}

/** One line of the shop's hours as a reader sees it: the days ("Monday – Friday") and their hours, null when closed. */
export interface BusinessHoursLine {
  days: string;
  hours: string | null;
}

/**
 * The business_hours setting as every page and e-mail states it: days with the same hours grouped, weekday names and
 * clock times in the locale, closed days with null hours (each reader words "Closed" in its own language).
 */
export function businessHoursLines(stored: string | null | undefined, locale: string): BusinessHoursLine[] {
  return businessHoursRanges(parseBusinessHours(stored)).map(({ from, to, hours }) => ({
    days: from === to ? weekdayName(from, locale) : `${weekdayName(from, locale)} – ${weekdayName(to, locale)}`,
    hours: hours === CLOSED_HOURS ? null : localizedHours(hours, locale),
  }));
}

const CLOCK_TIME = /(\d{1,2})(?::(\d{2}))?\s*([AaPp])\.?\s*[Mm]\.?/g;

/**
 * A day's hours with the stored text's clock times as they read in a locale ("8:00 AM - 6:00 PM" → "8 h 00 - 18 h 00"
 * in fr-CA, "8:00 a.m. - 6:00 p.m." in es-MX); English and any other wording are kept as stored.
 */
export function localizedHours(hours: string, locale: string): string {
  if (locale.toLowerCase().startsWith('en')) return hours;
  const format = new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' });
  const times = [...hours.matchAll(CLOCK_TIME)];
  if (times.length === 0) return hours;
  let written = hours;
  for (const [text, hour, minute = '00', half] of times) {
    const h = Number(hour) % 12 + (half?.toLowerCase() === 'p' ? 12 : 0);
    if (Number(hour) > 12 || Number(minute) > 59) return hours;
    written = written.replace(text, format.format(Date.UTC(2024, 0, 1, h, Number(minute))));
  }
  return written;
}

/** The time zones a North American shop may keep its hours in (IANA names), east to west. */
export const BUSINESS_TIME_ZONES = [
  'America/St_Johns',
  'America/Halifax',
  'America/Toronto',
  'America/New_York',
  'America/Chicago',
  'America/Winnipeg',
  'America/Mexico_City',
  'America/Denver',
  'America/Edmonton',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Vancouver',
  'America/Tijuana',
  'America/Anchorage',
  'Pacific/Honolulu',
] as const;
export type BusinessTimeZone = (typeof BUSINESS_TIME_ZONES)[number];

/** The demo shop's address is in Dallas, Texas. */
export const DEFAULT_BUSINESS_TIME_ZONE: BusinessTimeZone = 'America/Chicago';

/** The business_time_zone setting as stored: one of BUSINESS_TIME_ZONES, else the default. */
export function parseBusinessTimeZone(stored: string | null | undefined): BusinessTimeZone {
  const zone = stored?.trim() ?? '';
  return (BUSINESS_TIME_ZONES as readonly string[]).includes(zone) ? (zone as BusinessTimeZone) : DEFAULT_BUSINESS_TIME_ZONE;
}

/** A winter day: generic names ("Central Time") do not change with daylight saving time, this only picks a day. */
const NAMING_DAY = Date.UTC(2024, 0, 15, 12);

function zoneName(zone: string, locale: string, style: 'shortGeneric' | 'longGeneric'): string {
  const parts = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: style }).formatToParts(NAMING_DAY);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zone;
}

/**
 * The hours' time zone as a visitor reads it: "Central Time (CT)" in English, "heure du Centre" in French, "hora
 * central" in Spanish (the abbreviation only where the locale has a short one of capitals, as English does).
 */
export function businessTimeZoneLabel(stored: string | null | undefined, locale: string): string {
  const zone = parseBusinessTimeZone(stored);
  const long = zoneName(zone, locale, 'longGeneric');
  const short = zoneName(zone, locale, 'shortGeneric');
  return locale.toLowerCase().startsWith('en') && /^[A-Z]{2,4}$/.test(short) ? `${long} (${short})` : long;
}

/** How soon a quote request is answered with prices, in hours (the quote_reply_hours setting). */
export const DEFAULT_QUOTE_REPLY_HOURS = 24;
export const QUOTE_REPLY_HOURS_RANGE = { min: 1, max: 168 } as const;

/** The quote_reply_hours setting as stored: a whole number of hours within range, else the default. */
export function quoteReplyHours(stored: string | null | undefined): number {
  const text = stored?.trim() ?? '';
  const hours = /^\d{1,3}$/.test(text) ? Number(text) : 0;
  return hours >= QUOTE_REPLY_HOURS_RANGE.min && hours <= QUOTE_REPLY_HOURS_RANGE.max ? hours : DEFAULT_QUOTE_REPLY_HOURS;
}

/**
 * What the shop promises whoever writes to it, as an admin set it at /admin/settings (Hours and reply time): the reply
 * delay (quote_reply_hours, read) and the business hours with their time zone (as stored: businessHoursLines and
 * businessTimeZoneLabel word them). E-mails and server-rendered heads state them from here, as the pages do.
 */
export interface ShopPromises {
  replyHours: number;
  businessHours: string;
  timeZone: string;
}

type PromiseSettings = Partial<Record<'quote_reply_hours' | 'business_hours' | 'business_time_zone', string | null>>;

export function shopPromises(settings: PromiseSettings): ShopPromises {
  return {
    replyHours: quoteReplyHours(settings.quote_reply_hours),
    businessHours: settings.business_hours ?? JSON.stringify(DEFAULT_BUSINESS_HOURS),
    timeZone: parseBusinessTimeZone(settings.business_time_zone),
  };
}

/**
 * The settings a new shop starts with (seeded on an empty database). Contact details are
 * fictitious: 555-01xx telephone numbers and a test bank routing number.
 */
export const DEFAULT_SITE_SETTINGS = {
  company_name: 'FrigidFlow',
  company_tagline: 'Refrigerant Solutions',
  logo_url: '',
  favicon_url: '',
  free_shipping_threshold: '500',
  free_shipping_message: 'Free shipping on orders over $[THRESHOLD]!',
  main_phone: '+1 (800) 555-0199',
  header_email: 'sales@frigidflow.com',
  whatsapp_number: DEFAULT_WHATSAPP_NUMBER,
  address: '2500 Commerce Street, Dallas, TX 75226',
  business_hours: JSON.stringify(DEFAULT_BUSINESS_HOURS),
  business_time_zone: DEFAULT_BUSINESS_TIME_ZONE,
  quote_reply_hours: String(DEFAULT_QUOTE_REPLY_HOURS),
  facebook_url: 'https://www.facebook.com/frigidflow',
  twitter_url: 'https://x.com/frigidflow',
  instagram_url: 'https://www.instagram.com/frigidflow',
  linkedin_url: 'https://www.linkedin.com/company/frigidflow',
  youtube_url: 'https://www.youtube.com/@frigidflow',
  social_media_email: 'social@frigidflow.com',
  social_media_phone: '+1 (800) 555-0142',
  // No delay here: the pay-by date comes from unpaid_order_release_days (domain/payment-deadline.ts).
  bank_wire_instructions: 'Please include your order number in the wire reference. Orders ship once the funds arrive.',
  bank_name: 'First Commerce Bank of Texas',
  bank_routing_number: '110000000',
  bank_account_number: '000123456789',
  bank_swift_code: 'FCBTUS44XXX',
} as const satisfies Record<PublicSettingKey, string>;

/**
 * Admin-only settings that protect the stock from unpaid orders, with the value used while a shop's
 * database has no row for them: above guest_unpaid_order_max_cylinders (2 pallets), a guest paying by
 * wire or check must sign in or pay by card; an account with no paid order and no verified certification
 * may hold new_account_unpaid_order_max_cylinders in one unpaid order and new_account_unpaid_max_cylinders
 * in all of them; guests and such accounts together hold at most new_buyers_unpaid_total_max_cylinders
 * (docs/decisions/028); unpaid wire and check orders are released after unpaid_order_release_days.
 */
export const ORDER_PROTECTION_DEFAULTS = {
  guest_unpaid_order_max_cylinders: 80,
  new_account_unpaid_order_max_cylinders: 80,
  new_account_unpaid_max_cylinders: 80,
  new_buyers_unpaid_total_max_cylinders: 400,
  unpaid_order_release_days: 7,
} as const;

export type OrderProtectionSettingKey = keyof typeof ORDER_PROTECTION_DEFAULTS;

/** A whole-number setting as stored (text); missing, blank, not a whole number or below 1 gives the default. */
export function orderProtectionSetting(key: OrderProtectionSettingKey, stored: string | null | undefined): number {
  const text = stored?.trim() ?? '';
  const value = /^\d{1,9}$/.test(text) ? Number(text) : 0;
  return value >= 1 ? value : ORDER_PROTECTION_DEFAULTS[key];
}
