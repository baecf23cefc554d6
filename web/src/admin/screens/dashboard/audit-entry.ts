import { adminOrderPath, adminQuotePath } from '@domain/admin-links';
import type { AuditEntry } from '@domain/schemas/admin';
import { isRecord } from '@web/lib/guards';

/** The screen that shows a record of each audited type (the notification address sits on the dashboard itself). */
export const AUDIT_SCREENS: Readonly<Record<string, (entityId: string) => string>> = {
  product: () => '/admin/products',
  featured_product: () => '/admin/featured-products',
  order: (id) => adminOrderPath(id),
  quote: (id) => adminQuotePath(id),
  coupon: () => '/admin/coupons',
  newsletter_subscriber: () => '/admin/newsletter',
  notification_setting: () => '/admin',
  contact_submission: () => '/admin/contacts',
  support_ticket: () => '/admin/contacts?tab=tickets',
  contact_info: () => '/admin/contact-info',
  testimonial: () => '/admin/testimonials',
  team_member: () => '/admin/team',
  certificate: () => '/admin/certificates',
  hero_image: () => '/admin/hero-images',
  blog_post: () => '/admin/blog',
  advert: () => '/admin/adverts',
  certification: () => '/admin/buyer-certifications',
  site_settings: (id) => (id === 'branding' ? '/admin/logo' : id === 'admin_settings' ? '/admin/settings' : '/admin/content'),
};

/** Where an entry's record is seen; null for a type no screen shows (an uploaded file). */
export function auditEntryLink(entry: Pick<AuditEntry, 'entityType' | 'entityId'>): string | null {
  return Object.hasOwn(AUDIT_SCREENS, entry.entityType) ? (AUDIT_SCREENS[entry.entityType]?.(entry.entityId) ?? null) : null;
}

/** The verb of an action ('product.update' → 'update'); a switch of isActive reads as activate or deactivate. */
export function auditVerb(entry: Pick<AuditEntry, 'action' | 'before' | 'after'>): string {
  const before = entry.before?.isActive;
  const after = entry.after?.isActive;
  if (typeof before === 'boolean' && typeof after === 'boolean' && before !== after) return after ? 'activate' : 'deactivate';
  return entry.action.slice(entry.action.lastIndexOf('.') + 1);
}

const NAME_FIELDS = ['productName', 'name', 'title', 'code', 'orderNumber', 'email', 'key'] as const;

/** What the record is called, read from the values after the change (or before, for a deletion): "R-410A", "WELCOME10". */
export function auditSubject(entry: Pick<AuditEntry, 'before' | 'after'>): string | null {
  for (const values of [entry.after, entry.before]) {
    if (!isRecord(values)) continue;
    for (const field of NAME_FIELDS) {
      const value = values[field];
      if (typeof value === 'string' && value.trim()) return value.trim();
    }
  }
  return null;
}
