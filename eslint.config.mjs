// Lint for the whole workspace. The boundary rules are the point: a remote never imports another
// remote (or the shell), the shell never imports a remote statically (only through MF at run
// time), and shared packages never import an app (proven by scripts/lint/boundaries.test.ts);
// inside each app the Feature-Sliced layers hold (proven by scripts/lint/fsd-layers.test.ts).
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
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

// The router is shared as @store/router (decision 0044): a file that imported react-router-dom (or
// what it is made of) itself would bundle a router of its own, with its own contexts, that sees none
// of the shell's routes and locations. Tests may (a MemoryRouter around the component under test),
// and so may the package that re-exports it and the server that renders with it.
const ROUTER_MESSAGE = 'Маршрутизатор общий: импортируйте из @store/router (нужного экспорта нет — добавьте его туда).';
const routerImports = [
  {
    group: ['react-router-dom', 'react-router-dom/*', 'react-router', 'react-router/*', '@remix-run/router', '@remix-run/router/*'],
    message: ROUTER_MESSAGE,
  },
];
/** Where a folder's files may import the router directly: tests; in packages also the router itself and the server. */
const routerFreeFiles = (dir) => [
  `${dir}/**/*.test.{ts,tsx}`,
  `${dir}/**/testing/**/*.{ts,tsx}`,
  ...(dir === 'packages' ? ['packages/router/**/*.{ts,tsx}', 'packages/ssr/**/*.{ts,tsx}'] : []),
];

const boundaryFor = (dir, forbidden) => [
  {
    files: [`${dir}/**/*.{ts,tsx}`],
    ignores: routerFreeFiles(dir),
    rules: { 'no-restricted-imports': ['error', { patterns: [...appImports(forbidden), ...routerImports] }] },
  },
  { files: routerFreeFiles(dir), rules: { 'no-restricted-imports': ['error', { patterns: appImports(forbidden) }] } },
];

// Feature-Sliced Design inside one app (STYLE.md, decision 0027). A file's layer and slice come from
// its path: src/{pages,features,entities}/<slice>/…; src/shared is one element whose segments may
// use each other; the rest of src/ (src/app and the entry files) is the app layer.
const SLICED_LAYERS = ['pages', 'features', 'entities'];
const LAYERS_BELOW = {
  app: ['pages', 'features', 'entities', 'shared'],
  pages: ['features', 'entities', 'shared'],
  features: ['entities', 'shared'],
  entities: ['shared'],
  shared: [],
};
/** Folders linted as FSD apps: the five apps and the fixture that proves the rule bites. */
const FSD_APPS = [...APPS, 'scripts/lint/fixtures/fsd-app'];
const FSD_LINT_FIXTURES = 'scripts/lint/fixtures/**';

const fsdLayers = {
  files: FSD_APPS.map((app) => `${app}/src/**/*.{ts,tsx}`),
  plugins: { boundaries },
  settings: {
    // Anchored at each app's folder, so a package's own src/ (seen through node_modules) is no layer.
    'boundaries/elements': FSD_APPS.flatMap((app) => [
      ...SLICED_LAYERS.map((layer) => ({ type: layer, pattern: `${app}/src/${layer}/*`, partialMatch: false, capture: ['slice'] })),
      { type: 'shared', pattern: `${app}/src/shared`, partialMatch: false },
      { type: 'app', pattern: `${app}/src`, partialMatch: false },
    ]),
    // Re-exports and lazy imports are dependencies too: an index.ts re-exporting a higher layer is
    // the same violation as importing it.
    'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
  },
  rules: {
    'boundaries/dependencies': [
      'error',
      {
        default: 'disallow',
        message: 'Импорт {{to.element.type}} из {{from.element.type}} не разрешён правилами слоёв (FSD).',
        policies: [
          ...Object.entries(LAYERS_BELOW).map(([layer, below]) => ({
            from: { element: { type: layer } },
            // The app layer and shared have no slices: their files may use each other.
            allow: { to: { element: { types: { anyOf: SLICED_LAYERS.includes(layer) ? below : [...below, layer] } } } },
          })),
          // Another slice is reached only through its public index.ts.
          {
            to: { element: { type: SLICED_LAYERS, fileInternalPath: '!index.{ts,tsx}' } },
            disallow: { from: { element: { type: '*' } } },
            message:
              'Импорт в обход публичного API слайса {{to.element.type}}/{{to.element.captured.slice}}: только через его index.ts ({{dependency.source}}).',
          },
          ...Object.entries(LAYERS_BELOW).map(([layer, below]) => ({
            from: { element: { type: layer } },
            disallow: { to: { element: { types: { noneOf: [...below, layer] } } } },
            message: 'Слой {{from.element.type}} не импортирует слой {{to.element.type}}: импортировать можно только слои ниже своего.',
          })),
          ...SLICED_LAYERS.map((layer) => ({
            from: { element: { type: layer } },
            disallow: { to: { element: { type: layer } } },
            message: `Слайс {{from.element.type}}/{{from.element.captured.slice}} не импортирует соседний слайс {{to.element.captured.slice}} своего слоя: общее переносится на слой ниже${
              layer === 'entities' ? ' или отдаётся через entities/{{to.element.captured.slice}}/@x/{{from.element.captured.slice}}.ts' : ''
            }.`,
          })),
          // FSD's cross-import notation: an entity may use another entity through the API that one
          // keeps for it alone, entities/<other>/@x/<this slice>.ts.
          {
            from: { element: { type: 'entities' } },
            allow: { to: { element: { type: 'entities', fileInternalPath: '@x/{{ from.element.captured.slice }}.ts' } } },
          },
        ],
      },
    ],
  },
};

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
      // The API bundle the API client's type generation makes for a moment (npm test lints while it types).
      'packages/server/.openapi-*/**',
      // Deliberate violations, linted only by scripts/lint/fsd-layers.test.ts.
      FSD_LINT_FIXTURES,
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
  ...APPS.flatMap((app) =>
    boundaryFor(
      app,
      APPS.filter((other) => other !== app),
    ),
  ),
  ...boundaryFor('packages', APPS),
  fsdLayers,
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
