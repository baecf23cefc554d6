import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { ensureBuild } from '../ensure-build';
import { benchPostgresUrl, databaseUrlOf, postgresAnswers, runStatement } from '../lib/bench-postgres';
import { freePort } from '../lib/server-process';

const root = path.resolve(import.meta.dirname, '..', '..');
const STARTS = Number(process.env.BENCH_STARTS ?? 5);
const MIX_SECONDS = Number(process.env.BENCH_SECONDS ?? 5) * 2;
const GOALS = { coldStartMs: 1000, buildCheckMs: 500, rssMb: 400 };

const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

interface Started {
  child: ChildProcess;
  url: string;
  /** From spawn to the first 200 of /api/health. */
  ms: number;
  stop(): Promise<void>;
}

/** Spawns `command` (the server, or npm start) in its own process group and times it to its first healthy answer. */
async function startTimed(command: string, args: string[], env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const began = performance.now();
  const child = spawn(command, args, {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', LOG_FORMAT: 'json', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    await exited;
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}: ${stderr}`);
    const ok = await fetch(`${url}/api/health`).then((r) => r.ok, () => false);
    if (ok) return { child, url, ms: performance.now() - began, stop };
    if (performance.now() - began > 120_000) {
      await stop();
      throw new Error(`${command} not healthy within 120 s: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 5));
  }
}

const serverCommand = (): [string, string[]] => [process.execPath, ['dist/server/main.js']];
const startScriptCommand = (): [string, string[]] => [process.execPath, ['scripts/start.mjs']];
const npmStartCommand = (): [string, string[]] => ['npm', ['start', '--silent']];

/** Median of `STARTS` timed starts of `command`; the data already exists (a first start has made it). */
async function medianStart(command: [string, string[]], env: Record<string, string>): Promise<{ median: number; all: number[] }> {
  const all: number[] = [];
  for (let i = 0; i < STARTS; i += 1) {
    const started = await startTimed(...command, env);
    all.push(started.ms);
    await started.stop();
  }
  return { median: median(all), all };
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
}

/** The page and API mix of a browsing visitor, 10 connections, sampling the server's RSS every 50 ms. */
async function peakRssUnderMix(server: Started): Promise<{ idle: number; peak: number; requests: number; errors: number }> {
  const pid = server.child.pid;
  if (!pid) throw new Error('no server pid');
  const products = (await fetch(`${server.url}/api/products`).then((r) => r.json())) as { products: { slug: string }[] };
  const slugs = products.products.map((p) => p.slug).slice(0, 12);
  const paths = [
    '/api/products',
    '/api/products?search=r4&sort=price',
    '/',
    '/products',
    '/products?category=commercial',
    '/blog',
    '/cart',
    '/api/settings',
    ...slugs.map((slug) => `/products/${slug}`),
    ...slugs.slice(0, 4).map((slug) => `/api/products/${slug}`),
  ];
  await new Promise((r) => setTimeout(r, 1000));
  const idle = rssMb(pid);
  let peak = idle;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 50);
  try {
    const result = await autocannon({
      url: server.url,
      connections: 10,
      duration: MIX_SECONDS,
      // Languages vary too: each page is drawn and kept once per language.
      requests: paths.flatMap((p, i) => [{ method: 'GET' as const, path: p, headers: { 'accept-language': ['en', 'fr', 'es'][i % 3]! } }]),
    });
    peak = Math.max(peak, rssMb(pid));
    return { idle, peak, requests: result.requests.total, errors: result.errors + result.non2xx };
  } finally {
    clearInterval(sampler);
  }
}

const verdict = (value: number, goal: number) => (value <= goal ? 'met' : 'NOT met');
const list = (values: readonly number[]) => values.map((v) => v.toFixed(0)).join(', ');

/** Cold start on an existing data folder (PGlite, and PostgreSQL when one answers), npm start's build check, idle and peak RSS. */
export async function startupMemoryBench(): Promise<string[]> {
  await ensureBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-bench-start-'));
  const lines: string[] = [];
  const load = () => os.loadavg()[0]!.toFixed(1);
  try {
    const env = { DATA_DIR: dataDir };
    // The first start makes the data folder (database, demo pictures); the timed ones reopen it.
    await (await startTimed(...serverCommand(), env)).stop();
    const pglite = await medianStart(serverCommand(), env);
    const startScript = await medianStart(startScriptCommand(), env);
    const npmStart = await medianStart(npmStartCommand(), env);
    const buildCheck = startScript.median - pglite.median;
    lines.push(
      `cold start to /api/health, embedded database: ${pglite.median.toFixed(0)} ms median of ${STARTS} (${list(pglite.all)}; goal <= ${GOALS.coldStartMs} ms: ${verdict(pglite.median, GOALS.coldStartMs)}; load ${load()} on ${os.cpus().length} cores)`,
      `npm start on an unchanged tree: build check ${buildCheck.toFixed(0)} ms (scripts/start.mjs against node alone; goal <= ${GOALS.buildCheckMs} ms: ${verdict(buildCheck, GOALS.buildCheckMs)}); ` +
        `with npm's own launch ${(npmStart.median - pglite.median).toFixed(0)} ms (npm start ${npmStart.median.toFixed(0)} ms)`,
    );

    const serverUrl = benchPostgresUrl();
    if (await postgresAnswers(serverUrl)) {
      const name = `ff_bench_${randomBytes(5).toString('hex')}`;
      await runStatement(serverUrl, `CREATE DATABASE ${name}`);
      try {
        const pgEnv = { ...env, DATABASE_URL: databaseUrlOf(serverUrl, name) };
        await (await startTimed(...serverCommand(), pgEnv)).stop();
        const postgres = await medianStart(serverCommand(), pgEnv);
        lines.push(
          `cold start to /api/health, PostgreSQL server: ${postgres.median.toFixed(0)} ms median of ${STARTS} (${list(postgres.all)}; goal <= ${GOALS.coldStartMs} ms: ${verdict(postgres.median, GOALS.coldStartMs)})`,
        );
      } finally {
        await runStatement(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    } else {
      lines.push('cold start on PostgreSQL: skipped (no server at DATABASE_URL nor at 127.0.0.1:5432)');
    }

    const server = await startTimed(...serverCommand(), env);
    try {
      const mix = await peakRssUnderMix(server);
      lines.push(
        `RSS on the embedded database: idle ${mix.idle.toFixed(0)} MB, peak ${mix.peak.toFixed(0)} MB under ${MIX_SECONDS} s of pages and API at 10 connections ` +
          `(${mix.requests} requests, ${mix.errors} failed; goal <= ${GOALS.rssMb} MB: ${verdict(mix.peak, GOALS.rssMb)})`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return lines;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  process.stdout.write(`${(await startupMemoryBench()).join('\n')}\n`);
}
