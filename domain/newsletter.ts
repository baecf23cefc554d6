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

/**
 * A subscriber's state (docs/decisions/031): pending until the address confirms through the e-mailed link (and never
 * sent a newsletter meanwhile), then active, or inactive once unsubscribed or deactivated.
 */
export const SUBSCRIBER_STATUSES = ['active', 'inactive', 'pending'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

export function subscriberStatus({ isActive, confirmedAt }: { isActive: boolean; confirmedAt: Date | string | null }): SubscriberStatus {
  if (confirmedAt === null) return 'pending';
  return isActive ? 'active' : 'inactive';
}

/** The Status column's words (English, as the rest of the file). */
const CSV_STATUS: Record<SubscriberStatus, string> = { active: 'Active', inactive: 'Inactive', pending: 'Pending' };

/**
 * Double opt-in (docs/decisions/031): how long a confirmation link works, and how many confirmation e-mails leave per
 * hour for one address, for one client address, and for everybody together (RELIABILITY 31, 36).
 */
export const NEWSLETTER_CONFIRMATION = {
  linkValidHours: 48,
  mailsPerAddressPerHour: 1,
  mailsPerClientPerHour: 5,
  mailsPerHour: 200,
} as const;

/** Where a confirmation e-mail's link leads: the storefront page that confirms, in the language the visitor asked in. */
export function newsletterConfirmationPath(token: string, language: string): string {
  return `/newsletter/confirm?token=${encodeURIComponent(token)}&lang=${encodeURIComponent(language)}`;
}

export interface ExportedSubscriber {
  email: string;
  name: string | null;
  subscribedAt: Date;
  isActive: boolean;
  confirmedAt: Date | null;
  source: string;
}

/** One CSV row of the export, every text cell safe to open in a spreadsheet (RELIABILITY 27, 40). */
export function newsletterCsvRow(subscriber: ExportedSubscriber): string[] {
  return [subscriber.email, subscriber.name ?? '', csvTimestamp(subscriber.subscribedAt), CSV_STATUS[subscriberStatus(subscriber)], subscriber.source].map(neutralizeFormula);
}
