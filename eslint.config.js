// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';

// Boundaries of web/src: a feature never imports another feature, and only app/ imports app/.
const FEATURES = readdirSync(new URL('./web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const APP_IMPORT = { regex: '^(\\.\\./)+app(/|$)', message: 'Only web/src/app imports web/src/app; move what you need to config/, lib/ or components/.' };

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

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'web/dist-ssr/**', 'functions/lib/**', '.local-stack/**', 'test-output/**', '**/*.d.ts'] },
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
    // Tests read loosely typed JSON answers.
    files: ['tests/**/*.ts', '**/*.test.ts', '**/*.test.tsx'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
);
