import { imageVariantUrl } from '@domain/images';
import { escapeHtml } from '../../lib/escape-html';
import type { ShellDefaults } from './settings.service';

const ICON_LINK = /<link\s+rel="icon"[^>]*>/;
const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta\s+name="description"[\s\S]*?\/?>/;

/** The home page's title as the storefront writes it (en.json meta.homeTitle), in the shop's default language. */
export const homeTitle = (company: string) => `${company} | Wholesale Refrigerant Gas for HVAC Professionals`;

/**
 * The built shell with the shop's own favicon (Logo & Branding) and default head (Content Management, SEO Settings):
 * the title and description of every page that brings none of its own (the title names the saved company, as the home
 * page's does), and the keywords. Empty settings keep the shell's own tags. Replacements are functions, so a "$&" an admin typed is written as typed.
 */
export function brandedShell(shell: string, defaults: ShellDefaults): string {
  let html = shell;
  if (defaults.faviconUrl) {
    // The upload port stores WebP at several widths; a favicon needs the smallest.
    const href = imageVariantUrl(defaults.faviconUrl, 400) ?? defaults.faviconUrl;
    html = html.replace(ICON_LINK, () => `<link rel="icon" href="${escapeHtml(href)}" type="image/webp" />`);
  }
  const title = defaults.metaTitle || (defaults.companyName ? homeTitle(defaults.companyName) : '');
  if (title) html = html.replace(TITLE, () => `<title>${escapeHtml(title)}</title>`);
  if (defaults.metaDescription) html = html.replace(DESCRIPTION, () => `<meta name="description" content="${escapeHtml(defaults.metaDescription)}" />`);
  if (defaults.keywords) html = html.replace('</head>', () => `  <meta name="keywords" content="${escapeHtml(defaults.keywords)}" />\n  </head>`);
  return html;
}
