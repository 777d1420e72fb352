import js from '@eslint/js';
import nodePlugin from 'eslint-plugin-n';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.react-router/',
      '.data/',
      'node_modules/',
      'test-results/',
      'bench/results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Configuration is parsed once, in server/env.ts (docs/architecture.md).
    files: ['server/**', 'domain/**', 'web/**'],
    plugins: { n: nodePlugin },
    rules: { 'n/no-process-env': 'error' },
  },
  {
    files: ['domain/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['#server/*', '#web/*', '#tests/*', '**/server/**', '**/web/**'],
              message: 'domain/ is pure: it imports nothing of ours but domain/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['#server/*', '**/server/**'],
              allowTypeImports: true,
              message: 'web/ may only `import type` from server/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [{ group: ['#web/*', '**/web/**'], message: 'server/ never imports web/.' }],
        },
      ],
    },
  },
  {
    // Web tests live under tests/web/ (CONTRIBUTING.md): the web project of vitest.config.ts
    // runs only those, so a test beside the code would never run.
    files: ['web/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Program', message: 'Web tests live under tests/web/, not beside the code.' },
      ],
    },
  },
  {
    // Tests configure child processes and the harness reads TEST_DATABASE_URL.
    files: ['**/*.test.ts', '**/*.test.tsx', 'tests/**'],
    rules: { 'n/no-process-env': 'off' },
  },
  {
    // CLI entry points print for humans.
    files: [
      'scripts/**',
      'bench/**',
      'server/db/migrate.ts',
      'server/db/seed.ts',
      'tests/e2e/run.ts',
    ],
    rules: { 'no-console': 'off' },
  },
);
