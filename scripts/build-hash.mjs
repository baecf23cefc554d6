// Plain JavaScript, so `npm start` checks the build with node alone (tsx costs ~0.5 s to start); types in build-hash.d.mts.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What the build is made from; a change to any of these makes the build stale. */
const INPUTS = ['domain', 'server', 'web', 'vite.config.ts', 'tsconfig.json', 'package-lock.json', 'scripts/build.ts', 'scripts/build-hash.mjs'];
const SKIP = /(\.test\.tsx?$)|(^|\/)(node_modules|migrations)(\/|$)/;

/** @param {string} root @param {string} entry @returns {string[]} */
function listFiles(root, entry) {
  const full = path.join(root, entry);
  const stat = fs.statSync(full, { throwIfNoEntry: false });
  if (!stat) return [];
  if (stat.isFile()) return [entry];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .flatMap((d) => listFiles(root, path.join(entry, d.name)))
    .filter((f) => !SKIP.test(f.split(path.sep).join('/')));
}

/** @param {string} root */
export function sourceHash(root) {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap((e) => listFiles(root, e)).sort()) {
    hash.update(file).update('\0').update(fs.readFileSync(path.join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

export const HASH_FILE = path.join('dist', '.source-hash');

/** @param {string} root */
export function buildIsFresh(root) {
  const stamp = path.join(root, HASH_FILE);
  const built = ['dist/web/index.html', 'dist/ssr/entry-server.js', 'dist/server/main.js'].every((f) => fs.existsSync(path.join(root, f)));
  return built && fs.existsSync(stamp) && fs.readFileSync(stamp, 'utf8') === sourceHash(root);
}
