import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { TranslatedLanguage, TranslationArea } from '@domain/translations';
import { adverts } from '../../db/schema';
import type { Db } from '../../db/types';

interface AreaTexts {
  area: TranslationArea;
  table: PgTable;
  /** The English columns (single texts) by their field name in `translations`. */
  fields: Record<string, AnyPgColumn>;
  translations: AnyPgColumn;
}

/** Every area the back office translates: a new one adds its table's text columns here (docs/decisions/038). */
const AREAS: readonly AreaTexts[] = [
  { area: 'adverts', table: adverts, fields: { title: adverts.title, content: adverts.content }, translations: adverts.translations },
];

// Field and language names are this file's constants, never input: written as literals so `jsonb -> 'fr'` is not ambiguous.
const literal = (name: string) => sql.raw(`'${name.replace(/'/g, "''")}'`);

/** 1 when the field has English but nothing written in `language` (missingTranslations, in SQL). */
function missing(column: AnyPgColumn, translations: AnyPgColumn, field: string, language: TranslatedLanguage): SQL {
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
      const [row] = await db.select({ fr: countOf(texts, 'fr'), es: countOf(texts, 'es') }).from(texts.table);
      return { area: texts.area, fr: row?.fr ?? 0, es: row?.es ?? 0 };
    }),
  );
}
