import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import { benchPostgresUrl, postgresAnswers, withPostgresClient } from '../lib/bench-postgres';
import type { RunningServer } from '../lib/server-process';

const TARGET_PRODUCTS = 10_000;
const CONNECTIONS = 10;
/** What buyers type: refrigerant numbers in several spellings, SKUs, formulas, CAS numbers, uses, a name. */
const QUERIES = ['410a', 'R-22', 'r134a', '1234yf', 'R 404A', 'FF-410A', 'CH2F2', '75-10-5', 'chiller', 'automotive', 'propane', 'r4'];

/** Copies of the demo catalogue, each with its own slug, SKU and name suffix, in one INSERT … SELECT. */
export async function growCatalogue(databaseUrl: string, target: number): Promise<number> {
  return withPostgresClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM products');
    const demo = Number(rows[0]?.n ?? 0);
    if (demo === 0) throw new Error('the demo catalogue was not seeded');
    const copies = Math.ceil(target / demo) - 1;
    const columns = await client.query<{ column_name: string }>(
      "SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = 'products' ORDER BY ordinal_position",
    );
    const kept = columns.rows.map((row) => row.column_name).filter((name) => !['id', 'slug', 'sku', 'name', 'created_at', 'updated_at'].includes(name));
    const list = kept.map((name) => `"${name}"`).join(', ');
    await client.query(
      `INSERT INTO products (${list}, slug, sku, name)
       SELECT ${kept.map((name) => `p."${name}"`).join(', ')}, p.slug || '-lot-' || g, CASE WHEN p.sku IS NULL THEN NULL ELSE p.sku || '-L' || g END, p.name || ' (lot ' || g || ')'
       FROM products p CROSS JOIN generate_series(1, $1::int) AS g`,
      [copies],
    );
    const total = await client.query<{ n: string }>('SELECT count(*) AS n FROM products WHERE archived_at IS NULL');
    return Number(total.rows[0]?.n ?? 0);
  });
}

function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;
}

const ms = (value: number) => value.toFixed(1);
const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const verdict = (met: boolean) => (met ? 'met' : 'NOT met');

/** Search at 10 connections; every request a page no cache holds yet (its page size changes), so the index answers each. */
async function searchLoad(baseUrl: string, durationS: number) {
  let counter = 0;
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseUrl,
        connections: CONNECTIONS,
        duration: durationS,
        requests: [
          {
            setupRequest: (request) => {
              const n = counter++;
              const query = QUERIES[n % QUERIES.length] ?? '410a';
              const pageSize = 20 + (Math.floor(n / QUERIES.length) % 80);
              return { ...request, path: `/api/products?search=${encodeURIComponent(query)}&pageSize=${pageSize}` };
            },
          },
        ],
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`search: ${result.non2xx} non-2xx, ${result.errors} errors`);
  latencies.sort((a, b) => a - b);
  return { rps: result.requests.average, p50: percentile(latencies, 0.5), p95: percentile(latencies, 0.95), samples: latencies.length };
}

/** Sequential timings of one GET each (ms), sorted. */
async function timings(urls: readonly string[]): Promise<number[]> {
  const times: number[] = [];
  for (const url of urls) {
    const started = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

/** Peak resident memory of a process (VmHWM), in MB; null where /proc is not there. */
function peakRssMb(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /VmHWM:\s+(\d+) kB/.exec(status);
    return match?.[1] ? Number(match[1]) / 1024 : null;
  } catch {
    return null;
  }
}

/**
 * The catalogue at about 10,000 products on the PostgreSQL server (DATABASE_URL, or the local one): search p95 at
 * 10 connections, /products HTML size, the API page size, uncached and cached server renders of /products and the
 * server's peak RSS, each beside its goal. Lines to print; one line saying it was skipped when no server answers.
 */
export async function catalogueScaleBench(start: (env: Record<string, string>) => Promise<RunningServer>, durationS = 5): Promise<string[]> {
  const serverUrl = benchPostgresUrl();
  if (!(await postgresAnswers(serverUrl))) return ['catalogue at 10,000 products: skipped (no PostgreSQL server at DATABASE_URL nor at 127.0.0.1:5432)'];
  const name = `ff_bench_catalogue_${randomBytes(5).toString('hex')}`;
  await withPostgresClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  try {
    // A first start migrates and seeds the demo catalogue; the copies go in with the server stopped, and the next start reads them all.
    const seeding = await start({ DATABASE_URL: databaseUrl });
    await seeding.stop();
    fs.rmSync(seeding.dataDir, { recursive: true, force: true });
    const total = await growCatalogue(databaseUrl, TARGET_PRODUCTS);

    const server = await start({ DATABASE_URL: databaseUrl });
    try {
      const api = await fetch(`${server.url}/api/products`);
      const apiBytes = (await api.arrayBuffer()).byteLength;
      const listed = (await fetch(`${server.url}/api/products?pageSize=1`).then((r) => r.json())) as { total: number };
      if (listed.total !== total) throw new Error(`the API counts ${listed.total} products, the database ${total}`);
      const biggest = (await (await fetch(`${server.url}/api/products?pageSize=100`)).arrayBuffer()).byteLength;

      // Uncached renders: each page of the list drawn once (a new address each time); cached: /products again and again.
      const firstRender = await timings([`${server.url}/products`]);
      const html = await (await fetch(`${server.url}/products`)).text();
      const uncached = await timings(Array.from({ length: 40 }, (_, i) => `${server.url}/products?page=${i + 2}`));
      const cached = await timings(Array.from({ length: 100 }, () => `${server.url}/products`));

      await searchLoad(server.url, 1); // warm-up
      const search = await searchLoad(server.url, durationS);
      const rss = peakRssMb(server.process.pid);

      const htmlBytes = Buffer.byteLength(html);
      return [
        `catalogue at ${total.toLocaleString('en')} products (PostgreSQL):`,
        `  search: p95 ${ms(search.p95)} ms, p50 ${ms(search.p50)} ms, ${search.rps.toFixed(0)} req/s at ${CONNECTIONS} connections, ${QUERIES.length} queries, uncached pages (goal p95 <= 20 ms: ${verdict(search.p95 <= 20)})`,
        `  /products HTML: ${kb(htmlBytes)} KB (goal <= 300 KB: ${verdict(htmlBytes <= 300 * 1024)})`,
        `  catalogue API page: ${kb(apiBytes)} KB for 24 products, ${kb(biggest)} KB for the largest page of 100 (goal <= 100 KB: ${verdict(apiBytes <= 100 * 1024)})`,
        `  server render of /products: uncached median ${ms(percentile(uncached, 0.5))} ms, p95 ${ms(percentile(uncached, 0.95))} ms (first ${ms(firstRender[0] ?? Number.NaN)} ms; goal <= 10 ms: ${verdict(percentile(uncached, 0.5) <= 10)}); cached median ${ms(percentile(cached, 0.5))} ms, p95 ${ms(percentile(cached, 0.95))} ms (times as a client sees them)`,
        `  server peak RSS: ${rss === null ? 'unknown' : `${rss.toFixed(0)} MB`} (goal <= 400 MB: ${rss === null ? 'unknown' : verdict(rss <= 400)})`,
      ];
    } finally {
      await server.stop();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  } finally {
    await withPostgresClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }
}

// Run alone: npx tsx scripts/bench/catalogue-scale.ts
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { ensureBuild } = await import('../ensure-build');
  const { startServer } = await import('../lib/server-process');
  await ensureBuild();
  const lines = await catalogueScaleBench((env) => startServer({ LOG_LEVEL: 'warn', ...env }), Number(process.env.BENCH_SECONDS ?? 5));
  process.stdout.write(`${lines.join('\n')}\n`);
}
