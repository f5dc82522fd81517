module.exports = {
  ...require('../jest.base.cjs').jestConfig(__dirname, { name: 'lint' }),
  // The boundary rules of the lint, and the release and composition tools (plain ES modules, run
  // natively: the test command gives jest --experimental-vm-modules).
  testMatch: ['<rootDir>/lint/**/*.test.ts', '<rootDir>/lib/**/*.test.mjs'],
};
