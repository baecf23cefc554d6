import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { HEAP_GROWING_PERCENT, heapGrowthFlag } from './heap-growth';

describe('heap growth', () => {
  it('bounds the growth when node was given no heap flag', () => {
    expect(heapGrowthFlag([], '')).toBe(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
    expect(heapGrowthFlag(['--enable-source-maps'], '--no-warnings')).toBe(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  });

  it("leaves the operator's own heap flag alone, in node's arguments or in NODE_OPTIONS", () => {
    expect(heapGrowthFlag(['--max-old-space-size=2048'])).toBeNull();
    expect(heapGrowthFlag([], '--enable-source-maps --max_old_space_size=4096')).toBeNull();
    expect(heapGrowthFlag(['--heap-growing-percent=60'])).toBeNull();
    expect(heapGrowthFlag([], '--optimize-for-size')).toBeNull();
  });

  it('keeps the heap of a process that makes garbage lower than V8 lets it grow by default, set after the start as here', () => {
    // About 50 MB that stays, and batches that live long enough to reach the old generation, then die: the heap's
    // peak in MB, with the flag set at run time and without (about 110 against 290 here).
    const script = `
      const v8 = require('node:v8');
      if (process.argv[1] === 'bounded') v8.setFlagsFromString('${heapGrowthFlag([])}');
      const kept = Array.from({ length: 600000 }, (_, i) => ({ i, text: 'k' + i }));
      const recent = [];
      let peak = 0;
      for (let round = 0; round < 600; round += 1) {
        recent.push(Array.from({ length: 1 << 13 }, (_, i) => ({ i, text: 'y' + i })));
        if (recent.length > 20) recent.shift();
        peak = Math.max(peak, v8.getHeapStatistics().used_heap_size);
      }
      console.log(kept.length && Math.round(peak / 1048576));`;
    const peakOf = (mode: string) => Number(spawnSync(process.execPath, ['-e', script, mode], { encoding: 'utf8' }).stdout.trim());
    const bounded = peakOf('bounded');
    const free = peakOf('free');
    expect(bounded).toBeGreaterThan(40);
    expect(bounded).toBeLessThan(free * 0.7);
  });
});
