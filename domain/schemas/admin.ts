import { z } from 'zod';
import { singleLineText } from './text';

/**
 * What every back-office list and edit shares (DESIGN.md "admin API"): pages of rows, the version an edit
 * started from, and the audit log's entries. Each area extends `adminListQuery` with its own filters and sorts.
 */

export const ADMIN_PAGE_SIZES = [10, 25, 50, 100] as const;
export const ADMIN_DEFAULT_PAGE_SIZE = 25;
export const ADMIN_MAX_PAGE_SIZE = 100;

export const ADMIN_MESSAGES = {
  staleEdit: 'This record was changed by someone else since you opened it. Reload it to see the changes, then try again.',
  versionRequired: 'The version of the record you edited is required.',
  searchTooLong: 'Search must be at most 200 characters.',
} as const;

/**
 * A whole-number query parameter: read as text first, so a NUL or another control character is refused by name like in
 * any text (RELIABILITY 32), then as a number from 1 to `max`.
 */
const wholeNumberParam = (fallback: number, max: number) =>
  singleLineText()
    .default(String(fallback))
    .pipe(z.coerce.number<string>().int().min(1).max(max));

/** Query string of a list: page from 1, a bounded page size, an optional search text. */
export const adminListQuery = z.object({
  page: wholeNumberParam(1, 1_000_000),
  pageSize: wholeNumberParam(ADMIN_DEFAULT_PAGE_SIZE, ADMIN_MAX_PAGE_SIZE),
  q: singleLineText().trim().max(200, ADMIN_MESSAGES.searchTooLong).optional(),
});
export type AdminListQuery = z.infer<typeof adminListQuery>;

/** A sort parameter over the given columns: `name` ascending, `-name` descending. */
export function sortParam<const Column extends string>(columns: readonly [Column, ...Column[]], fallback: `${'' | '-'}${Column}`) {
  const values = columns.flatMap((column) => [column, `-${column}`] as const) as [string, ...string[]];
  return singleLineText()
    .default(fallback)
    .pipe(z.enum(values))
    .transform((value) => ({
      column: value.replace(/^-/, '') as Column,
      direction: value.startsWith('-') ? ('desc' as const) : ('asc' as const),
    }));
}

/** One page of a list, with the total count of rows that match its filters. */
export function pageOf<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}
export interface Page<Item> {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * The version an edit started from: the record's `updatedAt` as the API sent it (ISO 8601). The server compares it
 * with the stored one and answers 409 (ADMIN_MESSAGES.staleEdit) when another admin saved in between.
 */
export const versionField = z.iso.datetime({ offset: true, error: ADMIN_MESSAGES.versionRequired });

/** Path parameter of a record: a UUID, checked as text first (a NUL is refused by name), before any query. */
export const idParams = z.object({ id: singleLineText().pipe(z.uuid()) });

export const auditEntrySchema = z.object({
  id: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditListQuery = adminListQuery.omit({ q: true }).extend({
  entityType: singleLineText().trim().max(50).optional(),
  entityId: singleLineText().trim().max(100).optional(),
});
export const auditListResponse = pageOf(auditEntrySchema);
export type AuditListResponse = z.infer<typeof auditListResponse>;
