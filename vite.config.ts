import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { textPart, type TextPart } from './web/src/i18n/text-parts.js';

const apiServer = 'http://localhost:3000';
const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Serves `…/en.json?shell` and `…/en.json?pages`: the layout's texts in the first download, the pages' with the pages. */
function englishTextParts(): Plugin {
  // Virtual ids that do not end in .json, so Vite's JSON plugin leaves the generated modules alone.
  const files = new Map<string, { part: TextPart; file: string }>();
  return {
    name: 'frigidflow-english-text-parts',
    enforce: 'pre',
    async resolveId(source, importer) {
      const match = /^(.*\/en\.json)\?(shell|pages)$/.exec(source);
      if (!match?.[1]) return null;
      const file = await this.resolve(match[1], importer, { skipSelf: true });
      if (!file) return null;
      const id = `\0english-texts-${match[2]}`;
      files.set(id, { part: match[2] as TextPart, file: file.id });
      return id;
    },
    load(id) {
      const entry = files.get(id);
      if (!entry) return null;
      this.addWatchFile(entry.file);
      const texts = JSON.parse(fs.readFileSync(entry.file, 'utf8')) as Record<string, unknown>;
      return `export default ${JSON.stringify(textPart(texts, entry.part))};`;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: 'web',
  plugins: [englishTextParts(), react(), tailwindcss()],
  resolve: {
    alias: {
      '@domain': fromRoot('./domain'),
      '@web': fromRoot('./web/src'),
    },
  },
  server: {
    // The Fastify server answers these in development; `vite preview` reuses the same proxy.
    proxy: {
      '/api': apiServer,
      '/sitemap.xml': apiServer,
      '/robots.txt': apiServer,
    },
  },
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    // The server reads it to preload a page's own chunk in the HTML it sends (server/plugins/spa.ts).
    manifest: true,
    // Everything the entry imports statically goes in one chunk beside it, not in two dozen small shared ones: on a
    // phone's slow link every file is a round trip before the page can come to life (ADR 027).
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } } },
  },
}));
