import { eq, isNull, sql, type SQL } from 'drizzle-orm';
import { missingProductTranslations } from '@domain/product-text';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { WORDED_CONTACT_TYPES } from '@domain/content';
import { parseSeoSettings, seoTranslationsOf } from '@domain/schemas/settings';
import { SEO_SETTING_KEY, SEO_TRANSLATED_FIELDS, TRANSLATED_SETTING_KEYS } from '@domain/site-settings';
import { missingByLanguage } from '@domain/translations';
import { TRANSLATION_AREAS, type TranslatedLanguage, type TranslationArea } from '@domain/translations';
import { adverts, blogPosts, certificates, contactInfo, coupons, heroImages, products, siteSettings, teamMembers } from '../../db/schema';
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

/** A post's tags count as one text, written when the list has a tag (its slug follows its title, so it is not counted). */
const blogTags = sql`case when cardinality(${blogPosts.tags}) > 0 then 'tags' end`;

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
    area: 'blog',
    table: blogPosts,
    fields: { title: blogPosts.title, excerpt: blogPosts.excerpt, body: blogPosts.body, tags: blogTags },
    translations: blogPosts.translations,
  },
  {
    area: 'siteTexts',
    table: siteSettings,
    fields: { value: siteSettings.settingValue },
    translations: siteSettings.translations,
    where: sql`${siteSettings.settingKey} in (${sql.join(TRANSLATED_SETTING_KEYS.map(literal), sql`, `)})`,
  },
  { area: 'coupons', table: coupons, fields: { title: coupons.title, description: coupons.description }, translations: coupons.translations },
  // Every location's image, shown or hidden: a hidden one is a click from showing, and its alt goes with it.
  { area: 'heroImages', table: heroImages, fields: { altText: heroImages.altText }, translations: heroImages.translations },
];

/** 1 when the field has English but nothing written in `language` (missingTranslations, in SQL). */
function missing(column: AnyPgColumn | SQL, translations: AnyPgColumn, field: string, language: TranslatedLanguage): SQL {
  return sql`(btrim(coalesce(${column}, '')) <> '' and btrim(coalesce(${translations} -> ${literal(language)} ->> ${literal(field)}, '')) = '')::int`;
}

function countOf({ fields, translations }: AreaTexts, language: TranslatedLanguage): SQL<number> {
  const terms = Object.entries(fields).map(([field, column]) => missing(column, translations, field, language));
  return sql<number>`coalesce(sum(${sql.join(terms, sql` + `)}), 0)`.mapWith(Number);
}

/**
 * The shop's products' texts with no French or Spanish: description, applications, each specification label the shop
 * does not know, each specification value that is words, and the main image's alt where an English one is written
 * (`missingProductTranslations`, counted here rather than in SQL: "is words" is a domain rule). Archived products are
 * left out: buyers no longer read them.
 */
async function untranslatedProductTexts(db: Db): Promise<{ area: TranslationArea; fr: number; es: number }> {
  const rows = await db
    .select({
      description: products.description,
      applications: products.applications,
      technicalSpecs: products.technicalSpecs,
      imageAlt: products.imageAlt,
      translations: products.translations,
    })
    .from(products)
    .where(isNull(products.archivedAt));
  const counts = { area: 'products' as const, fr: 0, es: 0 };
  for (const { translations, ...english } of rows) {
    const missing = missingProductTranslations(english, translations);
    counts.fr += missing.fr.length;
    counts.es += missing.es.length;
  }
  return counts;
}

/**
 * The SEO Settings' title and description with no French or Spanish, counted with the site texts: their English is in
 * the row's JSON value, read here as the admin reads it (a malformed value reads empty, so nothing is missing).
 */
async function untranslatedSeoTexts(db: Db): Promise<{ fr: number; es: number }> {
  const [row] = await db.select({ value: siteSettings.settingValue, translations: siteSettings.translations }).from(siteSettings).where(eq(siteSettings.settingKey, SEO_SETTING_KEY));
  if (!row) return { fr: 0, es: 0 };
  const missing = missingByLanguage(parseSeoSettings(row.value), seoTranslationsOf(row.translations), SEO_TRANSLATED_FIELDS);
  return { fr: missing.fr.length, es: missing.es.length };
}

/** Per area, how many texts have no French and no Spanish version: one query an area. */
export async function untranslatedCounts(db: Db): Promise<{ area: TranslationArea; fr: number; es: number }[]> {
  const counts = await Promise.all([
    ...AREAS.map(async (texts) => {
      const query = db.select({ fr: countOf(texts, 'fr'), es: countOf(texts, 'es') }).from(texts.table);
      const [row] = texts.where ? await query.where(texts.where) : await query;
      return { area: texts.area, fr: row?.fr ?? 0, es: row?.es ?? 0 };
    }),
    untranslatedProductTexts(db),
  ]);
  const seo = await untranslatedSeoTexts(db);
  const siteTexts = counts.find((count) => count.area === 'siteTexts');
  if (siteTexts) Object.assign(siteTexts, { fr: siteTexts.fr + seo.fr, es: siteTexts.es + seo.es });
  // In the order of TRANSLATION_AREAS, whatever order the counts were taken in.
  return counts.sort((a, b) => TRANSLATION_AREAS.indexOf(a.area) - TRANSLATION_AREAS.indexOf(b.area));
}
