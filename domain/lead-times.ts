import type { PackageKey } from './pricing';

/**
 * How long a package takes to ship, as the admin sets it per product (issue 23): "2–4 weeks" for a container. Until
 * freight is priced online, pallets and containers never promise a time or free shipping the shop has not set: their
 * freight is quoted before shipping.
 */
export const LEAD_TIME_UNITS = ['days', 'weeks'] as const;
export type LeadTimeUnit = (typeof LEAD_TIME_UNITS)[number];

export interface LeadTime {
  min: number;
  max: number;
  unit: LeadTimeUnit;
}

/** Lead times by package; a package without one promises no time. */
export type LeadTimes = Partial<Record<PackageKey, LeadTime>>;

/** Longest lead time accepted, in its unit (a year either way). */
export const LEAD_TIME_MAX: Readonly<Record<LeadTimeUnit, number>> = { days: 365, weeks: 52 };

/** Packages whose freight is quoted before shipping (no free shipping, no fixed shipping promise). */
const FREIGHT_QUOTED: ReadonlySet<PackageKey> = new Set(['pallet', 'container_20ft', 'container_40ft']);

export function isFreightQuoted(key: PackageKey): boolean {
  return FREIGHT_QUOTED.has(key);
}

/** Whether a stored value is a usable lead time (whole numbers, 0 ≤ min ≤ max ≤ the unit's maximum). */
export function isLeadTime(value: unknown): value is LeadTime {
  if (typeof value !== 'object' || value === null) return false;
  const { min, max, unit } = value as Record<string, unknown>;
  if (unit !== 'days' && unit !== 'weeks') return false;
  if (!Number.isInteger(min) || !Number.isInteger(max)) return false;
  return (min as number) >= 0 && (min as number) <= (max as number) && (max as number) <= LEAD_TIME_MAX[unit] && (max as number) > 0;
}

/** The package's lead time as stored; null when the admin set none (or the stored one cannot be read). */
export function leadTimeOf(leadTimes: LeadTimes | null | undefined, key: PackageKey): LeadTime | null {
  const value = leadTimes?.[key];
  return isLeadTime(value) ? value : null;
}

/** The translation key and values that say a lead time: "2–4 weeks", "3 days" (min equal to max). */
export function leadTimeText(leadTime: LeadTime): { key: `${LeadTimeUnit}Range` | LeadTimeUnit; values: { min: number; max: number; count: number } } {
  const same = leadTime.min === leadTime.max;
  return {
    key: same ? leadTime.unit : `${leadTime.unit}Range`,
    values: { min: leadTime.min, max: leadTime.max, count: leadTime.max },
  };
}

/** The usable lead times of a stored value (anything unreadable is dropped, never shown). */
export function storedLeadTimes(value: unknown): LeadTimes {
  const kept: LeadTimes = {};
  if (typeof value !== 'object' || value === null) return kept;
  for (const key of ['cylinder', 'pallet', 'container_20ft', 'container_40ft'] as const) {
    const time = (value as Record<string, unknown>)[key];
    if (isLeadTime(time)) kept[key] = { min: time.min, max: time.max, unit: time.unit };
  }
  return kept;
}
