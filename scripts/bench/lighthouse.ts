import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, findChromium } from '../../e2e/support/chromium';

export interface PageScore {
  url: string;
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
}

/**
 * Lighthouse's default run: mobile form factor, simulated slow 4G and a 4× slower CPU, performance category only.
 * One headless Chromium (with the project's flags) serves every page; each run starts from an empty cache.
 */
export async function lighthouseScores(urls: readonly string[]): Promise<PageScore[]> {
  const chrome = await chromeLauncher.launch({ chromePath: findChromium(), chromeFlags: [...CHROMIUM_FLAGS, '--headless=new'] });
  try {
    const scores: PageScore[] = [];
    for (const url of urls) {
      const result = await lighthouse(url, { port: chrome.port, onlyCategories: ['performance'], logLevel: 'error', output: 'json' });
      if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
      const { lhr } = result;
      if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
      const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      scores.push({
        url,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: metric('largest-contentful-paint'),
        cls: metric('cumulative-layout-shift'),
        tbtMs: metric('total-blocking-time'),
      });
    }
    return scores;
  } finally {
    chrome.kill();
  }
}

/** One line per page, with the goals of issue 6 (performance ≥ 95, LCP ≤ 1.8 s, CLS ≤ 0.05). */
export function formatScores(scores: readonly PageScore[], origin: string): string[] {
  return scores.map(
    (s) =>
      `lighthouse ${s.url.replace(origin, '') || '/'}: performance ${s.performance} (goal >= 95), LCP ${(s.lcpMs / 1000).toFixed(2)} s (<= 1.8), ` +
      `CLS ${s.cls.toFixed(3)} (<= 0.05), TBT ${s.tbtMs.toFixed(0)} ms`,
  );
}
