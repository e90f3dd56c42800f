import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

const zodImport = { regex: '^zod(/|$)', message: "Import { z } from 'src/api/contract/zod.ts'." };

/** An import of `folder` (below `src/`), however far up the relative path climbs. */
const importOf = (folder, message) => ({ regex: `(^|/)${folder}/`, message });

const flowsImport = importOf('flows', 'A flow builds on this folder, not the reverse.');

/** The imports a file may not make: always zod's own, and `patterns`. */
const restricted = (...patterns) => ({
  'no-restricted-imports': ['error', { patterns: [zodImport, ...patterns] }],
});

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'dist/',
      'builds/',
      '.astro/',
      '.tools/',
      '.data/',
      'test-results/',
      'playwright-report/',
      'shots/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // `_`-prefixed names mark parameters a signature requires but the body ignores.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  {
    // Schemas take `z` from the contract's zod module: zod/mini, with code generation off.
    // Classic zod stays in build-time code the browser never loads.
    files: ['src/**/*.{ts,tsx,astro}', 'sandbox/**/*.ts'],
    ignores: ['src/api/contract/zod.ts', 'src/brand/schema.ts'],
    rules: restricted(),
  },
  {
    // What the flows build on never reaches into a flow: shared components, stores, texts,
    // analytics, the documents the pages and the sandbox both write. A flow's file they
    // need belongs here (src/documents/ for what a page and a PDF both say).
    files: [
      'src/{ui,stores,api,documents,i18n,brand,analytics,security,release,layouts}/**/*.{ts,tsx,astro}',
    ],
    ignores: ['src/api/contract/zod.ts', 'src/brand/schema.ts'],
    rules: restricted(flowsImport),
  },
  {
    // The API client takes the page's login as a token getter (src/flows/loadApi.ts).
    files: ['src/api/**/*.{ts,tsx}'],
    ignores: ['src/api/contract/zod.ts'],
    rules: restricted(
      flowsImport,
      importOf('stores', 'Pass what the client needs from a store in (getToken).'),
    ),
  },
  {
    // The API's stand-in writes its documents with src/documents/, never a screen's files.
    files: ['sandbox/**/*.ts'],
    rules: restricted(
      importOf('src/flows', 'Move what the sandbox and a screen share to src/documents/.'),
    ),
  },
  {
    // The browser loads one area's calls when it calls (`loadApi(() => import(…))`): a static
    // import would carry the schemas into the page's first bytes, the whole table every
    // area's schemas into every screen. Their types are fine.
    files: ['src/**/*.{ts,tsx,astro}'],
    ignores: [
      'src/**/*.test.{ts,tsx}',
      'src/**/testing.{ts,tsx}',
      'src/api/openapi.ts',
      'src/api/contract/**',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)contract/(calls|index|calls/\\w+)\\.ts$',
              allowTypeImports: true,
              message:
                "Load an area's calls with loadApi(() => import('…/api/contract/calls/<area>.ts')).",
            },
          ],
        },
      ],
    },
  },
  {
    // A pattern with a Unicode property class costs a parse as its module loads, within the
    // page's longest task (src/api/contract/zod.ts, `onFirstUse`): it is built where it runs.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[regex.pattern=/\\\\p\\{/]:not(:function Literal)',
          message:
            'Build a \\p{…} pattern when it is used: in a function, or onFirstUse(() => /…/u).',
        },
      ],
    },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  prettier,
);
