import { eq, inArray } from 'drizzle-orm';
import { parseSeoSettings, seoTranslationsOf } from '@domain/schemas/settings';
import { DEFAULT_SETTING_TRANSLATIONS } from '@domain/known-texts';
import {
  DEFAULT_SITE_SETTINGS,
  PUBLIC_SETTING_KEYS,
  isPublicSettingKey,
  isTranslatedSettingKey,
  localizedSettings,
  SEO_SETTING_KEY,
  type PublicSettingKey,
  type SeoTranslatedField,
  type SettingTranslatedField,
  type SettingTranslations,
} from '@domain/site-settings';
import type { Translations } from '@domain/translations';
import { CachedJson } from '../../lib/cached-json';
import { siteSettings } from '../../db/schema';
import type { Db } from '../../db/types';

/** Site settings that every visitor may read, served from memory until an admin changes one. */
export class SettingsService {
  readonly publicSettings: CachedJson<PublicTexts>;

  private shellDefaults: Promise<ShellDefaults> | null = null;

  constructor(private readonly db: Db) {
    this.publicSettings = new CachedJson(async () => readPublicTexts(this.db));
  }

  /** Every settings write calls this (SettingsAdminService's onChange). */
  invalidate(): void {
    this.publicSettings.invalidate();
    this.shellDefaults = null;
  }

  /** What the served HTML's default head takes from the settings: the favicon and the SEO Settings tab. */
  headDefaults(): Promise<ShellDefaults> {
    if (!this.shellDefaults) {
      const pending = this.readShellDefaults();
      this.shellDefaults = pending;
      pending.catch(() => {
        if (this.shellDefaults === pending) this.shellDefaults = null;
      });
    }
    return this.shellDefaults;
  }

  private async readShellDefaults(): Promise<ShellDefaults> {
    const [publicSettings, seoRows] = await Promise.all([
      this.readPublic(),
      this.db.select({ value: siteSettings.settingValue, translations: siteSettings.translations }).from(siteSettings).where(eq(siteSettings.settingKey, SEO_SETTING_KEY)),
    ]);
    return {
      faviconUrl: publicSettings.favicon_url?.trim() ?? '',
      companyName: publicSettings.company_name?.trim() ?? '',
      ...parseSeoSettings(seoRows[0]?.value),
      seoTranslations: seoTranslationsOf(seoRows[0]?.translations),
    };
  }

  async readPublic(): Promise<Record<string, string>> {
    return readPublicSettings(this.db);
  }
}

/** The public settings and the French and Spanish of their worded keys (GET /api/settings). */
export interface PublicTexts {
  settings: Record<PublicSettingKey, string>;
  translations: SettingTranslations;
}

export async function readPublicTexts(db: Db): Promise<PublicTexts> {
  const rows = await db
    .select({ key: siteSettings.settingKey, value: siteSettings.settingValue, translations: siteSettings.translations })
    .from(siteSettings)
    .where(inArray(siteSettings.settingKey, [...PUBLIC_SETTING_KEYS]));
  return { settings: publicSettingsOf(rows), translations: settingTranslationsOf(rows) };
}

/**
 * The public settings as visitors see them (a stored value, else the shipped default); e-mails read the same values in
 * their own transaction, so they tell the buyer what the checkout page showed. With a language, the worded keys read
 * in it where they are translated (localizedSettings).
 */
export async function readPublicSettings(db: Db, language?: string): Promise<Record<PublicSettingKey, string>> {
  const { settings, translations } = await readPublicTexts(db);
  return language ? localizedSettings(settings, translations, language) : settings;
}

/** The translations of the worded keys among `rows`; a key with no row has the shipped default's. */
export function settingTranslationsOf(rows: readonly { key: string; translations?: Translations<SettingTranslatedField> | null }[]): SettingTranslations {
  const translations: SettingTranslations = {};
  for (const key of PUBLIC_SETTING_KEYS) {
    if (!isTranslatedSettingKey(key)) continue;
    const row = rows.find((r) => r.key === key);
    const stored = row ? (row.translations ?? {}) : (DEFAULT_SETTING_TRANSLATIONS[key] ?? {});
    if (Object.keys(stored).length > 0) translations[key] = stored;
  }
  return translations;
}

/** Stored rows over the shipped defaults; rows of other keys are left out. */
export function publicSettingsOf(rows: readonly { key: string; value: string | null }[]): Record<PublicSettingKey, string> {
  const stored = Object.fromEntries(rows.filter((r) => isPublicSettingKey(r.key)).map((r) => [r.key, r.value ?? '']));
  const defaults = Object.fromEntries(PUBLIC_SETTING_KEYS.map((k) => [k, DEFAULT_SITE_SETTINGS[k] ?? '']));
  return { ...defaults, ...stored } as Record<PublicSettingKey, string>;
}

export interface ShellDefaults {
  faviconUrl: string;
  /** Logo & Branding's company name: the default title names it unless SEO Settings give a title. */
  companyName: string;
  metaTitle: string;
  metaDescription: string;
  keywords: string;
  /** The title and description in French and Spanish (the keywords are one list): the heads of /fr and /es pages read them. */
  seoTranslations: Translations<SeoTranslatedField>;
}
