import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { STORED_ITEMS } from '@domain/cookies';

const ROOT = path.resolve(import.meta.dirname, '../../../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

// The shop's own cookie and storage names all start with these (frigidflow_lang, ff_guest_orders, frigidflow.cart.v1…).
const NAME = /['"`](ff_[a-z_]+|frigidflow[._][\w.-]+)['"`]/g;

describe('the list of cookies and storage keys (domain/cookies.ts)', () => {
  it('names every cookie and storage key the shop’s code writes, so /cookies and the consent rules miss none', () => {
    const used = new Set<string>();
    for (const file of ['domain', 'server', 'web/src'].flatMap((dir) => sourceFiles(path.join(ROOT, dir)))) {
      for (const match of fs.readFileSync(file, 'utf8').matchAll(NAME)) if (match[1]) used.add(match[1]);
    }
    // Host names (the mail sender's fallback domain) and the instances' PostgreSQL channel are not storage names.
    const names = [...used].filter((name) => !/\.(com|invalid|example)$/.test(name) && name !== 'frigidflow_changes');
    expect(names.length).toBeGreaterThan(3);
    const listed = new Set(STORED_ITEMS.map((item) => item.name));
    expect(names.filter((name) => !listed.has(name))).toEqual([]);
  });
});
