// Lint for the whole workspace. The boundary rules are the point: a remote never imports another
// remote (or the shell), the shell never imports a remote statically (only through MF at run
// time), and shared packages never import an app. Proven by scripts/lint/boundaries.test.ts.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const APPS = ['shell', 'mf-catalog', 'mf-cart-checkout', 'mf-auth', 'mf-profile'];

/** Import patterns that reach into the given apps by path or by package name. */
const appImports = (apps) =>
  apps.map((app) => ({
    group: [`**/${app}`, `**/${app}/**`, `@store/${app}`, `@store/${app}/**`],
    message: `Импорт из ${app} запрещён: приложения общаются только через @store/bus.`,
  }));

const boundaryFor = (dir, forbidden) => ({
  files: [`${dir}/**/*.{ts,tsx}`],
  rules: { 'no-restricted-imports': ['error', { patterns: appImports(forbidden) }] },
});

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/@mf-types/**',
      '.data/**',
      'releases/**',
      '.tmp/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'packages/api-client/src/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  ...APPS.map((app) =>
    boundaryFor(
      app,
      APPS.filter((other) => other !== app),
    ),
  ),
  boundaryFor('packages', APPS),
  // Every journey runs under the CSP guard (issue 24 item 9): a spec takes `test` and `expect` from it.
  {
    files: ['packages/e2e/tests/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: appImports(APPS),
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test', 'expect'],
              message: 'Сценарии берут test и expect из ./csp-guard: каждый падает на нарушении Content-Security-Policy.',
            },
          ],
        },
      ],
    },
  },
);
