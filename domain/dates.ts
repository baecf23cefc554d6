/** A stored date: a Date, an ISO timestamp string, a date-only "YYYY-MM-DD" string, or nothing. */
export type DateInput = Date | string | null | undefined;

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The instant a stored date stands for, or null when absent.
 * A date-only string means the whole UTC day: its start when it opens a period, its last
 * millisecond when it closes one, matching the coupon form (start of day UTC, end of day UTC).
 */
export function toInstant(value: DateInput, edge: 'start' | 'end' = 'start'): Date | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return checked(new Date(value.getTime()), value);
  const text = value.trim();
  if (text === '') return null;
  const parsed = checked(new Date(text), value);
  return DATE_ONLY.test(text) && edge === 'end' ? new Date(parsed.getTime() + DAY_MS - 1) : parsed;
}

function checked(date: Date, original: Date | string): Date {
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(original)}`);
  return date;
}

/** Whether `now` lies inside [start, end], either bound being optional. */
export function isWithinPeriod(now: Date, start: DateInput, end: DateInput): boolean {
  return !hasNotStarted(now, start) && !hasEnded(now, end);
}

/** Whether a period's start is still in the future at `now`. */
export function hasNotStarted(now: Date, start: DateInput): boolean {
  const instant = toInstant(start, 'start');
  return instant !== null && instant.getTime() > now.getTime();
}

/** Whether a period's end is already past at `now`. */
export function hasEnded(now: Date, end: DateInput): boolean {
  const instant = toInstant(end, 'end');
  return instant !== null && instant.getTime() < now.getTime();
}

/** `days` whole days after `date` (24-hour steps, so the result does not depend on the server's time zone). */
export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

const ISO_DATE_PREFIX = /^(\d{4}-\d{2}-\d{2})/;

/**
 * The UTC calendar day of a date-only "YYYY-MM-DD" or an ISO timestamp, as "YYYY-MM-DD"; null when it is not a
 * real date (2026-02-30 included). A date-only value is that day; a timestamp is the UTC day of its instant.
 */
export function utcDayOf(value: string): string | null {
  const text = value.trim();
  const date = new Date(DATE_ONLY.test(text) ? `${text}T00:00:00.000Z` : text);
  if (Number.isNaN(date.getTime())) return null;
  const day = ISO_DATE_PREFIX.exec(date.toISOString())?.[1] ?? null;
  // new Date('2026-02-30') rolls over to March 2; a date-only value must name a day that exists.
  return DATE_ONLY.test(text) && day !== text ? null : day;
}

/** The first instant of a UTC day ("YYYY-MM-DD" → "…T00:00:00.000Z"): when a coupon starts. */
export function startOfUtcDay(day: string): string {
  return `${day}T00:00:00.000Z`;
}

/** The last millisecond of a UTC day ("YYYY-MM-DD" → "…T23:59:59.999Z"): when a coupon ends. */
export function endOfUtcDay(day: string): string {
  return `${day}T23:59:59.999Z`;
}
