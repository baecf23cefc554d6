import type { ElementType } from 'react';

interface ServerSanitizedHtmlProps {
  /** HTML the server has already passed through sanitizeHtml (server/lib/sanitize-html.ts) before storing and serving it. */
  html: string;
  as?: ElementType;
  className?: string;
  /** The language of the text when it differs from the page's (an English fallback on a French page). */
  lang?: string;
}

/** The one place the storefront renders admin-written HTML; only server-sanitized HTML may reach it. */
export function ServerSanitizedHtml({ html, as: Tag = 'div', className, lang }: ServerSanitizedHtmlProps) {
  return <Tag className={className} lang={lang} dangerouslySetInnerHTML={{ __html: html } /* sanitized by the server's sanitizeHtml allow-list */} />;
}
