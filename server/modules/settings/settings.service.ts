import { inArray } from 'drizzle-orm';
import { DEFAULT_SITE_SETTINGS, PUBLIC_SETTING_KEYS } from '@domain/site-settings';
import { CachedJson } from '../../lib/cached-json';
import { siteSettings } from '../../db/schema';
import type { Db } from '../../db/types';

/** Site settings that every visitor may read, served from memory until an admin changes one. */
export class SettingsService {
  readonly publicSettings: CachedJson<{ settings: Record<string, string> }>;

  constructor(private readonly db: Db) {
    this.publicSettings = new CachedJson(async () => ({ settings: await this.readPublic() }));
  }

  async readPublic(): Promise<Record<string, string>> {
    const rows = await this.db
      .select({ key: siteSettings.settingKey, value: siteSettings.settingValue })
      .from(siteSettings)
      .where(inArray(siteSettings.settingKey, [...PUBLIC_SETTING_KEYS]));
    const stored = Object.fromEntries(rows.map((r) => [r.key, r.value ?? '']));
    const defaults = Object.fromEntries(PUBLIC_SETTING_KEYS.map((k) => [k, DEFAULT_SITE_SETTINGS[k] ?? '']));
    return { ...defaults, ...stored };
  }
}
