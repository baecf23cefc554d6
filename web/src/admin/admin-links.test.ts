import { describe, expect, it } from 'vitest';
import { adminOrderPath, adminQuotePath, EMAIL_ADMIN_PATHS } from '@domain/admin-links';
import en from '../i18n/en.json';
import es from '../i18n/es.json';
import fr from '../i18n/fr.json';
import { ADMIN_SCREENS } from './admin-screens';
import { ADMIN_SCREEN_LOADERS, isBuiltAdminPath } from './admin-screen-loaders';
import { AUDIT_SCREENS, auditEntryLink, auditSubject, auditVerb } from './screens/dashboard/audit-entry';

const pathOf = (link: string) => new URL(link, 'http://shop.test').pathname;

describe('back-office links outside the menu', () => {
  it('e-mails link only to built screens of the route table', () => {
    const menuPaths = ADMIN_SCREENS.map(({ path }) => (path ? `/admin/${path}` : '/admin'));
    for (const path of [...EMAIL_ADMIN_PATHS, pathOf(adminOrderPath('5b0d3c1e-0000-4000-8000-000000000000')), pathOf(adminQuotePath('q'))]) {
      expect(menuPaths, path).toContain(path);
      expect(isBuiltAdminPath(path), path).toBe(true);
    }
  });

  it('is not fooled by an unknown address', () => {
    expect(isBuiltAdminPath('/admin/blog')).toBe(true);
    expect(isBuiltAdminPath('/admin/quotes')).toBe(true);
    expect(isBuiltAdminPath('/admin/constructor')).toBe(false);
    expect(isBuiltAdminPath('/admin/orders')).toBe(true);
  });

  it('opens every audited record on a built screen', () => {
    for (const [type, link] of Object.entries(AUDIT_SCREENS)) expect(isBuiltAdminPath(pathOf(link('id-1'))), type).toBe(true);
    expect(auditEntryLink({ entityType: 'order', entityId: 'abc' })).toBe('/admin/orders?order=abc');
    expect(auditEntryLink({ entityType: 'upload', entityId: 'x.webp' })).toBeNull();
    expect(auditEntryLink({ entityType: 'toString', entityId: 'x' })).toBeNull();
  });
});

describe('an audit entry in words', () => {
  it('names the verb, and reads a change of isActive as activate or deactivate', () => {
    expect(auditVerb({ action: 'product.update', before: { price: 1 }, after: { price: 2 } })).toBe('update');
    expect(auditVerb({ action: 'featured_product.update', before: { isActive: true }, after: { isActive: false } })).toBe('deactivate');
    expect(auditVerb({ action: 'coupon.update', before: { isActive: false }, after: { isActive: true } })).toBe('activate');
    expect(auditVerb({ action: 'featured_product.delete', before: { isActive: true }, after: null })).toBe('delete');
  });

  it('names the record from the values after the change, or before for a deletion', () => {
    expect(auditSubject({ before: null, after: { productName: 'R-410A', sectionName: 'featured' } })).toBe('R-410A');
    expect(auditSubject({ before: { code: 'WELCOME10' }, after: null })).toBe('WELCOME10');
    expect(auditSubject({ before: { notes: null }, after: { notes: 'x' } })).toBeNull();
  });
});

describe('the back-office menu', () => {
  it('opens a built screen for every entry, and no "coming soon" text is left in any language', () => {
    for (const { path } of ADMIN_SCREENS) expect(isBuiltAdminPath(path ? `/admin/${path}` : '/admin'), path).toBe(true);
    expect(Object.keys(ADMIN_SCREEN_LOADERS).sort()).toEqual(ADMIN_SCREENS.map(({ path }) => path).filter(Boolean).sort());
    for (const texts of [en, fr, es]) expect(texts.admin).not.toHaveProperty('comingSoon');
  });
});
