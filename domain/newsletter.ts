import { neutralizeFormula } from './spreadsheet-cells';

/** Growth Rate card (back-office spec §2): the share of active subscribers among all, in whole percent; 0 when none. */
export function subscriberGrowthRate(total: number, active: number): number {
  if (total <= 0) return 0;
  return Math.round((Math.min(active, total) / total) * 100);
}

/** The export's columns, in order (back-office spec §7). */
export const NEWSLETTER_CSV_COLUMNS = ['Email', 'Name', 'Subscribed Date', 'Status', 'Source'] as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** yyyy-MM-dd in UTC. */
function utcDay(date: Date): string {
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** "yyyy-MM-dd HH:mm:ss" (spec §9) in UTC: the file is read in many time zones, so it states one. */
export function csvTimestamp(date: Date): string {
  return `${utcDay(date)} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
}

/** newsletter-subscribers-{yyyy-MM-dd}.csv, the export's day in UTC. */
export function newsletterExportFileName(now: Date): string {
  return `newsletter-subscribers-${utcDay(now)}.csv`;
}

export interface ExportedSubscriber {
  email: string;
  name: string | null;
  subscribedAt: Date;
  isActive: boolean;
  source: string;
}

/** One CSV row of the export, every text cell safe to open in a spreadsheet (RELIABILITY 27). */
export function newsletterCsvRow(subscriber: ExportedSubscriber): string[] {
  return [subscriber.email, subscriber.name ?? '', csvTimestamp(subscriber.subscribedAt), subscriber.isActive ? 'Active' : 'Inactive', subscriber.source].map(neutralizeFormula);
}
