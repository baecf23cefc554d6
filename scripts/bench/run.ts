import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { ensureBuild } from '../ensure-build';
import { startServer } from '../lib/server-process';
import { catalogueScaleBench } from './catalogue-scale';
import { checkoutBench } from './checkout';
import { formatScores, lighthouseScores } from './lighthouse';
import { formatInteractivity, measureInteractivity } from './interactivity';
import { startupMemoryBench } from './startup-memory';
import { firstLoadKb } from './page-scripts';

const root = path.resolve(import.meta.dirname, '..', '..');
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);

/** The value at or below which `fraction` of the sorted samples fall (nearest-rank). */
function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))]!;
}

/**
 * Throughput and latency at `connections`. autocannon's histogram reports p90 and p97.5 but not p95,
 * so every response's latency is recorded and the percentiles are computed from those samples.
 */
type Measure = Awaited<ReturnType<typeof measure>>;
const ROUNDS = 3;

async function measure(url: string, connections: number) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const options = { url, connections, duration: DURATION_S, headers: { accept: 'application/json' } };
    const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  latencies.sort((a, b) => a - b);
  const ms = (v: number) => Number(v.toFixed(2));
  return { rps: result.requests.average, p50: ms(percentile(latencies, 0.5)), p95: ms(percentile(latencies, 0.95)), samples: latencies.length };
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
    // Warm-up of both routes: the first read fills the in-memory copy, and the JIT warms for each.
    await measure(catalogueUrl, 10);
    await measure(baselineUrl, 10);
    // Alternating rounds, reporting the median ratio, so a burst of other work on the machine skews one round, not the figure.
    const rounds: { baseline: Measure; catalogue: Measure; ratio: number }[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const baselineRound = await measure(baselineUrl, 10);
      const catalogueRound = await measure(catalogueUrl, 10);
      rounds.push({ baseline: baselineRound, catalogue: catalogueRound, ratio: catalogueRound.rps / baselineRound.rps });
    }
    rounds.sort((a, b) => a.ratio - b.ratio);
    const { baseline, catalogue, ratio } = rounds[Math.floor(ROUNDS / 2)]!;
    const filtered = await measure(`${catalogueUrl}?search=r4&category=commercial&sort=price`, 10);
    const detail = await measure(`${catalogueUrl}/r-410a`, 10);
    // Pages: the shell the browser draws (/cart) against pages the server renders (from its cache after the first).
    const shellPage = await measure(`${server.url}/cart`, 10);
    const productPage = await measure(`${server.url}/products/r-410a`, 10);
    const cataloguePage = await measure(`${server.url}/products`, 10);
    const checkout = await checkoutBench((env) => startServer({ LOG_LEVEL: 'warn', ...env }), DURATION_S);
    const startupMemory = await startupMemoryBench();
    const sizes = bundleSizes();
    // Industry News (issue 13): the listing and one demo article, server-rendered like the catalogue.
    const ARTICLE = '/news/aim-act-hfc-phasedown-what-contractors-need-to-know';
    const PAGES = ['/', '/products', '/products/r-410a', '/cart', '/blog', ARTICLE];
    const pageLoads = await Promise.all(
      PAGES.map(async (route) => ({ route, ...firstLoadKb(await (await fetch(`${server.url}${route}`)).text(), path.join(root, 'dist/web')) })),
    );
    // After the load measures, so Lighthouse's CPU-bound runs do not compete with autocannon.
    const pages = await lighthouseScores(['/', '/products', '/products/r-410a', '/shipping', '/faq', '/blog', ARTICLE].map((route) => `${server.url}${route}`));
    const lines = [
      `FrigidFlow bench (one run, ${DURATION_S}s per measure, 10 connections, ${Buffer.byteLength(apiBody)} bytes per answer)`,
      `catalogue API list:   ${catalogue.rps.toFixed(0)} req/s, p50 ${catalogue.p50} ms, p95 ${catalogue.p95} ms (${catalogue.samples} samples)`,
      `precomputed bytes:    ${baseline.rps.toFixed(0)} req/s, p50 ${baseline.p50} ms, p95 ${baseline.p95} ms`,
      `filtered list:        ${filtered.rps.toFixed(0)} req/s, p50 ${filtered.p50} ms, p95 ${filtered.p95} ms`,
      `one product by slug:  ${detail.rps.toFixed(0)} req/s, p50 ${detail.p50} ms, p95 ${detail.p95} ms`,
      `catalogue / precomputed ratio: ${ratio.toFixed(2)} (median of ${ROUNDS} alternating rounds: ${rounds.map((r) => r.ratio.toFixed(2)).join(', ')}; goal >= 0.8)`,
      `pages: shell ${shellPage.rps.toFixed(0)} req/s (p95 ${shellPage.p95} ms); server-rendered product page ${productPage.rps.toFixed(0)} req/s ` +
        `(p95 ${productPage.p95} ms, ${(productPage.rps / shellPage.rps).toFixed(2)} of the shell), catalogue page ${cataloguePage.rps.toFixed(0)} req/s ` +
        `(p95 ${cataloguePage.p95} ms, ${(cataloguePage.rps / shellPage.rps).toFixed(2)} of the shell)`,
      checkout ?? 'checkout on PostgreSQL: skipped (no server at DATABASE_URL nor at 127.0.0.1:5432)',
      ...(await catalogueScaleBench((env) => startServer({ LOG_LEVEL: 'warn', ...env }), DURATION_S)),
      `storefront first-load JS: ${sizes.firstLoadKb.toFixed(1)} KB gzip in ${sizes.firstLoadFiles} files (goal <= 120 KB)`,
      `per page, as its HTML loads it (with the page's own chunk): ${pageLoads.map((p) => `${p.route} ${p.kb.toFixed(1)} KB`).join(', ')}`,
      `admin chunks: ${sizes.adminKb.toFixed(1)} KB gzip, in first load: ${sizes.adminInFirstLoad ? 'YES' : 'no'}`,
      ...formatScores(pages, server.url),
      ...formatInteractivity(await measureInteractivity(server.url)),
      ...startupMemory,
    ];
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

await main();
