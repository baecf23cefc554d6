import path from 'node:path';
import { buildIsFresh } from './build-hash';
import { buildAll } from './build';

const root = path.resolve(import.meta.dirname, '..');

/** Builds only when the build is missing or older than its sources (npm start, browser tests). */
export async function ensureBuild(): Promise<void> {
  if (buildIsFresh(root)) return;
  process.stdout.write('Building FrigidFlow (first start or sources changed)…\n');
  await buildAll();
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await ensureBuild();
}
