// ESLint checks code; Prettier owns layout (eslint-config-prettier, last, turns off the rules that would clash).
// Not type-aware: the recommended rules without type information lint the whole tree in seconds on 2 cores;
// `npm run typecheck` does the type checking.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig([
  globalIgnores(['dist/', 'data/', 'coverage/', 'screenshots/tmp/', 'tests/bench/output/']),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { 'import-x': importX },
    rules: {
      // The tree's order: node: builtins, packages, then parents before siblings, by path; one block, no blank lines.
      'import-x/order': [
        'error',
        {
          groups: ['builtin', 'external', 'internal', 'parent', 'sibling', 'index', 'object', 'unknown'],
          'newlines-between': 'never',
          alphabetize: { order: 'asc', caseInsensitive: true },
        },
      ],
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
