import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Imports point one way (CONVENTIONS.md): server → domain ← web; inside web, components/lib → features → app.
 * Each entry forbids, for files under `files`, imports matching `group` (aliases and relative paths alike).
 */
const boundaries = [
  {
    files: ['domain/**/*.ts'],
    group: ['@server/*', '@web/*', '**/server/**', '**/web/**', 'node:*', 'fs', 'path', 'http', 'fastify*', '@fastify/*', 'drizzle-orm*', 'pg', '@electric-sql/*', 'react', 'react-*', 'react/*'],
    message: 'domain/ is pure: no I/O, no framework, nothing of server/ or web/.',
  },
  { files: ['server/**/*.ts'], group: ['@web/*', '**/web/src/**'], message: 'server/ never imports the front end.' },
  { files: ['web/src/**/*.{ts,tsx}'], group: ['@server/*', '**/server/**'], message: 'web/ talks to the server over HTTP only.' },
  {
    files: ['web/src/components/**/*.{ts,tsx}', 'web/src/lib/**/*.{ts,tsx}'],
    group: ['@server/*', '**/server/**', '@web/features/*', '@web/app/*', '**/features/**', '**/app/**'],
    message: 'shared components and lib do not depend on features or the app shell.',
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    group: ['@server/*', '**/server/**', '@web/app/*', '**/app/**'],
    message: 'features do not import the app shell.',
  },
];

/**
 * Every user-visible string goes through i18n (CONVENTIONS.md rule 8): text in JSX, string literals inside JSX
 * expressions and the attributes a user sees or hears. Class names, ids, test ids, routes and other props pass.
 */
const noLiteralString = [
  'error',
  {
    mode: 'jsx-only',
    'jsx-attributes': { include: ['alt', 'aria-label', 'aria-description', 'aria-placeholder', 'aria-roledescription', 'aria-valuetext', 'label', 'placeholder', 'title'] },
    'jsx-components': { include: [], exclude: ['Trans'] },
    words: {
      exclude: [
        /^[^\p{L}]*$/u, // no letter at all: numbers, punctuation, symbols
        '[A-Z0-9_-]+', // codes such as SKU or R-410A
        // The language names show in their own language (web/src/i18n/languages.ts); brand names are not translated.
        '(?:English|Français|Español)',
        '(?:FrigidFlow|WhatsApp|Visa|MC|Amex|Discover|PayPal)',
      ],
    },
    // Calls whose string arguments are keys, class names or form field names, never shown text.
    callees: {
      exclude: [
        ...['i18n(ext)?', 't', 'cn', 'buttonStyles', 'require', 'includes', 'startsWith', 'endsWith'],
        ...['register', 'fieldProps', 'authFailureMessage'],
        'package[A-Z]\\w*', // domain/pricing helpers take a package key ('cylinder', 'pallet', …)
      ],
    },
  },
];

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'server/db/migrations/**', '.tmp/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  // Plain scripts the browser runs as they are (web/public is copied to the build untouched).
  { files: ['web/public/**/*.js'], languageOptions: { globals: { ...globals.browser }, sourceType: 'script' } },
  ...boundaries.map(({ files, group, message }) => ({
    files,
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group, message }] }] },
  })),
  {
    files: ['domain/**/*.ts'],
    rules: {
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
    },
  },
  {
    files: ['web/src/**/*.tsx'],
    plugins: { i18next },
    rules: { 'i18next/no-literal-string': noLiteralString },
  },
);
