import type { Language } from '@domain/languages';
import { localized } from '@domain/translations';
import { escapeHtml } from '../../lib/escape-html';
import type { MailBrand } from '../brand';
import { headerSafe } from '../escape';

/** The logo when the shop has one, else its name. */
function header(brand: MailBrand): string {
  if (!brand.logoUrl) return `<h1 style="font-size:20px;color:#1e3a8a">${escapeHtml(brand.name)}</h1>`;
  return `<p><img src="${escapeHtml(brand.logoUrl)}" alt="${escapeHtml(brand.name)}" width="160" style="max-width:160px;height:auto;border:0"></p>`;
}

/** "Name · tagline", the tagline in the reader's language where the shop wrote it (docs/decisions/038). */
function footer(brand: MailBrand, language: Language): string {
  const tagline = headerSafe(localized(brand.tagline, brand.taglineTranslations, 'value', language).value);
  return tagline ? `${brand.name} · ${tagline}` : brand.name;
}

/** The shared frame of every e-mail, in the reader's language; `body` must already be escaped HTML. */
export function layout(title: string, body: string, brand: MailBrand, language: Language = 'en'): string {
  return `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px">
${header(brand)}
${body}
<p style="font-size:12px;color:#6b7280;margin-top:32px">${escapeHtml(footer(brand, language))}</p>
</div></body></html>`;
}
