import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { build as esbuild } from 'esbuild';
import { build as viteBuild } from 'vite';
import { HASH_FILE, LISTING_FILE, sourceHash, sourceListing } from './build-hash.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** Loaded from node_modules by the server bundle: native addons, WebAssembly, files read beside the package's code. */
const SERVER_EXTERNALS = [
  '@electric-sql/pglite',
  'sharp',
  '@node-rs/*',
  'pg-native',
  'pdfkit',
  '@fastify/swagger-ui',
  'opentype.js',
  'dejavu-fonts-ttf',
  'pino-pretty',
  '@aws-sdk/*',
];

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
  const listingAtStart = sourceListing(root);
  fs.rmSync(path.join(root, HASH_FILE), { force: true });
  fs.rmSync(path.join(root, LISTING_FILE), { force: true });
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
      // Bundled, not loaded from node_modules at start: the package's entry evaluates every icon (~0.2 s), the pages use a few dozen.
      ssr: { noExternal: ['lucide-react'] },
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
  // Split at main.ts's dynamic imports: the modules the server needs first load alone, the rest while the database opens.
  fs.rmSync(path.join(root, 'dist/server'), { recursive: true, force: true });
  await esbuild({
    entryPoints: [path.join(root, 'server/main.ts')],
    outdir: path.join(root, 'dist/server'),
    entryNames: '[name]',
    chunkNames: 'chunks/[name]-[hash]',
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Dependencies bundled too: resolving and loading ~1,500 files from node_modules was a third of the start. Kept
    // outside: native code, WebAssembly and packages that read their own files next to them at run time.
    external: [...SERVER_EXTERNALS],
    // Bundled CommonJS packages require Node's modules.
    banner: { js: "import { createRequire as createRequireForBundle } from 'node:module'; const require = createRequireForBundle(import.meta.url);" },
    sourcemap: true,
    // Stack traces need the mappings, not the sources: without them npm start (which turns source maps on) reads and
    // parses a third of the bytes at every start.
    sourcesContent: false,
    tsconfig: path.join(root, 'tsconfig.json'),
    // server/build-info.ts: what a start may remember work done by the same code under.
    define: { __FRIGIDFLOW_SOURCE_HASH__: JSON.stringify(hashAtStart) },
    logLevel: 'warning',
  });
  precompressAssets(path.join(root, 'dist/web/assets'));
  fs.writeFileSync(path.join(root, HASH_FILE), hashAtStart);
  fs.writeFileSync(path.join(root, LISTING_FILE), listingAtStart);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await buildAll();
  process.stdout.write('build complete: dist/web, dist/ssr, dist/server\n');
}
