// `npm start`: builds when the sources changed since the last build (or there is none), then runs the server in this
// process. Plain JavaScript on node, so an unchanged tree costs a digest of the sources (~0.1 s), not tsx's start.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIsFresh } from './build-hash.mjs';

const root = path.resolve(import.meta.dirname, '..');

if (!buildIsFresh(root)) {
  // ensure-build.ts takes the build lock, so a start beside a test run's build waits for it instead of building twice.
  const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const build = spawnSync(process.execPath, [tsx, path.join(root, 'scripts', 'ensure-build.ts')], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(root, 'dist', 'server', 'main.js')).href);
