import v8 from 'node:v8';

/**
 * How far V8 lets the old generation grow past what survived the last full collection before collecting again: 25 %.
 * V8's own factor reaches 4× on a busy server, so a live heap of about 120 MB let garbage reach about 330 MB under a
 * page and API mix, and the process 590 MB. At 25 % the same mix peaks near 400 MB at the same request rate
 * (docs/performance.md). Unlike --max-old-space-size it is no ceiling: a catalogue of thousands of products still
 * gets the heap it needs, only collected sooner.
 */
export const HEAP_GROWING_PERCENT = 25;

const OWN_HEAP_FLAG = /--(heap[-_]growing[-_]percent|max[-_]old[-_]space[-_]size|max[-_]heap[-_]size|optimize[-_]for[-_]size)\b/;

/** The V8 flag to set, or null when the operator gave node a heap flag of their own (in its arguments or NODE_OPTIONS). */
export function heapGrowthFlag(execArgv: readonly string[], nodeOptions = ''): string | null {
  const given = [...execArgv, nodeOptions].some((argument) => OWN_HEAP_FLAG.test(argument));
  return given ? null : `--heap-growing-percent=${HEAP_GROWING_PERCENT}`;
}

/** Sets the heap's growth for this process; V8 reads it at every collection, so it applies from the next one. */
export function boundHeapGrowth(): void {
  const flag = heapGrowthFlag(process.execArgv, process.env.NODE_OPTIONS);
  if (flag) v8.setFlagsFromString(flag);
}
