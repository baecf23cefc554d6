import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports point one way (CONVENTIONS.md): domain ← server, domain ← web; never the reverse. */
const boundaries = [
  { target: './domain', from: './server', message: 'domain/ is pure: it imports nothing of server/.' },
  { target: './domain', from: './web', message: 'domain/ is pure: it imports nothing of web/.' },
  { target: './server', from: './web', message: 'server/ never imports the front end.' },
  { target: './web', from: './server', message: 'web/ talks to the server over HTTP only.' },
  { target: './web/src/components', from: './web/src/features', message: 'shared components do not depend on features.' },
  { target: './web/src/lib', from: './web/src/features', message: 'lib/ does not depend on features.' },
  { target: './web/src/features', from: './web/src/app', message: 'features do not import the app shell.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'server/db/migrations/**', '.tmp/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['node:*', 'fs', 'path', 'http', 'fastify*', '@fastify/*', 'drizzle-orm*', 'pg', '@electric-sql/*', 'react*'], message: 'domain/ has no I/O and no framework.' },
            { group: ['@server/*', '@web/*', '../server/*', '../web/*'], message: 'domain/ imports nothing of server or web.' },
          ],
        },
      ],
      'no-restricted-properties': ['error', { object: 'Date', property: 'now', message: 'Time is an argument in domain/.' }],
      'no-restricted-syntax': ['error', { selector: "NewExpression[callee.name='Date'][arguments.length=0]", message: 'Time is an argument in domain/.' }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': ['error', { patterns: [{ group: ['@server/*', '../../server/*'], message: 'web/ talks to the server over HTTP only.' }] }],
    },
  },
);
