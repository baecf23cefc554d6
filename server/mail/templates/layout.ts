import type { Language } from '@domain/languages';
import { escapeHtml } from '../../lib/escape-html';
import { customerText } from './customer-text';

/** The shared frame of every e-mail, in the reader's language; `body` must already be escaped HTML. */
export function layout(title: string, body: string, language: Language = 'en'): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;color:#1e3a8a">FrigidFlow</h1>
${body}
<p style="font-size:12px;color:#6b7280;margin-top:32px">${escapeHtml(customerText(language).tagline)}</p>
</div></body></html>`;
}
