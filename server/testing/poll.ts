/** Polls until `check` passes or `timeoutMs` has gone by (then throws its last failure); returns the milliseconds it took. */
export async function within(timeoutMs: number, check: () => Promise<void>, everyMs = 20): Promise<number> {
  const started = Date.now();
  for (;;) {
    try {
      await check();
      return Date.now() - started;
    } catch (err) {
      if (Date.now() - started > timeoutMs) throw err;
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  }
}
