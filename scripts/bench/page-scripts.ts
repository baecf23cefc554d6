import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The scripts a page's HTML makes the browser download at once: `<script src>`, module preloads, and what /boot.js
 * starts on a server-rendered page (data-entry, data-modules). Paths under /assets/.
 */
export function scriptsOfPage(html: string): string[] {
  const files = new Set<string>();
  for (const match of html.matchAll(/(?:src|href|data-entry)="(\/assets\/[^"]+\.js)"/g)) files.add(match[1]!);
  for (const match of html.matchAll(/data-modules="([^"]*)"/g)) {
    for (const file of match[1]!.split(' ')) if (file.startsWith('/assets/') && file.endsWith('.js')) files.add(file);
  }
  return [...files];
}

/** gzip KB of the scripts a page loads first, read from the built files under `webDir`. */
export function firstLoadKb(html: string, webDir: string): { kb: number; files: number } {
  const files = scriptsOfPage(html);
  const bytes = files.reduce((sum, file) => sum + gzipSync(fs.readFileSync(path.join(webDir, file))).length, 0);
  return { kb: bytes / 1024, files: files.length };
}
