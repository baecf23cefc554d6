import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS } from '@domain/audit';
import { formatMoney } from '@domain/money';
import type { AuditEntry } from '@domain/schemas/admin';
import adminEn from '@web/admin/i18n/en';
import adminEs from '@web/admin/i18n/es';
import adminFr from '@web/admin/i18n/fr';
import { describeAuditEntry, type AuditWords } from './audit-sentence';

const MODULES = fileURLToPath(new URL('../../../../../server/modules', import.meta.url));
const FILE_NAME = /\.(pdf|webp|png|jpe?g|svg|json|csv|xml|txt|html)$/;

/** Every `'entity.verb'` literal in the server modules that write the audit log: the actions it can hold. */
function actionsRecordedByServer(): string[] {
  const files = readdirSync(MODULES, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('testing.ts'));
  const actions = new Set<string>();
  for (const file of files) {
    const source = readFileSync(join(MODULES, file), 'utf8');
    if (!/recordAudit\(|saveGroup\(/.test(source) || file.endsWith('audit.service.ts')) continue;
    for (const [, action] of source.matchAll(/'([a-z_]+\.[a-z_]+)'/g)) if (action && !FILE_NAME.test(action)) actions.add(action);
  }
  return [...actions].sort();
}

const LOCALES = { en: 'en-US', fr: 'fr-CA', es: 'es-US' } as const;
type Language = keyof typeof LOCALES;
const words = {} as Record<Language, AuditWords>;

beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({
    lng: 'en',
    resources: { en: { admin: adminEn }, fr: { admin: adminFr }, es: { admin: adminEs } },
    ns: ['admin'],
    defaultNS: 'admin',
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
  for (const language of Object.keys(LOCALES) as Language[]) {
    // The typed keys of the app's i18n do not reach this bare instance: its `t` takes any key.
    const t = instance.getFixedT(language, 'admin') as unknown as (key: string, values: object) => string;
    words[language] = {
      t: (key, values) => t(key, values ?? {}),
      has: (key) => instance.exists(key, { lng: language, ns: 'admin' }),
      money: (cents) => formatMoney(cents, LOCALES[language]),
      number: (value) => new Intl.NumberFormat(LOCALES[language]).format(value),
      date: (iso) => new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(iso)),
    };
  }
});

const entry = (action: string, entityType: string, before: Record<string, unknown> | null, after: Record<string, unknown> | null): AuditEntry => ({
  id: 'e1',
  actorEmail: 'owner@example.com',
  action,
  entityType,
  entityId: 'x1',
  before,
  after,
  createdAt: '2026-03-01T12:00:00.000Z',
});

describe('the actions the audit log holds', () => {
  it('lists every action the server records (read from its code), and none it no longer does', () => {
    const recorded = actionsRecordedByServer();
    expect(recorded.length).toBeGreaterThan(40);
    expect(recorded.filter((action) => !(AUDIT_ACTIONS as readonly string[]).includes(action))).toEqual([]);
    expect(AUDIT_ACTIONS.filter((action) => !recorded.includes(action))).toEqual([]);
  });

  it.each(Object.keys(LOCALES) as Language[])('has a sentence of its own for each action in %s', (language) => {
    const w = words[language];
    expect(AUDIT_ACTIONS.filter((action) => !w.has(`audit.sentences.${action}`))).toEqual([]);
  });

  it.each(Object.keys(LOCALES) as Language[])('never shows a stored key or a placeholder in %s', (language) => {
    for (const action of AUDIT_ACTIONS) {
      const entityType = action.split('.')[0] ?? '';
      const { sentence, details } = describeAuditEntry(entry(action, entityType, { status: 'pending', name: 'Item' }, { status: 'in_progress', name: 'Item 2' }), words[language]);
      for (const text of [sentence, ...details]) {
        expect(text, action).not.toMatch(/\{\{|\}\}|audit\.|[a-z]+_[a-z]+|\b(create|update|delete)\b(?![a-z])/);
        expect(text.length, action).toBeGreaterThan(5);
      }
    }
  });
});

describe('an entry in plain words', () => {
  const priceChange = entry('product.update', 'product', { productName: 'R-410A cylinder', price: 229 }, { productName: 'R-410A cylinder', price: 239 });

  it('says which price changed, from what to what, in the admin’s language', () => {
    expect(describeAuditEntry(priceChange, words.en)).toEqual({ sentence: 'Changed the price of R-410A cylinder from US$229.00 to US$239.00', details: [] });
    expect(describeAuditEntry(priceChange, words.fr).sentence).toBe('A fait passer le prix de R-410A cylinder de 229,00\u00a0$\u00a0US à 239,00\u00a0$\u00a0US');
    expect(describeAuditEntry(priceChange, words.es).sentence).toBe('Cambió el precio de R-410A cylinder de US$229.00 a US$239.00');
  });

  it('lists several changed details under the edit, and counts those it has no words for', () => {
    const edit = entry('product.update', 'product', { productName: 'R-22', price: 100, stockQuantity: 4, gtin: null, technicalSpecs: {} }, { productName: 'R-22', price: 110, stockQuantity: 9, gtin: '0123', technicalSpecs: { a: 'b' } });
    expect(describeAuditEntry(edit, words.en)).toEqual({
      sentence: 'Changed the product R-22',
      details: ['Changed the price of R-22 from US$100.00 to US$110.00', 'Changed the stock of R-22 from 4 to 9', 'and 2 other details'],
    });
  });

  it('names a change of lead times, which have no single value to show', () => {
    const edit = entry('product.update', 'product', { productName: 'R-410A', leadTimes: {} }, { productName: 'R-410A', leadTimes: { container_20ft: { min: 2, max: 4, unit: 'weeks' } } });
    expect(describeAuditEntry(edit, words.en).sentence).toBe('Changed the lead times of R-410A');
    expect(describeAuditEntry(edit, words.fr).sentence).toBe('A modifié les délais d’expédition de R-410A');
  });

  it('names an order’s statuses and number', () => {
    const status = entry('order.status', 'order', { orderNumber: 'FF-1001', status: 'pending' }, { orderNumber: 'FF-1001', status: 'shipped' });
    expect(describeAuditEntry(status, words.en).sentence).toBe('Changed the status of order FF-1001 from Pending to Shipped');
    expect(describeAuditEntry(status, words.fr).sentence).toBe('A fait passer la commande FF-1001 de «\u00a0En attente\u00a0» à «\u00a0Expédiée\u00a0»');
  });

  it('names the certification verified, with its type in words', () => {
    const verify = entry('certification.verify', 'certification', { status: 'pending', kind: 'canada_provincial', number: 'QC-4417' }, { status: 'verified', evidence: { kind: 'canada_provincial', number: 'QC-4417' } });
    expect(describeAuditEntry(verify, words.en).sentence).toMatch(/^Verified the certification Canada.*, no\. QC-4417$/);
  });

  it('says a yes/no switch, a coupon code and a deletion plainly', () => {
    expect(describeAuditEntry(entry('coupon.update', 'coupon', { code: 'SPRING', isActive: true }, { code: 'SPRING', isActive: false }), words.en).sentence).toBe(
      'Changed “active” of SPRING from yes to no',
    );
    expect(describeAuditEntry(entry('coupon.delete', 'coupon', { code: 'SPRING' }, null), words.es).sentence).toBe('Eliminó el cupón SPRING');
  });

  it('gives an unknown action a generic sentence with its area, never its raw key', () => {
    expect(describeAuditEntry(entry('product.reprice_all', 'product', null, { name: 'R-32' }), words.en).sentence).toBe('Made a change to R-32 (Catalog)');
    expect(describeAuditEntry(entry('robot.launch', 'robot', { secret_key: 1 }, null), words.fr).sentence).toBe('A fait une modification (administration)');
  });
});

describe('an advert’s translations in the audit log (docs/decisions/038)', () => {
  it('names a change of the French and Spanish texts without printing them', () => {
    const edit = entry('advert.update', 'advert', { title: 'Spring sale', translations: {} }, { title: 'Spring sale', translations: { es: { title: 'Rebajas' } } });
    const all = (['en', 'fr', 'es'] as const).map((language) => JSON.stringify(describeAuditEntry(edit, words[language])));
    expect(all[0]).toContain('the French and Spanish texts');
    expect(all[1]).toContain('les textes français et espagnols');
    expect(all[2]).toContain('los textos en francés y español');
    for (const text of all) expect(text).not.toContain('Rebajas');
  });
});

describe('team, certificate, contact, hero image and product alt translations in the audit log (docs/decisions/038)', () => {
  it('names a change of their French and Spanish texts without printing them', () => {
    const edits = [
      entry('team_member.update', 'team_member', { position: 'Engineer', translations: {} }, { position: 'Engineer', translations: { fr: { position: 'Ingénieure' } } }),
      entry('certificate.update', 'certificate', { name: 'EPA 608', translations: {} }, { name: 'EPA 608', translations: { fr: { name: 'Ingénieure' } } }),
      entry('contact_info.update', 'contact_info', { label: 'Sales', translations: {} }, { label: 'Sales', translations: { fr: { label: 'Ingénieure' } } }),
      entry('product.update', 'product', { productName: 'R-32', translations: {} }, { productName: 'R-32', translations: { fr: { description: 'Ingénieure', specs: { Grade: 'Ingénieure' } } } }),
      entry('coupon.update', 'coupon', { code: 'SPRING', title: 'Spring sale', translations: {} }, { code: 'SPRING', title: 'Spring sale', translations: { fr: { title: 'Ingénieure', description: 'Ingénieure' } } }),
      entry('hero_image.update', 'hero_image', { pageName: 'about-hero', translations: {} }, { pageName: 'about-hero', translations: { fr: { altText: 'Ingénieure' } } }),
      entry('product.update', 'product', { productName: 'R-32', translations: {} }, { productName: 'R-32', translations: { es: { imageAlt: 'Ingénieure' } } }),
    ];
    for (const edit of edits) {
      const all = (['en', 'fr', 'es'] as const).map((language) => JSON.stringify(describeAuditEntry(edit, words[language])));
      expect(all[0], edit.action).toContain('the French and Spanish texts');
      expect(all[1], edit.action).toContain('les textes français et espagnols');
      expect(all[2], edit.action).toContain('los textos en francés y español');
      for (const text of all) expect(text, edit.action).not.toContain('Ingénieure');
    }
  });
});

describe('a blog post’s translations in the audit log (docs/decisions/038)', () => {
  it('names a change of its French and Spanish texts without printing them', () => {
    const edit = entry('blog_post.update', 'blog_post', { title: 'AIM Act', translations: {} }, { title: 'AIM Act', translations: { fr: { title: 'Loi AIM', slug: 'loi-aim' } } });
    const all = (['en', 'fr', 'es'] as const).map((language) => JSON.stringify(describeAuditEntry(edit, words[language])));
    expect(all[0]).toContain('the French and Spanish texts');
    expect(all[1]).toContain('les textes français et espagnols');
    expect(all[2]).toContain('los textos en francés y español');
    for (const text of all) expect(text).not.toContain('Loi AIM');
  });
});

describe('a coupon’s translations and a testimonial’s language in the audit log (issue 24)', () => {
  it('says a coupon edit changed its French and Spanish texts, and names no text', () => {
    const edit = entry('coupon.update', 'coupon', { code: 'SPRING', title: 'Spring sale', translations: { fr: { title: 'Soldes' } } }, { code: 'SPRING', title: 'Spring sale', translations: { fr: { title: 'Promo' } } });
    expect(describeAuditEntry(edit, words.en)).toEqual({ sentence: 'Changed the French and Spanish texts of Spring sale', details: [] });
    expect(describeAuditEntry(edit, words.fr).sentence).toBe('A modifié les textes français et espagnols de Spring sale');
    expect(JSON.stringify(describeAuditEntry(edit, words.es))).not.toMatch(/Soldes|Promo/);
  });

  it('names a testimonial’s language by its own name', () => {
    const edit = entry('testimonial.update', 'testimonial', { name: 'Lucía', language: 'es' }, { name: 'Lucía', language: 'fr' });
    expect(describeAuditEntry(edit, words.en).sentence).toBe('Changed the language of Lucía from Español to Français');
    expect(describeAuditEntry(edit, words.fr).sentence).toBe('A fait passer la langue de Lucía de Español à Français');
    expect(describeAuditEntry(edit, words.es).sentence).toBe('Cambió el idioma de Lucía de Español a Français');
  });
});
