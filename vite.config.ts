import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiServer = 'http://localhost:3000';
const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss()],
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
  },
});
