import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';

/**
 * The folder where journeys keep pictures for a person to look at, when E2E_SCREENSHOTS names one. Pictures are never
 * compared, and a plain run (CI) writes none.
 */
export const SCREENSHOTS_DIR = process.env.E2E_SCREENSHOTS || null;

/** Keeps a picture of the page (or of one part of it) as `<name>.png` when E2E_SCREENSHOTS is set. */
export async function keepScreenshot(target: Page | Locator, name: string, { fullPage = false }: { fullPage?: boolean } = {}): Promise<void> {
  if (!SCREENSHOTS_DIR) return;
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const file = path.join(SCREENSHOTS_DIR, `${name}.png`);
  if ('goto' in target) await target.screenshot({ path: file, fullPage });
  else await target.screenshot({ path: file });
}
