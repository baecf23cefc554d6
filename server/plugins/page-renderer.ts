import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { RenderedPage, RenderPage } from '@domain/page-rendering';
import { escapeHtml } from '../lib/escape-html';

/** Loads the server build of the storefront (dist/ssr); null when there is none, and pages are then drawn in the browser. */
export async function loadPageRenderer(file: string): Promise<RenderPage | null> {
  if (!fs.existsSync(file)) return null;
  const module = (await import(pathToFileURL(file).href)) as { renderPage?: unknown };
  return typeof module.renderPage === 'function' ? (module.renderPage as RenderPage) : null;
}

const LANGUAGE_TAG = /^[a-z]{2}$/;
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"[^>]*>/g;

/**
 * The shell with its stylesheets written into the page, so a server-rendered page paints from its HTML alone
 * (one round trip less before the first paint on a slow mobile link). `readAsset` reads a built file.
 */
export function shellWithInlineStyles(shell: string, readAsset: (href: string) => string | null): string {
  return shell.replace(STYLESHEET_LINK, (link, href: string) => {
    const css = readAsset(href);
    return css === null || css.includes('</style') ? link : `<style>${css}</style>`;
  });
}

const ENTRY_SCRIPT = /\s*<script type="module"[^>]*src="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOADS = /\s*<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g;
const DATA_PRELOADS = /\s*<link rel="preload" as="fetch"[^>]*>/g;

/**
 * The shell with the rendered page in #root, its data beside it, and <html lang> set to the page's language.
 * The page's data is in the HTML, so the shell's API preloads go. Its scripts are started by /boot.js once the
 * page has painted: on a slow link the text and styles arrive and paint first, the code that brings them to life follows.
 */
export function shellWithPage(shell: string, page: RenderedPage): string {
  const entry = ENTRY_SCRIPT.exec(shell)?.[1];
  if (!entry) return shell;
  const lang = LANGUAGE_TAG.test(page.language) ? page.language : 'en';
  const modules = [...shell.matchAll(MODULE_PRELOADS)].map((match) => match[1]).join(' ');
  const boot = `<script src="/boot.js" data-entry="${escapeHtml(entry)}" data-modules="${escapeHtml(modules)}" defer></script>`;
  return shell
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOADS, '')
    .replace(DATA_PRELOADS, '')
    .replace(/<html lang="[^"]*">/, `<html lang="${lang}">`)
    // A function, so a "$&" or "$$" in the page's text is written as it is, not read as a replacement pattern.
    .replace(
      '<div id="root"></div>',
      () => `<div id="root">${page.html}</div>\n    <script type="application/json" id="server-state">${page.state}</script>\n    ${boot}`,
    );
}
