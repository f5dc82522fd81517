// All jest suites of the workspace in one run (`npm test` counts them); each package keeps its own
// config so `pnpm --filter <pkg> test` works alone.
module.exports = {
  // A guard against a hung test, not a speed check (a global option: the projects' own is not read
  // in a run of them all): under a full CI's load on two cores a 0.3 s component test took over 5 s.
  testTimeout: 20_000,
  // On a fresh clone (no timings of a last run) the API's files first: see jest.sequencer.cjs.
  testSequencer: '<rootDir>/jest.sequencer.cjs',
  projects: [
    '<rootDir>/packages/domain',
    '<rootDir>/packages/bus',
    '<rootDir>/packages/api-client',
    '<rootDir>/packages/ui',
    '<rootDir>/packages/router',
    '<rootDir>/packages/static-server',
    '<rootDir>/packages/ssr',
    '<rootDir>/packages/server',
    '<rootDir>/shell',
    '<rootDir>/mf-catalog',
    '<rootDir>/mf-cart-checkout',
    '<rootDir>/mf-auth',
    '<rootDir>/mf-profile',
    '<rootDir>/scripts',
  ],
};
