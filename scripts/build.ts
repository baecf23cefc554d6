import fs from 'node:fs';
import path from 'node:path';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { HASH_FILE, sourceHash } from './build-hash';

const root = path.resolve(import.meta.dirname, '..');

/** Builds the storefront with Vite and bundles the server with esbuild (dependencies stay in node_modules). */
export async function buildAll(): Promise<void> {
  // Callers such as Vitest set NODE_ENV=test, which would make Vite ship React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await viteBuild({ configFile: path.join(root, 'vite.config.ts'), mode: 'production', logLevel: 'warn' });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  await esbuild({
    entryPoints: [path.join(root, 'server/main.ts')],
    outfile: path.join(root, 'dist/server/main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    tsconfig: path.join(root, 'tsconfig.json'),
    logLevel: 'warning',
  });
  fs.writeFileSync(path.join(root, HASH_FILE), sourceHash(root));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await buildAll();
  process.stdout.write('build complete: dist/web, dist/server\n');
}
