// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import noHandTypedApiPath from './scripts/lint/noHandTypedApiPath.js';
import noTrackerReference from './scripts/lint/noTrackerReference.js';
import noUnregisteredCompositeQuery from './scripts/lint/noUnregisteredCompositeQuery.js';

// Boundaries of web/src: a feature never imports another feature, and only app/ imports app/.
const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const APP_IMPORT = {
  regex: '^(\\.\\./)+app(/|$)',
  message: 'Only web/src/app imports web/src/app; move what you need to config/, lib/ or components/.',
};

const featureBoundary = (feature) => ({
  files: [`web/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          APP_IMPORT,
          {
            regex: `^(\\.\\./)+(features/)?(${FEATURES.filter((other) => other !== feature).join('|')})(/|$)`,
            message: `Features do not import each other: move the shared piece out of features/ (components/, hooks/, lib/ or config/).`,
          },
        ],
      },
    ],
  },
});

const careers = {
  rules: {
    'no-hand-typed-api-path': noHandTypedApiPath,
    'no-tracker-reference': noTrackerReference,
    'no-unregistered-composite-query': noUnregisteredCompositeQuery,
  },
};

// /api paths typed by hand on purpose: each probes a path the endpoint table does not have.
const API_PATH_PROBES = [
  { text: '/api/no-such-path', reason: 'an unknown API path answers 404 with the error shape' },
  { text: '/api/nothing', reason: 'the endpoint matcher answers null for a path outside the table' },
  { text: '/api/cards/cards/%E0%A4%A', reason: 'bad percent-encoding, which apiPath cannot produce, answers 400' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'functions/lib/**',
      '.local-stack/**',
      '.local-stack-*/**',
      'test-output/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/app/**', 'web/src/features/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [APP_IMPORT] }] },
  },
  ...FEATURES.map(featureBoundary),
  {
    // The endpoint table (and the OpenAPI document made from it) is where paths are written.
    files: ['**/*.{js,mjs,ts,tsx}'],
    ignores: ['domain/src/api/**'],
    plugins: { careers },
    rules: { 'careers/no-hand-typed-api-path': ['error', { allow: API_PATH_PROBES }] },
  },
  {
    // A comment says the constraint, not the issue or work log it came from.
    files: ['**/*.{js,mjs,cjs,ts,tsx}'],
    plugins: { careers },
    rules: { 'careers/no-tracker-reference': 'error' },
  },
  {
    // `trust proxy` is off (app.ts), so req.ip is the socket's peer: the per-address limits key on clientAddress(req).
    files: ['functions/src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='req'][property.name=/^ips?$/]",
          message: 'req.ip is the socket peer here (trust proxy is off): use clientAddress(req) from http/clientAddress.ts.',
        },
      ],
    },
  },
  {
    // Queries on several fields are named in one table, which a unit test holds against firestore.indexes.json.
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/firestore/indexedQueries.ts'],
    plugins: { careers },
    rules: { 'careers/no-unregistered-composite-query': 'error' },
  },
  {
    // Tests read loosely typed JSON answers.
    files: ['tests/**/*.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
