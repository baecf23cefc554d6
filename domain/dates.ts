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
