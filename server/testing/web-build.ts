import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The storefront's shell at its plainest, for tests that only need the app to have one. */
export const PLAIN_SHELL = '<!doctype html><html><head><title>FrigidFlow</title></head><body><div id="root"></div></body></html>';

/** A stand-in for the shop's build (dist/): the browser build's index.html and other files, and maybe a server build. */
export interface TestWebBuild {
  /** web/index.html */
  shell: string;
  /** more files of the browser build, by their path under web/ */
  files?: Record<string, string>;
  /** the source of ssr/entry-server.js; without it there is no server build and pages are drawn in the browser */
  renderer?: string;
}

/** Writes the build into a new temporary folder (web/ and ssr/ side by side, as in dist/); remove `folder` when done. */
export function writeWebBuild({ shell, files = {}, renderer }: TestWebBuild): { folder: string; webRoot: string } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'ff-build-'));
  const webRoot = path.join(folder, 'web');
  for (const [name, text] of Object.entries({ ...files, 'index.html': shell })) {
    const file = path.join(webRoot, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  if (renderer !== undefined) {
    fs.mkdirSync(path.join(folder, 'ssr'));
    fs.writeFileSync(path.join(folder, 'ssr', 'entry-server.js'), renderer);
  }
  return { folder, webRoot };
}
