import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, findChromium } from '../../e2e/support/chromium';
import { ensureBuild } from '../ensure-build';
import { startServer } from '../lib/server-process';
import { firstLoadKb } from './page-scripts';

const root = path.resolve(import.meta.dirname, '..', '..');
export const INTERACTIVITY_PAGES = ['/', '/products', '/products/r-410a'] as const;
const GOAL_MS = 1000;
const FIRST_LOAD_GOAL_KB = 120;

export interface PageInteractivity {
  route: string;
  fcpMs: number;
  lcpMs: number;
  /** When the app's first render was committed: the 'hydrated' user timing of web/src/app/routes.tsx. */
  hydratedMs: number;
  /** Scripts the browser fetched before that moment, as sent (brotli), KB. */
  scriptKbBeforeLive: number;
  /** gzip KB of the scripts the page's HTML loads at once (the figure of the 120 KB goal). */
  firstLoadKb: number;
}

interface NetworkRecord {
  url: string;
  resourceType?: string;
  networkEndTime: number;
  transferSize: number;
}

/**
 * Lighthouse's mobile profile (slow 4G, 4× CPU) applied for real by DevTools rather than simulated, so the page's
 * own 'hydrated' mark and the paints are timed on the same throttled load. One run per page: rough figures.
 */
export async function measureInteractivity(origin: string, routes: readonly string[] = INTERACTIVITY_PAGES): Promise<PageInteractivity[]> {
  const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'] });
  try {
    const results: PageInteractivity[] = [];
    for (const route of routes) {
      const url = `${origin}${route}`;
      const html = await (await fetch(url)).text();
      const config = { extends: 'lighthouse:default', settings: { throttlingMethod: 'devtools' as const, onlyCategories: ['performance'] } };
      const run = async () => (await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json' }, config))?.lhr;
      // A fresh Chromium's first trace is sometimes unusable (NO_NAVSTART): one more run.
      let lhr = await run();
      if (lhr?.runtimeError) lhr = await run();
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const timings = (lhr.audits['user-timings']?.details as { items?: { name: string; startTime: number }[] } | undefined)?.items ?? [];
      const hydratedMs = timings.find((item) => item.name === 'hydrated')?.startTime ?? Number.NaN;
      const requests = (lhr.audits['network-requests']?.details as { items?: NetworkRecord[] } | undefined)?.items ?? [];
      const scriptBytes = requests
        .filter((r) => r.resourceType === 'Script' && r.networkEndTime <= hydratedMs)
        .reduce((sum, r) => sum + r.transferSize, 0);
      results.push({
        route,
        fcpMs: metric('first-contentful-paint'),
        lcpMs: metric('largest-contentful-paint'),
        hydratedMs,
        scriptKbBeforeLive: scriptBytes / 1024,
        firstLoadKb: firstLoadKb(html, path.join(root, 'dist/web')).kb,
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}

/** One line per page: paint-to-interactive against its 1 s goal, first-load JavaScript against 120 KB. */
export function formatInteractivity(pages: readonly PageInteractivity[]): string[] {
  const s = (ms: number) => (ms / 1000).toFixed(2);
  return pages.map((p) => {
    const gap = p.hydratedMs - p.fcpMs;
    return (
      `interactivity ${p.route}: paint ${s(p.fcpMs)} s (LCP ${s(p.lcpMs)}), live ${s(p.hydratedMs)} s, paint-to-interactive ${s(gap)} s ` +
      `(goal <= ${s(GOAL_MS)}${gap <= GOAL_MS ? ', met' : ', NOT met'}); first-load JS ${p.firstLoadKb.toFixed(1)} KB gzip ` +
      `(goal <= ${FIRST_LOAD_GOAL_KB}${p.firstLoadKb <= FIRST_LOAD_GOAL_KB ? ', met' : ', NOT met'}), ${p.scriptKbBeforeLive.toFixed(1)} KB of scripts sent before live`
    );
  });
}

/** Alone: `npx tsx scripts/bench/interactivity.ts` builds if needed, starts the shop and prints the lines. */
async function main() {
  await ensureBuild();
  const server = await startServer({ LOG_LEVEL: 'warn' });
  try {
    process.stdout.write(`${formatInteractivity(await measureInteractivity(server.url)).join('\n')}\n`);
  } finally {
    await server.stop();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await main();
