import { escapeHtml } from '../../lib/escape-html';

/** The shared frame of every e-mail; `body` must already be escaped HTML. */
export function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;color:#1f2937;line-height:1.5">
<div style="max-width:560px;margin:0 auto;padding:24px">
<h1 style="font-size:20px;color:#1e3a8a">FrigidFlow</h1>
${body}
<p style="font-size:12px;color:#6b7280;margin-top:32px">FrigidFlow · Wholesale refrigerants</p>
</div></body></html>`;
}
