// Shared jest settings: TypeScript through @swc/jest with the same SWC options as webpack.
const path = require('node:path');
const { swcOptions } = require('./packages/webpack-config/swc-options.cjs');

const ESM_ONLY = ['content-disposition', 'cookie', 'jose'];

/**
 * @param {string} dir package directory
 * @param {{ name: string, environment?: 'node' | 'jsdom', setupFiles?: string[] }} opts
 * @returns {import('jest').Config}
 */
function jestConfig(dir, opts) {
  const options = swcOptions({ target: 'es2022' });
  return {
    displayName: opts.name,
    rootDir: dir,
    testEnvironment: opts.environment ?? 'node',
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx', '<rootDir>/test/**/*.test.ts'],
    transform: {
      '^.+\\.(t|j)sx?$': [require.resolve('@swc/jest'), { ...options, module: { type: 'commonjs' } }],
    },
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'jest.style-stub.cjs') },
    // Also for a node project: one of its files may ask for jsdom in its docblock (`@jest-environment jsdom`).
    setupFiles: [path.join(__dirname, 'jest.setup-dom.cjs')],
    setupFilesAfterEnv: opts.setupFiles ?? [],
    // A guard against a hung test, not a speed check: on two shared cores a component test that takes
    // 0.3 s alone took over jest's 5 s default under a full CI's load.
    testTimeout: 20_000,
    // A spy (a silenced console.error) ends with its test: it can never hide the next test's errors.
    restoreMocks: true,
    // ESM-only packages that jest (CommonJS) must compile; everything else in node_modules is left as is.
    transformIgnorePatterns: [`/node_modules/(?!(.*/node_modules/)?(${ESM_ONLY.join('|')})/)`],
  };
}

module.exports = { jestConfig };
