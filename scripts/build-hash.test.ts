import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HASH_FILE, LISTING_FILE, buildIsFresh, sourceHash, sourceListing } from './build-hash.mjs';

/** A tree with two sources and the three builds, stamped as scripts/build.ts stamps them. */
describe("npm start's build check", () => {
  let root: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  const stampBuild = () => {
    for (const built of ['dist/web/index.html', 'dist/ssr/entry-server.js', 'dist/server/main.js']) write(built, 'built');
    write(HASH_FILE, sourceHash(root));
    write(LISTING_FILE, sourceListing(root));
  };
  const later = (file: string) => {
    const when = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(root, file), when, when);
  };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-build-hash-'));
    write('server/main.ts', 'export const a = 1;');
    write('web/src/app.tsx', 'export const b = 2;');
    stampBuild();
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('takes an unchanged tree as built', () => {
    expect(buildIsFresh(root)).toBe(true);
  });

  it('builds again after an edit, even one that keeps the size', () => {
    write('server/main.ts', 'export const a = 2;');
    later('server/main.ts');
    expect(buildIsFresh(root)).toBe(false);
  });

  it('builds again when a source is added or removed', () => {
    write('domain/new.ts', 'export {};');
    expect(buildIsFresh(root)).toBe(false);
    fs.rmSync(path.join(root, 'domain'), { recursive: true });
    expect(buildIsFresh(root)).toBe(true);
    fs.rmSync(path.join(root, 'web/src/app.tsx'));
    expect(buildIsFresh(root)).toBe(false);
  });

  it('takes a touched but unchanged source as built, and records the new listing for the next start', () => {
    later('web/src/app.tsx');
    expect(fs.readFileSync(path.join(root, LISTING_FILE), 'utf8')).not.toBe(sourceListing(root));
    expect(buildIsFresh(root)).toBe(true);
    expect(fs.readFileSync(path.join(root, LISTING_FILE), 'utf8')).toBe(sourceListing(root));
  });

  it('builds when a build is missing or was never stamped', () => {
    fs.rmSync(path.join(root, 'dist/ssr/entry-server.js'));
    expect(buildIsFresh(root)).toBe(false);
    stampBuild();
    fs.rmSync(path.join(root, HASH_FILE));
    expect(buildIsFresh(root)).toBe(false);
  });

  it('falls back on the digest when an older build left no listing', () => {
    fs.rmSync(path.join(root, LISTING_FILE));
    expect(buildIsFresh(root)).toBe(true);
    write('server/main.ts', 'changed');
    expect(buildIsFresh(root)).toBe(false);
  });
});
