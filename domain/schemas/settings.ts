import { z } from 'zod';
import { DEFAULT_BUSINESS_HOURS, WEEKDAYS, type BusinessHours } from '../site-settings';

/** business_hours is stored as a JSON string: an object of opening hours by lower-case weekday. */
export const businessHoursSchema = z.record(z.enum(WEEKDAYS), z.string());

const storedHoursSchema = z.record(z.string(), z.string());

/**
 * Reads a business_hours setting. Weekday names are matched case-insensitively and a day left out
 * reads as Closed; a missing or malformed value gives the default hours.
 */
export function parseBusinessHours(value: string | null | undefined): BusinessHours {
  const stored = storedHoursSchema.safeParse(parseJson(value));
  if (!stored.success) return DEFAULT_BUSINESS_HOURS;
  const byDay = new Map(Object.entries(stored.data).map(([day, hours]) => [day.trim().toLowerCase(), hours]));
  return businessHoursSchema.parse(Object.fromEntries(WEEKDAYS.map((day) => [day, byDay.get(day) ?? 'Closed'])));
}

function parseJson(value: string | null | undefined): unknown {
  try {
    return value ? JSON.parse(value) : undefined;
  } catch {
    return undefined;
  }
}

/** GET /api/settings: the public settings as key → text value. */
export const publicSettingsResponse = z.object({
  settings: z.record(z.string(), z.string()),
});

export type PublicSettingsResponse = z.infer<typeof publicSettingsResponse>;
