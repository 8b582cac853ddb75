// ESLint checks code; Prettier owns layout (eslint-config-prettier, last, turns off the rules that would clash).
// Not type-aware: the recommended rules without type information lint the whole tree in seconds on 2 cores;
// `npm run typecheck` does the type checking.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  globalIgnores(['dist/', 'data/', 'coverage/', 'screenshots/tmp/', 'tests/bench/output/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'simple-import-sort': simpleImportSort },
    rules: {
      // One block, no blank lines: side effects, node: builtins, packages, then parents before siblings, by path.
      // (Not eslint-plugin-import-x: its resolver's platform binaries are not all on this machine's registry,
      // so its lock file fails `npm ci`.)
      'simple-import-sort/imports': ['error', { groups: [['^\\u0000', '^node:', '^@?\\w', '^', '^\\.']] }],
      // A leading underscore marks a binding kept on purpose: an interface's parameter, a key split off with `...rest`.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Hooks live in .ts as well as .tsx files. The classic rules only: the plugin's `recommended` also runs the
    // React Compiler's analysis (this app is not compiled with it), which tripled the lint time.
    files: ['src/**', 'portal/**', 'resources/**', 'providers/**'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Validation that rejects NUL, which PostgreSQL text cannot hold, has to name it.
    files: ['server/schemas/**'],
    rules: { 'no-control-regex': 'off' },
  },
  {
    // Tests read untyped JSON answers and reach into internals.
    files: ['tests/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  prettier,
]);
