import { imageVariantUrl } from '@domain/images';
import { DEFAULT_SETTING_TRANSLATIONS } from '@domain/known-texts';
import { DEFAULT_SITE_SETTINGS, type SettingTranslatedField, type SettingTranslations } from '@domain/site-settings';
import type { Translations } from '@domain/translations';
import type { Db } from '../db/types';
import { readPublicTexts } from '../modules/settings/settings.service';
import { headerSafe } from './escape';
import { noReplyAddress, type NamedSender } from './transport';

/** What every e-mail shows of the shop, as an admin set it at /admin/logo: name, tagline and logo. */
export interface MailBrand {
  /** Subjects, header, sign-off and the sender's name. */
  name: string;
  /** The footer's; '' for none. */
  tagline: string;
  /** Its French and Spanish (docs/decisions/038): each e-mail picks its reader's. */
  taglineTranslations: Translations<SettingTranslatedField>;
  /** The absolute address of the logo's 400 px WebP, or null: the header then shows the name. */
  logoUrl: string | null;
}

type BrandSettings = Record<'company_name' | 'company_tagline' | 'logo_url', string>;

/** The brand from the public settings; the logo made absolute with the shop's public URL, as e-mail links are. */
export function mailBrand(settings: BrandSettings, publicUrl: string, translations: SettingTranslations = {}): MailBrand {
  const logo = imageVariantUrl(settings.logo_url.trim(), 400);
  return {
    name: headerSafe(settings.company_name) || DEFAULT_SITE_SETTINGS.company_name,
    tagline: headerSafe(settings.company_tagline),
    taglineTranslations: translations.company_tagline ?? {},
    logoUrl: logo ? `${publicUrl}${logo}` : null,
  };
}

/** The shipped brand (FrigidFlow, Refrigerant Solutions, no logo), for callers that read no settings. */
export const DEFAULT_MAIL_BRAND: MailBrand = mailBrand(DEFAULT_SITE_SETTINGS, '', DEFAULT_SETTING_TRANSLATIONS);

/** The stored brand, read on `db` (a caller's transaction reads what its own writes see). */
export async function readMailBrand(db: Db, publicUrl: string): Promise<MailBrand> {
  const { settings, translations } = await readPublicTexts(db);
  return mailBrand(settings, publicUrl, translations);
}

/** The sender while MAIL_FROM is unset: no-reply at the shop's host, named at each send after the stored company name. */
export function brandedSender(db: Db, publicUrl: string): NamedSender {
  return { address: noReplyAddress(publicUrl), name: async () => (await readMailBrand(db, publicUrl)).name };
}
