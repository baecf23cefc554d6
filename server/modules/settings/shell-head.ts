import { imageVariantUrl } from '@domain/images';
import { escapeHtml } from '../../lib/escape-html';
import type { ShellDefaults } from './settings.service';

const ICON_LINK = /<link\s+rel="icon"[^>]*>/;
const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/?>/;

/**
 * The built shell with the shop's own favicon (Logo & Branding) and default head (Content Management, SEO Settings):
 * the title and description of every page that brings none of its own, and the keywords. Empty settings keep the
 * shell's own tags. Replacements are functions, so a "$&" an admin typed is written as typed.
 */
export function brandedShell(shell: string, defaults: ShellDefaults): string {
  let html = shell;
  if (defaults.faviconUrl) {
    // The upload port stores WebP at several widths; a favicon needs the smallest.
    const href = imageVariantUrl(defaults.faviconUrl, 400) ?? defaults.faviconUrl;
    html = html.replace(ICON_LINK, () => `<link rel="icon" href="${escapeHtml(href)}" type="image/webp" />`);
  }
  if (defaults.metaTitle) html = html.replace(TITLE, () => `<title>${escapeHtml(defaults.metaTitle)}</title>`);
  if (defaults.metaDescription) html = html.replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(defaults.metaDescription)}" />`);
  if (defaults.keywords) html = html.replace('</head>', () => `  <meta name="keywords" content="${escapeHtml(defaults.keywords)}" />\n  </head>`);
  return html;
}
