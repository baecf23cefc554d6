import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { HASH_FILE, sourceHash } from './build-hash';

const root = path.resolve(import.meta.dirname, '..');

const COMPRESSIBLE = /\.(js|css|svg|json|txt|map)$/;

/** Writes brotli (maximum level) and gzip copies beside every text asset, which the server sends as they are. */
function precompressAssets(dir: string): void {
  for (const name of fs.readdirSync(dir)) {
    if (!COMPRESSIBLE.test(name)) continue;
    const file = path.join(dir, name);
    const content = fs.readFileSync(file);
    fs.writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }));
    fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  }
}

/** Builds the storefront with Vite and bundles the server with esbuild (dependencies stay in node_modules). */
export async function buildAll(): Promise<void> {
  // The stamp names the sources as they were when the build began: a file edited while it runs makes the next start build again.
  const hashAtStart = sourceHash(root);
  fs.rmSync(path.join(root, HASH_FILE), { force: true });
  // Callers such as Vitest set NODE_ENV=test, which would make Vite ship React's development build.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    const configFile = path.join(root, 'vite.config.ts');
    await viteBuild({ configFile, mode: 'production', logLevel: 'warn' });
    // The same pages built for Node: the server renders the public pages with it (server/plugins/page-renderer.ts).
    await viteBuild({
      configFile,
      mode: 'production',
      logLevel: 'warn',
      build: {
        ssr: 'src/app/entry-server.tsx',
        outDir: '../dist/ssr',
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
        rolldownOptions: {
          // The server build holds every language at once, so the browser's lazy language imports are inlined here on purpose.
          onwarn(warning, warn) {
            if (warning.code !== 'INEFFECTIVE_DYNAMIC_IMPORT') warn(warning);
          },
        },
      },
    });
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
  precompressAssets(path.join(root, 'dist/web/assets'));
  fs.writeFileSync(path.join(root, HASH_FILE), hashAtStart);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await buildAll();
  process.stdout.write('build complete: dist/web, dist/ssr, dist/server\n');
}
