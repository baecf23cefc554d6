import { z } from 'zod';
import { AUDIT_AREA_NAMES } from '../audit';
import { dayQuery } from './date-query';
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
  wholeNumber: 'Please enter a whole number.',
  outOfRange: 'This number is out of range.',
} as const;

/**
 * A whole number in a query string. Read as text first, so a control character gets the same message as in any
 * other parameter (RELIABILITY 32), then as a number within bounds.
 */
export function queryInteger(min: number, max: number, fallback: number) {
  return singleLineText()
    .regex(/^\d{1,9}$/, ADMIN_MESSAGES.wholeNumber)
    .default(String(fallback))
    .transform(Number)
    .pipe(z.number().int().min(min, ADMIN_MESSAGES.outOfRange).max(max, ADMIN_MESSAGES.outOfRange));
}

/**
 * A query or path parameter read as text first, then by its own rule: a control character is named as such
 * (RELIABILITY 32) rather than as "expected number" or "invalid option".
 */
export function textParam<Out>(rule: z.ZodType<Out, string>) {
  return singleLineText().pipe(rule);
}

/** Query string of a list: page from 1, a bounded page size, an optional search text. */
export const adminListQuery = z.object({
  page: queryInteger(1, 1_000_000, 1),
  pageSize: queryInteger(1, ADMIN_MAX_PAGE_SIZE, ADMIN_DEFAULT_PAGE_SIZE),
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

/** A filter of a list's query string: one of the values, or absent; a control character gets the common message. */
export function queryEnum<const Value extends string>(values: readonly [Value, ...Value[]]) {
  return singleLineText().pipe(z.enum(values)).optional();
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

/**
 * Path parameter of a record: a UUID, refused with 400 before any query. Read as text first, so a control character
 * gets the common message like any other parameter (RELIABILITY 32).
 */
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

export const AUDIT_MESSAGES = {
  dateRange: 'The start date must be on or before the end date.',
  actor: 'Please choose a person from the list.',
} as const;

/**
 * GET /api/admin/audit: one record's history (entityType + entityId), or the log screen's search (`q`: who, what,
 * which record or any value it held), person (`actor`, an admin's e-mail), area and UTC days `from`–`to` (both included).
 */
export const auditListQuery = adminListQuery
  .extend({
    entityType: singleLineText().trim().max(50).optional(),
    entityId: singleLineText().trim().max(100).optional(),
    actor: singleLineText().trim().max(254, AUDIT_MESSAGES.actor).optional(),
    area: queryEnum(AUDIT_AREA_NAMES),
    from: dayQuery.optional(),
    to: dayQuery.optional(),
    sort: sortParam(['createdAt'], '-createdAt'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['from'], message: AUDIT_MESSAGES.dateRange });
export type AuditListQuery = z.output<typeof auditListQuery>;

/** GET /api/admin/audit/actors: every e-mail the log names, for the person filter. */
export const auditActorsResponse = z.object({ items: z.array(z.string()) });
export type AuditActorsResponse = z.infer<typeof auditActorsResponse>;
export const auditListResponse = pageOf(auditEntrySchema);
export type AuditListResponse = z.infer<typeof auditListResponse>;
