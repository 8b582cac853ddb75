// ESLint checks code; Prettier owns layout (eslint-config-prettier, last, turns off the rules that would clash).
// Not type-aware: the recommended rules without type information lint the whole tree in seconds on 2 cores;
// `npm run typecheck` does the type checking.
import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import simpleImportSort from 'eslint-plugin-simple-import-sort';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Who may import whom (docs/ARCHITECTURE.md, "Who may import whom"): for each folder, the folders its
 * imports must not reach. Imports are relative, so a target is matched as `../` (any number) then its
 * folder; a folder's own files reach each other with `./` or fewer `../` and never match.
 */
const reaching = (...folders) => `^(\\.\\./)+(${folders.join('|')})(/|$)`;
const CLIENT = ['src', 'portal', 'resources', 'providers'];
const SHELL = ['layout', 'app', 'app-routes', 'main', 'drawing/draw-page'];
const IMPORT_TABLE = [
  { files: ['common/**'], forbid: '^(?!\\./)', why: 'common/ imports only itself: both sides load it' },
  { files: ['server/**'], forbid: reaching(...CLIENT), why: 'the server never runs client code' },
  {
    files: ['build/**'],
    forbid: reaching('server', 'portal', 'resources', 'providers', 'src/(?!theme/)[^/]+'),
    why: 'build code reads the theme only',
  },
  {
    files: ['providers/**'],
    forbid: reaching('src', 'portal', 'resources', 'build', 'server'),
    why: 'providers/ sits under every screen; payload types come through providers/types.ts',
  },
  {
    files: ['src/components/**', 'src/routes/**', 'src/drawing/**', 'src/theme/**', 'src/constants.ts'],
    ignores: ['src/drawing/draw-page.tsx'],
    forbid: reaching('portal', 'resources', 'server', 'build', ...SHELL),
    why: 'the kit serves both areas and the shell, and knows none of them',
  },
  {
    files: ['portal/**'],
    forbid: reaching('resources', 'server', 'build', ...SHELL.map((part) => `src/${part}`)),
    why: 'member screens use the kit, providers/ and common/',
  },
  {
    files: ['resources/**'],
    forbid: reaching('portal', 'server', 'build', ...SHELL.map((part) => `src/${part}`)),
    why: 'staff screens use the kit, providers/ and common/',
  },
  {
    files: ['src/layout/**', 'src/app.tsx', 'src/app-routes.tsx', 'src/main.tsx', 'src/drawing/draw-page.tsx'],
    forbid: reaching('server', 'build'),
    why: 'the browser carries no server or build code',
  },
];
// A lazy `import('…')` is held to the same table; esquery's regex literal cannot hold a `/`, so it is written `\x2F`.
const importRules = IMPORT_TABLE.map(({ files, ignores = [], forbid, why }) => ({
  files,
  ignores,
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      { patterns: [{ regex: forbid, message: `${why} (docs/ARCHITECTURE.md).` }] },
    ],
    'no-restricted-syntax': [
      'error',
      {
        selector: `ImportExpression[source.value=/${forbid.replaceAll('/', '\\x2F')}/]`,
        message: `${why} (docs/ARCHITECTURE.md).`,
      },
    ],
  },
}));

export default defineConfig([
  globalIgnores([
    'dist/',
    'dist-drawing/',
    'dist.next/',
    'dist.next-drawing/',
    'dist-server/',
    'dist-server.next-*/',
    'data/',
    'coverage/',
    'screenshots/tmp/',
    'tests/bench/output/',
  ]),
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
  // Files the browser loads as they are (the drawn dashboard's script loader).
  { files: ['public/**'], languageOptions: { globals: globals.browser } },
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
  ...importRules,
  {
    // Route files hold HTTP only (parse, call the domain's store, answer): queries live in the store
    // beside them, tables in the domain's schema.ts (docs/ARCHITECTURE.md#domains).
    files: ['server/modules/**/routes.ts', 'server/modules/**/*-routes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: reaching(...CLIENT), message: 'the server never runs client code (docs/ARCHITECTURE.md).' },
            {
              regex: '^drizzle-orm(/|$)|(^|/)schema(\\.js)?$|(^|/)db/tables(\\.js)?$',
              message: 'Route files hold HTTP only: queries and tables belong to the domain store.',
            },
          ],
        },
      ],
    },
  },
  {
    // The one door from the client to the server's schemas: their inferred types, never their code.
    files: ['providers/types.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            { regex: reaching('src', 'portal', 'resources', 'build'), message: 'providers/ sits under every screen.' },
            {
              regex: reaching('server/schemas'),
              allowTypeImports: true,
              message: 'Types only: zod stays off the browser.',
            },
            {
              regex: reaching('server/(?!schemas/)[^/]+'),
              message: 'The client reads the server through its schemas only.',
            },
          ],
        },
      ],
    },
  },
  {
    // Patterns that read outside text stay linear: a backtracking one lets one request hold the event loop
    // (docs/ARCHITECTURE.md, "Parsing outside text").
    files: ['server/**', 'common/**', 'portal/equity/engine/**'],
    ...regexp.configs.recommended,
    rules: {
      ...regexp.configs.recommended.rules,
      'regexp/no-super-linear-backtracking': 'error',
      'regexp/no-super-linear-move': 'error',
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
