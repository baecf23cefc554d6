import { eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CARD_CAPTURE_SETTING_KEY, cardCaptureSetting } from '@domain/card-capture';
import { ADMIN_MESSAGES } from '@domain/schemas/admin';
import {
  contentSectionFields,
  CONTENT_SECTIONS,
  DEFAULT_BRANDING,
  parseSeoSettings,
  seoTranslationsOf,
  settingsTranslationsInput,
  TRANSLATED_SETTING_FIELDS,
  type AdminSettingsResponse,
  type AdminSettingsValues,
  type BrandingResponse,
  type BrandingValues,
  type ContentSection,
  type ContentSectionValues,
  type ContentSettingsResponse,
  UNPAID_LIMIT_SETTING_KEYS,
} from '@domain/schemas/settings';
import { DEFAULT_SETTING_TRANSLATIONS } from '@domain/known-texts';
import {
  DEFAULT_SITE_SETTINGS,
  orderProtectionSetting,
  parseBusinessHours,
  SEO_SETTING_KEY,
  WEEKDAYS,
  type OrderProtectionSettingKey,
  type SettingTranslatedField,
  type TranslatedSettingKey,
} from '@domain/site-settings';
import { TRANSLATED_LANGUAGES, type Translations } from '@domain/translations';
import { notificationSettings, siteSettings } from '../../db/schema';
import type { Db } from '../../db/types';
import { AppError } from '../../errors';
import type { AdminActor } from '../audit/admin-actor';
import { recordAudit } from '../audit/audit.service';
import { NOTIFICATION_EMAIL_KEY, readNotificationEmail } from '../orders/notification-recipients';

type Stored = Map<string, { value: string; updatedAt: Date; translations: Translations<string> }>;

/** A form's worded fields → the setting each is stored in (TRANSLATED_SETTING_FIELDS). */
type TranslatedFields = Readonly<Record<string, TranslatedSettingKey>>;

/** The stored translations of a form's worded fields, by field; a setting with no row has the shipped default's. */
function formTranslations(stored: Stored, fields: TranslatedFields): Translations<string> {
  const picked: Translations<string> = {};
  for (const [field, key] of Object.entries(fields)) {
    const row = stored.get(key);
    const translations = row ? row.translations : (DEFAULT_SETTING_TRANSLATIONS[key] ?? {});
    for (const language of TRANSLATED_LANGUAGES) {
      const text = translations[language]?.value;
      if (text !== undefined) picked[language] = { ...picked[language], [field]: text };
    }
  }
  return picked;
}

/** A form's translations by field as each setting row stores them ({ fr: { value }, es: { value } }). */
function rowTranslations(fields: TranslatedFields, translations: Translations<string>): Record<string, Translations<SettingTranslatedField>> {
  return Object.fromEntries(
    Object.entries(fields).map(([field, key]) => {
      const row: Translations<SettingTranslatedField> = {};
      for (const language of TRANSLATED_LANGUAGES) {
        const text = translations[language]?.[field];
        if (text !== undefined) row[language] = { value: text };
      }
      return [key, row];
    }),
  );
}

/**
 * Where a form's French and Spanish live: `read` gives them by form field from the stored rows, `write` gives each
 * row's translations for a save.
 */
interface TranslatedStore {
  read: (stored: Stored) => Translations<string>;
  write: (translations: Translations<string>) => Record<string, Translations<string>>;
}

/** Worded settings, each its own row with `{ fr: { value } }` (TRANSLATED_SETTING_FIELDS). */
const valueRows = (fields: TranslatedFields): TranslatedStore => ({
  read: (stored) => formTranslations(stored, fields),
  write: (translations) => rowTranslations(fields, translations),
});

/** SEO Settings: one JSON row, its translations by field, `{ fr: { metaTitle, metaDescription } }` (SEO_TRANSLATED_FIELDS). */
const SEO_TRANSLATIONS: TranslatedStore = {
  read: (stored) => seoTranslationsOf(stored.get(SEO_SETTING_KEY)?.translations),
  write: (translations) => ({ [SEO_SETTING_KEY]: seoTranslationsOf(translations) }),
};

/** The Content Management tabs with worded fields, and where their translations are stored. */
const CONTENT_TRANSLATIONS = {
  companyInfo: valueRows(TRANSLATED_SETTING_FIELDS.companyInfo),
  shipping: valueRows(TRANSLATED_SETTING_FIELDS.shipping),
  seo: SEO_TRANSLATIONS,
} as const satisfies Partial<Record<ContentSection, TranslatedStore>>;
type TranslatedSection = keyof typeof CONTENT_TRANSLATIONS;
const isTranslatedSection = (section: ContentSection): section is TranslatedSection => section in CONTENT_TRANSLATIONS;

/** A group of site_settings keys edited by one form: how its values are stored and read back. */
interface SettingsGroup<Values> {
  keys: readonly string[];
  read: (value: (key: string) => string) => Values;
  write: (values: Values) => Record<string, string>;
}

const UNPAID_LIMIT_KEYS = new Set<string>(Object.values(UNPAID_LIMIT_SETTING_KEYS));

/**
 * A stored value, else its default; an unpaid-order limit reads as the number checkout uses and `card_capture` as the
 * capture reads it (a missing or unreadable one: its default).
 */
const valueOr = (stored: Stored) => (key: string) => {
  if (key === CARD_CAPTURE_SETTING_KEY) return cardCaptureSetting(stored.get(key)?.value);
  if (UNPAID_LIMIT_KEYS.has(key)) return String(orderProtectionSetting(key as OrderProtectionSettingKey, stored.get(key)?.value));
  return stored.get(key)?.value ?? (DEFAULT_SITE_SETTINGS as Record<string, string>)[key] ?? '';
};

const ADMIN_SETTINGS_KEYS = {
  headerEmail: 'header_email',
  whatsappNumber: 'whatsapp_number',
  mainPhone: 'main_phone',
  certificateDetails: 'certificate_details',
  bankWireInstructions: 'bank_wire_instructions',
  bankName: 'bank_name',
  bankRoutingNumber: 'bank_routing_number',
  bankAccountNumber: 'bank_account_number',
  bankSwiftCode: 'bank_swift_code',
  freeShippingThreshold: 'free_shipping_threshold',
  ...UNPAID_LIMIT_SETTING_KEYS,
  businessTimeZone: 'business_time_zone',
  quoteReplyHours: 'quote_reply_hours',
  cardCapture: CARD_CAPTURE_SETTING_KEY,
} as const satisfies Record<Exclude<keyof AdminSettingsValues, 'notificationEmail'>, string>;

const BRANDING_KEYS = { logoUrl: 'logo_url', faviconUrl: 'favicon_url', companyName: 'company_name', tagline: 'company_tagline' } as const;

/** A group whose form fields are each one setting. */
function flatGroup<Field extends string>(keys: Record<Field, string>): SettingsGroup<Record<Field, string>> {
  const entries = Object.entries(keys) as [Field, string][];
  return {
    keys: entries.map(([, key]) => key),
    read: (value) => Object.fromEntries(entries.map(([field, key]) => [field, value(key)])) as Record<Field, string>,
    write: (values) => Object.fromEntries(entries.map(([field, key]) => [key, values[field]])),
  };
}

const SOCIAL_KEYS = { facebook: 'facebook_url', twitter: 'twitter_url', instagram: 'instagram_url', linkedin: 'linkedin_url', youtube: 'youtube_url' } as const;

/**
 * Content Management's tabs. One fact is one setting whichever screen edits it: the company name and tagline are the
 * branding's, the phone and e-mail the header's and footer's, the threshold the one orders are priced with.
 */
const CONTENT_GROUPS: { [K in ContentSection]: SettingsGroup<ContentSectionValues[K]> } = {
  companyInfo: flatGroup({ companyName: 'company_name', tagline: 'company_tagline', description: 'description', website: 'website' }),
  contactDetails: flatGroup({ mainPhone: 'main_phone', email: 'header_email', address: 'address' }),
  businessHours: {
    keys: ['business_hours'],
    read: (value) => parseBusinessHours(value('business_hours')),
    write: (hours) => ({ business_hours: JSON.stringify(Object.fromEntries(WEEKDAYS.map((day) => [day, hours[day]]))) }),
  },
  socialMedia: flatGroup(SOCIAL_KEYS),
  seo: {
    keys: [SEO_SETTING_KEY],
    read: (value) => parseSeoSettings(value(SEO_SETTING_KEY)),
    write: (seo) => ({ [SEO_SETTING_KEY]: JSON.stringify({ meta_title: seo.metaTitle, meta_description: seo.metaDescription, keywords: seo.keywords }) }),
  },
  shipping: flatGroup({ freeShippingThreshold: 'free_shipping_threshold', freeShippingMessage: 'free_shipping_message' }),
};

const BRANDING_GROUP: SettingsGroup<BrandingValues> = flatGroup(BRANDING_KEYS);

const latest = (dates: (Date | null | undefined)[]): string | null => {
  const times = dates.filter((d): d is Date => d instanceof Date).map((d) => d.getTime());
  return times.length > 0 ? new Date(Math.max(...times)).toISOString() : null;
};

async function readKeys(db: Db, keys: readonly string[], lock = false): Promise<Stored> {
  const query = db.select().from(siteSettings).where(inArray(siteSettings.settingKey, [...keys]));
  const rows = lock ? await query.for('update') : await query;
  return new Map(rows.map((row) => [row.settingKey, { value: row.settingValue, updatedAt: row.updatedAt, translations: row.translations }]));
}

const versionOf = (stored: Stored, keys: readonly string[]) => latest(keys.map((key) => stored.get(key)?.updatedAt));

async function writeKeys(tx: Db, values: Record<string, string>, now: Date, translations: Record<string, Translations<string>> = {}): Promise<void> {
  const rows = Object.entries(values).map(([settingKey, settingValue]) => ({ settingKey, settingValue, updatedAt: now }));
  if (rows.length === 0) return;
  await tx
    .insert(siteSettings)
    .values(rows)
    .onConflictDoUpdate({ target: siteSettings.settingKey, set: { settingValue: sql`excluded.setting_value`, updatedAt: now } });
  for (const [settingKey, written] of Object.entries(translations)) {
    await tx.update(siteSettings).set({ translations: written }).where(eq(siteSettings.settingKey, settingKey));
  }
}

/** The translation changes an audit entry names (which languages of which field), never the texts (as for adverts). */
function changedTranslations(before: Translations<string>, after: Translations<string> | undefined): string[] {
  if (!after) return [];
  const fields = new Set([...TRANSLATED_LANGUAGES.flatMap((language) => [...Object.keys(before[language] ?? {}), ...Object.keys(after[language] ?? {})])]);
  return TRANSLATED_LANGUAGES.flatMap((language) => [...fields].filter((field) => before[language]?.[field] !== after[language]?.[field]).map((field) => `${language}.${field}`));
}

function assertVersion(current: string | null, sent: string | null): void {
  const same = current === null || sent === null ? current === sent : new Date(current).getTime() === new Date(sent).getTime();
  if (!same) throw new AppError('conflict', ADMIN_MESSAGES.staleEdit);
}

const ENTITY = 'site_settings';

/**
 * The back office's settings forms (Admin Settings, Logo & Branding, Content Management): each a group of site_settings
 * rows read and written together, its version the latest updated_at among them, every save audited in its transaction.
 * `onChange` runs after each save (public settings, adverts, page heads follow at once).
 */
export class SettingsAdminService {
  constructor(
    private readonly db: Db,
    private readonly onChange: () => void,
  ) {}

  async readAdminSettings(): Promise<AdminSettingsResponse> {
    return this.adminSettingsIn(this.db);
  }

  private async adminSettingsIn(db: Db, lock = false): Promise<AdminSettingsResponse> {
    const keys = Object.values(ADMIN_SETTINGS_KEYS);
    const stored = await readKeys(db, keys, lock);
    const notification = await readNotificationEmail(db);
    const value = valueOr(stored);
    const values = {
      notificationEmail: notification.value ?? '',
      ...Object.fromEntries(Object.entries(ADMIN_SETTINGS_KEYS).map(([field, key]) => [field, value(key)])),
    } as AdminSettingsValues;
    const translations = formTranslations(stored, TRANSLATED_SETTING_FIELDS.adminSettings);
    return { values, translations, version: latest([...keys.map((key) => stored.get(key)?.updatedAt), notification.savedAt]) };
  }

  /** Admin Settings (§5): the site settings and the notification address; an empty header e-mail takes the notification one. */
  async saveAdminSettings(
    actor: AdminActor,
    { version, translations, ...values }: AdminSettingsValues & { version: string | null; translations?: Translations<string> | undefined },
  ): Promise<AdminSettingsResponse> {
    await this.db.transaction(async (tx) => {
      await tx.select().from(notificationSettings).where(eq(notificationSettings.settingKey, NOTIFICATION_EMAIL_KEY)).for('update');
      const before = await this.adminSettingsIn(tx, true);
      assertVersion(before.version, version);
      const now = new Date();
      const saved = { ...values, headerEmail: values.headerEmail || values.notificationEmail };
      const written = translations ? rowTranslations(TRANSLATED_SETTING_FIELDS.adminSettings, translations) : {};
      await writeKeys(tx, Object.fromEntries(Object.entries(ADMIN_SETTINGS_KEYS).map(([field, key]) => [key, saved[field as keyof typeof ADMIN_SETTINGS_KEYS]])), now, written);
      await tx
        .insert(notificationSettings)
        .values({ settingKey: NOTIFICATION_EMAIL_KEY, settingValue: values.notificationEmail, description: 'Where new orders and quote requests are announced', updatedAt: now })
        .onConflictDoUpdate({ target: notificationSettings.settingKey, set: { settingValue: values.notificationEmail, updatedAt: now } });
      const translationsChanged = changedTranslations(before.translations, translations);
      await recordAudit(tx, actor, { action: 'settings.update', entityType: ENTITY, entityId: 'admin_settings', before: before.values, after: { ...saved, ...(translationsChanged.length > 0 ? { translationsChanged } : {}) } });
    });
    this.onChange();
    return this.readAdminSettings();
  }

  async readBranding(): Promise<BrandingResponse> {
    const stored = await readKeys(this.db, BRANDING_GROUP.keys);
    return { values: BRANDING_GROUP.read(valueOr(stored)), translations: formTranslations(stored, TRANSLATED_SETTING_FIELDS.branding), version: versionOf(stored, BRANDING_GROUP.keys) };
  }

  async saveBranding(
    actor: AdminActor,
    { version, translations, ...values }: BrandingValues & { version: string | null; translations?: Translations<string> | undefined },
    action = 'branding.update',
  ): Promise<BrandingResponse> {
    await this.saveGroup(actor, BRANDING_GROUP, values, version, action, 'branding', translations && { store: valueRows(TRANSLATED_SETTING_FIELDS.branding), translations });
    return this.readBranding();
  }

  /** Reset to Default: FrigidFlow, Refrigerant Solutions, no logo, no favicon. */
  async resetBranding(actor: AdminActor, version: string | null): Promise<BrandingResponse> {
    const translations = { fr: { tagline: DEFAULT_SETTING_TRANSLATIONS.company_tagline?.fr?.value }, es: { tagline: DEFAULT_SETTING_TRANSLATIONS.company_tagline?.es?.value } };
    return this.saveBranding(actor, { ...DEFAULT_BRANDING, version, translations: settingsTranslationsInput.branding.parse(translations) }, 'branding.reset');
  }

  async readContent(): Promise<ContentSettingsResponse> {
    const keys = [...new Set(CONTENT_SECTIONS.flatMap((section) => CONTENT_GROUPS[section].keys))];
    const stored = await readKeys(this.db, keys);
    const value = valueOr(stored);
    return Object.fromEntries(
      CONTENT_SECTIONS.map((section) => {
        const group = CONTENT_GROUPS[section] as SettingsGroup<unknown>;
        const translations = isTranslatedSection(section) ? CONTENT_TRANSLATIONS[section].read(stored) : {};
        return [section, { values: group.read(value), translations, version: versionOf(stored, group.keys) }];
      }),
    ) as ContentSettingsResponse;
  }

  /** One Content Management tab; its values are checked here by that tab's schema (400 with the fields at fault). */
  async saveContentSection(actor: AdminActor, section: ContentSection, rawValues: unknown, version: string | null, rawTranslations?: unknown): Promise<ContentSettingsResponse> {
    const parsed = contentSectionFields[section].safeParse(rawValues);
    const translated = isTranslatedSection(section) ? section : null;
    // A tab without worded fields takes no translations.
    const translations = translated ? settingsTranslationsInput[translated].safeParse(rawTranslations) : z.undefined().safeParse(rawTranslations);
    if (!parsed.success || !translations.success) {
      const issues = [...(parsed.error?.issues ?? []), ...(translations.error?.issues.map((issue) => ({ ...issue, path: ['translations', ...issue.path] })) ?? [])];
      const fields = Object.fromEntries(issues.map((issue) => [issue.path.join('.') || 'values', issue.message]));
      throw new AppError('validation_failed', Object.values(fields)[0] ?? 'Invalid settings', fields);
    }
    const written = translated && translations.data ? { store: CONTENT_TRANSLATIONS[translated], translations: translations.data } : undefined;
    await this.saveGroup(actor, CONTENT_GROUPS[section] as SettingsGroup<unknown>, parsed.data, version, 'content_settings.update', section, written);
    return this.readContent();
  }

  private async saveGroup<Values>(
    actor: AdminActor,
    group: SettingsGroup<Values>,
    values: Values,
    version: string | null,
    action: string,
    entityId: string,
    written?: { store: TranslatedStore; translations: Translations<string> },
  ) {
    await this.db.transaction(async (tx) => {
      const stored = await readKeys(tx, group.keys, true);
      assertVersion(versionOf(stored, group.keys), version);
      const before = group.read(valueOr(stored));
      await writeKeys(tx, group.write(values), new Date(), written ? written.store.write(written.translations) : {});
      const translationsChanged = written ? changedTranslations(written.store.read(stored), written.translations) : [];
      const after = { ...(values as object), ...(translationsChanged.length > 0 ? { translationsChanged } : {}) };
      await recordAudit(tx, actor, { action, entityType: ENTITY, entityId, before: before as object, after });
    });
    this.onChange();
  }
}
