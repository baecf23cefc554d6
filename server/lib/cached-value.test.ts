import { describe, expect, it } from 'vitest';
import { CachedValue } from './cached-value';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

/** A loader answering from a list of outcomes, counting its calls. */
function loader(outcomes: (number | Error)[]) {
  const calls = { count: 0 };
  const load = async () => {
    const outcome = outcomes[Math.min(calls.count, outcomes.length - 1)]!;
    calls.count += 1;
    if (outcome instanceof Error) throw outcome;
    return outcome;
  };
  return { load, calls };
}

describe('CachedValue', () => {
  it('loads once for concurrent reads and again after invalidate()', async () => {
    const { load, calls } = loader([1, 2]);
    const value = new CachedValue(load);
    expect(await Promise.all([value.get(), value.get()])).toEqual([1, 1]);
    value.invalidate();
    expect(await value.get()).toBe(2);
    expect(calls.count).toBe(2);
  });

  it('serves the last good value while the database is unreachable, and loads again once it answers', async () => {
    const { load, calls } = loader([1, refused(), 3]);
    const value = new CachedValue(load);
    expect(await value.get()).toBe(1);
    value.invalidate();
    expect(await value.get()).toBe(1);
    expect(await value.get()).toBe(3);
    expect(calls.count).toBe(3);
  });

  it('does not hide other failures, nor an outage before anything was loaded', async () => {
    const broken = new CachedValue(loader([1, new Error('column "x" does not exist')]).load);
    await broken.get();
    broken.invalidate();
    await expect(broken.get()).rejects.toThrow(/column/);
    await expect(new CachedValue(loader([refused()]).load).get()).rejects.toThrow(/ECONNREFUSED/);
  });

  it('derives the next value from the current one with refresh(), and a failed refresh is not kept', async () => {
    const value = new CachedValue(loader([10, 20]).load);
    expect(await value.get()).toBe(10);
    value.refresh(async (current) => current + 1);
    expect(await value.get()).toBe(11);
    value.refresh(async () => {
      throw new Error('refresh failed');
    });
    await expect(value.get()).rejects.toThrow(/refresh failed/);
    expect(await value.get()).toBe(20);
  });
});
