import { utcDayOf } from '../dates';
import { singleLineText } from './text';

export const DATE_QUERY_MESSAGES = {
  invalid: 'Please enter a date (YYYY-MM-DD).',
} as const;

/** The last day a query may name: the day after it (an inclusive range's end) must still be a four-digit year. */
export const LAST_QUERY_DAY = '9999-12-31';

/**
 * A day in a query string (`?from=2026-01-31`): a real calendar day from 0001-01-01 to 9999-12-31, as
 * "YYYY-MM-DD". 2026-02-30, 9999-99-99 and year 0000 are refused with a 400 naming the parameter, never
 * passed on to become an invalid Date deep in a query (RELIABILITY 41). Every date query parameter uses it.
 */
export const dayQuery = singleLineText().refine((value) => /^\d{4}-\d{2}-\d{2}$/.test(value) && !value.startsWith('0000') && utcDayOf(value) === value, {
  message: DATE_QUERY_MESSAGES.invalid,
});
