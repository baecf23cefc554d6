import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { ensureBuild } from '../ensure-build';
import { startServer } from '../lib/server-process';

const root = path.resolve(import.meta.dirname, '..', '..');
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);

async function measure(url: string, connections: number) {
  const result = await autocannon({ url, connections, duration: DURATION_S, headers: { accept: 'application/json' } });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p95: result.latency.p97_5 ?? result.latency.p99, p50: result.latency.p50 };
}

/** gzip size of the scripts the storefront's HTML loads at once, and of the lazily loaded admin chunks. */
function bundleSizes() {
  const webDir = path.join(root, 'dist/web');
  const html = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  const initial = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  const gz = (file: string) => gzipSync(fs.readFileSync(path.join(webDir, file))).length;
  const assets = fs.readdirSync(path.join(webDir, 'assets'));
  const admin = assets.filter((f) => /^admin.*\.js$/.test(f)).map((f) => `/assets/${f}`);
  return {
    firstLoadKb: initial.reduce((sum, f) => sum + gz(f), 0) / 1024,
    firstLoadFiles: initial.length,
    adminKb: admin.reduce((sum, f) => sum + gz(f), 0) / 1024,
    adminInFirstLoad: initial.some((f) => admin.includes(f)),
  };
}

async function main() {
  await ensureBuild();
  const server = await startServer({ BENCH_ROUTES: 'true', LOG_LEVEL: 'warn' });
  try {
    const catalogueUrl = `${server.url}/api/products`;
    const baselineUrl = `${server.url}/api/__bench/precomputed-products`;
    const [apiBody, baseBody] = await Promise.all([fetch(catalogueUrl).then((r) => r.text()), fetch(baselineUrl).then((r) => r.text())]);
    if (apiBody !== baseBody) throw new Error('the precomputed route does not return the catalogue bytes');
    await measure(catalogueUrl, 10); // warm-up: first read fills the in-memory copy, JIT warms
    const baseline = await measure(baselineUrl, 10);
    const catalogue = await measure(catalogueUrl, 10);
    const sizes = bundleSizes();
    const lines = [
      `FrigidFlow bench (one run, ${DURATION_S}s per measure, 10 connections, ${Buffer.byteLength(apiBody)} bytes per answer)`,
      `catalogue API:        ${catalogue.rps.toFixed(0)} req/s, p50 ${catalogue.p50} ms, p97.5 ${catalogue.p95} ms`,
      `precomputed bytes:    ${baseline.rps.toFixed(0)} req/s, p50 ${baseline.p50} ms, p97.5 ${baseline.p95} ms`,
      `catalogue / precomputed ratio: ${(catalogue.rps / baseline.rps).toFixed(2)} (goal >= 0.8)`,
      `storefront first-load JS: ${sizes.firstLoadKb.toFixed(1)} KB gzip in ${sizes.firstLoadFiles} files (goal <= 120 KB)`,
      `admin chunks: ${sizes.adminKb.toFixed(1)} KB gzip, in first load: ${sizes.adminInFirstLoad ? 'YES' : 'no'}`,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

await main();
