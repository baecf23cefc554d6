import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });

async function literalStrings(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'i18next/no-literal-string').map((m) => m.message);
}

const component = (jsx: string) =>
  `import { useTranslation } from 'react-i18next';\nexport function X() {\n  const { t } = useTranslation();\n  return ${jsx};\n}\n`;

describe('lint refuses user-visible text that bypasses i18n', () => {
  it.each([
    ['JSX text', '<p>Hello buyer</p>'],
    ['a string in a JSX expression', "<p>{t('x') || 'Hello buyer'}</p>"],
    ['aria-label', '<button type="button" aria-label="Close dialog">{t(\'x\')}</button>'],
    ['placeholder', '<input placeholder="Search products" />'],
    ['alt', '<img src="/a.png" alt="A cylinder" />'],
    ['title', '<span title="In stock">{t(\'x\')}</span>'],
    ['a component label', '<Field label="Company name" />'],
  ])('refuses %s', async (_what, jsx) => {
    expect(await literalStrings('web/src/features/home/x.tsx', component(jsx))).not.toEqual([]);
  });

  it.each([
    ['translated text', "<p>{t('x')}</p>"],
    ['class names, test ids, routes and types', '<a href="/products" className="mt-2 font-bold" data-testid="hero-link" target="_blank">{t(\'x\')}</a>'],
    ['text without letters', '<p>{t(\'x\')} · 24/7 — 500+</p>'],
    ['the language names, shown in their own language', '<select><option>English</option><option>Français</option><option>Español</option></select>'],
    ['a brand name', '<p>FrigidFlow</p>'],
    ['codes', '<p>R-410A</p>'],
  ])('allows %s', async (_what, jsx) => {
    expect(await literalStrings('web/src/features/home/x.tsx', component(jsx))).toEqual([]);
  });
});
