import { auditAreaOf } from '@domain/audit';
import type { AuditEntry } from '@domain/schemas/admin';

/**
 * An audit entry in plain words, in the admin's language (docs/decisions/035): "Changed the price of R-410A cylinder
 * from US$229.00 to US$239.00". Pure: the screen hands in its `t` and formatters, the tests their own. Every action the
 * server records has its sentence (audit.sentences.<entity>.<verb>); an unknown one gets a generic sentence naming its
 * area, never a stored key.
 */
export interface AuditWords {
  t(key: string, values?: Record<string, string | number>): string;
  has(key: string): boolean;
  money(cents: number): string;
  number(value: number): string;
  date(iso: string): string;
}

export interface AuditDescription {
  /** The headline: what was done, to which record. */
  sentence: string;
  /** One sentence per changed detail the texts know how to say, then how many others changed. */
  details: string[];
}

type Values = Record<string, unknown>;

/** Fields the sentence already names (or that only move with every save): never listed as a changed detail. */
const SILENT_FIELDS = new Set(['updatedAt', 'createdAt', 'productName', 'orderNumber', 'quoteNumber', 'version', 'id']);
const MONEY_FIELDS = new Set(['price', 'palletPrice', 'container20ftPrice', 'container40ftPrice', 'minimumOrderAmount', 'shipping']);
const DATE_FIELDS = new Set(['startDate', 'endDate', 'archivedAt', 'validUntil', 'subscribedAt']);
/** Fields whose stored values are codes with their own words in audit.values.<field>. */
const CODED_FIELDS = new Set(['status', 'availability', 'condition', 'language']);
/** Where an entry's record is called something, in order of preference. */
const NAME_FIELDS = ['productName', 'name', 'title', 'code', 'orderNumber', 'quoteNumber', 'email', 'label'] as const;

const isRecord = (value: unknown): value is Values => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const shorten = (value: string, max = 80) => (value.length > max ? `${value.slice(0, max - 1)}…` : value);

/** The record's name from the values after the change (or before, for a deletion). */
function nameOf(entry: AuditEntry, words: AuditWords): string {
  if (entry.entityType === 'hero_image') {
    const location = text(entry.after?.pageName) ?? text(entry.before?.pageName);
    if (location) return coded(words, 'heroImages.locations', location.replace(/-(\w)/g, (_m: string, c: string) => c.toUpperCase()));
  }
  for (const values of [entry.after, entry.before]) {
    if (!isRecord(values)) continue;
    for (const field of NAME_FIELDS) {
      const value = text(values[field]);
      if (value) return shorten(value);
    }
  }
  const url = text(entry.after?.url) ?? text(entry.before?.url);
  if (url) return shorten(url.split('/').pop() ?? url);
  return words.t('audit.unnamed');
}

/** A code's words under `prefix` when the texts have them; otherwise the code made readable ("in_progress" → "in progress"). */
function coded(words: AuditWords, prefix: string, code: string): string {
  const key = `${prefix}.${code}`;
  return words.has(key) ? words.t(key) : code.replace(/[_-]+/g, ' ');
}

/** A stored value as the admin reads it, or null when it is a list or an object (the sentence then gives no values). */
function valueOf(field: string, value: unknown, words: AuditWords): string | null {
  if (value === null || value === undefined || value === '') return words.t('audit.values.empty');
  if (typeof value === 'boolean') return words.t(value ? 'audit.values.yes' : 'audit.values.no');
  if (MONEY_FIELDS.has(field)) {
    const amount = typeof value === 'number' ? value : Number(value);
    if (Number.isFinite(amount)) return words.money(Math.round(amount * 100));
  }
  if (typeof value === 'number') return words.number(value);
  if (typeof value !== 'string') return null;
  if (DATE_FIELDS.has(field) && !Number.isNaN(Date.parse(value))) return words.date(value);
  if (CODED_FIELDS.has(field)) return coded(words, `audit.values.${field}`, value);
  return `“${shorten(value, 60)}”`;
}

/** The fields that differ between before and after, the silent ones left out. */
function changedFields(entry: AuditEntry): string[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.filter((key) => !SILENT_FIELDS.has(key) && JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

/** "Changed the price of R-410A from $229.00 to $239.00" for each field the texts name; the rest counted. */
function fieldSentences(entry: AuditEntry, name: string, words: AuditWords): { said: string[]; others: number } {
  const said: string[] = [];
  let others = 0;
  for (const field of changedFields(entry)) {
    const label = `audit.fields.${field}`;
    if (!words.has(label)) {
      others += 1;
      continue;
    }
    const from = valueOf(field, entry.before?.[field], words);
    const to = valueOf(field, entry.after?.[field], words);
    const values = { field: words.t(label), name };
    said.push(from !== null && to !== null ? words.t('audit.fieldChange', { ...values, from, to }) : words.t('audit.fieldChangeNoValues', values));
  }
  return { said, others };
}

/** The placeholders each action's sentence may use, read from the entry's stored values. */
function sentenceValues(entry: AuditEntry, words: AuditWords): Record<string, string> {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const evidence = isRecord(after.evidence) ? after.evidence : {};
  const kind = text(evidence.kind) ?? text(before.kind);
  const section = text(after.sectionName) ?? text(before.sectionName);
  const values: Record<string, string> = {
    name: nameOf(entry, words),
    kind: kind ? coded(words, 'buyerCertifications.kinds', kind) : words.t('audit.values.empty'),
    number: text(evidence.number) ?? text(before.number) ?? words.t('audit.values.empty'),
    reason: text(after.reason) ?? words.t('audit.values.empty'),
    section: section ? coded(words, 'audit.values.section', section) : words.t('audit.values.empty'),
  };
  if (entry.action === 'notification_email.update') {
    values.from = text(before.email) ?? words.t('audit.values.empty');
    values.to = text(after.email) ?? words.t('audit.values.empty');
  } else {
    values.from = valueOf('status', before.status, words) ?? '';
    values.to = valueOf('status', after.status, words) ?? '';
  }
  return values;
}

export function describeAuditEntry(entry: AuditEntry, words: AuditWords): AuditDescription {
  const values = sentenceValues(entry, words);
  const key = `audit.sentences.${entry.action}`;
  if (!/^[a-z_]+\.[a-z_]+$/.test(entry.action) || !words.has(key)) {
    const area = auditAreaOf(entry.entityType);
    const areaName = area ? words.t(`audit.areas.${area}`) : words.t('audit.otherArea');
    const named = values.name !== words.t('audit.unnamed');
    return { sentence: words.t(named ? 'audit.generic.named' : 'audit.generic.unnamed', { name: values.name ?? '', area: areaName }), details: [] };
  }
  const headline = words.t(key, values);
  // Edits list what they changed; a status change or a review already says it in its sentence.
  if (!entry.action.endsWith('.update') || !entry.before || !entry.after) return { sentence: headline, details: [] };
  const { said, others } = fieldSentences(entry, values.name ?? '', words);
  const [first, ...rest] = said;
  if (first !== undefined && rest.length === 0 && others === 0) return { sentence: first, details: [] };
  const details = others > 0 ? [...said, words.t('audit.otherChanges', { count: others })] : said;
  return { sentence: headline, details };
}
