import { isDatabaseUnavailable } from '../db/pg-errors';

/**
 * A value computed once from the database and kept in memory until a write invalidates it. Concurrent first reads
 * share one load; a load that fails is not kept, but while the database is unreachable the last good value is served
 * (a catalogue or a home page read-only for the outage, rather than 503).
 */
export class CachedValue<T> {
  private current: Promise<T> | null = null;
  private lastGood: { value: T } | null = null;
  private generation = 0;

  constructor(private readonly load: () => Promise<T>) {}

  get(): Promise<T> {
    this.current ??= this.settle(this.load());
    return this.current;
  }

  /** Derives the next value from the current one (e.g. fresher stock figures) instead of loading it all again. */
  refresh(derive: (value: T) => Promise<T>): void {
    if (!this.current) return;
    const base = this.current;
    this.current = this.settle(base.then(derive));
  }

  invalidate(): void {
    this.generation += 1;
    this.current = null;
  }

  private settle(pending: Promise<T>): Promise<T> {
    const generation = this.generation;
    const fallback = this.lastGood;
    return pending.then(
      (value) => {
        if (this.generation === generation) this.lastGood = { value };
        return value;
      },
      (err: unknown) => {
        if (this.generation === generation) this.current = null;
        if (fallback && isDatabaseUnavailable(err)) return fallback.value;
        throw err;
      },
    );
  }
}
