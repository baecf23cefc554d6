import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { WORDED_CONTACT_TYPES } from '@domain/content';
import { TRANSLATED_SETTING_KEYS } from '@domain/site-settings';
import type { TranslatedLanguage, TranslationArea } from '@domain/translations';
import { adverts, certificates, contactInfo, coupons, siteSettings, teamMembers } from '../../db/schema';
import type { Db } from '../../db/types';

interface AreaTexts {
  area: TranslationArea;
  table: PgTable;
  /** The English columns (single texts), or an expression that is null where the field is not translated, by field name. */
  fields: Record<string, AnyPgColumn | SQL>;
  translations: AnyPgColumn;
  /** Which rows count (the worded settings only). */
  where?: SQL;
}

// Field and language names are this file's constants, never input: written as literals so `jsonb -> 'fr'` is not ambiguous.
const literal = (name: string) => sql.raw(`'${name.replace(/'/g, "''")}'`);

/** A contact block's value counts only where it is words (hours, a note), not a phone number or an e-mail. */
const wordedContactValue = sql`case when ${contactInfo.contactType} in (${sql.join(WORDED_CONTACT_TYPES.map(literal), sql`, `)}) then ${contactInfo.value} end`;

/** Every area the back office translates: a new one adds its table's text columns here (docs/decisions/038). */
const AREAS: readonly AreaTexts[] = [
  { area: 'adverts', table: adverts, fields: { title: adverts.title, content: adverts.content }, translations: adverts.translations },
  { area: 'team', table: teamMembers, fields: { position: teamMembers.position, bio: teamMembers.bio }, translations: teamMembers.translations },
  { area: 'certificates', table: certificates, fields: { name: certificates.name, description: certificates.description }, translations: certificates.translations },
  {
    area: 'contactInfo',
    table: contactInfo,
    fields: { label: contactInfo.label, value: wordedContactValue, description: contactInfo.description },
    translations: contactInfo.translations,
  },
  {
    area: 'siteTexts',
    table: siteSettings,
    fields: { value: siteSettings.settingValue },
    translations: siteSettings.translations,
    where: sql`${siteSettings.settingKey} in (${sql.join(TRANSLATED_SETTING_KEYS.map(literal), sql`, `)})`,
  },
  { area: 'coupons', table: coupons, fields: { title: coupons.title, description: coupons.description }, translations: coupons.translations },
];

/** 1 when the field has English but nothing written in `language` (missingTranslations, in SQL). */
function missing(column: AnyPgColumn | SQL, translations: AnyPgColumn, field: string, language: TranslatedLanguage): SQL {
  return sql`(btrim(coalesce(${column}, '')) <> '' and btrim(coalesce(${translations} -> ${literal(language)} ->> ${literal(field)}, '')) = '')::int`;
}

function countOf({ fields, translations }: AreaTexts, language: TranslatedLanguage): SQL<number> {
  const terms = Object.entries(fields).map(([field, column]) => missing(column, translations, field, language));
  return sql<number>`coalesce(sum(${sql.join(terms, sql` + `)}), 0)`.mapWith(Number);
}

/** Per area, how many texts have no French and no Spanish version: one query an area. */
export async function untranslatedCounts(db: Db): Promise<{ area: TranslationArea; fr: number; es: number }[]> {
  return Promise.all(
    AREAS.map(async (texts) => {
      const query = db.select({ fr: countOf(texts, 'fr'), es: countOf(texts, 'es') }).from(texts.table);
      const [row] = texts.where ? await query.where(texts.where) : await query;
      return { area: texts.area, fr: row?.fr ?? 0, es: row?.es ?? 0 };
    }),
  );
}
