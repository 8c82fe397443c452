/* global URL */
import { readdirSync } from 'node:fs';

import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import i18next from 'eslint-plugin-i18next';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * JSX props whose text a person reads, on screen or from a screen reader (Mantine's included).
 */
const userVisibleProps = [
  'label',
  'title',
  'placeholder',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'aria-roledescription',
  'alt',
  'description',
  'error',
  'message',
  'tooltip',
  'nothingFoundMessage',
  'confirmLabel',
  'cancelLabel',
  'emptyLabel',
  'noun',
  'heading',
  'hint',
  'caption',
];

/** Areas whose words are not in the catalogs yet (issue 42); each is removed when it is done. */

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-cli',
      '.dist-build-*',
      'node_modules',
      'test-results',
      'playwright-report',
      'data',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Where code may import from: the architecture's one-way flow, checked on resolved paths,
    // so `../giving/x`, `../../features/giving/x` and any other spelling are all caught.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones({ tests: false }) }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Tests talk to the real sandbox and proxy over HTTP, so they may start them.
    files: ['src/**/*.test.{ts,tsx}', 'src/**/testing/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones({ tests: true }) }],
    },
  },
  {
    // The client, catalog, rule engine and src/lib/pure have no React, whatever the extension.
    files: ['src/api/**/*.{ts,tsx}', 'src/rules/**/*.{ts,tsx}', 'src/lib/pure/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['react', 'react-dom'],
          patterns: ['react/*', 'react-dom/*', '@mantine/*', '@tanstack/react-*'],
        },
      ],
    },
  },
  {
    // Every word a person reads comes from the message catalogs (src/messages, D188): no text
    // written into JSX, nor into the props that are read out or shown. A literal that is not
    // words (a symbol, a code, a number) passes.
    files: ['src/app/**/*.tsx', 'src/ui/**/*.tsx', 'src/features/**/*.tsx'],
    ignores: ['src/**/*.test.tsx', 'src/**/testing/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { include: userVisibleProps },
          words: { exclude: ['Narthex', '[0-9!-/:-@[-`{-~\\s·–—…×→←↑↓✓✕•]+', '[A-Z]{2,5}'] },
        },
      ],
    },
  },
);

/** The import-x/no-restricted-paths zones that keep src/ in the shape docs/how-to.md describes. */
function boundaryZones({ tests }) {
  const servers = tests ? [] : ['./src/server', './src/sandbox'];
  const features = readdirSync(new URL('src/features', import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [
    ...features.map((feature) => ({
      target: `./src/features/${feature}`,
      from: './src/features',
      except: [`./${feature}`],
      message:
        'A feature must not import from another feature; move what both need to src/ui or src/lib.',
    })),
    {
      target: './src/features',
      from: ['./src/app', './src/cli', ...servers],
      message: 'A feature imports from src/api, src/rules, src/ui and src/lib only.',
    },
    {
      target: ['./src/api', './src/rules', './src/lib', './src/ui'],
      from: ['./src/features', './src/app', './src/cli', ...servers],
      message: 'Shared code must not depend on a feature, the app shell or a server.',
    },
    {
      target: ['./src/server', './src/sandbox', './src/cli'],
      from: ['./src/features', './src/app', './src/ui', './src/main.tsx', './src/lib/browser'],
      message: 'Server-side code must not import the browser app.',
    },
    // src/lib by where it runs: pure runs anywhere, browser in the page, server in Node.
    {
      target: './src/lib/pure',
      from: ['./src/lib/browser', './src/lib/server'],
      message: 'src/lib/pure runs anywhere: it imports only src/lib/pure (and src/api).',
    },
    {
      target: './src/lib/browser',
      from: './src/lib/server',
      message: 'src/lib/browser runs in the page: it must not import src/lib/server.',
    },
    {
      target: ['./src/features', './src/ui', './src/app'],
      from: './src/lib/server',
      message: 'src/lib/server is for the proxy, the sandbox and the CLI only.',
    },
  ];
}
