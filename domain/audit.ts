/**
 * The audit log's vocabulary (docs/decisions/012, 035): which admin writes it records and the areas the log screen
 * filters by. `web/src/admin/screens/audit/audit-sentence.test.ts` reads
 * the server's code and fails when an action recorded there is missing here, so every entry reads as a sentence.
 */
export const AUDIT_ACTIONS = [
  'product.create',
  'product.update',
  'product.archive',
  'product.delete',
  'product.restore',
  'featured_product.create',
  'featured_product.update',
  'featured_product.reorder',
  'featured_product.delete',
  'upload.create',
  'order.status',
  'order.notes',
  'order.certification',
  'order.payment',
  'order.payment_event',
  'quote.review',
  'quote.send',
  'certification.verify',
  'certification.reject',
  'coupon.create',
  'coupon.update',
  'coupon.delete',
  'newsletter_subscriber.activate',
  'newsletter_subscriber.deactivate',
  'newsletter_subscriber.delete',
  'advert.create',
  'advert.update',
  'advert.delete',
  'blog_post.create',
  'blog_post.update',
  'blog_post.delete',
  'team_member.create',
  'team_member.update',
  'team_member.delete',
  'certificate.create',
  'certificate.update',
  'certificate.delete',
  'hero_image.create',
  'hero_image.update',
  'hero_image.delete',
  'testimonial.update',
  'testimonial.approve',
  'testimonial.reject',
  'testimonial.delete',
  'contact_submission.status',
  'support_ticket.status',
  'contact_submission.reply',
  'support_ticket.reply',
  'contact_info.create',
  'contact_info.update',
  'contact_info.delete',
  'settings.update',
  'branding.update',
  'branding.reset',
  'content_settings.update',
  'notification_email.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export function isKnownAuditAction(action: string): action is AuditAction {
  return (AUDIT_ACTIONS as readonly string[]).includes(action);
}

/** The log screen's areas, each the record types it covers (`entity_type`). */
export const AUDIT_AREAS = {
  catalog: ['product', 'featured_product', 'upload'],
  orders: ['order'],
  quotes: ['quote'],
  certifications: ['certification'],
  marketing: ['coupon', 'newsletter_subscriber', 'advert'],
  content: ['blog_post', 'team_member', 'certificate', 'hero_image', 'testimonial'],
  contacts: ['contact_submission', 'support_ticket', 'contact_info'],
  settings: ['site_settings', 'notification_setting'],
} as const satisfies Record<string, readonly string[]>;
export type AuditArea = keyof typeof AUDIT_AREAS;
export const AUDIT_AREA_NAMES = Object.keys(AUDIT_AREAS) as [AuditArea, ...AuditArea[]];

/** The area a record type belongs to, or null for a type no area lists. */
export function auditAreaOf(entityType: string): AuditArea | null {
  for (const area of AUDIT_AREA_NAMES) if ((AUDIT_AREAS[area] as readonly string[]).includes(entityType)) return area;
  return null;
}
