// All jest suites of the workspace in one run (`npm test` counts them); each package keeps its own
// config so `pnpm --filter <pkg> test` works alone.
module.exports = {
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
