import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** "rule (impact): help — selector; selector" per serious or critical violation, for a readable failure. */
export async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`);
}
