import { escapeHtml } from '../lib/escape-html';

/** A value placed into a mail header (subject, display name): no line breaks, so no header injection. */
export function headerSafe(value: unknown): string {
  return String(value ?? '')
    .replace(/[\r\n\u0085\u2028\u2029]+/g, ' ')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/** Tagged template for HTML mail bodies: every interpolated value is escaped. */
export function html(strings: TemplateStringsArray, ...values: unknown[]): string {
  return strings.reduce((out, part, i) => out + part + (i < values.length ? escapeHtml(values[i]) : ''), '');
}
