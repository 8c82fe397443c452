import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
    // Features are islands: they may use src/api, src/ui and src/lib, never each other.
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../features/*', '../../../features/*', '**/features/*/**'],
              message: 'A feature must not import from another feature.',
            },
          ],
        },
      ],
    },
  },
  {
    // The client, catalog and rule engine have no React.
    files: ['src/api/**/*.ts', 'src/rules/**/*.ts'],
    ignores: ['src/api/hooks/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: ['react', 'react-dom'], patterns: ['@mantine/*', '@tanstack/react-query'] },
      ],
    },
  },
);
