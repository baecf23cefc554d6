import fs from 'node:fs';
import path from 'node:path';
import { buildIsFresh } from './build-hash.mjs';
import { buildAll } from './build';

const root = path.resolve(import.meta.dirname, '..');
const lockDir = path.join(root, 'dist', '.build-lock');
const STALE_MS = 5 * 60_000;

/** Several test runs may start at once: one builds, the others wait for it and then find the build fresh. */
async function withBuildLock(work: () => Promise<void>): Promise<void> {
  fs.mkdirSync(path.dirname(lockDir), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      break;
    } catch {
      const age = Date.now() - (fs.statSync(lockDir, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_MS) fs.rmSync(lockDir, { recursive: true, force: true });
      else await new Promise((r) => setTimeout(r, 250));
    }
  }
  try {
    await work();
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}

/** Builds only when the build is missing or older than its sources (npm start, browser tests). */
export async function ensureBuild(): Promise<void> {
  if (buildIsFresh(root)) return;
  await withBuildLock(async () => {
    if (buildIsFresh(root)) return;
    process.stdout.write('Building FrigidFlow (first start or sources changed)…\n');
    await buildAll();
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await ensureBuild();
}
