import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/__generated__/**',
      '.tools/**',
      '.data/**',
      'test-results/**',
      'screenshots/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Configuration is parsed once, at boot, by each process's config module.
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through loadConfig in config.ts.' },
      ],
    },
  },
  {
    files: [
      '**/config.ts',
      'scripts/**',
      'e2e/**',
      '**/test/**',
      'packages/harness/**',
      '**/vite.config.ts',
      '**/*.config.{js,mjs,ts}',
    ],
    rules: { 'no-restricted-properties': 'off' },
  },
  // The rules of hooks and the React Compiler's checks, in both apps.
  { files: ['web/**/*.{ts,tsx}', 'admin-web/**/*.{ts,tsx}'], ...reactHooks.configs.flat['recommended-latest'] },
  // A feature reaches another only through its index.ts (what it offers the others), never into its folders.
  ...[
    ['web/src/features/*/*/**/*.{ts,tsx}', '^\\.\\./\\.\\./[^./][^/]*/.'],
    ['web/src/features/*/*.{ts,tsx}', '^\\.\\./[^./][^/]*/.'],
  ].map(([files, regex]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex, message: "Import another feature from its index.ts ('../../<feature>')." }] },
      ],
    },
  })),
  // Playwright fixtures must destructure their first argument, even when they use none of it.
  { files: ['e2e/**'], rules: { 'no-empty-pattern': 'off' } },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { module: 'writable', require: 'readonly', __dirname: 'readonly' },
    },
  },
);
