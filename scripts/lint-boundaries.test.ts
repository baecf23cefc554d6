import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function restrictedImports(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries enforced by lint', () => {
  it.each([
    ['domain/x.ts', "import { loadConfig } from '@server/config';\nexport const c = loadConfig;\n"],
    ['domain/x.ts', "import { cn } from '../web/src/lib/cn';\nexport const c = cn;\n"],
    ['domain/x.ts', "import fs from 'node:fs';\nexport const f = fs;\n"],
    ['web/src/lib/x.ts', "import { addToCart } from '@web/features/cart/cart-store';\nexport const a = addToCart;\n"],
    ['web/src/features/cart/x.ts', "import { router } from '../../app/router';\nexport const r = router;\n"],
    ['web/src/features/cart/x.ts', "import { loadConfig } from '@server/config';\nexport const c = loadConfig;\n"],
    ['server/x.ts', "import { cn } from '@web/lib/cn';\nexport const c = cn;\n"],
  ])('refuses in %s: %s', async (file, code) => {
    expect(await restrictedImports(file, code)).not.toEqual([]);
  });

  it.each([
    ['server/x.ts', "import { toCents } from '@domain/money';\nexport const t = toCents;\n"],
    ['web/src/features/cart/x.ts', "import { toCents } from '@domain/money';\nexport const t = toCents;\n"],
    ['web/src/app/x.ts', "import { addToCart } from '@web/features/cart/cart-store';\nexport const a = addToCart;\n"],
  ])('allows in %s: %s', async (file, code) => {
    expect(await restrictedImports(file, code)).toEqual([]);
  });
});
